/**
 * Every attestation type the sandbox serves is posted the same way: the same target rules
 * (trail, artifact_fingerprint, target_artifacts), the same 404s and 422s, one record per
 * artifact. Every type the action posts is checked, with the smallest body its schema
 * accepts, or the body given here.
 */
import { ATTESTATION_ROUTES } from '../../sandbox/routes/attestation-types.js'
import * as z from '../../src/parsing/zod.js'
import {
  ATTESTATION_TYPES,
  POSTED_ATTESTATION_TYPES,
  type AttestationType
} from '../../src/service/attestation-types.js'
import {
  COMPLIANT_FINGERPRINT,
  COMPLIANT_TRAIL,
  ORG,
  UNKNOWN_FINGERPRINT,
  WEB_APP_FLOW
} from '../../sandbox/fixtures.js'
import { useSandbox } from '../kit/servers.js'
import { postJira, type Json } from './client.js'

/** Bodies of some types, besides attestation_name; the others are derived from their schema. */
const GIVEN_BODIES: Partial<Record<AttestationType, Json>> = {
  jira: { jira_results: [{ issue_id: 'ABC-1', issue_url: 'https://j/ABC-1', issue_exists: true }] },
  junit: { junit_results: [] },
  snyk: { snyk_results: { tool: { name: 'snyk', version: '1' }, results: [] } },
  pull_request: { git_provider: 'github', pull_requests: [] },
  generic: { is_compliant: true },
  custom: { type_name: 'coverage', attestation_data: '{}' },
  decision: { type_name: 'decision', control: 'RCTL-043', attestation_data: { is_compliant: true } }
}

/** The smallest value a schema accepts: required fields only, empty lists, first options. */
function smallest(schema: z.core.$ZodType): unknown {
  const def = schema._zod.def as z.core.$ZodTypeDef & Record<string, unknown>
  switch (def.type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(def.shape as Record<string, z.core.$ZodType>)
          .filter(([, field]) => field._zod.optin !== 'optional')
          .map(([key, field]) => [key, smallest(field)])
      )
    case 'union':
      return smallest((def.options as z.core.$ZodType[])[0] as z.core.$ZodType)
    case 'literal':
      return (def.values as unknown[])[0]
    case 'enum':
      return Object.values(def.entries as Record<string, unknown>)[0]
    case 'string':
      return 'x'
    case 'number':
      return 0
    case 'boolean':
      return true
    case 'array':
      return []
    default:
      return {}
  }
}

/** The smallest valid data_json of each type, besides attestation_name. */
const MINIMAL_BODIES = Object.fromEntries(
  POSTED_ATTESTATION_TYPES.map(type => {
    const schema = ATTESTATION_TYPES[type].body(z)
    const body = smallest(schema) as Json
    delete body.attestation_name
    return [type, GIVEN_BODIES[type] ?? body]
  })
) as Record<AttestationType, Json>

const sandbox = useSandbox({ resetEach: true })
const trail = () => sandbox.store.findTrail(WEB_APP_FLOW, COMPLIANT_TRAIL)
const artifactName = () => sandbox.store.artifacts.get(COMPLIANT_FINGERPRINT)?.name ?? ''

it('has a minimal body for every attestation type it serves', () => {
  expect(Object.keys(MINIMAL_BODIES).sort()).toEqual(ATTESTATION_ROUTES.map(t => t.type).sort())
})

it.each(POSTED_ATTESTATION_TYPES)('derives a body the schema of %s accepts', type => {
  const schema = ATTESTATION_TYPES[type].body(z)
  expect(z.safeParse(schema, smallest(schema)).success).toBe(true)
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
