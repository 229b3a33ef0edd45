/**
 * Contract: create-environment's read and PUT, for a physical environment with every field
 * and a logical one, validate against the published description (CreateEnvironmentPutInput).
 */
import { PRODUCTION_ENVIRONMENT } from '../../../sandbox/fixtures.js'
import { runStep } from '../../kit/step.js'
import { expectPublishedRequests, specIt } from '../../kit/openapi.js'
import { serviceInputs } from '../../kit/examples.js'
import { useSandbox } from '../../kit/servers.js'

const sandbox = useSandbox()

const runs: Record<string, string>[] = [
  { environment: 'qa', type: 'server', description: 'QA', 'include-scaling': 'true' },
  { environment: 'qa', type: 'server', description: 'QA' },
  { environment: 'prod', type: 'logical', 'included-environments': PRODUCTION_ENVIRONMENT }
]

beforeAll(async () => {
  for (const extra of runs) {
    const run = await runStep({ inputs: serviceInputs(sandbox, 'create-environment', extra) })
    expect(run.outputs.outcome).toBe('ok')
  }
}, 60_000)

it('reads the environment, then sends one PUT with the body its inputs say', () => {
  const puts = sandbox.requests
    .filter(request => request.method === 'PUT')
    .map(request => JSON.parse(request.body.toString('utf8')) as unknown)
  expect(puts).toEqual([
    { name: 'qa', type: 'server', description: 'QA', include_scaling: true },
    { name: 'qa', type: 'server', description: 'QA' },
    {
      name: 'prod',
      type: 'logical',
      description: '',
      included_environments: [PRODUCTION_ENVIRONMENT]
    }
  ])
  expect(sandbox.requests.map(request => request.method)).toEqual([
    'GET',
    'PUT',
    'GET',
    'PUT',
    'GET',
    'PUT'
  ])
})

specIt('sends only requests the published description accepts', async () => {
  await expectPublishedRequests(sandbox.requests)
})
