/**
 * A step run in a shared step host (tools/step-host.js, used by suites that call
 * useStepHosts()) ends as the same step run as a process of its own: the same exit code,
 * log, outputs and job summary. Each case runs once each way, on a sandbox reset before
 * each run, so the second run finds the service as the first did.
 */
import { execFile } from 'node:child_process'
import type { ChildProcess } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { createServer, type Socket } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { COMPLIANT_ARTIFACT_CONTENT, COMPLIANT_FINGERPRINT } from '../../sandbox/fixtures.js'
import { IDLE_STEP_HOSTS } from '../../tools/idle-step-hosts.js'
import {
  node24Path,
  PROJECT_ROOT,
  runAction,
  shareStepHosts,
  startStepHost,
  type ActionRun,
  type RunOptions
} from '../../tools/run-action.js'
import { suitesRunningTheAction } from '../../tools/node24.js'
import { exampleEnv, exampleRun } from '../kit/examples.js'
import { TEST_CA_FILE, behind, startConnectProxy, startTlsFront } from '../kit/proxy.js'
import { useGitHub, useJira, useSandbox } from '../kit/servers.js'

const sandbox = useSandbox()
const jira = useJira()
const github = useGitHub()

/**
 * What a run shows its reader. Both ways must agree but for what differs from one run to the
 * next (temporary folders, random ids, clock readings) and the stack frames of step debugging
 * (a worker's module loader is not a process's).
 */
function shown(run: ActionRun, workspace?: string) {
  const plain = (text: string) =>
    (workspace ? text.split(workspace).join('<workspace>') : text)
      .replace(/action-run-\w+/g, 'action-run-<id>')
      .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, '<uuid>')
      .replace(/\b1\d{9}(\.\d+)?\b/g, '<epoch>')
      // Summaries show minutes: the sandbox, reset before each run, dates its records from then.
      .replace(/\d{4}-\d\d-\d\d[ T]\d\d:\d\d(:\d\d(\.\d+)?)?Z?/g, '<date>')
      .replace(/\b\d+(\.\d+)? ?(ms|s)\b/g, '<time>')
      .replace(/^::debug::\s+at .*\n/gm, '')
  return {
    exitCode: run.exitCode,
    stdout: plain(run.stdout),
    stderr: plain(run.stderr),
    outputs: JSON.parse(plain(JSON.stringify(run.outputs))) as unknown,
    summary: plain(run.summary)
  }
}

async function bothWays(options: () => RunOptions, workspace?: string) {
  sandbox.reset()
  const own = await runAction(options())
  sandbox.reset()
  const stop = shareStepHosts()
  try {
    const hosted = await runAction(options())
    return { own: shown(own, workspace), hosted: shown(hosted, workspace) }
  } finally {
    stop()
  }
}

const servers = () => ({ sandbox, jira, github })

it.each(['assert-artifact', 'attest-jira', 'list-trails', 'attest-generic', 'snapshot-docker'])(
  '%s with its example ends the same in a step host as in a process',
  async command => {
    const { own, hosted } = await bothWays(() => ({
      inputs: exampleRun(command, servers()),
      env: exampleEnv(command, servers())
    }))
    expect(own.exitCode).toBe(0)
    expect(hosted).toEqual(own)
  }
)

it('steps that follow one another in a host’s thread each end as in a process of their own', async () => {
  const commands = [
    'snapshot-docker',
    'attest-jira',
    'list-trails',
    'attest-generic',
    'assert-artifact'
  ]
  const options = (command: string): RunOptions => ({
    inputs: exampleRun(command, servers()),
    env: exampleEnv(command, servers())
  })
  const own = []
  for (const command of commands) {
    sandbox.reset()
    own.push(shown(await runAction(options(command))))
  }
  const stop = shareStepHosts()
  try {
    const hosted = []
    for (const command of commands) {
      sandbox.reset()
      hosted.push(shown(await runAction(options(command))))
    }
    expect(own.map(run => run.exitCode)).toEqual([0, 0, 0, 0, 0])
    expect(hosted).toEqual(own)
  } finally {
    stop()
  }
})

it('a refused input fails the step the same way in a step host as in a process', async () => {
  const { own, hosted } = await bothWays(() => ({
    inputs: exampleRun('assert-artifact', servers(), { scope: 'everywhere' })
  }))
  expect(own.exitCode).toBe(1)
  expect(hosted).toEqual(own)
})

