/**
 * End to end: attest-junit and attest-snyk through the bundled dist/index.js under Node 24,
 * against the sandbox service: what is posted (and validated against the published
 * description), what the service then judges, and every way a step must post nothing.
 */
import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gunzipSync } from 'node:zlib'
import { COMPLIANT_FINGERPRINT, COMPLIANT_TRAIL, WEB_APP_FLOW } from '../../sandbox/fixtures.js'
import { startSandbox, type RecordedRequest, type Sandbox } from '../../sandbox/server.js'
import { runAction, type ActionRun } from '../../tools/run-action.js'
import { expectConformingRequests } from '../helpers/openapi.js'
import { annotations } from '../kit/annotations.js'
import { serviceInputs } from '../kit/examples.js'
import { forgedCommands } from '../reliability/helpers.js'

const FIXTURES = join(process.cwd(), '__fixtures__')
const JUNIT = join(FIXTURES, 'junit')
const DEMO = join(FIXTURES, 'demo')
const SNYK = join(FIXTURES, 'snyk')

let sandbox: Sandbox
let work: string

beforeAll(async () => {
  sandbox = await startSandbox()
  work = await mkdtemp(join(tmpdir(), 'e2e-junit-'))
})

afterAll(async () => {
  await sandbox.close()
  await rm(work, { recursive: true, force: true })
})

beforeEach(() => {
  sandbox.reset()
})

function inputs(command: string, extra: Record<string, string>): Record<string, string> {
  return serviceInputs(sandbox, command, {
    flow: WEB_APP_FLOW,
    trail: COMPLIANT_TRAIL,
    ...extra
  })
}

/** Runs attest-junit on the results in `dir`, recorded as `name`. */
function attestJunit(
  dir: string,
  extra: Record<string, string> = {},
  name = 'unit-tests'
): Promise<ActionRun> {
  return runAction({ inputs: inputs('attest-junit', { name, 'results-dir': dir, ...extra }) })
}

/** Runs attest-snyk on the scan results in `file`, recorded as `name`. */
function attestSnyk(
  file: string,
  extra: Record<string, string> = {},
  name = 'snyk-deps'
): Promise<ActionRun> {
  return runAction({ inputs: inputs('attest-snyk', { name, 'scan-results': file, ...extra }) })
}

function posts(): RecordedRequest[] {
  return sandbox.requests.filter(request => request.method === 'POST')
}

async function form(request: RecordedRequest | undefined): Promise<FormData> {
  if (!request) throw new Error('nothing was posted')
  return new Response(new Uint8Array(request.body), {
    headers: { 'content-type': request.contentType ?? '' }
  }).formData()
}

const expectContract = (): Promise<void> => expectConformingRequests(sandbox.requests)

const assertArtifact = () =>
  runAction({
    inputs: serviceInputs(sandbox, 'assert-artifact', {
      fingerprint: COMPLIANT_FINGERPRINT,
      flow: WEB_APP_FLOW
    })
  })

