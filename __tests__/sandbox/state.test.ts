/** Writes change later reads: overrides and Jira attestations, and reset() undoes them. */
import { sha256Hex } from '../../sandbox/hashing.js'
import { useSandbox } from '../kit/servers.js'
import * as fixtures from '../../sandbox/fixtures.js'
import { getJson, jiraData, overrideBody, postJira, postJson } from './client.js'
import type { Json } from './client.js'

const sandbox = useSandbox({ resetEach: true })

interface Status {
  attestation_name: string
  status: string
  is_compliant: boolean
  attestation_id: string | null
  overridden_attestation_id: string | null
}
interface Assertion {
  compliant: boolean
  compliance_status: { status: string; attestations_statuses: Status[] }
}
interface Trail {
  name: string
  compliance_state: string
  compliance_status: {
    attestations_statuses: Status[]
    artifacts_statuses: Record<string, { attestations_statuses: Status[] }>
  }
}
interface Attestation {
  attestation_id: string
  attestation_name: string
  attestation_type: string
  is_compliant: boolean
  has_audit_package: boolean
  trail_name: string
  jira_results?: Json[]
  override?: Json
}

const assertion = async (fingerprint: string) =>
  (await getJson<Assertion>(sandbox, `/asserts/acme/fingerprint/${fingerprint}`)).body
const trail = async (name: string) =>
  (await getJson<Trail[]>(sandbox, `/trails/acme/${fixtures.WEB_APP_FLOW}`)).body.find(
    t => t.name === name
  )
const newestAttestation = async () =>
  (
    await getJson<{ data: Attestation[] }>(
      sandbox,
      `/attestations/acme/${fixtures.WEB_APP_FLOW}?per_page=1`
    )
  ).body.data[0]
const overridePath = `/attestations/acme/${fixtures.WEB_APP_FLOW}/trail/${fixtures.NON_COMPLIANT_TRAIL}/override`
const jiraPath = `/attestations/acme/${fixtures.WEB_APP_FLOW}/trail/${fixtures.INCOMPLETE_TRAIL}/jira`

/** Expects `answer` to have recorded `name` as compliant, and the artifact to be compliant now. */
async function expectAppliedAndCompliant(
  answer: { status: number; body: Json },
  name: string,
  fingerprint: string
) {
  expect(answer.status).toBe(201)
  expect(answer.body).toMatchObject({ attestation_name: name, is_compliant: true })
  const after = await assertion(fingerprint)
  expect(after.compliant).toBe(true)
  return after
}

describe('override', () => {
  it('flips the failing attestation, so the artifact becomes compliant everywhere', async () => {
    expect((await assertion(fixtures.NON_COMPLIANT_FINGERPRINT)).compliant).toBe(false)
    const answer = await postJson(
      sandbox,
      overridePath,
      overrideBody(fixtures.FAILING_ATTESTATION.name, fixtures.FAILING_ATTESTATION.type)
    )
    const after = await expectAppliedAndCompliant(
      answer,
      fixtures.FAILING_ATTESTATION.name,
      fixtures.NON_COMPLIANT_FINGERPRINT
    )
    const status = after.compliance_status.attestations_statuses.find(
      s => s.attestation_name === fixtures.FAILING_ATTESTATION.name
    )
    expect(status).toMatchObject({
      is_compliant: true,
      overridden_attestation_id: answer.body.overridden_attestation_id
    })

    const listed = await trail(fixtures.NON_COMPLIANT_TRAIL)
    expect(listed?.compliance_state).toBe('COMPLIANT')

    const { body } = await getJson<{ data: Attestation[] }>(
      sandbox,
      `/attestations/acme/${fixtures.WEB_APP_FLOW}?per_page=1000`
    )
    const overridden = body.data.find(a => a.attestation_id === answer.body.attestation_id)
    expect(overridden).toMatchObject({
      is_compliant: true,
      override: expect.objectContaining({ reason: expect.any(String) })
    })
  })

  it('can mark a compliant attestation non-compliant, for one artifact', async () => {
    const answer = await postJson(
      sandbox,
      overridePath,
      overrideBody(fixtures.FAILING_ATTESTATION.name, fixtures.FAILING_ATTESTATION.type, {
        new_compliance_status: false,
        artifact_fingerprint: fixtures.NON_COMPLIANT_FINGERPRINT
      })
    )
    expect(answer.status).toBe(201)
    expect((await assertion(fixtures.NON_COMPLIANT_FINGERPRINT)).compliant).toBe(false)
  })

  it('is 404 when the type does not match, or the attestation is missing', async () => {
    const wrongType = await postJson(
      sandbox,
      overridePath,
      overrideBody(fixtures.FAILING_ATTESTATION.name, 'generic')
    )
    expect(wrongType.status).toBe(404)
    expect(wrongType.body.message).toContain(`its type is '${fixtures.FAILING_ATTESTATION.type}'`)
    const missing = await postJson(
      sandbox,
      `/attestations/acme/${fixtures.WEB_APP_FLOW}/trail/${fixtures.INCOMPLETE_TRAIL}/override`,
      overrideBody(fixtures.MISSING_ATTESTATION.name, fixtures.MISSING_ATTESTATION.type)
    )
    expect(missing.status).toBe(404)
    expect((await assertion(fixtures.NON_COMPLIANT_FINGERPRINT)).compliant).toBe(false)
  })

  it('is undone by reset()', async () => {
    await postJson(
      sandbox,
      overridePath,
      overrideBody(fixtures.FAILING_ATTESTATION.name, fixtures.FAILING_ATTESTATION.type)
    )
    expect((await assertion(fixtures.NON_COMPLIANT_FINGERPRINT)).compliant).toBe(true)
    sandbox.reset()
    expect(sandbox.requests).toHaveLength(0)
    expect((await assertion(fixtures.NON_COMPLIANT_FINGERPRINT)).compliant).toBe(false)
  })
})

