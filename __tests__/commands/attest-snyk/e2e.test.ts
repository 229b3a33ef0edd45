/**
 * End to end: attest-snyk through the bundled dist/index.js under Node 24, against the
 * sandbox service: what is posted (and validated against the published description), what
 * the service then judges, and every way a step must post nothing.
 */
import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { COMPLIANT_FINGERPRINT, COMPLIANT_TRAIL, WEB_APP_FLOW } from '../../../sandbox/fixtures.js'
import { runAction, type ActionRun } from '../../../tools/run-action.js'
import { expectConformingRequests } from '../../kit/openapi.js'
import { annotations } from '../../kit/annotations.js'
import { evidenceGateInputs, evidenceInputs } from '../../kit/examples.js'
import { postedForm, postsIn } from '../../kit/posted.js'
import { useSandbox } from '../../kit/servers.js'
import { useTempDir } from '../../kit/temp.js'
import { forgedCommands } from '../../kit/reliability.js'

const SNYK = join(process.cwd(), '__fixtures__', 'snyk')

const sandbox = useSandbox({ resetEach: true })
const work = useTempDir('e2e-snyk-')

/** Runs attest-snyk on the scan results in `file`, recorded as `name`. */
function attestSnyk(
  file: string,
  extra: Record<string, string> = {},
  name = 'snyk-deps'
): Promise<ActionRun> {
  return runAction({
    inputs: evidenceInputs(sandbox, 'attest-snyk', { name, 'scan-results': file, ...extra })
  })
}

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
    expect((parts.get('attachment_file') as File).name).toBe('code-test.sarif')
    await expectConformingRequests(sandbox.requests)
    expect(run.summary).toMatch(
      /^## ⚠️ Snyk attestation snyk-code recorded: 4 issues \(1 high, 2 medium, 1 low\)/
    )
    expect(run.summary).toContain('| **Total** | 1 | 2 | 1 |')

    const gate = await runAction({ inputs: evidenceGateInputs(sandbox) })
    expect(gate.outputs.outcome).toBe('non-compliant')
    expect(annotations(gate.stdout).join('\n')).toContain('snyk-code')
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
