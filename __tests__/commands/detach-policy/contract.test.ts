/**
 * Contract: detach-policy's request, with one policy and with several, validates against the
 * published description (AttachPoliciesPutInput, a JSON body on DELETE).
 */
import { PRODUCTION_ENVIRONMENT } from '../../../sandbox/fixtures.js'
import { runStep } from '../../kit/step.js'
import { expectPublishedRequests, specIt } from '../../kit/openapi.js'
import { serviceInputs } from '../../kit/examples.js'
import { useSandbox } from '../../kit/servers.js'

const sandbox = useSandbox()

beforeAll(async () => {
  for (const policies of ['prod-requirements', 'prod-requirements\nhas-unit-tests']) {
    const run = await runStep({
      inputs: serviceInputs(sandbox, 'detach-policy', {
        environment: PRODUCTION_ENVIRONMENT,
        policies
      })
    })
    expect(run.outputs.outcome).toBe('ok')
  }
}, 60_000)

specIt('sends only requests the published description accepts', async () => {
  expect(sandbox.requests.map(request => request.method)).toEqual(['DELETE', 'DELETE'])
  await expectPublishedRequests(sandbox.requests)
})
