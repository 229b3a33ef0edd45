/**
 * End to end: get-trail as steps run in-process (kit/step.ts), against the sandbox
 * service: a read, the assert gate, the trail defaulting to the run's commit, and the audit
 * package and PDF report saved into the workspace.
 */
import { execFileSync } from 'node:child_process'
import { mkdir, readFile, readdir } from 'node:fs/promises'
import { join } from 'node:path'
import { gunzipSync } from 'node:zlib'
import {
  COMPLIANT_TRAIL,
  INCOMPLETE_TRAIL,
  MISSING_ATTESTATION,
  NON_COMPLIANT_TRAIL,
  FAILING_ATTESTATION,
  WEB_APP_FLOW
} from '../../../sandbox/fixtures.js'
import { runStep } from '../../kit/step.js'
import { jsonOutput } from '../../kit/service-runs.js'
import { annotations, expectOneError } from '../../kit/annotations.js'
import { RUN_SHA, serviceInputs } from '../../kit/examples.js'
import { useSandboxSuite } from '../../kit/sandbox-suite.js'

const { sandbox, work: workspace, step } = useSandboxSuite('get-trail-')
const getTrail = (extra: Record<string, string>) => step('get-trail', extra)

describe('get-trail', () => {
  it('reads a compliant trail: outputs, and a summary with every attestation, artifact and event', async () => {
    const run = await getTrail({ flow: WEB_APP_FLOW, trail: COMPLIANT_TRAIL })
    expect(run.exitCode).toBe(0)
    expect(run.outputs).toMatchObject({
      outcome: 'ok',
      compliant: 'true',
      'compliance-state': 'COMPLIANT',
      missing: '[]',
      'non-compliant': '[]'
    })
    expect(run.outputs['html-url']).toMatch(new RegExp(`/trails/${COMPLIANT_TRAIL}$`))
    expect(jsonOutput<{ name: string }>(run.outputs, 'result').name).toBe(COMPLIANT_TRAIL)
    expect(run.outputs['result-file']).toBeTruthy()
    const trail = sandbox.store.findTrail(WEB_APP_FLOW, COMPLIANT_TRAIL)
    expect(run.summary.split('\n')[0]).toMatch(/^## ✅ Compliant: trail \[release-1\.4\.0\]\(http/)
    for (const record of trail?.attestations ?? []) {
      expect(run.summary).toContain(`attestation_id=${record.id}`)
    }
    expect(run.summary).toContain('### Artifacts')
    // Every event, collapsed: the tables above say where the trail stands.
    expect(run.summary).toMatch(/<details><summary>Events \(\d+\)<\/summary>/)
    expect(run.summary).toContain('trail started')
    expect(annotations(run.stdout)).toEqual([])
  })

  it('runs as its own action with the trail defaulting to the run commit', async () => {
    const begun = await runStep({
      inputs: serviceInputs(sandbox, 'begin-trail', { flow: WEB_APP_FLOW }),
      cwd: workspace.path
    })
    expect(begun.exitCode).toBe(0)
    const inputs = serviceInputs(sandbox, 'get-trail', { flow: WEB_APP_FLOW })
    delete inputs.command
    const run = await runStep({ subAction: 'get-trail', inputs, cwd: workspace.path })
    expect(run.exitCode).toBe(0)
    expect(jsonOutput<{ name: string }>(run.outputs, 'result').name).toBe(RUN_SHA)
  })

  it('names the missing attestation of an incomplete trail, and passes without assert', async () => {
    const run = await getTrail({ flow: WEB_APP_FLOW, trail: INCOMPLETE_TRAIL })
    expect(run.exitCode).toBe(0)
    expect(run.outputs.outcome).toBe('ok')
    expect(run.outputs['compliance-state']).toBe('INCOMPLETE')
    const missing = jsonOutput<string[]>(run.outputs, 'missing')
    expect(missing.some(name => name.split('.').at(-1) === MISSING_ATTESTATION.name)).toBe(true)
  })

  it('with assert fails a non-compliant trail, naming what is not compliant', async () => {
    const run = await getTrail({ flow: WEB_APP_FLOW, trail: NON_COMPLIANT_TRAIL, assert: 'true' })
    expect(run.exitCode).not.toBe(0)
    expect(run.outputs.outcome).toBe('non-compliant')
    expect(run.outputs.compliant).toBe('false')
    const errors = annotations(run.stdout)
    expect(errors).toHaveLength(1)
    expect(errors[0]).toMatch(/^Trail "[^"]+" of flow "web-app" is NON-COMPLIANT, not COMPLIANT \(/)
    expect(errors[0]).toContain(FAILING_ATTESTATION.name)
    expect(jsonOutput<string[]>(run.outputs, 'non-compliant').join()).toContain(
      FAILING_ATTESTATION.name
    )
  })

  it('with assert passes a compliant trail: outcome compliant', async () => {
    const run = await getTrail({ flow: WEB_APP_FLOW, trail: COMPLIANT_TRAIL, assert: 'true' })
    expect(run.exitCode).toBe(0)
    expect(run.outputs.outcome).toBe('compliant')
  })

  it('fails naming flow and trail for a trail the service does not know', async () => {
    const run = await getTrail({ flow: WEB_APP_FLOW, trail: 'no-such-trail' })
    expect(expectOneError(run)[0]).toMatch(
      /^Trail 'no-such-trail' not found in flow 'web-app' \(the compliance service answered 404 .*\): check flow and trail/
    )
  })

  it('saves the audit package and the PDF report into the workspace', async () => {
    const run = await getTrail({
      flow: WEB_APP_FLOW,
      trail: COMPLIANT_TRAIL,
      'audit-package': 'audit/package.tgz',
      'audit-pdf': 'audit/report.pdf'
    })
    expect(run.exitCode).toBe(0)
    expect(run.outputs['audit-package']).toBe(join(workspace.path, 'audit', 'package.tgz'))
    expect(run.outputs['audit-pdf']).toBe(join(workspace.path, 'audit', 'report.pdf'))
    const tarball = await readFile(run.outputs['audit-package'] ?? '')
    const listing = execFileSync('tar', ['-tz'], { input: tarball }).toString()
    expect(listing.split('\n')).toEqual(expect.arrayContaining(['manifest.json', 'trail-page.pdf']))
    expect(gunzipSync(tarball).length).toBeGreaterThan(1024)
    const pdf = await readFile(run.outputs['audit-pdf'] ?? '')
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-')
    expect(pdf.toString('latin1')).toContain(`Trail ${COMPLIANT_TRAIL} of flow ${WEB_APP_FLOW}`)
    // Only the two files: no temporary file beside them.
    expect((await readdir(join(workspace.path, 'audit'))).sort()).toEqual([
      'package.tgz',
      'report.pdf'
    ])
    expect(run.summary).toContain('### Saved files')
  })

  it('refuses a download path outside the workspace before any request', async () => {
    await mkdir(workspace.path, { recursive: true })
    const run = await getTrail({
      flow: WEB_APP_FLOW,
      trail: COMPLIANT_TRAIL,
      'audit-pdf': '../outside.pdf'
    })
    expect(expectOneError(run)[0]).toMatch(
      /^Input "audit-pdf" has "\.\.\/outside\.pdf", which is outside the workspace; expected /
    )
    expect(sandbox.requests).toEqual([])
  })
})
