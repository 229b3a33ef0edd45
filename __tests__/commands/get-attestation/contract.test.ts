/**
 * Contract: get-attestation's three requests (by name on a trail, by name on an artifact, by
 * id) validate against the published OpenAPI description, which has all three paths.
 */
import {
  ARTIFACT_ATTESTATION,
  COMPLIANT_FINGERPRINT,
  COMPLIANT_TRAIL,
  TRAIL_ATTESTATION,
  WEB_APP_FLOW
} from '../../../sandbox/fixtures.js'
import { getAttestations } from '../../../src/service/attestations.js'
import { createRequestValidator, specIt } from '../../kit/openapi.js'
import { useSandbox, useServiceClient } from '../../kit/servers.js'

const sandbox = useSandbox()
const client = useServiceClient(sandbox)

specIt('each way of naming an attestation sends a request the description declares', async () => {
  const validate = createRequestValidator()
  const org = sandbox.org
  sandbox.clearRequests()
  const onTrail = await getAttestations(client, {
    org,
    flow: WEB_APP_FLOW,
    trail: COMPLIANT_TRAIL,
    name: TRAIL_ATTESTATION.name
  })
  const onArtifact = await getAttestations(client, {
    org,
    flow: WEB_APP_FLOW,
    fingerprint: COMPLIANT_FINGERPRINT,
    name: ARTIFACT_ATTESTATION.name
  })
  const byId = await getAttestations(client, { org, id: TRAIL_ATTESTATION.id })
  expect(onTrail.map(a => a.attestation_id)).toEqual([TRAIL_ATTESTATION.id])
  expect(onArtifact.map(a => a.attestation_id)).toEqual([ARTIFACT_ATTESTATION.id])
  expect(byId.map(a => a.attestation_id)).toEqual([TRAIL_ATTESTATION.id])
  expect(sandbox.requests).toHaveLength(3)
  for (const request of sandbox.requests) expect(await validate(request)).toEqual([])
})
