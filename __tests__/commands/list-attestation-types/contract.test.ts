/** Contract: list-attestation-types' request validates against the published description. */
import { listCustomAttestationTypes } from '../../../src/service/custom-attestation-types.js'
import { createRequestValidator, specIt } from '../../kit/openapi.js'
import { useSandbox, useServiceClient } from '../../kit/servers.js'

const sandbox = useSandbox()
const client = useServiceClient(sandbox)

specIt('the custom attestation types request conforms', async () => {
  const validate = createRequestValidator()
  sandbox.clearRequests()
  await listCustomAttestationTypes(client, sandbox.org)
  expect(sandbox.requests).toHaveLength(1)
  for (const request of sandbox.requests) expect(await validate(request)).toEqual([])
})
