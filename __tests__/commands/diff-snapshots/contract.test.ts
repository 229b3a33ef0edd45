/** Contract: diff-snapshots' requests, in each snappish form, validate against the published description. */
import { PRODUCTION_ENVIRONMENT, STAGING_ENVIRONMENT } from '../../../sandbox/fixtures.js'
import { diffSnapshots } from '../../../src/service/snapshots.js'
import { createRequestValidator, specIt } from '../../kit/openapi.js'
import { useSandbox, useServiceClient } from '../../kit/servers.js'

const sandbox = useSandbox()
const client = useServiceClient(sandbox)

specIt('env-diff requests conform', async () => {
  const validate = createRequestValidator()
  sandbox.clearRequests()
  const org = sandbox.org
  await diffSnapshots(client, {
    org,
    first: `${PRODUCTION_ENVIRONMENT}~1`,
    second: PRODUCTION_ENVIRONMENT
  })
  await diffSnapshots(client, {
    org,
    first: `${STAGING_ENVIRONMENT}#2`,
    second: `${PRODUCTION_ENVIRONMENT}#4`
  })
  expect(sandbox.requests).toHaveLength(2)
  for (const request of sandbox.requests) expect(await validate(request)).toEqual([])
})
