/**
 * Contract: tag's PATCH, for a flow and an environment, with set and unset alone and
 * together, validates against the published description (TagPatchInput), and its path
 * spells the resource types as the reference CLI sends them.
 */
import { PRODUCTION_ENVIRONMENT, WEB_APP_FLOW } from '../../../sandbox/fixtures.js'
import { runAction } from '../../../tools/run-action.js'
import { createRequestValidator, specIt } from '../../kit/openapi.js'
import { serviceInputs } from '../../kit/examples.js'
import { useSandbox } from '../../kit/servers.js'
import { useStepHosts } from '../../kit/step-hosts.js'

useStepHosts()

const sandbox = useSandbox()

const runs: Record<string, string>[] = [
  { 'resource-type': 'flow', resource: WEB_APP_FLOW, set: 'team=payments, tier=1' },
  { 'resource-type': 'environment', resource: PRODUCTION_ENVIRONMENT, set: 'owner=ops=team' },
  { 'resource-type': 'env', resource: PRODUCTION_ENVIRONMENT, unset: 'owner\nstale' },
  { 'resource-type': 'flow', resource: WEB_APP_FLOW, set: 'a.b~c=', unset: 'tier' }
]

beforeAll(async () => {
  for (const extra of runs) {
    const run = await runAction({ inputs: serviceInputs(sandbox, 'tag', extra) })
    expect(run.outputs.outcome).toBe('ok')
  }
}, 60_000)

it('sends one PATCH per run, with the body its inputs say', () => {
  const sent = sandbox.requests.map(request => ({
    method: request.method,
    path: request.path.split('/').slice(3),
    body: JSON.parse(request.body.toString('utf8')) as unknown
  }))
  expect(sent).toEqual([
    {
      method: 'PATCH',
      path: ['tags', sandbox.org, 'flow', WEB_APP_FLOW],
      body: { set_tags: { team: 'payments', tier: '1' }, remove_tags: [] }
    },
    {
      method: 'PATCH',
      path: ['tags', sandbox.org, 'environment', PRODUCTION_ENVIRONMENT],
      body: { set_tags: { owner: 'ops=team' }, remove_tags: [] }
    },
    {
      method: 'PATCH',
      path: ['tags', sandbox.org, 'environment', PRODUCTION_ENVIRONMENT],
      body: { set_tags: {}, remove_tags: ['owner', 'stale'] }
    },
    {
      method: 'PATCH',
      path: ['tags', sandbox.org, 'flow', WEB_APP_FLOW],
      body: { set_tags: { 'a.b~c': '' }, remove_tags: ['tier'] }
    }
  ])
  expect(sandbox.store.flows.get(WEB_APP_FLOW)?.tags).toMatchObject({
    team: 'payments',
    'a.b~c': ''
  })
  expect(sandbox.store.environments.get(PRODUCTION_ENVIRONMENT)?.tags).toEqual({})
})

specIt('sends only requests the published description accepts', async () => {
  const validate = createRequestValidator()
  for (const request of sandbox.requests) {
    expect({ path: request.path, errors: await validate(request) }).toEqual({
      path: request.path,
      errors: []
    })
  }
})
