/**
 * Every attestation type the sandbox serves is posted the same way: the same target rules
 * (trail, artifact_fingerprint, target_artifacts), the same 404s and 422s, one record per
 * artifact. Every type the action posts needs a minimal body here (the compiler asks for
 * it), so it is checked too.
 */
import { ATTESTATION_ROUTES } from '../../sandbox/routes/attestation-types.js'
import type { AttestationType } from '../../src/service/attestations.js'
import {
  COMPLIANT_FINGERPRINT,
  COMPLIANT_TRAIL,
  ORG,
  UNKNOWN_FINGERPRINT,
  WEB_APP_FLOW
} from '../../sandbox/fixtures.js'
import { useSandbox } from '../kit/servers.js'
import { postJira, type Json } from './client.js'

/** The smallest valid data_json of each type, besides attestation_name. */
const MINIMAL_BODIES: Record<AttestationType, Json> = {
  jira: { jira_results: [{ issue_id: 'ABC-1', issue_url: 'https://j/ABC-1', issue_exists: true }] },
  junit: { junit_results: [] },
  snyk: { snyk_results: { tool: { name: 'snyk', version: '1' }, results: [] } },
  pull_request: { git_provider: 'github', pull_requests: [] },
  generic: { is_compliant: true },
  custom: { type_name: 'coverage', attestation_data: '{}' },
  decision: { type_name: 'decision', control: 'RCTL-043', attestation_data: { is_compliant: true } }
}

const sandbox = useSandbox({ resetEach: true })
const trail = () => sandbox.store.findTrail(WEB_APP_FLOW, COMPLIANT_TRAIL)
const artifactName = () => sandbox.store.artifacts.get(COMPLIANT_FINGERPRINT)?.name ?? ''

it('has a minimal body for every attestation type it serves', () => {
  expect(Object.keys(MINIMAL_BODIES).sort()).toEqual(ATTESTATION_ROUTES.map(t => t.type).sort())
})

describe.each(ATTESTATION_ROUTES)('POST .../trail/{trail}/$segment', ({ type, segment }) => {
  const path = `/attestations/${ORG}/${WEB_APP_FLOW}/trail/${COMPLIANT_TRAIL}/${segment}`
  const post = (fields: Json) =>
    postJira(sandbox, path, { attestation_name: 'same-rules', ...MINIMAL_BODIES[type], ...fields })
  const stored = () => trail()?.attestations.filter(a => a.name === 'same-rules') ?? []

  it('stores one trail-level record when it names no artifact', async () => {
    const answer = await post({})
    expect(answer.status).toBe(201)
    expect(stored()).toHaveLength(1)
    expect(stored()[0]?.artifactFingerprint).toBeUndefined()
    expect(answer.body.attestation_id).toBe(stored()[0]?.id)
  })

  it('stores one record about the artifact of artifact_fingerprint', async () => {
    expect((await post({ artifact_fingerprint: COMPLIANT_FINGERPRINT })).status).toBe(201)
    expect(stored().map(a => a.artifactFingerprint)).toEqual([COMPLIANT_FINGERPRINT])
  })

  it('stores one record per target_artifacts name, about its latest artifact', async () => {
    expect((await post({ target_artifacts: [artifactName()] })).status).toBe(201)
    expect(stored().map(a => a.artifactFingerprint)).toEqual([COMPLIANT_FINGERPRINT])
  })

  it('answers 404 and stores nothing for an artifact not in the trail', async () => {
    const byFingerprint = await post({ artifact_fingerprint: UNKNOWN_FINGERPRINT })
    expect(byFingerprint.status).toBe(404)
    expect(byFingerprint.body.message).toBe(
      `Artifact with fingerprint '${UNKNOWN_FINGERPRINT}' not found in trail '${COMPLIANT_TRAIL}'`
    )
    const byName = await post({ target_artifacts: [artifactName(), 'no-such-artifact'] })
    expect(byName.status).toBe(404)
    expect(byName.body.message).toBe(
      `Artifact 'no-such-artifact' not found in trail '${COMPLIANT_TRAIL}'`
    )
    expect(stored()).toHaveLength(0)
  })

  it('answers 422 for a field its body does not have, before looking up the trail', async () => {
    const answer = await postJira(
      sandbox,
      `/attestations/${ORG}/${WEB_APP_FLOW}/trail/no-such-trail/${segment}`,
      { attestation_name: 'same-rules', ...MINIMAL_BODIES[type], not_a_field: 1 }
    )
    expect(answer.status).toBe(422)
    expect(answer.body.detail).toEqual([
      expect.objectContaining({
        loc: ['body', 'data_json', 'not_a_field'],
        type: 'extra_forbidden'
      })
    ])
  })
})