describe('Jira attestation', () => {
  it('fills the missing attestation: the incomplete artifact becomes compliant', async () => {
    expect((await assertion(fixtures.INCOMPLETE_FINGERPRINT)).compliance_status.status).toBe(
      'INCOMPLETE'
    )
    const answer = await postJira(
      sandbox,
      jiraPath,
      jiraData(
        fixtures.MISSING_ATTESTATION.name,
        { 'ABC-12': true, 'OPS-42': true },
        { description: 'from the test' }
      )
    )
    const after = await expectAppliedAndCompliant(
      answer,
      fixtures.MISSING_ATTESTATION.name,
      fixtures.INCOMPLETE_FINGERPRINT
    )
    expect(after.compliance_status.attestations_statuses).toContainEqual(
      expect.objectContaining({
        attestation_name: fixtures.MISSING_ATTESTATION.name,
        status: 'COMPLETE',
        is_compliant: true
      })
    )
    expect((await trail(fixtures.INCOMPLETE_TRAIL))?.compliance_state).toBe('COMPLIANT')
    expect(await newestAttestation()).toMatchObject({
      attestation_id: answer.body.attestation_id,
      attestation_type: 'jira',
      trail_name: fixtures.INCOMPLETE_TRAIL,
      has_audit_package: false,
      jira_results: [
        expect.objectContaining({ issue_id: 'ABC-12' }),
        expect.objectContaining({ issue_id: 'OPS-42' })
      ]
    })
  })

  it('is non-compliant when an issue does not exist, and that makes the artifact NON-COMPLIANT', async () => {
    const answer = await postJira(
      sandbox,
      jiraPath,
      jiraData(fixtures.MISSING_ATTESTATION.name, { 'ABC-12': true, 'ZZZ-1': false })
    )
    expect(answer.body.is_compliant).toBe(false)
    const after = await assertion(fixtures.INCOMPLETE_FINGERPRINT)
    expect(after.compliance_status.status).toBe('NON-COMPLIANT')
  })

  it('is non-compliant when no issue was found at all', async () => {
    const answer = await postJira(
      sandbox,
      jiraPath,
      jiraData(fixtures.MISSING_ATTESTATION.name, {})
    )
    expect(answer.status).toBe(201)
    expect(answer.body.is_compliant).toBe(false)
  })

  it('keeps an attachment as an audit package', async () => {
    const content = 'jira evidence\n'
    const answer = await postJira(
      sandbox,
      jiraPath,
      jiraData(
        fixtures.MISSING_ATTESTATION.name,
        { 'ABC-1': true },
        { artifact_fingerprint: fixtures.INCOMPLETE_FINGERPRINT }
      ),
      new Blob([content])
    )
    expect(answer.status).toBe(201)
    expect((await newestAttestation())?.has_audit_package).toBe(true)
    const record = sandbox.store
      .findTrail(fixtures.WEB_APP_FLOW, fixtures.INCOMPLETE_TRAIL)
      ?.attestations.at(-1)
    expect(record?.attachment).toEqual({
      filename: 'evidence.txt',
      size: content.length,
      sha256: sha256Hex(content)
    })
    expect(record?.artifactFingerprint).toBe(fixtures.INCOMPLETE_FINGERPRINT)
  })

  it('an unexpected Jira attestation is listed as unexpected and counts', async () => {
    await postJira(sandbox, jiraPath, jiraData('extra-jira', { 'ABC-1': true }))
    const after = await assertion(fixtures.INCOMPLETE_FINGERPRINT)
    expect(after.compliance_status.attestations_statuses).toContainEqual(
      expect.objectContaining({
        attestation_name: 'extra-jira',
        unexpected: true,
        is_compliant: true
      })
    )
  })
})

describe('tags', () => {
  const flowTags = () => sandbox.store.flows.get(fixtures.WEB_APP_FLOW)?.tags
  const patchTags = (body: Json) =>
    fetch(`${sandbox.baseUrl}/tags/acme/flow/${fixtures.WEB_APP_FLOW}`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${sandbox.token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body)
    })

  it("on a seeded flow are undone by reset(), which starts again from the seed's", async () => {
    const seeded = { ...flowTags() }
    expect(Object.keys(seeded).length).toBeGreaterThan(0)
    const [removed] = Object.keys(seeded)
    expect((await patchTags({ set_tags: { release: 'r1' }, remove_tags: [removed] })).status).toBe(
      200
    )
    expect(flowTags()).toHaveProperty('release', 'r1')
    expect(flowTags()).not.toHaveProperty(removed as string)
    sandbox.reset()
    expect(flowTags()).toEqual(seeded)
  })

  it('never change the seed: it is read-only, and every store holds records of its own', () => {
    const seededFlow = fixtures.SEED.flows.find(flow => flow.name === fixtures.WEB_APP_FLOW)
    expect(Object.isFrozen(seededFlow?.tags)).toBe(true)
    expect(flowTags()).not.toBe(seededFlow?.tags)
  })
})