it('a relative artifact-path resolves in the step’s working directory in a step host too', async () => {
  const workspace = await mkdtemp(join(tmpdir(), 'step-host-'))
  try {
    await writeFile(join(workspace, 'app.bin'), COMPLIANT_ARTIFACT_CONTENT)
    const { own, hosted } = await bothWays(
      () => ({
        cwd: workspace,
        env: { GITHUB_WORKSPACE: workspace },
        inputs: {
          ...exampleRun('assert-artifact', servers()),
          fingerprint: '',
          'artifact-path': 'app.bin',
          'artifact-type': 'file'
        }
      }),
      workspace
    )
    expect(own.outputs).toMatchObject({ fingerprint: COMPLIANT_FINGERPRINT })
    expect(hosted).toEqual(own)
  } finally {
    await rm(workspace, { recursive: true, force: true })
  }
})

it.each([
  ['trusts the CA in NODE_EXTRA_CA_CERTS', TEST_CA_FILE, 0],
  ['refuses the certificate without NODE_EXTRA_CA_CERTS', '', 1]
])(
  'a step through a proxy %s in a step host as in a process (a host started with it)',
  async (_, caFile, exitCode) => {
    const proxy = await startConnectProxy()
    const front = await startTlsFront('service.test', sandbox.baseUrl)
    try {
      const { own, hosted } = await bothWays(() => {
        const inputs = exampleRun('assert-artifact', servers())
        return {
          inputs: { ...inputs, 'base-url': behind(inputs['base-url'] ?? '', front.origin) },
          env: { HTTPS_PROXY: proxy.url, NODE_EXTRA_CA_CERTS: caFile }
        }
      })
      expect(own.exitCode).toBe(exitCode)
      expect(hosted).toEqual(own)
    } finally {
      await front.close()
      await proxy.close()
    }
  }
)

it('a step past its time is stopped without an exit code in a step host, as a killed process', async () => {
  // A service that takes the connection and never answers.
  const held: Socket[] = []
  const silent = createServer(socket => held.push(socket))
  await new Promise<void>(resolve => silent.listen(0, '127.0.0.1', resolve))
  const { port } = silent.address() as { port: number }
  const stop = shareStepHosts()
  try {
    const run = await runAction({
      inputs: exampleRun('assert-artifact', servers(), {
        'base-url': `http://127.0.0.1:${port}/api/v2`,
        'timeout-seconds': '30'
      }),
      timeoutMs: 1000
    })
    expect(run.exitCode).toBeNull()
  } finally {
    stop()
    for (const socket of held) socket.destroy()
    silent.close()
  }
})

/** A suite that calls useStepHosts() as a statement of its own, or starts hosts itself. */
const SHARES_STEP_HOSTS = /^useStepHosts\(\)$|\bshareStepHosts\(\)/m

it('step hosts run the steps of every suite but the two that run them as processes on purpose', () => {
  const inProcesses = suitesRunningTheAction().filter(
    file => !SHARES_STEP_HOSTS.test(readFileSync(join(PROJECT_ROOT, file), 'utf8'))
  )
  // A mention in a comment or a string is no call.
  expect(SHARES_STEP_HOSTS.test('// each suite calls useStepHosts()\nrunAction()')).toBe(false)
  // Each sub-action as the runner starts it, and the demo, which runs steps as processes.
  expect(inProcesses.sort()).toEqual([
    join('__tests__', 'e2e', 'command-examples.test.ts'),
    join('__tests__', 'e2e', 'demo.test.ts')
  ])
})

