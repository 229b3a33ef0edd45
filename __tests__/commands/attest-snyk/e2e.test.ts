/**
 * End to end: attest-snyk as steps run in-process (kit/step.ts), against the
 * sandbox service: what is posted (and validated against the published description), what
 * the service then judges, and every way a step must post nothing.
 */
import { execFileSync } from 'node:child_process'
import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { COMPLIANT_FINGERPRINT, COMPLIANT_TRAIL, WEB_APP_FLOW } from '../../../sandbox/fixtures.js'
import { type ActionRun } from '../../../tools/run-action.js'
import { runStep } from '../../kit/step.js'
import { expectConformingRequests } from '../../kit/openapi.js'
import { annotations } from '../../kit/annotations.js'
import { evidenceGateInputs, evidenceInputs } from '../../kit/examples.js'
import { postedForm, postsIn, RUN_COMMIT_RECORDS } from '../../kit/posted.js'
import { useSandboxSuite } from '../../kit/sandbox-suite.js'
import { forgedCommands } from '../../kit/reliability.js'

const SNYK = join(process.cwd(), '__fixtures__', 'snyk')

const { sandbox, work } = useSandboxSuite('e2e-snyk-')

/** Runs attest-snyk on the scan results in `file`, recorded as `name`. */
function attestSnyk(
  file: string,
  extra: Record<string, string> = {},
  name = 'snyk-deps'
): Promise<ActionRun> {
  return runStep({
    inputs: evidenceInputs(sandbox, 'attest-snyk', { name, 'scan-results': file, ...extra })
  })
}

describe('attest-snyk as steps', () => {
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
    const sent = postsIn(sandbox.requests)
    expect(sent[0]?.path).toBe(
      `/api/v2/attestations/${sandbox.org}/${WEB_APP_FLOW}/trail/${COMPLIANT_TRAIL}/snyk`
    )
    const parts = await postedForm(sent[0])
    const data = JSON.parse(String(parts.get('data_json')))
    expect(data.snyk_results).toMatchObject({
      schema_version: 1,
      tool: { name: 'SnykCode', version: '1.0.0' },
      results: [{ high_count: 1, medium_count: 2, low_count: 1 }]
    })
    // The commit and repository records, as the CLI sends them.
    expect(data).toMatchObject(RUN_COMMIT_RECORDS)
    expect((parts.get('attachment_file') as File).name).toBe('code-test.sarif')
    await expectConformingRequests(sandbox.requests)
    expect(run.summary).toMatch(
      /^## ❌ Snyk attestation snyk-code recorded: 4 issues \(1 high, 2 medium, 1 low\)/
    )
    expect(run.summary).toContain('| **Total** | 1 | 2 | 1 |')

    const gate = await runStep({ inputs: evidenceGateInputs(sandbox) })
    expect(gate.outputs.outcome).toBe('non-compliant')
    expect(annotations(gate.stdout).join('\n')).toContain('snyk-code')
  })

  it('packs the scan file with the attachments into one evidence.tgz, as the CLI does', async () => {
    await writeFile(join(work.path, 'scan.sarif'), await readFile(join(SNYK, 'code-test.sarif')))
    await writeFile(join(work.path, 'notes.md'), 'Triage notes\n')
    const run = await runStep({
      inputs: evidenceInputs(sandbox, 'attest-snyk', {
        name: 'snyk-code',
        'scan-results': 'scan.sarif',
        attachments: 'notes.md'
      }),
      cwd: work.path
    })
    expect(run.exitCode).toBe(0)
    const file = (await postedForm(postsIn(sandbox.requests)[0])).get('attachment_file') as File
    expect(file.name).toBe('evidence.tgz')
    const archive = Buffer.from(await file.arrayBuffer())
    const entries = execFileSync('tar', ['-tzf', '-'], { input: archive, encoding: 'utf8' })
    expect(entries.split('\n').filter(Boolean).sort()).toEqual(['notes.md', 'scan.sarif'])
    expect(run.summary).toContain('`scan.sarif` (attached)')
    expect(run.summary).toMatch(/evidence\.tgz \(\d+ bytes: notes\.md, scan\.sarif\)/)
    await expectConformingRequests(sandbox.requests)
  })

  it('attaches the attachments alone with upload-results false', async () => {
    await writeFile(join(work.path, 'notes.md'), 'Triage notes\n')
    const run = await attestSnyk(join(SNYK, 'open-source.json'), {
      attachments: join(work.path, 'notes.md'),
      'upload-results': 'false'
    })
    expect(run.exitCode).toBe(0)
    const file = (await postedForm(postsIn(sandbox.requests)[0])).get('attachment_file') as File
    expect(file.name).toBe('notes.md')
    expect(run.summary).not.toContain('(attached)')
  })

  it('posts Snyk JSON output', async () => {
    const run = await attestSnyk(join(SNYK, 'open-source.json'))
    expect(run.exitCode).toBe(0)
    expect(run.outputs).toMatchObject({ 'high-count': '2', 'medium-count': '1', 'low-count': '1' })
    await expectConformingRequests(sandbox.requests)
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
    const missing = join(work.path, 'nope.json')
    await writeFile(join(work.path, 'placeholder'), '')
    const run = await attestSnyk(missing)
    expect(run.exitCode).not.toBe(0)
    expect(annotations(run.stdout)).toEqual([
      expect.stringMatching(
        /^Input "scan-results" names ".*nope\.json", which does not exist; expected /
      )
    ])
    expect(sandbox.requests).toHaveLength(0)
  })

  it("text from Snyk's error report forges no workflow command", async () => {
    const file = join(work.path, 'scan.json')
    await writeFile(
      file,
      JSON.stringify({
        ok: false,
        error: '::error::FORGED-lead\n::error::FORGED-error\r\n::add-mask::FORGED-mask'
      })
    )
    const run = await attestSnyk(file, {}, 'snyk')
    expect(forgedCommands(run.stdout, 'FORGED')).toEqual([])
    expect(forgedCommands(run.stderr, 'FORGED')).toEqual([])
  })
})

