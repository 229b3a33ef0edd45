/**
 * A worker thread of a step host (tools/step-host.js) that runs steps one after another, each
 * ending as the process the runner would start for it ends. A step gets its own instance of
 * the bundle and of every file the bundle imports, and the step's own environment; it ends
 * when nothing is left for it to do (Node's 'beforeExit': the moment its process would
 * exit), with the exit code its process would have.
 *
 * Then the thread undoes what a process would take with it when it ends: the step's `exit`
 * listeners run, its timers still pending are cleared, its open sockets (an idle keep-alive
 * connection) are closed, and every global and process listener is put back as it was before
 * the first step. A step that ends its thread (process.exit, an uncaught error) ends it as it
 * would end its process, and the host starts a new thread for the next step.
 *
 * Messages: { main, env } in (`main` a file URL); { exitCode, heapUsed } out, once the step's
 * output and then `workerData.endOfStep` are written to both streams, where the host cuts
 * them.
 */
import { createHook } from 'node:async_hooks'
import { enableCompileCache, registerHooks } from 'node:module'
import { Socket } from 'node:net'
import process from 'node:process'
import { clearImmediate, clearTimeout } from 'node:timers'
import { parentPort, workerData } from 'node:worker_threads'

/** @type {{ compileCache: string, endOfStep: string }} */
const { compileCache, endOfStep } = workerData
// A worker's compile cache is off unless the thread asks: V8 then parses the bundle once.
enableCompileCache(compileCache)

const port = /** @type {import('node:worker_threads').MessagePort} */ (parentPort)
const globalsBefore = new Map(
  Reflect.ownKeys(globalThis).map(key => [key, Object.getOwnPropertyDescriptor(globalThis, key)])
)
const listenersBefore = new Map(
  process.eventNames().map(name => [name, process.rawListeners(name)])
)
let steps = 0

// The step's number in the URL of every file it imports (a sub-action's entry imports the
// bundle) gives the step a module instance of its own.
registerHooks({
  resolve(specifier, context, nextResolve) {
    const resolved = nextResolve(specifier, context)
    if (!resolved.url.startsWith('file:')) return resolved
    const url = new URL(resolved.url)
    url.searchParams.set('step', String(steps))
    return { ...resolved, url: url.href }
  }
})

/** The timers and immediates a step starts, each cleared when the step ends. */
const timers = new Set()
const immediates = new Set()
createHook({
  init(_id, type, _trigger, resource) {
    if (type === 'Timeout') timers.add(resource)
    else if (type === 'Immediate') immediates.add(resource)
  },
  trackPromises: false
}).enable()

port.on('message', (/** @type {{ main: string, env: Record<string, string> }} */ step) => {
  for (const name of Object.keys(process.env)) delete process.env[name]
  Object.assign(process.env, step.env)
  process.exitCode = undefined
  steps++
  let settled = false
  // A rejection is left unhandled, so that it ends the thread as it would end the process.
  void import(step.main).then(() => (settled = true))
  process.once('beforeExit', () => {
    // As Node ends a process whose top-level await never settles.
    if (!settled) process.stderr.write('Warning: Detected unsettled top-level await\n')
    const exitCode = () => (settled ? Number(process.exitCode ?? 0) : 13)
    const before = listenersBefore.get('exit') ?? []
    for (const listener of process.rawListeners('exit')) {
      if (!before.includes(listener)) listener.call(process, exitCode())
    }
    undoStep()
    process.stdout.write(endOfStep)
    process.stderr.write(endOfStep)
    port.ref()
    port.postMessage({ exitCode: exitCode(), heapUsed: process.memoryUsage().heapUsed })
  })
  // While the step runs, the port alone must not keep the thread from ending its step.
  port.unref()
})

/** Undoes what the step left in the thread (see the top of this file). */
function undoStep() {
  for (const timer of timers) clearTimeout(timer)
  for (const immediate of immediates) clearImmediate(immediate)
  timers.clear()
  immediates.clear()
  for (const handle of process._getActiveHandles()) {
    if (handle instanceof Socket) handle.destroy()
  }
  for (const key of Reflect.ownKeys(globalThis)) {
    if (!globalsBefore.has(key)) Reflect.deleteProperty(globalThis, key)
  }
  for (const [key, before] of globalsBefore) {
    const now = Object.getOwnPropertyDescriptor(globalThis, key)
    if (before && !sameDescriptor(now, before)) Object.defineProperty(globalThis, key, before)
  }
  for (const name of new Set([...process.eventNames(), ...listenersBefore.keys()])) {
    process.removeAllListeners(name)
    for (const listener of listenersBefore.get(name) ?? []) process.on(name, listener)
  }
}

/**
 * @param {PropertyDescriptor | undefined} now
 * @param {PropertyDescriptor} before
 */
function sameDescriptor(now, before) {
  return (
    now !== undefined &&
    now.value === before.value &&
    now.get === before.get &&
    now.set === before.set &&
    now.writable === before.writable &&
    now.enumerable === before.enumerable &&
    now.configurable === before.configurable
  )
}