describe('a script a step host runs twice', () => {
  /** Its exit code, stdout and stderr, each time, from a host of its own. */
  async function inAHost(main: string): Promise<unknown[]> {
    const env = { PATH: process.env.PATH ?? '' }
    const host = startStepHost(env)
    const step = { main, env, cwd: tmpdir(), timeoutMs: 20_000 }
    try {
      const results: unknown[] = []
      // The second run follows the first in the host's thread (in a new one if the first
      // ended its thread), and finds the script in the host's compile cache.
      for (let run = 0; run < 2; run++) {
        results.push(
          await new Promise(resolve => {
            host.once('message', resolve)
            host.send(step)
          })
        )
      }
      return results
    } finally {
      host.disconnect()
    }
  }

  function inAProcess(main: string) {
    return new Promise(resolve =>
      execFile(node24Path(), [main], { cwd: tmpdir() }, (error, stdout, stderr) =>
        resolve({ exitCode: error ? error.code : 0, stdout, stderr })
      )
    )
  }

  it.each([
    [
      'sets an exit code and writes to both streams',
      "process.exitCode = 3\nconsole.log('out')\nconsole.error('err')"
    ],
    [
      'throws at its top: exit code 1, the error on stderr',
      "await null\nthrow new Error('at the top')"
    ],
    ['ends itself with process.exit', "console.log('out')\nprocess.exit(4)"],
    [
      'changes globals, the environment and process listeners, and leaves a timer running',
      [
        "const own = process.listeners('exit').filter(listener => listener.name === 'sayExit')",
        'console.log(typeof globalThis.leftOver, process.env.LEFT_OVER, own.length)',
        'globalThis.leftOver = 1',
        "process.env.LEFT_OVER = 'set'",
        "process.on('exit', function sayExit(code) { console.log('exit', code) })",
        'process.exitCode = 5',
        // Time for the line above to be written, and for a timer the first run left to tick.
        'await new Promise(resolve => setTimeout(resolve, 100))',
        // A process ends before it ticks; a thread must not let it tick in the next step.
        "setInterval(() => console.log('tick'), 10).unref()"
      ].join('\n')
    ]
  ])('ends each time as in a process when it %s', async (_, code) => {
    const folder = await mkdtemp(join(tmpdir(), 'host-script-'))
    try {
      const main = join(folder, 'main.mjs')
      await writeFile(main, code)
      type Ended = { exitCode: number; stdout: string; stderr: string }
      const own = (await inAProcess(main)) as Ended
      const hosted = (await inAHost(main)) as Ended[]
      for (const run of hosted) {
        expect(run.exitCode).toBe(own.exitCode)
        expect(run.stdout).toBe(own.stdout)
        // A process prints the source line of an uncaught error; both name the error alike.
        expect(run.stderr.split('\n')[0]).toBe(
          own.stderr.split('\n').find(line => /^(Error|err)\b/.test(line)) ?? ''
        )
      }
      expect(hosted[1]).toEqual(hosted[0])
    } finally {
      await rm(folder, { recursive: true, force: true })
    }
  })
})

describe('the idle hosts of a jest worker', () => {
  /** The pool __tests__/kit/worker-environment.js keeps for every suite of this worker. */
  function idleHostIds(): number[] {
    const pool = (globalThis as { [IDLE_STEP_HOSTS]?: Map<string, ChildProcess[]> })[
      IDLE_STEP_HOSTS
    ]
    if (!pool) throw new Error('the test environment keeps no pool of idle step hosts')
    return [...pool.values()].flat().map(host => host.pid ?? -1)
  }

  async function suiteOfOneStep(): Promise<void> {
    const stop = shareStepHosts()
    try {
      const run = await runAction({ inputs: exampleRun('list-trails', servers()) })
      expect(run.exitCode).toBe(0)
    } finally {
      stop()
    }
  }

  it('are kept when a suite ends, and run the next suite’s steps: no host is started again', async () => {
    await suiteOfOneStep()
    const kept = idleHostIds()
    expect(kept.length).toBeGreaterThan(0)
    await suiteOfOneStep()
    expect(idleHostIds().sort()).toEqual(kept.sort())
  })

  it('hold no process open: a script that ran a step in one ends by itself', async () => {
    // Outside jest, a pool handed over the same way; the script ends only if nothing holds it.
    const folder = await mkdtemp(join(tmpdir(), 'idle-hosts-'))
    const script = join(folder, 'one-step.mts')
    const tool = (name: string) =>
      JSON.stringify(pathToFileURL(join(PROJECT_ROOT, 'tools', name)).href)
    await writeFile(
      script,
      [
        `import { IDLE_STEP_HOSTS } from ${tool('idle-step-hosts.js')}`,
        `import { runAction, shareStepHosts } from ${tool('run-action.ts')}`,
        'Object.assign(globalThis, { [IDLE_STEP_HOSTS]: new Map() })',
        'shareStepHosts()',
        `const run = await runAction({ inputs: ${JSON.stringify(exampleRun('list-trails', servers()))} })`,
        'process.stdout.write(String(run.exitCode))'
      ].join('\n')
    )
    try {
      const printed = await new Promise<string>((resolve, reject) =>
        execFile(
          join(PROJECT_ROOT, 'node_modules', '.bin', 'tsx'),
          [script],
          { timeout: 20_000, killSignal: 'SIGKILL' },
          (error, stdout) => (error ? reject(error) : resolve(stdout))
        )
      )
      expect(printed).toBe('0')
    } finally {
      await rm(folder, { recursive: true, force: true })
    }
  })
})
