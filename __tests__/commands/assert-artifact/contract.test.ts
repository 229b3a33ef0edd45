/**
 * Contract: the requests the client builds for assert-artifact validate against the
 * published OpenAPI description (path, every query parameter, no undeclared ones).
 */
import { useSandbox, useServiceClient } from '../../kit/servers.js'
import {
  COMPLIANT_FINGERPRINT,
  POLICY_NAMES,
  PRODUCTION_ENVIRONMENT,
  WEB_APP_FLOW
} from '../../../sandbox/fixtures.js'
import { assertArtifact } from '../../../src/service/assertions.js'
import { createRequestValidator, specIt } from '../../kit/openapi.js'

const sandbox = useSandbox()
const client = useServiceClient(sandbox)

let validator: ReturnType<typeof createRequestValidator> | undefined
const validate: ReturnType<typeof createRequestValidator> = request =>
  (validator ??= createRequestValidator())(request)

specIt.each([
  ['flow scope', {}],
  ['a flow filter', { flow: WEB_APP_FLOW }],
  ['environment scope', { environment: PRODUCTION_ENVIRONMENT }],
  ['repeated policies', { policies: POLICY_NAMES }],
  [
    'every parameter',
    { flow: WEB_APP_FLOW, environment: PRODUCTION_ENVIRONMENT, policies: POLICY_NAMES }
  ]
])('assert with %s conforms', async (_label, query) => {
  sandbox.clearRequests()
  await assertArtifact(client, { org: sandbox.org, fingerprint: COMPLIANT_FINGERPRINT, ...query })
  expect(sandbox.requests).toHaveLength(1)
  const [request] = sandbox.requests
  expect(await validate(request!)).toEqual([])
})

specIt('the validator itself rejects an undeclared parameter and a wrong path', async () => {
  const errors = await validate({
    method: 'GET',
    path: '/api/v2/asserts/acme/fingerprint/abc',
    query: new URLSearchParams('flow=web-app')
  })
  expect(errors.join('\n')).toMatch(/flow is not declared/)
  expect(
    await validate({ method: 'GET', path: '/api/v2/assert/acme', query: new URLSearchParams() })
  ).not.toEqual([])
})
