/**
 * The runner's limits, as steps run in-process (kit/step.ts): a job summary over 1 MiB is dropped
 * whole by the runner, so the action must cut it and say what was cut; at most 10 error and
 * 10 warning annotations show per step. (Every run in the suite is also checked for the
 * annotation limit by tools/run-action.ts; here are the runs that push hardest on it.) Every
 * command's example keeps its outputs and summary under these limits:
 * __tests__/e2e/command-examples.test.ts.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import * as fixtures from '../../sandbox/fixtures.js'
import { startJiraEmulator, type JiraEmulator } from '../../sandbox/jira.js'
import { startSandbox, type Sandbox } from '../../sandbox/server.js'
import { goJson } from '../../src/writes/cli-dry-run.js'
import { runStep } from '../kit/step.js'
import { annotations } from '../kit/annotations.js'
import { OVERRIDE_EXAMPLE, attestJiraTarget, serviceInputs } from '../kit/examples.js'

const MIB = 1024 * 1024
const CUT_NOTE =
  /\n\n> \*\*Summary cut:\*\* \d+ KiB of \d+ KiB shown, to stay under the runner's 1 MiB limit\. The step's outputs have the full data \(for a list, the file named by `result-file`\)\.\n+$/

let sandbox: Sandbox
let jira: JiraEmulator
const BIG_ISSUES = 400

beforeAll(async () => {
  const issues = Object.fromEntries(
    Array.from({ length: BIG_ISSUES }, (_, index) => [
      `BIG-${index + 1}`,
      { summary: `Issue ${index + 1}: ${'long summary text '.repeat(170)}` }
    ])
  )
  ;[sandbox, jira] = await Promise.all([startSandbox(), startJiraEmulator({ issues })])
})

afterAll(async () => {
  await Promise.all([sandbox.close(), jira.close()])
})

beforeEach(() => sandbox.reset())

function service(command: string, extra: Record<string, string> = {}): Record<string, string> {
  return serviceInputs(sandbox, command, extra)
}

describe('the job summary stays under 1 MiB and says what was cut', () => {
  it('list-trails with a huge listing, list-builds over many pages, attest-jira with many keys', async () => {
    const trails = Array.from({ length: 200 }, (_, index) => ({
      name: `trail-${index}`,
      created_at: 1_767_225_600 + index,
      // The flow the listing asked for: a trail of another flow, or of none, is refused.
      flow: { name: fixtures.WEB_APP_FLOW },
      description: `Trail ${index}: ${'a very long description '.repeat(900)}`
    }))
    sandbox.faults.add({ path: '/trails/', times: Infinity }, { status: 200, body: trails })
    // Every page asked gets this answer, so it names no page number (one that names another
    // page than the one asked is refused).
    const page = {
      per_page: 15,
      total_pages: 10,
      total_count: 150,
      builds: Array.from({ length: 15 }, (_, index) => ({
        created_at: 1_767_225_600 + index,
        fingerprint: 'a'.repeat(64),
        flow_name: `flow-${index}-${'x'.repeat(12_000)}`,
        trail_name: `trail-${index}`
      }))
    }
    sandbox.faults.add({ path: '/builds/', times: Infinity }, { status: 200, body: page })
    const keys = Array.from({ length: BIG_ISSUES }, (_, index) => `BIG-${index + 1}`)

    const [listTrails, listBuilds, attest] = await Promise.all([
      runStep({ inputs: service('list-trails', { flow: fixtures.WEB_APP_FLOW }) }),
      runStep({ inputs: service('list-builds', { 'all-pages': 'true' }) }),
      runStep({
        inputs: service('attest-jira', {
          flow: fixtures.WEB_APP_FLOW,
          trail: fixtures.COMPLIANT_TRAIL,
          name: 'jira-many-keys',
          'jira-base-url': jira.baseUrl,
          'jira-username': jira.username,
          'jira-api-token': jira.apiToken,
          'jira-issue-fields': 'summary',
          'key-sources': 'none',
          'secondary-source': keys.join(' ')
        })
      })
    ])

    for (const run of [listTrails, listBuilds, attest]) {
      expect(run.exitCode).toBe(0)
      expect(Buffer.byteLength(run.summary)).toBeLessThanOrEqual(MIB)
      expect(Buffer.byteLength(run.summary)).toBeGreaterThan(MIB / 2)
      expect(run.summary).toMatch(CUT_NOTE)
      expect(run.summary).not.toContain('\uFFFD')
    }
    // Lists: 100 rows at most, each over 10 kB, so the byte cap cuts inside the table.
    expect(listTrails.outputs.count).toBe('200')
    expect(listBuilds.outputs).toMatchObject({ count: '150', 'total-count': '150' })
    expect(sandbox.requests.filter(r => r.path.includes('/builds/'))).toHaveLength(10)
    for (const run of [listTrails, listBuilds]) {
      // The result is over a step output's 1 MB too: left empty, with one warning.
      expect(run.outputs.result).toBeUndefined()
      expect(annotations(run.stdout, 'warning')).toEqual([
        expect.stringMatching(/over the 1 MB limit of a step output, so the result output is empty/)
      ])
    }
    expect(attest.outputs['found-issue-keys']).toBe(JSON.stringify([...keys].sort()))
    expect(jira.requests.filter(r => r.path.startsWith('/rest/api/2/issue/'))).toHaveLength(
      BIG_ISSUES
    )
  })
})

describe('the job summary and result of list-attestations', () => {
  it('a huge listing is cut in the summary and its result goes to result-file', async () => {
    const data = Array.from({ length: 120 }, (_, index) => ({
      // Shown in the summary's table: 100 rows of 12 kB are over the 1 MiB cap.
      attestation_name: `scan-${index}-${'x'.repeat(12_000)}`,
      attestation_type: 'generic',
      created_at: 1_767_225_600 + index,
      is_compliant: index % 2 === 0
    }))
    sandbox.faults.add(
      { path: '/attestations/', times: Infinity },
      { status: 200, body: { data, pagination: { total: 120, page_count: 1 } } }
    )
    const run = await runStep({
      inputs: service('list-attestations', { flow: fixtures.WEB_APP_FLOW })
    })
    expect(run.exitCode).toBe(0)
    expect(run.outputs).toMatchObject({ count: '120', 'total-count': '120' })
    expect(Buffer.byteLength(run.summary)).toBeLessThanOrEqual(MIB)
    expect(run.summary).toMatch(CUT_NOTE)
    expect(run.outputs.result).toBeUndefined()
    expect(annotations(run.stdout, 'warning')).toEqual([
      expect.stringMatching(/over the 1 MB limit of a step output, so the result output is empty/)
    ])
  })
})

describe("every command's outputs stay under a step output's 1 MB", () => {
  let temp: string
  beforeEach(async () => (temp = await mkdtemp(join(tmpdir(), 'limits-result-'))))
  afterEach(() => rm(temp, { recursive: true, force: true }))

  /** 1.2 MB of text in a field the commands pass through to `result` (unknown fields pass). */
  const padding = 'p'.repeat(1_200_000)
  const cases: [
    command: string,
    path: string,
    method: string,
    body: object,
    inputs: Record<string, string>
  ][] = [
    [
      'assert-artifact',
      '/asserts/',
      'GET',
      { compliant: true, fingerprint: fixtures.COMPLIANT_FINGERPRINT, scope: 'flow', padding },
      { fingerprint: fixtures.COMPLIANT_FINGERPRINT }
    ],
    [
      'get-deployment',
      '/deployments/',
      'GET',
      { fingerprint: fixtures.REPLACING_DEPLOYMENT.fingerprint, artifact_name: 'web', padding },
      {
        environment: fixtures.REPLACING_DEPLOYMENT.environment,
        fingerprint: fixtures.REPLACING_DEPLOYMENT.fingerprint
      }
    ],
    [
      'get-approval',
      '/approvals/',
      'GET',
      { release_number: fixtures.APPROVAL_NUMBERS.APPROVED, state: 'APPROVED', padding },
      {
        flow: fixtures.APPROVAL_FLOW,
        'approval-number': String(fixtures.APPROVAL_NUMBERS.APPROVED)
      }
    ],
    [
      'override-attestation',
      '/attestations/',
      'POST',
      { overridden: true, padding },
      {
        ...OVERRIDE_EXAMPLE,
        fingerprint: fixtures.NON_COMPLIANT_FINGERPRINT,
        reason: 'Accepted risk'
      }
    ]
  ]

  it.each(cases)(
    '%s: a result over 1 MB goes to result-file, with one warning',
    async (command, path, method, body, inputs) => {
      sandbox.faults.add({ path, method, times: Infinity }, { status: 200, body })
      const run = await runStep({
        inputs: service(command, inputs),
        env: { RUNNER_TEMP: temp }
      })
      expect(run.exitCode).toBe(0)
      expect(run.outputs.result).toBeUndefined()
      const file = run.outputs['result-file'] ?? ''
      expect(file.startsWith(`${temp}/`)).toBe(true)
      expect(JSON.parse(await readFile(file, 'utf8'))).toMatchObject({ padding })
      expect(annotations(run.stdout, 'warning')).toEqual([
        expect.stringMatching(
          /^The result is \d+ KiB, over the 1 MB limit of a step output, so the result output is empty; read \S+ \(the result-file output\) instead\.$/
        )
      ])
      for (const value of Object.values(run.outputs)) {
        expect(Buffer.byteLength(value)).toBeLessThanOrEqual(1_000_000)
      }
    }
  )

  it('a result that fits is in result and, the same, in result-file', async () => {
    const run = await runStep({
      inputs: service('get-deployment', {
        environment: fixtures.REPLACING_DEPLOYMENT.environment,
        fingerprint: fixtures.REPLACING_DEPLOYMENT.fingerprint
      }),
      env: { RUNNER_TEMP: temp }
    })
    expect(run.outputs.outcome).toBe('ok')
    expect(await readFile(run.outputs['result-file'] ?? '', 'utf8')).toBe(run.outputs.result)
  })
})

