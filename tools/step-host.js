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
import { pathToFileURL } from 'node:url'
import { clearTimeout, setTimeout } from 'node:timers'

process.on('message', async step => {
  process.chdir(step.cwd)
  process.send(await runStep(step))
})
// The suite that started the host has finished: nothing is left to run.
process.on('disconnect', () => process.exit(0))

/** @param {{ main: string, env: Record<string, string>, timeoutMs: number }} step */
function runStep(step) {
  return new Promise(resolve => {
    const worker = new Worker(pathToFileURL(step.main), {
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
