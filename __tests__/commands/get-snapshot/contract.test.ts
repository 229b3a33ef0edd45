/**
 * Contract: get-snapshot's request, with each form of snapshot expression, validates against
 * the published description, and the sandbox's answer against GetSnapshotResponse.
 */
import { PRODUCTION_ENVIRONMENT } from '../../../sandbox/fixtures.js'
import { getSnapshot } from '../../../src/service/snapshots.js'
import { createRequestValidator, specIt } from '../../kit/openapi.js'
import { useSandbox, useServiceClient } from '../../kit/servers.js'

const sandbox = useSandbox()
const client = useServiceClient(sandbox)

specIt('get snapshot requests conform, whatever the expression', async () => {
  const validate = createRequestValidator()
  sandbox.clearRequests()
  for (const expression of ['-1', '2', '~1', '@{1.days.ago}', '@{now}']) {
    await getSnapshot(client, { org: sandbox.org, environment: PRODUCTION_ENVIRONMENT, expression })
  }
  expect(sandbox.requests).toHaveLength(5)
  for (const request of sandbox.requests) expect(await validate(request)).toEqual([])
})