describe('attest-junit through dist/index.js', () => {
  it('posts the counted suites with the file attached, and the gate then names the failing attestation', async () => {
    const run = await attestJunit(join(DEMO, 'junit-failing'), {
      fingerprint: COMPLIANT_FINGERPRINT,
      annotations: 'suite=checkout'
    })
    expect(run.exitCode).toBe(0)
    expect(run.outputs).toMatchObject({
      outcome: 'ok',
      failures: '1',
      errors: '0',
      skipped: '0',
      total: '3',
      fingerprint: COMPLIANT_FINGERPRINT
    })
    expect(run.outputs['html-url']).toMatch(/^http/)
    expect(JSON.parse(run.outputs.result ?? '')).toMatchObject({ is_compliant: false })

    const sent = posts()
    expect(sent).toHaveLength(1)
    expect(sent[0]?.path).toBe(
      `/api/v2/attestations/${sandbox.org}/${WEB_APP_FLOW}/trail/${COMPLIANT_TRAIL}/junit`
    )
    const parts = await form(sent[0])
    // addsTax 0.011 pass, appliesDiscount 0.019 failure, roundsToCents 0.012 pass.
    expect(JSON.parse(String(parts.get('data_json')))).toEqual({
      attestation_name: 'unit-tests',
      artifact_fingerprint: COMPLIANT_FINGERPRINT,
      annotations: { suite: 'checkout' },
      origin_url: 'https://github.com/acme/web-app/actions/runs/987654321',
      junit_results: [
        {
          name: 'com.example.checkout.PriceTest',
          failures: 1,
          errors: 0,
          skipped: 0,
          total: 3,
          duration: 0.042,
          timestamp: 1795435200
        }
      ]
    })
    const file = parts.get('attachment_file') as File
    expect(file.name).toBe('TEST-com.example.checkout.PriceTest.xml')
    expect(await file.text()).toContain('appliesDiscount()')
    await expectContract()
    expect(run.summary).toMatch(
      /^## ❌ JUnit attestation unit-tests recorded: 3 tests, 1 failure, 0 errors, 0 skipped/
    )

    const gate = await assertArtifact()
    expect(gate.outputs.outcome).toBe('non-compliant')
    expect(annotations(gate.stdout).join('\n')).toContain('unit-tests')
  })

  it('keeps the artifact compliant with the fixed results', async () => {
    const run = await attestJunit(join(DEMO, 'junit-passing'), {
      fingerprint: COMPLIANT_FINGERPRINT
    })
    expect(run.exitCode).toBe(0)
    expect(run.outputs).toMatchObject({ failures: '0', errors: '0', total: '3' })
    expect(JSON.parse(run.outputs.result ?? '')).toMatchObject({ is_compliant: true })
    const gate = await assertArtifact()
    expect(gate.outputs.outcome).toBe('compliant')
  })

  it('packs several result files into one archive, failing suites first in the summary', async () => {
    const dir = await mkdtemp(join(work, 'results-'))
    await cp(join(JUNIT, 'gradle'), join(dir, 'gradle'), { recursive: true })
    await cp(join(JUNIT, 'gotestsum'), join(dir, 'go'), { recursive: true })
    await cp(join(JUNIT, 'go-junit-report'), join(dir, 'store'), { recursive: true })
    const run = await attestJunit(dir, {}, 'all-tests')
    expect(run.exitCode).toBe(0)
    // gotestsum: 3 + 1 cases, 1 failure, 1 skipped; gradle: 3, 1 failure, 1 skipped;
    // go-junit-report: 2 + 1 cases, 1 error.
    expect(run.outputs).toMatchObject({ total: '10', failures: '2', errors: '1', skipped: '2' })
    const parts = await form(posts()[0])
    const file = parts.get('attachment_file') as File
    expect(file.name).toBe('junit-results.tar.gz')
    const tar = gunzipSync(Buffer.from(await file.arrayBuffer())).toString('latin1')
    for (const name of ['go/junit.xml', 'gradle/TEST-com.example.AppTest.xml', 'store/report.xml'])
      expect(tar).toContain(name)
    await expectContract()
    const rows = run.summary.split('\n').filter(line => /^\| (✅|❌)/.test(line))
    expect(rows.map(row => row.split(' | ')[0])).toEqual([
      '| ❌ example.com/calc',
      '| ❌ com.example.AppTest',
      '| ❌ example.com/store/cache',
      '| ✅ example.com/calc/parse',
      '| ✅ example.com/store'
    ])
  })

  it('sends no attachment with upload-results false', async () => {
    const run = await attestJunit(join(JUNIT, 'pytest'), { 'upload-results': 'false' })
    expect(run.exitCode).toBe(0)
    const parts = await form(posts()[0])
    expect(parts.get('attachment_file')).toBeNull()
    await expectContract()
  })

  it('prints the exact body and parts in a dry run, and sends nothing', async () => {
    const run = await attestJunit(join(DEMO, 'junit-failing'), { 'dry-run': 'true' })
    expect(run.exitCode).toBe(0)
    expect(sandbox.requests).toHaveLength(0)
    expect(run.outputs.outcome).toBe('skipped')
    expect(run.stdout).toMatch(
      /Dry run: would POST \/attestations\/[^ ]+\/junit as multipart\/form-data: data_json, attachment_file TEST-com\.example\.checkout\.PriceTest\.xml \(\d+ bytes\); nothing was sent\. data_json:/
    )
    expect(run.stdout).toContain('"name": "com.example.checkout.PriceTest"')
    expect(JSON.parse(run.outputs.result ?? '')).toMatchObject({ attestation_name: 'unit-tests' })
    expect(run.summary).toMatch(/^## Dry run: JUnit attestation not sent/)
  })

  it.each([
    [
      { 'results-dir': '/no/such/dir' },
      /^Input "results-dir" names "\/no\/such\/dir", which does not exist; expected /
    ],
    [
      { 'results-dir': join(DEMO, 'junit-failing', 'TEST-com.example.checkout.PriceTest.xml') },
      /^Input "results-dir" names .*, which is not a directory; expected /
    ],
    [{ 'upload-results': 'maybe' }, /^Input "upload-results" /],
    [
      { name: 'unit tests' },
      /^Input "name" has "unit tests", which is not a valid attestation name/
    ]
  ])('refuses bad inputs in one sentence and sends nothing: %j', async (extra, message) => {
    const run = await attestJunit(join(DEMO, 'junit-passing'), extra)
    expect(run.exitCode).not.toBe(0)
    expect(annotations(run.stdout)).toEqual([expect.stringMatching(message)])
    expect(sandbox.requests).toHaveLength(0)
  })

  it.each([
    ['not-junit', /pom\.xml is not a JUnit result file/],
    ['malformed', /results\.xml is not well-formed XML/],
    ['unknown-encoding', /declares the encoding "x-klingon"/]
  ])('fails naming the file and posts nothing for %s', async (dir, message) => {
    const run = await attestJunit(join(JUNIT, 'invalid', dir))
    expect(run.exitCode).not.toBe(0)
    expect(run.outputs.outcome).toBe('error')
    expect(annotations(run.stdout).join('\n')).toMatch(message)
    expect(sandbox.requests).toHaveLength(0)
  })

  it('warns in a dry run about a file that is not JUnit, and sends nothing', async () => {
    const run = await attestJunit(join(JUNIT, 'invalid', 'not-junit'), { 'dry-run': 'true' })
    expect(run.exitCode).toBe(0)
    expect(run.outputs.outcome).toBe('error')
    expect(run.stdout).toMatch(/::warning::Dry run: .*pom\.xml is not a JUnit result file/)
    expect(sandbox.requests).toHaveLength(0)
  })

  it('fails when a 2xx answer is not JSON: no false success', async () => {
    sandbox.faults.add(
      { method: 'POST', path: '/attestations/' },
      {
        status: 200,
        body: '<html><head><title>Sign in</title></head></html>',
        headers: { 'content-type': 'text/html' }
      }
    )
    const run = await attestJunit(join(DEMO, 'junit-passing'))
    expect(run.exitCode).not.toBe(0)
    expect(run.outputs.outcome).toBe('error')
    expect(annotations(run.stdout).join('\n')).toMatch(/Sign in/)
  })

  it('text from the result files forges no workflow command', async () => {
    const dir = await mkdtemp(join(work, 'hostile-'))
    // Character references put line breaks and workflow commands into every name.
    const forged =
      '&#10;::error::FORGED-error&#13;&#10;::add-mask::FORGED-mask&#x2028;::warning::FORGED-u2028 ##[error]FORGED-legacy'
    await writeFile(
      join(dir, 'r.xml'),
      `<testsuite name="::error::FORGED-lead${forged}" tests="9" failures="0"><testcase name="t${forged}"><failure message="m${forged}"/></testcase></testsuite>`
    )
    const runs = [await attestJunit(dir), await attestJunit(dir, { 'dry-run': 'true' })]
    await writeFile(join(dir, 'r.xml'), `<report name="x${forged}"/>`)
    runs.push(await attestJunit(dir))
    await writeFile(
      join(dir, 'scan.json'),
      JSON.stringify({
        ok: false,
        error: '::error::FORGED-lead\n::error::FORGED-error\r\n::add-mask::FORGED-mask'
      })
    )
    runs.push(await attestSnyk(join(dir, 'scan.json'), {}, 'snyk'))
    for (const run of runs) {
      expect(forgedCommands(run.stdout, 'FORGED')).toEqual([])
      expect(forgedCommands(run.stderr, 'FORGED')).toEqual([])
    }
    // The suite's name reached the summary escaped, in one table cell.
    expect(runs[0]?.summary).toContain('FORGED-lead')
  })

  it('the sandbox refuses a body the description refuses', async () => {
    const body = new FormData()
    body.append(
      'data_json',
      JSON.stringify({
        attestation_name: 'unit-tests',
        junit_results: [
          { name: 's', failures: 0, errors: 0, skipped: 0, total: 1, duration: 1, passed: 1 }
        ]
      })
    )
    const response = await fetch(
      `${sandbox.baseUrl}/attestations/${sandbox.org}/${WEB_APP_FLOW}/trail/${COMPLIANT_TRAIL}/junit`,
      { method: 'POST', body, headers: { authorization: `Bearer ${sandbox.token}` } }
    )
    expect(response.status).toBe(422)
    expect(await response.json()).toMatchObject({
      detail: [
        { loc: ['body', 'data_json', 'junit_results', 0, 'passed'], type: 'extra_forbidden' }
      ]
    })
  })
})

describe('attest-snyk through dist/index.js', () => {
  it('posts a SARIF scan with the file attached and counts by severity', async () => {
    const run = await attestSnyk(
      join(SNYK, 'code-test.sarif'),
      { fingerprint: COMPLIANT_FINGERPRINT },
      'snyk-code'
    )
    expect(run.exitCode).toBe(0)
    // error -> high; warning and a rule default of warning -> medium; note -> low.
    expect(run.outputs).toMatchObject({
      outcome: 'ok',
      'high-count': '1',
      'medium-count': '2',
      'low-count': '1',
      total: '4'
    })
    const sent = posts()
    expect(sent[0]?.path).toBe(
      `/api/v2/attestations/${sandbox.org}/${WEB_APP_FLOW}/trail/${COMPLIANT_TRAIL}/snyk`
    )
    const parts = await form(sent[0])
    const data = JSON.parse(String(parts.get('data_json')))
    expect(data.snyk_results).toMatchObject({
      schema_version: 1,
      tool: { name: 'SnykCode', version: '1.0.0' },
      results: [{ high_count: 1, medium_count: 2, low_count: 1 }]
    })
    expect((parts.get('attachment_file') as File).name).toBe('code-test.sarif')
    await expectContract()
    expect(run.summary).toMatch(
      /^## ⚠️ Snyk attestation snyk-code recorded: 4 issues \(1 high, 2 medium, 1 low\)/
    )
    expect(run.summary).toContain('| **Total** | 1 | 2 | 1 |')

    const gate = await assertArtifact()
    expect(gate.outputs.outcome).toBe('non-compliant')
    expect(annotations(gate.stdout).join('\n')).toContain('snyk-code')
  })

  it('posts Snyk JSON output', async () => {
    const run = await attestSnyk(join(SNYK, 'open-source.json'))
    expect(run.exitCode).toBe(0)
    expect(run.outputs).toMatchObject({ 'high-count': '2', 'medium-count': '1', 'low-count': '1' })
    await expectContract()
  })

  it('prints the body in a dry run and sends nothing', async () => {
    const run = await attestSnyk(join(SNYK, 'open-source.json'), { 'dry-run': 'true' })
    expect(run.exitCode).toBe(0)
    expect(sandbox.requests).toHaveLength(0)
    expect(run.stdout).toMatch(
      /Dry run: would POST \/attestations\/[^ ]+\/snyk as multipart\/form-data: data_json, attachment_file open-source\.json \(\d+ bytes\); nothing was sent/
    )
    expect(run.stdout).toContain('"id": "SNYK-JS-MINIMIST-2429795"')
  })

  it("fails on Snyk's report of a failed scan and posts nothing", async () => {
    const run = await attestSnyk(join(SNYK, 'scan-error.json'))
    expect(run.exitCode).not.toBe(0)
    expect(annotations(run.stdout).join('\n')).toMatch(/scan that did not run/)
    expect(sandbox.requests).toHaveLength(0)
  })

  it('refuses a missing scan file in one sentence', async () => {
    const missing = join(work, 'nope.json')
    await writeFile(join(work, 'placeholder'), '')
    const run = await attestSnyk(missing)
    expect(run.exitCode).not.toBe(0)
    expect(annotations(run.stdout)).toEqual([
      expect.stringMatching(
        /^Input "scan-results" names ".*nope\.json", which does not exist; expected /
      )
    ])
    expect(sandbox.requests).toHaveLength(0)
  })
})
