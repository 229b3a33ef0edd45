/** Contract: log-environment's requests, with every parameter it sends, validate against the published description. */
import { PRODUCTION_ENVIRONMENT } from '../../../sandbox/fixtures.js'
import { listEnvironmentEvents } from '../../../src/service/environments.js'
import { createRequestValidator, specIt } from '../../kit/openapi.js'
import { useSandbox, useServiceClient } from '../../kit/servers.js'

const sandbox = useSandbox()
const client = useServiceClient(sandbox)

specIt('environment events requests conform', async () => {
  const validate = createRequestValidator()
  sandbox.clearRequests()
  const ask = { org: sandbox.org, environment: PRODUCTION_ENVIRONMENT }
  await listEnvironmentEvents(client, { ...ask, page: 1, perPage: 15 })
  await listEnvironmentEvents(client, { ...ask, page: 2, perPage: 100, reverse: true })
  await listEnvironmentEvents(client, { ...ask, page: 1, perPage: 1, reverse: false })
  expect(sandbox.requests).toHaveLength(3)
  for (const request of sandbox.requests) expect(await validate(request)).toEqual([])
})