describe('a dry run prints at most 64 KiB of its body', () => {
  let temp: string
  beforeEach(async () => (temp = await mkdtemp(join(tmpdir(), 'limits-dry-run-'))))
  afterEach(() => rm(temp, { recursive: true, force: true }))

  // The action's stdout is a pipe here, as under the runner: printing a body of MBs a line
  // at a time queued more writes than one system call takes, and the step died (write EINVAL).
  it('attest-snyk with 20,000 findings exits 0, prints the cap line, and result-file has the whole body', async () => {
    const findings = Array.from(
      { length: 20_000 },
      (_, n) =>
        `{"ruleId":"js/rule-${n % 50}","level":"warning","message":{"text":"finding ${n}"},"locations":[{"physicalLocation":{"artifactLocation":{"uri":"src/file-${n}.js"},"region":{"startLine":${n + 1}}}}]}`
    )
    const scan = join(temp, 'scan.sarif')
    await writeFile(
      scan,
      `{"version":"2.1.0","runs":[{"tool":{"driver":{"name":"SnykCode","rules":[]}},"results":[${findings.join(',')}]}]}`
    )
    const run = await runStep({
      inputs: {
        command: 'attest-snyk',
        'dry-run': 'true',
        org: 'acme',
        flow: 'web-app',
        trail: 'dry',
        name: 'snyk',
        'scan-results': scan,
        'upload-results': 'false'
      },
      env: { RUNNER_TEMP: temp, ACTIONS_STEP_DEBUG: 'false', RUNNER_DEBUG: '0' }
    })
    expect(run.stderr).not.toMatch(/EINVAL/)
    expect({ exitCode: run.exitCode, errors: annotations(run.stdout, 'error') }).toEqual({
      exitCode: 0,
      errors: []
    })
    const body = await readFile(run.outputs['result-file'] ?? '', 'utf8')
    expect(JSON.parse(body)).toMatchObject({ attestation_name: 'snyk' })
    // Printed as the vendor CLI's --dry-run prints it: Go's JSON, four spaces a level, after
    // the CLI's banner, the URL and the part's name (a few hundred bytes).
    const total = Buffer.byteLength(goJson(JSON.parse(body)))
    expect(total).toBeGreaterThan(1_000_000)
    const cap = run.stdout.match(
      /^\.\.\. (\d+) of the body's (\d+) bytes not printed \(the log shows at most 65536\); the step's `result` output, or the file its `result-file` output names when `result` is over 1 MB, holds the whole body\.$/m
    )
    const counted = Number(cap?.[2])
    expect(counted - total).toBeGreaterThan(0)
    expect(counted - total).toBeLessThan(512)
    // What was printed of the body, and the cap line, fit in the cap with room for the rest.
    expect(Buffer.byteLength(run.stdout)).toBeLessThan(64 * 1024 + 16 * 1024)
  })
})

