/**
 * Contract: attach-policy's and detach-policy's requests, with one policy and with several,
 * validate against the published description (AttachPoliciesPutInput, a JSON body on POST
 * to attach and on DELETE to detach).
 */
import { PRODUCTION_ENVIRONMENT } from '../../sandbox/fixtures.js'
import { runStep } from '../kit/step.js'
import { expectPublishedRequests, specIt } from '../kit/openapi.js'
import { serviceInputs } from '../kit/examples.js'
import { useSandbox } from '../kit/servers.js'

describe.each([
  ['attach-policy', 'POST'],
  ['detach-policy', 'DELETE']
])('%s', (command, method) => {
  const sandbox = useSandbox()

  beforeAll(async () => {
    for (const policies of ['prod-requirements', 'prod-requirements\nhas-unit-tests']) {
      const run = await runStep({
        inputs: serviceInputs(sandbox, command, { environment: PRODUCTION_ENVIRONMENT, policies })
      })
      expect(run.outputs.outcome).toBe('ok')
    }
  }, 60_000)

  specIt('sends only requests the published description accepts', async () => {
    expect(sandbox.requests.map(request => request.method)).toEqual([method, method])
    await expectPublishedRequests(sandbox.requests)
  })
})
