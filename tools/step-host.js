/**
 * A Node 24 process that runs bundled-action steps one after another, each in a worker thread
 * of its own: a fresh module graph, the step's own environment (INPUT_*, GITHUB_OUTPUT, ...),
 * its stdout and stderr captured apart, and its exit code, as a process of its own would
 * have. Before each step the host changes into the step's working directory, so relative
 * paths, `git` and child processes resolve where the runner would start them.
 *
 * What a step in a worker does not get is a process of its own: signals, resource limits of
 * the process, `process.chdir`, and what Node reads from the environment once at start
 * (`NODE_*`, the HOME of os.homedir()) stay with the host. tools/run-action.ts therefore
 * starts a host with the step's own values of those variables, and runs a step in a process
 * of its own whenever a test signals it, picks another Node, or sets NODE_OPTIONS.
 *
 * Protocol (IPC from tools/run-action.ts): { main, env, cwd, timeoutMs } in,
 * { exitCode, stdout, stderr } out. Plain JavaScript: Node 24 runs it without a transform.
 */
import { Worker } from 'node:worker_threads'
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
 * What the step's thread runs: it turns on the compile cache (a worker has its own, off
 * unless the thread asks), then imports the step's script, as the runner starts it.
 * @param {string} main
 */
function stepEntry(main) {
  return [
    `require('node:module').enableCompileCache(${JSON.stringify(COMPILE_CACHE)})`,
    `import(${JSON.stringify(pathToFileURL(main).href)})`
  ].join('\n')
}

process.on('message', async step => {
  process.chdir(step.cwd)
  process.send(await runStep(step))
})
// The suite that started the host has finished: nothing is left to run.
process.on('disconnect', () => process.exit(0))

/** @param {{ main: string, env: Record<string, string>, timeoutMs: number }} step */
function runStep(step) {
  return new Promise(resolve => {
    const worker = new Worker(stepEntry(step.main), {
      eval: true,
      env: step.env,
      argv: [],
      stdout: true,
      stderr: true
    })
    let stdout = ''
    let stderr = ''
    /** @type {number | null} */
    let exitCode = null
    let timedOut = false
    let pending = 3
    const settle = () => {
      if (--pending === 0) resolve({ exitCode, stdout, stderr })
    }
    worker.stdout.setEncoding('utf8').on('data', chunk => (stdout += chunk))
    worker.stderr.setEncoding('utf8').on('data', chunk => (stderr += chunk))
    worker.stdout.on('end', settle)
    worker.stderr.on('end', settle)
    // An uncaught error ends a process with its stack on stderr and exit code 1: the same here.
    worker.on('error', error => {
      stderr += `${error instanceof Error ? error.stack : String(error)}\n\nNode.js ${process.version}\n`
    })
    // As a process killed with SIGKILL, a step past its time has no exit code.
    const timer = setTimeout(() => {
      timedOut = true
      void worker.terminate()
    }, step.timeoutMs)
    worker.on('exit', code => {
      clearTimeout(timer)
      if (timedOut) return resolve({ exitCode: null, stdout, stderr })
      exitCode = code
      settle()
    })
  })
}
