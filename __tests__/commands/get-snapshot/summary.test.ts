/**
 * get-snapshot's job summary and failure against the sandbox, whose snapshot is checked
 * against the published GetSnapshotResponse and each artifact's policy verdicts against
 * PolicyEvaluationResponse: a reason in the row of each non-compliant artifact and none in a
 * compliant one, every rule below the table, and a long image name shortened in the table
 * (no cell wider than 60 characters, so it does not scroll at 880 pixels) but whole below it.
 */
import type { ValidateFunction } from 'ajv/dist/2020.js'
import {
  COMPLIANT_FINGERPRINT,
  INCOMPLETE_FINGERPRINT,
  STAGING_ENVIRONMENT,
  UNKNOWN_FINGERPRINT
} from '../../../sandbox/fixtures.js'
import { recordReport } from '../../../sandbox/snapshots.js'
import { annotations } from '../../kit/annotations.js'
import { serviceInputs } from '../../kit/examples.js'
import { createAjv, describeWithSpec, loadSpec } from '../../kit/openapi.js'
import { attachPolicy } from '../../kit/policies.js'
import { useSandbox } from '../../kit/servers.js'
import { runStep } from '../../kit/step.js'
import {
  SNAPSHOT_COLUMNS,
  tableWith,
  textOf,
  wellFormedSummary,
  type RenderedSummary
} from '../../kit/summary-html.js'
import { getJson } from '../../sandbox/client.js'

const sandbox = useSandbox({ resetEach: true })

const LONG_IMAGE = `registry.example.com/platform/${'checkout-service-'.repeat(5)}image:1.6.0-rc.1`
const LONG_SIDECAR = `registry.example.com/mesh/${'envoy-proxy-sidecar-'.repeat(4)}image:v1.31.2`
const POLICY = [
  '_schema: https://kosli.com/schemas/policy/environment/v1',
  'artifacts:',
  '  provenance:',
  '    required: true',
  '  trail-compliance:',
  '    required: true',
  '    exceptions:',
  '      - if: ${{ artifact.name == "compliant" }}',
  '  attestations:',
  '    - name: sbom',
  '      type: generic',
  '      if: ${{ artifact.name != "compliant" }}',
  ''
].join('\n')

