/**
 * End to end: attest-junit as steps run in-process (kit/step.ts), against the
 * sandbox service: what is posted (and validated against the published description), what
 * the service then judges, and every way a step must post nothing.
 */
import { cp, mkdtemp, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { gunzipSync } from 'node:zlib'
import { COMPLIANT_FINGERPRINT, COMPLIANT_TRAIL, WEB_APP_FLOW } from '../../../sandbox/fixtures.js'
import { type ActionRun } from '../../../tools/run-action.js'
import { runStep } from '../../kit/step.js'
import { expectConformingRequests } from '../../kit/openapi.js'
import { annotationCommands, annotations } from '../../kit/annotations.js'
import { evidenceGateInputs, evidenceInputs } from '../../kit/examples.js'
import { postedForm, postsIn, RUN_COMMIT_RECORDS } from '../../kit/posted.js'
import { useSandboxSuite } from '../../kit/sandbox-suite.js'
import { forgedCommands } from '../../kit/reliability.js'

const FIXTURES = join(process.cwd(), '__fixtures__')
const JUNIT = join(FIXTURES, 'junit')
const DEMO = join(FIXTURES, 'demo')

const { sandbox, work } = useSandboxSuite('e2e-junit-')

/** Runs attest-junit on the results in `dir`, recorded as `name`. */
function attestJunit(
  dir: string,
  extra: Record<string, string> = {},
  name = 'unit-tests'
): Promise<ActionRun> {
  return runStep({
    inputs: evidenceInputs(sandbox, 'attest-junit', { name, 'results-dir': dir, ...extra })
  })
}

describe('attest-junit as steps', () => {
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

    const sent = postsIn(sandbox.requests)
    expect(sent).toHaveLength(1)
    expect(sent[0]?.path).toBe(
      `/api/v2/attestations/${sandbox.org}/${WEB_APP_FLOW}/trail/${COMPLIANT_TRAIL}/junit`
    )
    const parts = await postedForm(sent[0])
    // addsTax 0.011 pass, appliesDiscount 0.019 failure, roundsToCents 0.012 pass.
    expect(JSON.parse(String(parts.get('data_json')))).toEqual({
      attestation_name: 'unit-tests',
      artifact_fingerprint: COMPLIANT_FINGERPRINT,
      annotations: { suite: 'checkout' },
      origin_url: 'https://github.com/acme/web-app/actions/runs/987654321',
      // The commit and repository records, as the CLI sends them: they bind the evidence to
      // an artifact reported later from the same commit.
      ...RUN_COMMIT_RECORDS,
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
    await expectConformingRequests(sandbox.requests)
    expect(run.summary).toMatch(
      /^## ❌ JUnit attestation unit-tests recorded: 3 tests, 1 failure, 0 errors, 0 skipped/
    )

    const gate = await runStep({ inputs: evidenceGateInputs(sandbox) })
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
    const gate = await runStep({ inputs: evidenceGateInputs(sandbox) })
    expect(gate.outputs.outcome).toBe('compliant')
  })

  it('packs several result files into one archive, failing suites first in the summary', async () => {
    const dir = await mkdtemp(join(work.path, 'results-'))
    await cp(join(JUNIT, 'gradle'), join(dir, 'gradle'), { recursive: true })
    await cp(join(JUNIT, 'gotestsum'), join(dir, 'go'), { recursive: true })
    await cp(join(JUNIT, 'go-junit-report'), join(dir, 'store'), { recursive: true })
    const run = await attestJunit(dir, {}, 'all-tests')
    expect(run.exitCode).toBe(0)
    // gotestsum: 3 + 1 cases, 1 failure, 1 skipped; gradle: 3, 1 failure, 1 skipped;
    // go-junit-report: 2 + 1 cases, 1 error.
    expect(run.outputs).toMatchObject({ total: '10', failures: '2', errors: '1', skipped: '2' })
    const parts = await postedForm(postsIn(sandbox.requests)[0])
    const file = parts.get('attachment_file') as File
    expect(file.name).toBe('evidence.tgz')
    const tar = gunzipSync(Buffer.from(await file.arrayBuffer())).toString('latin1')
    for (const name of ['go/junit.xml', 'gradle/TEST-com.example.AppTest.xml', 'store/report.xml'])
      expect(tar).toContain(name)
    await expectConformingRequests(sandbox.requests)
    const suites = run.summary.slice(run.summary.indexOf('### Suites'))
    const rows = suites.split('\n').filter(line => /^\| (✅|❌)/.test(line))
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
    const parts = await postedForm(postsIn(sandbox.requests)[0])
    expect(parts.get('attachment_file')).toBeNull()
    await expectConformingRequests(sandbox.requests)
  })

  it('prints the exact body and parts in a dry run, and sends nothing', async () => {
    const run = await attestJunit(join(DEMO, 'junit-failing'), { 'dry-run': 'true' })
    expect(run.exitCode).toBe(0)
    expect(sandbox.requests).toHaveLength(0)
    expect(run.outputs.outcome).toBe('skipped')
    expect(run.stdout).toMatch(
      /Dry run: would POST \/attestations\/[^ ]+\/junit as multipart\/form-data: data_json, attachment_file TEST-com\.example\.checkout\.PriceTest\.xml \(\d+ bytes\); nothing was sent\. As the vendor CLI's --dry-run prints it:/
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

  it('leaves out an XML file that is not JUnit beside the results, with a warning naming it', async () => {
    const dir = await mkdtemp(join(work.path, 'mixed-'))
    await cp(join(DEMO, 'junit-passing'), dir, { recursive: true })
    await cp(join(JUNIT, 'invalid', 'not-junit', 'pom.xml'), join(dir, 'pom.xml'))
    const run = await attestJunit(dir)
    expect(run.exitCode).toBe(0)
    expect(run.outputs).toMatchObject({ outcome: 'ok', failures: '0' })
    const warnings = annotations(run.stdout, 'warning')
    expect(warnings).toEqual([
      expect.stringMatching(
        /^Left out \S+pom\.xml: it is not a JUnit result file \(its root element is <project>/
      )
    ])
    const parts = await postedForm(postsIn(sandbox.requests)[0])
    // The one JUnit file, attached as it is: pom.xml is not packed with it.
    expect((parts.get('attachment_file') as File).name).toBe(
      'TEST-com.example.checkout.PriceTest.xml'
    )
    expect(run.summary).toMatch(
      /### Files left out: not JUnit\n\n- `\S+pom\.xml`: its root element is &lt;project&gt;/
    )
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
    const dir = await mkdtemp(join(work.path, 'hostile-'))
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

describe('attest-junit names the failing tests', () => {
  const FAILING = join(JUNIT, 'failing')

  /** The summary's "Failing tests" section: from its heading to the next one. */
  function failingSection(summary: string): string {
    return (
      /### (Failing|Skipped) tests\n[\s\S]*?(?=\n\n(?:### |<details>))/.exec(summary)?.[0] ?? ''
    )
  }

  // pytest's suite (named "pytest") counts lines from 0: line="11" is the def on line 12.
  it('lists failures and errors in the summary and annotates each where the file says it is', async () => {
    const run = await attestJunit(FAILING)
    expect(run.exitCode).toBe(0)
    expect(run.outputs).toMatchObject({ failures: '3', errors: '1', skipped: '2', total: '8' })
    expect(failingSection(run.summary)).toBe(
      [
        '### Failing tests',
        '',
        '| Result | Suite or class | Test | Message | Where |',
        '| --- | --- | --- | --- | --- |',
        '| ❌ failure | tests.test\\_cart | test\\_total | AssertionError: assert 41 == 42 | `tests/test_cart.py:12` |',
        '| ❌ failure | tests.test\\_cart | test\\_discount\\[10%\\] | assert 0.9 == 0.85 | `tests/test_cart.py:21` |',
        '| ❌ error | tests.test\\_db | test\\_connect | failed on setup with "RuntimeError: no database" | `tests/test_db.py:8` |',
        '| ❌ failure | src/cart.test.ts | cart &gt; adds an item | AssertionError: expected 1 to be 2 // Object.is equality | `src/cart.test.ts:12` |',
        '',
        '2 skipped tests counted, not listed (set list-skipped to true to list them).'
      ].join('\n')
    )
    // The failing tests come before the suites.
    expect(run.summary.indexOf('### Failing tests')).toBeLessThan(run.summary.indexOf('### Suites'))

    expect(annotationCommands(run.stdout)).toEqual([
      {
        properties: {
          title: 'Test failed: tests.test_cart › test_total',
          file: 'tests/test_cart.py',
          line: '12'
        },
        message: 'AssertionError: assert 41 == 42\n +  where 41 = total([20, 21])'
      },
      {
        properties: {
          title: 'Test failed: tests.test_cart › test_discount[10%]',
          file: 'tests/test_cart.py',
          line: '21'
        },
        message: 'assert 0.9 == 0.85'
      },
      {
        properties: {
          title: 'Test error: tests.test_db › test_connect',
          file: 'tests/test_db.py',
          line: '8'
        },
        message: 'failed on setup with "RuntimeError: no database"'
      },
      {
        // The file from the suite; vitest gives no line, its trace does (` ❯ src/cart.test.ts:12:17`).
        // The message is the failure's text.
        properties: {
          title: 'Test failed: src/cart.test.ts › cart > adds an item',
          file: 'src/cart.test.ts',
          line: '12'
        },
        message: [
          'AssertionError: expected 1 to be 2 // Object.is equality',
          '',
          '- Expected',
          '+ Received',
          '',
          '- 2',
          '+ 1',
          '',
          ' ❯ src/cart.test.ts:12:17'
        ].join('\n')
      }
    ])
  })

  it('lists the skipped tests after the failing ones with list-skipped', async () => {
    const run = await attestJunit(FAILING, { 'list-skipped': 'true' })
    expect(run.exitCode).toBe(0)
    const rows = failingSection(run.summary)
      .split('\n')
      .filter(line => /^\| (❌|⏭️)/.test(line))
      .map(row => row.split(' | ').slice(0, 4).join(' | '))
    expect(rows).toEqual([
      '| ❌ failure | tests.test\\_cart | test\\_total | AssertionError: assert 41 == 42',
      '| ❌ failure | tests.test\\_cart | test\\_discount\\[10%\\] | assert 0.9 == 0.85',
      '| ❌ error | tests.test\\_db | test\\_connect | failed on setup with "RuntimeError: no database"',
      '| ❌ failure | src/cart.test.ts | cart &gt; adds an item | AssertionError: expected 1 to be 2 // Object.is equality',
      '| ⏭️ skipped | tests.test\\_db | test\\_migrate | needs postgres',
      '| ⏭️ skipped | src/cart.test.ts | cart &gt; syncs with the server | —'
    ])
    expect(run.summary).not.toContain('counted, not listed')
    // Skipped tests are never annotated.
    expect(annotations(run.stdout)).toHaveLength(4)
  })

  it('annotates ten failing tests, names fifty in the summary, and counts the rest', async () => {
    const workspace = await mkdtemp(join(work.path, 'workspace-'))
    const cases = Array.from({ length: 60 }, (_, n) =>
      n === 0
        ? // Outside the workspace: the annotation cannot point there.
          `<testcase classname="c" name="t${n}" file="/elsewhere/t.py" line="3"><failure message="m${n}"/></testcase>`
        : `<testcase classname="c" name="t${n}" file="${join(workspace, 'tests', 't.py')}" line="${n}"><failure message="m${n}"/></testcase>`
    )
    const results = join(workspace, 'results')
    await cp(join(DEMO, 'junit-passing'), results, { recursive: true })
    await writeFile(
      join(results, 'many.xml'),
      `<testsuite name="many">${cases.join('')}</testsuite>`
    )
    const run = await runStep({
      inputs: evidenceInputs(sandbox, 'attest-junit', {
        name: 'unit-tests',
        'results-dir': results
      }),
      cwd: workspace
    })
    expect(run.exitCode).toBe(0)
    expect(run.outputs.failures).toBe('60')
    const errors = annotationCommands(run.stdout)
    expect(errors).toHaveLength(10)
    expect(errors[0]).toEqual({ properties: { title: 'Test failed: c › t0' }, message: 'm0' })
    expect(errors[9]).toEqual({
      properties: { title: 'Test failed: c › t9', file: 'tests/t.py', line: '9' },
      message: 'm9'
    })
    expect(run.stdout).toContain(
      '50 more failing tests are not annotated: the runner shows 10 error annotations per step. The job summary names the first 50.'
    )
    const section = failingSection(run.summary)
    expect(section.split('\n').filter(line => line.startsWith('| ❌'))).toHaveLength(50)
    expect(section).toContain('| ❌ failure | c | t0 | m0 | `/elsewhere/t.py:3` |')
    expect(section).toMatch(
      /\| t49 \| m49 \| `tests\/t\.py:49` \|\n\nand 10 more failing, not listed\.\n\nThe first 10 failing tests are annotated; 50 more are not, as the runner shows 10 error annotations per step\.$/
    )
  })

  it('escapes test names and messages in annotations: no forged command, titles on one line', async () => {
    const dir = await mkdtemp(join(work.path, 'hostile-names-'))
    const forged = '&#10;::error::FORGED-nl&#13;::add-mask::FORGED-cr&#x2028;::warning::FORGED-ls'
    await writeFile(
      join(dir, 'r.xml'),
      `<testsuite name="s"><testcase classname="a::b, c" name="t${forged} %0A ##[error]FORGED-legacy" file="x${forged}.py" line="2">` +
        `<failure message="first${forged}"/></testcase></testsuite>`
    )
    const run = await attestJunit(dir)
    expect(run.exitCode).toBe(0)
    expect(forgedCommands(run.stdout, 'FORGED')).toEqual([])
    expect(forgedCommands(run.stderr, 'FORGED')).toEqual([])
    const lines = run.stdout.split('\n').filter(line => line.startsWith('::error'))
    expect(lines).toHaveLength(1)
    expect(annotationCommands(run.stdout)).toEqual([
      {
        properties: {
          title:
            'Test failed: a::b, c › t\\n::error::FORGED-nl\\r::add-mask::FORGED-cr\\u2028::warning::FORGED-ls %0A ##[error]FORGED-legacy',
          file: 'x\\n::error::FORGED-nl\\r::add-mask::FORGED-cr\\u2028::warning::FORGED-ls.py',
          line: '2'
        },
        // Line breaks stay inside the one annotation, as every other annotation keeps them.
        message: 'first\n::error::FORGED-nl\n::add-mask::FORGED-cr\n::warning::FORGED-ls'
      }
    ])
    // The summary shows the names escaped, on the one row.
    expect(failingSection(run.summary)).toContain('| ❌ failure | a::b, c | t ::error::FORGED-nl')
  })
})
