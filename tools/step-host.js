/**
 * A Node 24 process that runs bundled-action steps one after another in a worker thread
 * (tools/step-thread.js), each step as a process of its own would run it: a fresh module
 * graph, the step's own environment (INPUT_*, GITHUB_OUTPUT, ...), its stdout and stderr
 * captured apart, and its exit code. A thread runs up to STEPS_PER_THREAD steps, so a step
 * pays for loading the bundle, not for starting Node or a worker. Before each step the host
 * changes into the step's working directory, so relative paths, `git` and child processes
 * resolve where the runner would start them.
 *
 * What a step in a thread does not get is a process of its own: signals, resource limits of
 * the process, `process.chdir`, and what Node reads from the environment once at start
 * (`NODE_*`, the HOME of os.homedir()) stay with the host. tools/run-action.ts therefore
 * starts a host with the step's own values of those variables, and runs a step in a process
 * of its own whenever a test signals it, picks another Node, or sets NODE_OPTIONS. And a
 * thread writes stdout and stderr asynchronously, where a process writes to a pipe at once
 * (on Linux): a timer a step has unref'd can still fire while its last lines are on their
 * way, where its process would have ended.
 *
 * Protocol (IPC from tools/run-action.ts): { main, env, cwd, timeoutMs } in,
 * { exitCode, stdout, stderr } out. Plain JavaScript: Node 24 runs it without a transform.
 */
import { Worker } from 'node:worker_threads'
import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { clearTimeout, setTimeout } from 'node:timers'

/**
 * Node's compile cache for the bundle, kept for this host's later steps: a step still loads
 * and runs every module afresh, but V8 no longer parses the same files again for each one.
 * The cache holds compiled code only, so the step behaves as without it.
 */
const COMPILE_CACHE = mkdtempSync(join(tmpdir(), 'step-host-compile-cache-'))
process.on('exit', () => rmSync(COMPILE_CACHE, { recursive: true, force: true }))

/**
 * When a thread has run this many steps, or its heap holds this much after a step, the host
 * starts another for the next step: Node never unloads a module, so each step's instance of
 * the bundle stays in the thread (about 3 MB, more after a step that read a large input).
 */
const STEPS_PER_THREAD = 16
const HEAP_PER_THREAD = 64 * 1024 * 1024

/** Written by a thread after each step's output, where the host cuts it; no step prints it. */
const END_OF_STEP = `\n${randomUUID()}:end-of-step\n`

process.on('message', async step => {
  process.chdir(step.cwd)
  process.send(await runStep(step))
})
// The suite that started the host has finished: nothing is left to run.
process.on('disconnect', () => process.exit(0))

/**
 * The thread that runs the next step (tools/step-thread.js), with what it has written since
 * its last step ended.
 * @type {{ worker: Worker, steps: number, stdout: string, stderr: string } | undefined}
 */
let thread

function startThread(/** @type {Record<string, string>} */ env) {
  const worker = new Worker(new URL('./step-thread.js', import.meta.url), {
    env,
    argv: [],
    stdout: true,
    stderr: true,
    workerData: { compileCache: COMPILE_CACHE, endOfStep: END_OF_STEP }
  })
  const started = { worker, steps: 0, stdout: '', stderr: '' }
  worker.once('exit', () => {
    if (thread === started) thread = undefined
  })
  worker.stdout.setEncoding('utf8').on('data', chunk => (started.stdout += chunk))
  worker.stderr.setEncoding('utf8').on('data', chunk => (started.stderr += chunk))
  return started
}

/** @param {{ main: string, env: Record<string, string>, timeoutMs: number }} step */
function runStep(step) {
  thread ??= startThread(step.env)
  const current = thread
  const { worker } = current
  return new Promise(resolve => {
    /** @type {(result: { exitCode: number | null, stdout: string, stderr: string }) => void} */
    const end = result => {
      clearTimeout(timer)
      worker.off('message', onMessage)
      worker.off('error', onError)
      worker.off('exit', onExit)
      resolve(result)
    }
    // The step ended as its process would have exited: its output is what precedes the mark,
    // which may still be on its way from the thread.
    const onMessage = (/** @type {{ exitCode: number, heapUsed: number }} */ ended) => {
      if (++current.steps >= STEPS_PER_THREAD || ended.heapUsed >= HEAP_PER_THREAD) {
        thread = undefined
      }
      const cut = () => {
        const out = current.stdout.indexOf(END_OF_STEP)
        const err = current.stderr.indexOf(END_OF_STEP)
        if (out < 0 || err < 0) return
        worker.stdout.off('data', cut)
        worker.stderr.off('data', cut)
        const stdout = current.stdout.slice(0, out)
        const stderr = current.stderr.slice(0, err)
        current.stdout = current.stdout.slice(out + END_OF_STEP.length)
        current.stderr = current.stderr.slice(err + END_OF_STEP.length)
        if (thread !== current) void worker.terminate()
        end({ exitCode: ended.exitCode, stdout, stderr })
      }
      worker.stdout.on('data', cut)
      worker.stderr.on('data', cut)
      cut()
    }
    // An uncaught error ends a process with its stack on stderr and exit code 1: the same here.
    const onError = (/** @type {unknown} */ error) => {
      current.stderr += `${error instanceof Error ? error.stack : String(error)}\n\nNode.js ${process.version}\n`
    }
    // The step ended its thread: everything it wrote is in once both streams have ended.
    const onExit = (/** @type {number} */ code) => {
      let pending = 2
      const settle = () => {
        if (--pending === 0) end({ exitCode: code, stdout: current.stdout, stderr: current.stderr })
      }
      for (const stream of [worker.stdout, worker.stderr]) {
        if (stream.readableEnded) settle()
        else stream.once('end', settle)
      }
    }
    // As a process killed with SIGKILL, a step past its time has no exit code.
    const timer = setTimeout(() => {
      worker.off('exit', onExit)
      void worker
        .terminate()
        .then(() => end({ exitCode: null, stdout: current.stdout, stderr: current.stderr }))
    }, step.timeoutMs)
    worker.on('message', onMessage)
    worker.on('error', onError)
    worker.on('exit', onExit)
    worker.postMessage({ main: pathToFileURL(step.main).href, env: step.env })
  })
}