describeWithSpec('get-snapshot explains each non-compliant artifact', () => {
  let snapshotConforms: ValidateFunction
  let verdictConforms: ValidateFunction
  beforeAll(() => {
    const ajv = createAjv(loadSpec())
    snapshotConforms = ajv.compile({ $ref: 'spec#/components/schemas/GetSnapshotResponse' })
    verdictConforms = ajv.compile({ $ref: 'spec#/components/schemas/PolicyEvaluationResponse' })
  })

  /** Staging runs a long-named failing image, a long-named compliant one and an unknown one. */
  async function staged(): Promise<void> {
    recordReport(
      sandbox.store,
      STAGING_ENVIRONMENT,
      [
        { name: LONG_IMAGE, fingerprint: INCOMPLETE_FINGERPRINT, creationTimestamps: [1] },
        { name: 'compliant', fingerprint: COMPLIANT_FINGERPRINT, creationTimestamps: [1] },
        { name: LONG_SIDECAR, fingerprint: UNKNOWN_FINGERPRINT, creationTimestamps: [2] }
      ],
      Date.now() / 1000
    )
    attachPolicy(sandbox.store, STAGING_ENVIRONMENT, { name: 'staging-rules', yaml: POLICY })
    const served = await getJson<{ artifacts: { policy_decisions: unknown[] }[] }>(
      sandbox,
      `/snapshots/${sandbox.org}/${STAGING_ENVIRONMENT}/-1`
    )
    expect(snapshotConforms(served.body) ? [] : snapshotConforms.errors).toEqual([])
    const verdicts = served.body.artifacts.flatMap(artifact => artifact.policy_decisions)
    expect(verdicts.length).toBeGreaterThan(0)
    for (const verdict of verdicts) {
      expect(verdictConforms(verdict) ? [] : verdictConforms.errors).toEqual([])
    }
  }

  const rowOf = (summary: RenderedSummary, fingerprint: string) =>
    tableWith(summary, SNAPSHOT_COLUMNS).rows.find(row => row[1] === fingerprint.slice(0, 12)) ?? []

  it('a reason in each non-compliant row, none in a compliant one, every rule below', async () => {
    await staged()
    const result = await runStep({
      inputs: serviceInputs(sandbox, 'get-snapshot', {
        environment: STAGING_ENVIRONMENT,
        assert: 'true'
      })
    })
    expect(result.outputs.outcome).toBe('non-compliant')
    const summary = wellFormedSummary(result.summary)
    expect(rowOf(summary, INCOMPLETE_FINGERPRINT)[3]).toBe(
      'staging-rules: not compliant in its trail (+1 more)'
    )
    expect(rowOf(summary, UNKNOWN_FINGERPRINT)[3]).toBe('staging-rules: no provenance (+2 more)')
    expect(rowOf(summary, COMPLIANT_FINGERPRINT)[3]).toBe('—')
    // Below the table, each non-compliant artifact by its whole name, with each rule.
    expect(summary.headings.map(heading => heading.text)).toContain('Why they are non-compliant')
    const items = summary.all('li').map(item => textOf(item).replace(/\s+/g, ' ').trim())
    expect(items).toContain(
      'policy staging-rules v1, trail-compliance rule: the artifact is not compliant in trail release-1.6.0 of flow web-app (incomplete)'
    )
    expect(items).toContain(
      'policy staging-rules v1, attestation rule: missing attestation sbom (generic) in trail release-1.6.0 of flow web-app'
    )
    expect(
      items.some(item => item.startsWith(`${LONG_IMAGE} (${INCOMPLETE_FINGERPRINT.slice(0, 12)})`))
    ).toBe(true)
    expect(items.some(item => item.startsWith(`${LONG_SIDECAR} (`))).toBe(true)
    // The failure names each artifact by its name and each rule it fails.
    const [error] = annotations(result.stdout)
    expect(error).toContain(
      `${LONG_IMAGE} (${INCOMPLETE_FINGERPRINT.slice(0, 12)}) of flow web-app, trail release-1.6.0 [policy "staging-rules" v1, trail-compliance rule: the artifact is not compliant in trail "release-1.6.0" of flow "web-app" (incomplete); policy "staging-rules" v1, attestation rule: missing attestation "sbom" (generic) in trail "release-1.6.0" of flow "web-app"]`
    )
    // An artifact no flow reported fails every rule for that one reason: said once per policy.
    expect(error).toContain(
      `${LONG_SIDECAR} (${UNKNOWN_FINGERPRINT.slice(0, 12)}) with no provenance (reported in no flow) [policy "staging-rules" v1, provenance, trail-compliance and attestation rules: no provenance: no flow reported the artifact]`
    )
    expect(error?.match(/no provenance: no flow reported/g)).toHaveLength(1)
    expect(items).toContain(
      'policy staging-rules v1, provenance, trail-compliance and attestation rules: no provenance: no flow reported the artifact'
    )
  })

  it('shortens a long name in the table, no cell over 60 characters, and keeps it whole below', async () => {
    await staged()
    // The compliant artifact, long-named: only the folded list below names it whole.
    recordReport(
      sandbox.store,
      STAGING_ENVIRONMENT,
      [{ name: LONG_IMAGE, fingerprint: COMPLIANT_FINGERPRINT, creationTimestamps: [1] }],
      Date.now() / 1000
    )
    attachPolicy(sandbox.store, STAGING_ENVIRONMENT, {
      name: 'staging-rules',
      yaml: '_schema: https://kosli.com/schemas/policy/environment/v1\nartifacts:\n  provenance:\n    required: true\n'
    })
    const result = await runStep({
      inputs: serviceInputs(sandbox, 'get-snapshot', { environment: STAGING_ENVIRONMENT })
    })
    const summary = wellFormedSummary(result.summary)
    const table = tableWith(summary, SNAPSHOT_COLUMNS)
    const cells = table.rows.flat()
    expect(Math.max(...cells.map(cell => [...cell].length))).toBeLessThanOrEqual(60)
    const [name] = table.rows[0] ?? []
    expect(name).toMatch(/^registry\.example\.com….*image:1\.6\.0-rc\.1$/)
    expect(summary.all('details')).toHaveLength(1)
    expect(textOf(summary.all('details')[0]!)).toContain(LONG_IMAGE)
  })
})
