/**
 * Contract: create-policy's multipart PUT, with and without description and comment,
 * validates against the published description (payload as PolicyPutInput, policy_file a file).
 */
import { runStep } from '../../kit/step.js'
import { expectPublishedRequests, specIt } from '../../kit/openapi.js'
import { fixture, serviceInputs } from '../../kit/examples.js'
import { useSandbox } from '../../kit/servers.js'

const sandbox = useSandbox()

beforeAll(async () => {
  const runs: Record<string, string>[] = [
    {},
    { description: 'For production', comment: 'Second version, same file' }
  ]
  for (const extra of runs) {
    const run = await runStep({
      inputs: serviceInputs(sandbox, 'create-policy', {
        policy: 'production-ready',
        'policy-file': fixture('policies/production.yml'),
        ...extra
      })
    })
    expect(run.outputs.outcome).toBe('ok')
  }
}, 60_000)

specIt('sends only requests the published description accepts', async () => {
  expect(sandbox.requests.map(request => `${request.method} ${request.path}`)).toEqual([
    `PUT /api/v2/policies/${sandbox.org}`,
    `PUT /api/v2/policies/${sandbox.org}`
  ])
  await expectPublishedRequests(sandbox.requests)
})