describe('attest-snyk names its findings', () => {
  /** The summary's findings section: from its heading to the next one. */
  function findingsSection(summary: string): string {
    return (
      /### Highest-severity findings\n[\s\S]*?(?=\n\n(?:### |<details>))/.exec(summary)?.[0] ?? ''
    )
  }

  it('lists the findings of a SARIF scan, highest severity first, before the counts', async () => {
    const run = await attestSnyk(join(SNYK, 'code-test.sarif'), {}, 'snyk-code')
    expect(run.exitCode).toBe(0)
    expect(findingsSection(run.summary)).toBe(
      [
        '### Highest-severity findings',
        '',
        '| Severity | Rule | Message | Location |',
        '| --- | --- | --- | --- |',
        '| 🔴 high | `javascript/Sqli` | Unsanitized input from the HTTP request body flows into query, where it is used in an SQL query. | `src/db.js:12-14` |',
        '| 🟠 medium | `javascript/HardcodedSecret` | Avoid hardcoding values that are meant to be secret. | `src/config.js:3` |',
        '| 🟠 medium | `javascript/HardcodedSecret` | Avoid hardcoding values that are meant to be secret. | `test/fixtures.js:8` |',
        '| 🟡 low | `javascript/NoRateLimitingForExpensiveWebOperation` | This endpoint handler performs a file system operation and does not use a rate-limiting mechanism. | `src/server.js:40` |'
      ].join('\n')
    )
    expect(run.summary.indexOf('### Highest-severity findings')).toBeLessThan(
      run.summary.indexOf('### Issues by severity')
    )
  })

  it('names the findings of Snyk JSON by id and title, critical ones as high', async () => {
    const run = await attestSnyk(join(SNYK, 'open-source.json'))
    expect(run.exitCode).toBe(0)
    const rows = findingsSection(run.summary)
      .split('\n')
      .filter(line => /^\| (🔴|🟠|🟡)/.test(line))
    expect(rows[0]).toBe(
      '| 🔴 high | `SNYK-JS-LODASH-1040724` | Command Injection | `package-lock.json` |'
    )
    expect(rows).toHaveLength(4)
  })

  it('names twenty findings, high first by priority score, counts the rest, and escapes their text', async () => {
    const result = (level: string, id: string, text: string, priorityScore?: number) => ({
      ruleId: id,
      level,
      message: { text },
      locations: [
        {
          physicalLocation: { artifactLocation: { uri: `src/${id}.js` }, region: { startLine: 7 } }
        },
        { physicalLocation: { artifactLocation: { uri: 'src/other.js' } } }
      ],
      ...(priorityScore === undefined ? {} : { properties: { priorityScore } })
    })
    const results = [
      ...Array.from({ length: 22 }, (_, n) => result('note', `low-${n}`, `low ${n}`)),
      result('warning', 'medium-0', 'medium'),
      result('error', 'high-low-score', 'second', 100),
      result('error', 'high-top', 'a | b <img src=x>\n::error::FORGED-second-line', 900)
    ]
    const file = join(work.path, 'many.sarif')
    await writeFile(
      file,
      JSON.stringify({
        version: '2.1.0',
        runs: [{ tool: { driver: { name: 'SnykCode' } }, results }]
      })
    )
    const run = await attestSnyk(file)
    expect(run.exitCode).toBe(0)
    expect(forgedCommands(run.stdout, 'FORGED')).toEqual([])
    const section = findingsSection(run.summary)
    const rows = section.split('\n').filter(line => /^\| (🔴|🟠|🟡)/.test(line))
    expect(rows).toHaveLength(20)
    expect(rows.slice(0, 4)).toEqual([
      '| 🔴 high | `high-top` | a \\| b &lt;img src=x&gt; | `src/high-top.js:7` (and 1 more) |',
      '| 🔴 high | `high-low-score` | second | `src/high-low-score.js:7` (and 1 more) |',
      '| 🟠 medium | `medium-0` | medium | `src/medium-0.js:7` (and 1 more) |',
      '| 🟡 low | `low-0` | low 0 | `src/low-0.js:7` (and 1 more) |'
    ])
    expect(section).toMatch(
      /\| `low-16` \| low 16 \|.*\n\nand 5 more, counted by project in the details\.$/
    )
  })
})
