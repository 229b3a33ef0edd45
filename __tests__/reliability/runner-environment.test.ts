/**
 * Runners that are not github.com's newest, and cancelled jobs, through the bundled
 * dist/index.js: no GITHUB_STEP_SUMMARY or an unwritable one (older GitHub Enterprise Server,
 * act, Gitea, Forgejo), a RUNNER_TEMP that is missing or not writable, and SIGTERM or SIGINT
 * while a write is on its way.
 */
import { createServer, type IncomingMessage } from 'node:http'
import { chmod, mkdir, mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  COMPLIANT_FINGERPRINT,
  NON_COMPLIANT_TRAIL,
  TRAIL_COUNTS,
  WEB_APP_FLOW
} from '../../sandbox/fixtures.js'
import { useSandbox } from '../kit/servers.js'
import { listenOnLoopback, type LoopbackServer } from '../kit/loopback.js'
import { runAction, type ActionRun, type RunOptions } from '../../tools/run-action.js'
import { annotations } from '../kit/annotations.js'
import { OVERRIDE_EXAMPLE, serviceInputs } from '../kit/examples.js'

const sandbox = useSandbox({ resetEach: true })
let work: string

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'runner-env-'))
})

afterAll(async () => {
  await chmod(work, 0o700).catch(() => undefined)
  await rm(work, { recursive: true, force: true })
})

function run(
  command: string,
  inputs: Record<string, string>,
  options: Omit<RunOptions, 'inputs'> = {}
): Promise<ActionRun> {
  return runAction({ inputs: serviceInputs(sandbox, command, inputs), ...options })
}

/** How often `outcome` was written to GITHUB_OUTPUT. */
function outcomeWrites(run: ActionRun): number {
  return run.outputText.split('\n').filter(line => /^outcome(<<|=)/.test(line)).length
}

const gate = { fingerprint: COMPLIANT_FINGERPRINT }

describe('a runner without a writable job summary', () => {
  /** The run options that point GITHUB_STEP_SUMMARY at `path`, and why it cannot be written. */
  const summaryAt = (path: string): [Omit<RunOptions, 'inputs'>, string] => [
    { env: { GITHUB_STEP_SUMMARY: path } },
    `${path} is not writable`
  ]

  it.each([
    [
      'not set',
      (): [Omit<RunOptions, 'inputs'>, string] => [
        { unsetEnv: ['GITHUB_STEP_SUMMARY'] },
        'GITHUB_STEP_SUMMARY is not set'
      ]
    ],
    ['a directory', () => summaryAt(work)],
    ['a path in a missing directory', () => summaryAt(join(work, 'no-such-dir', 'summary.md'))]
  ])(
    'passes a compliant gate with one warning when GITHUB_STEP_SUMMARY is %s',
    async (_, setup) => {
      const [options, reason] = setup()
      const result = await run('assert-artifact', gate, options)
      expect(result.exitCode).toBe(0)
      expect(result.outputs.outcome).toBe('compliant')
      expect(outcomeWrites(result)).toBe(1)
      expect(annotations(result.stdout, 'error')).toEqual([])
      const warnings = annotations(result.stdout, 'warning')
      expect(warnings).toHaveLength(1)
      expect(warnings[0]).toContain(`job summary was not written: ${reason}`)
    }
  )
})

describe('a GITHUB_OUTPUT that cannot be written', () => {
  it('fails the step with one error naming the file, not a crash', async () => {
    const path = join(work, 'no-such-dir', 'output')
    const result = await run('assert-artifact', gate, { env: { GITHUB_OUTPUT: path } })
    expect(result.exitCode).toBe(1)
    expect(annotations(result.stdout, 'error')).toEqual([
      expect.stringMatching(
        /^The step's outputs could not be written to GITHUB_OUTPUT \(.*no-such-dir\/output\); run the action as a workflow step/
      )
    ])
    expect(result.stderr).not.toMatch(/Node\.js v\d+/)
  })
})

