/**
 * End to end: get-attestation as steps run in-process (kit/step.ts), against the
 * sandbox service, each way of naming an attestation, and what is not there. The start of a
 * fingerprint is made whole through the search, and one that starts several artifacts of the
 * flow reads nothing.
 */
import {
  ARTIFACT_ATTESTATION,
  COMPLIANT_FINGERPRINT,
  COMPLIANT_TRAIL,
  FAILING_ATTESTATION,
  NON_COMPLIANT_TRAIL,
  TRAIL_ATTESTATION,
  WEB_APP_FLOW
} from '../../../sandbox/fixtures.js'
import { runStep } from '../../kit/step.js'
import { jsonOutput } from '../../kit/service-runs.js'
import { annotations, expectOneError } from '../../kit/annotations.js'
import { serviceInputs } from '../../kit/examples.js'
import { useSandbox } from '../../kit/servers.js'

const sandbox = useSandbox({ resetEach: true })

const getAttestation = (extra: Record<string, string>) =>
  runStep({ inputs: serviceInputs(sandbox, 'get-attestation', extra) })

/** The attestation `name` on `trail` of the example flow. */
const getAttestationOnTrail = (trail: string, name: string) =>
  getAttestation({ flow: WEB_APP_FLOW, trail, name })

describe('get-attestation', () => {
  it("reads, with name alone, the attestation a step of the run recorded on the run's trail", async () => {
    // Neither step names a trail: both default to the run's commit (GITHUB_SHA).
    for (const command of ['begin-trail', 'attest-generic']) {
      const recorded = await runStep({
        inputs: serviceInputs(sandbox, command, {
          flow: WEB_APP_FLOW,
          ...(command === 'attest-generic' ? { name: 'smoke-tests', compliant: 'true' } : {})
        })
      })
      expect(recorded.exitCode).toBe(0)
    }
    const run = await getAttestation({ flow: WEB_APP_FLOW, name: 'smoke-tests' })
    expect(run.exitCode).toBe(0)
    expect(run.outputs).toMatchObject({ outcome: 'ok', compliant: 'true' })
    const read = sandbox.requests.filter(request => request.method === 'GET').at(-1)
    expect(read?.path).toMatch(new RegExp(`/trail/${'f'.repeat(40)}/smoke-tests$`))
  })

  it('reads an attestation by name on a trail', async () => {
    const run = await getAttestationOnTrail(COMPLIANT_TRAIL, TRAIL_ATTESTATION.name)
    expect(run.exitCode).toBe(0)
    expect(run.outputs).toMatchObject({
      outcome: 'ok',
      compliant: 'true',
      'attestation-id': TRAIL_ATTESTATION.id
    })
    expect(run.outputs['html-url']).toContain(`attestation_id=${TRAIL_ATTESTATION.id}`)
    expect(jsonOutput<{ attestation_type: string }>(run.outputs, 'result').attestation_type).toBe(
      TRAIL_ATTESTATION.type
    )
    expect(run.summary.split('\n')[0]).toMatch(/^## ✅ Compliant: attestation \[/)
    expect(run.summary).toContain(`- **Type:** ${TRAIL_ATTESTATION.type.replace(/_/g, '\\_')}`)
    expect(run.summary).toContain('- **Reported by:**')
    expect(annotations(run.stdout)).toEqual([])
  })

  it('reads an attestation by name on an artifact, and by id', async () => {
    const onArtifact = await getAttestation({
      flow: WEB_APP_FLOW,
      fingerprint: COMPLIANT_FINGERPRINT,
      name: ARTIFACT_ATTESTATION.name
    })
    expect(onArtifact.outputs['attestation-id']).toBe(ARTIFACT_ATTESTATION.id)
    // By the start of the fingerprint, as the CLI passes it on.
    const byPrefix = await getAttestation({
      flow: WEB_APP_FLOW,
      fingerprint: COMPLIANT_FINGERPRINT.slice(0, 12),
      name: ARTIFACT_ATTESTATION.name
    })
    expect(byPrefix.outputs['attestation-id']).toBe(ARTIFACT_ATTESTATION.id)
    const byId = await getAttestation({ 'attestation-id': ARTIFACT_ATTESTATION.id })
    expect(byId.exitCode).toBe(0)
    expect(byId.outputs['attestation-id']).toBe(ARTIFACT_ATTESTATION.id)
  })

  describe('by the start of a fingerprint', () => {
    const start = COMPLIANT_FINGERPRINT.slice(0, 12)
    const byStart = () =>
      getAttestation({ flow: WEB_APP_FLOW, fingerprint: start, name: ARTIFACT_ATTESTATION.name })
    const paths = () => sandbox.requests.map(request => `${request.method} ${request.path}`)

    it('searches for the artifact it starts, and reads the attestation by the whole fingerprint', async () => {
      const run = await byStart()
      expect(run.exitCode).toBe(0)
      expect(run.outputs['attestation-id']).toBe(ARTIFACT_ATTESTATION.id)
      expect(paths()).toEqual([
        `GET /api/v2/search/${sandbox.org}/sha/${start}`,
        `GET /api/v2/attestations/${sandbox.org}/${WEB_APP_FLOW}/artifact/${COMPLIANT_FINGERPRINT}/${ARTIFACT_ATTESTATION.name}`
      ])
      expect(run.stdout).toContain(
        `Fingerprint "${start}" is the start of artifact ${COMPLIANT_FINGERPRINT} of flow "${WEB_APP_FLOW}" alone.`
      )
    })

    it('fails before reading an attestation when several artifacts of the flow start so', async () => {
      const twin = `${start}${'0'.repeat(52)}`
      const artifact = sandbox.store.artifacts.get(COMPLIANT_FINGERPRINT)
      if (artifact) sandbox.store.artifacts.set(twin, { ...artifact, fingerprint: twin })
      const run = await byStart()
      expect(expectOneError(run)[0]).toBe(
        `Fingerprint "${start}" is the start of 2 artifacts' fingerprints in flow "${WEB_APP_FLOW}" (${[COMPLIANT_FINGERPRINT, twin].sort().join(', ')}), so the service would answer about one of them, its pick; nothing was read: give more of the fingerprint, or all 64 characters.`
      )
      expect(paths()).toEqual([`GET /api/v2/search/${sandbox.org}/sha/${start}`])
    })

    it("reads by the start as given when the search finds none, and fails in the service's words", async () => {
      const none = 'abcdef012345'
      const run = await getAttestation({
        flow: WEB_APP_FLOW,
        fingerprint: none,
        name: ARTIFACT_ATTESTATION.name
      })
      expect(expectOneError(run)[0]).toMatch(
        new RegExp(`^Artifact with fingerprint '${none}' not found in flow '${WEB_APP_FLOW}' \\(`)
      )
      expect(paths()).toEqual([
        `GET /api/v2/search/${sandbox.org}/sha/${none}`,
        `GET /api/v2/attestations/${sandbox.org}/${WEB_APP_FLOW}/artifact/${none}/${ARTIFACT_ATTESTATION.name}`
      ])
    })
  })

  it('says false for a failing attestation without failing the step', async () => {
    const run = await getAttestationOnTrail(NON_COMPLIANT_TRAIL, FAILING_ATTESTATION.name)
    expect(run.exitCode).toBe(0)
    expect(run.outputs).toMatchObject({ outcome: 'ok', compliant: 'false' })
    expect(run.summary.split('\n')[0]).toMatch(/^## ❌ Non-compliant: attestation /)
  })

  it('fails naming the attestation asked for when the trail has none of that name (404)', async () => {
    const run = await getAttestationOnTrail(COMPLIANT_TRAIL, 'no-such')
    expect(expectOneError(run)[0]).toMatch(
      /^Attestation 'no-such' not found in trail '[^']+' \(the compliance service answered 404 .*\): check flow, trail and name/
    )
  })

  it('fails naming the id asked for when the service lists no attestation of it', async () => {
    const run = await getAttestation({ 'attestation-id': 'no-such-id' })
    expect(expectOneError(run)[0]).toMatch(
      /^Attestation no-such-id of org "[^"]+" is not recorded \(the service answered with no attestation\); check attestation-id and org\.$/
    )
  })

  it('refuses two ways at once before any request', async () => {
    const run = await getAttestation({ 'attestation-id': 'abc', name: 'x' })
    expect(expectOneError(run)[0]).toMatch(/^Input "name" is given together with attestation-id/)
    expect(sandbox.requests).toEqual([])
  })
})
