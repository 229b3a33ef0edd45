/** Contract: search's requests, by fingerprint prefix and by whole commit, validate against the published description. */
import { COMPLIANT_FINGERPRINT, COMPLIANT_TRAIL, WEB_APP_FLOW } from '../../../sandbox/fixtures.js'
import { search } from '../../../src/service/search.js'
import { createRequestValidator, specIt } from '../../kit/openapi.js'
import { useSandbox, useServiceClient } from '../../kit/servers.js'

const sandbox = useSandbox()
const client = useServiceClient(sandbox)

specIt('search requests conform', async () => {
  const validate = createRequestValidator()
  sandbox.clearRequests()
  const commit = sandbox.store.findTrail(WEB_APP_FLOW, COMPLIANT_TRAIL)?.commit.sha1 ?? ''
  await search(client, { org: sandbox.org, value: COMPLIANT_FINGERPRINT.slice(0, 5) })
  await search(client, { org: sandbox.org, value: commit })
  expect(sandbox.requests).toHaveLength(2)
  for (const request of sandbox.requests) expect(await validate(request)).toEqual([])
})