describe('annotations stay within 10 errors and 10 warnings per step', () => {
  it('attest-jira with every source failing and a bad payload in a dry run', async () => {
    const run = await runStep({
      inputs: service('attest-jira', {
        ...attestJiraTarget({ jira }),
        'key-sources': 'commits,branch,pr-title,pr-body',
        'dry-run': 'true',
        assert: 'true'
      }),
      event: 'not an event payload',
      eventName: 'push',
      env: { GITHUB_REF_NAME: '' }
    })
    // A dry run ends green whatever happens, with the failure as one warning.
    expect(run.exitCode).toBe(0)
    expect(run.outputs.outcome).toBe('error')
    const warnings = annotations(run.stdout, 'warning')
    expect(warnings).toEqual([
      expect.stringMatching(/^The event payload was not used/),
      expect.stringMatching(/^Dry run: Key source commits could not be read/)
    ])
    // Every unreadable source is named in that one warning.
    for (const source of ['commits', 'branch', 'pr-title', 'pr-body'])
      expect(warnings[1]).toContain(`ey source ${source} could not be read`)
    expect(annotations(run.stdout)).toEqual([])
  })

  it('many retries and many failing actions still make one annotation each', async () => {
    sandbox.faults.add(
      { path: '/actions/', times: 10 },
      ...Array.from({ length: 10 }, () => ({ status: 503, retryAfter: 0 }))
    )
    sandbox.faults.add(
      { path: '/actions/' },
      {
        status: 200,
        body: Array.from({ length: 40 }, (_, index) => ({
          name: `action-${index}`,
          is_failing: true
        }))
      }
    )
    const retried = await runStep({
      inputs: service('list-actions', { 'max-retries': '10' })
    })
    expect(retried.exitCode).toBe(0)
    expect(retried.stdout.match(/failed \(status 503\); retry \d+/g)).toHaveLength(10)
    expect(annotations(retried.stdout, 'warning')).toEqual([
      expect.stringMatching(/^Actions failing to notify: action-0, action-1, .*action-39\.$/)
    ])

    sandbox.faults.add({ path: '/actions/', times: Infinity }, { status: 503, retryAfter: 0 })
    const failed = await runStep({ inputs: service('list-actions', { 'max-retries': '10' }) })
    expect(failed.outputs.outcome).toBe('error')
    expect(annotations(failed.stdout)).toEqual([
      expect.stringMatching(/answered 503 to GET \/api\/v2\/actions\/acme after 11 attempts/)
    ])
    expect(annotations(failed.stdout, 'warning')).toEqual([])
  })
})