describe('a RUNNER_TEMP the result file cannot be written to', () => {
  const trails = { flow: WEB_APP_FLOW }

  async function expectResultWithoutFile(result: ActionRun, directory: string) {
    expect(result.exitCode).toBe(0)
    expect(result.outputs.outcome).toBe('ok')
    expect(JSON.parse(result.outputs.result ?? '')).toHaveLength(TRAIL_COUNTS[WEB_APP_FLOW] ?? -1)
    expect(result.outputs['result-file']).toBe('')
    const warnings = annotations(result.stdout, 'warning')
    expect(warnings).toHaveLength(1)
    expect(warnings[0]).toContain(`The result file ${directory}/kosli-list-trails-`)
    expect(warnings[0]).toContain('the result output holds the whole result')
    expect(warnings[0]).toContain('RUNNER_TEMP')
  }

  it('still sets result, with one warning naming the path, when RUNNER_TEMP does not exist', async () => {
    const missing = join(work, 'missing-temp')
    const result = await run('list-trails', trails, { env: { RUNNER_TEMP: missing } })
    await expectResultWithoutFile(result, missing)
    expect(annotations(result.stdout, 'warning')[0]).toContain('does not exist')
  })

  it('still sets result, leaving no file behind, when RUNNER_TEMP is not writable', async () => {
    // Permission bits do not stop root; sysfs refuses new files to everyone.
    const root = process.getuid?.() === 0
    const readOnly = root ? '/sys' : join(work, 'read-only')
    if (!root) {
      await mkdir(readOnly)
      await chmod(readOnly, 0o555)
    }
    const before = await readdir(readOnly)
    const result = await run('list-trails', trails, { env: { RUNNER_TEMP: readOnly } })
    await expectResultWithoutFile(result, readOnly)
    expect(annotations(result.stdout, 'warning')[0]).toContain('is not writable')
    expect(await readdir(readOnly)).toEqual(before)
  })
})

/** A server that takes every request and never answers; `onRequest` sees each one. */
async function startHoldingServer(
  onRequest: (req: IncomingMessage) => void
): Promise<LoopbackServer> {
  const server = createServer(req => {
    req.resume()
    onRequest(req)
  })
  return listenOnLoopback(server)
}

describe('a job cancelled while a write is on its way', () => {
  const override = {
    command: 'override-attestation',
    ...OVERRIDE_EXAMPLE,
    reason: 'False positive'
  }
  const attestJira = (origin: string) => ({
    command: 'attest-jira',
    flow: WEB_APP_FLOW,
    trail: NON_COMPLIANT_TRAIL,
    name: 'jira-issues',
    'jira-base-url': origin,
    'jira-username': 'bot@acme.example',
    'jira-api-token': 'jira-token-for-the-test',
    // No key in the branch: nothing is asked of Jira, the attestation is posted at once.
    'key-sources': 'branch'
  })

  async function cancelDuring(
    inputs: (origin: string) => Record<string, string>,
    signal: NodeJS.Signals,
    method: string
  ): Promise<{ result: ActionRun; seen: string[] }> {
    const seen: string[] = []
    let child: { kill(signal: NodeJS.Signals): boolean } | undefined
    const server = await startHoldingServer(req => {
      seen.push(`${req.method} ${req.url}`)
      // Signalled once the request is in the server's hands: its fate is unknown.
      if (req.method === method) child?.kill(signal)
    })
    try {
      const result = await runAction({
        inputs: {
          'api-token': 'sbx_0123456789abcdef0123456789abcdef',
          org: 'acme',
          'base-url': `${server.origin}/api/v2`,
          'timeout-seconds': '60',
          ...inputs(server.origin)
        },
        onSpawn: spawned => (child = spawned),
        timeoutMs: 30_000
      })
      return { result, seen }
    } finally {
      await server.close()
    }
  }

  it.each(['SIGTERM', 'SIGINT'] as const)(
    'says the override may or may not have been recorded, and exits non-zero (%s)',
    async signal => {
      const { result, seen } = await cancelDuring(() => override, signal, 'POST')
      const path = `/api/v2/attestations/acme/${WEB_APP_FLOW}/trail/${NON_COMPLIANT_TRAIL}/override`
      expect(seen).toEqual([`POST ${path}`])
      expect(result.exitCode).not.toBe(0)
      const warnings = annotations(result.stdout, 'warning')
      expect(warnings).toHaveLength(1)
      expect(warnings[0]).toMatch(
        new RegExp(
          `^Cancelled \\(${signal}\\) while POST http://127\\.0\\.0\\.1:\\d+${path} was on its ` +
            `way to the compliance service: the write may or may not have been recorded`
        )
      )
    }
  )

  it('says the Jira attestation may or may not have been recorded (SIGTERM)', async () => {
    const { result } = await cancelDuring(attestJira, 'SIGTERM', 'POST')
    expect(result.exitCode).not.toBe(0)
    const warnings = annotations(result.stdout, 'warning').filter(text =>
      text.startsWith('Cancelled')
    )
    expect(warnings).toHaveLength(1)
    expect(warnings[0]).toMatch(
      /^Cancelled \(SIGTERM\) while POST http:\/\/127\.0\.0\.1:\d+\/api\/v2\/attestations\/acme\/[^ ]+\/jira was on its way to the compliance service: the write may or may not have been recorded/
    )
  })

  it('says nothing of a write when cancelled during a read, and still exits non-zero', async () => {
    const { result, seen } = await cancelDuring(
      () => ({ command: 'list-trails', flow: WEB_APP_FLOW }),
      'SIGTERM',
      'GET'
    )
    expect(seen).toHaveLength(1)
    expect(result.exitCode).not.toBe(0)
    expect(result.stdout).not.toContain('may or may not have been recorded')
  })
})
