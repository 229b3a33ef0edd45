/**
 * Contract: tag's PATCH, for a flow, an environment, a control and a repository, with set and
 * unset alone and together, validates against the published description (TagPatchInput),
 * and its path spells the resource types as the reference CLI sends them. A repository given
 * by name is first read with the reference CLI's lookup, `GET /repos/{org}/{owner}/{name}`,
 * which the description does not publish.
 */
import { PRODUCTION_ENVIRONMENT, REPOS, WEB_APP_FLOW } from '../../../sandbox/fixtures.js'
import { runStep } from '../../kit/step.js'
import { expectPublishedRequests, loadSpec, matchOperation, specIt } from '../../kit/openapi.js'
import { serviceInputs } from '../../kit/examples.js'
import { useSandbox } from '../../kit/servers.js'

const sandbox = useSandbox()

const runs: Record<string, string>[] = [
  { 'resource-type': 'flow', resource: WEB_APP_FLOW, set: 'team=payments, tier=1' },
  { 'resource-type': 'environment', resource: PRODUCTION_ENVIRONMENT, set: 'owner=ops=team' },
  { 'resource-type': 'env', resource: PRODUCTION_ENVIRONMENT, unset: 'owner\nstale' },
  { 'resource-type': 'flow', resource: WEB_APP_FLOW, set: 'a.b~c=', unset: 'tier' },
  { 'resource-type': 'control', resource: 'RCTL-043', set: 'owner=risk' },
  { 'resource-type': 'repo', resource: REPOS[0]?.name ?? '', provider: 'github', set: 'tier=1' }
]

const isLookup = (request: { method: string }) => request.method === 'GET'

beforeAll(async () => {
  for (const extra of runs) {
    const run = await runStep({ inputs: serviceInputs(sandbox, 'tag', extra) })
    expect(run.outputs.outcome).toBe('ok')
  }
}, 60_000)

it('sends one PATCH per run, with the body its inputs say', () => {
  const repoId = [...sandbox.store.repos.values()].find(repo => repo.name === REPOS[0]?.name)?.id
  const sent = sandbox.requests
    .filter(request => !isLookup(request))
    .map(request => ({
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
    },
    {
      method: 'PATCH',
      path: ['tags', sandbox.org, 'control', 'RCTL-043'],
      body: { set_tags: { owner: 'risk' }, remove_tags: [] }
    },
    {
      method: 'PATCH',
      path: ['tags', sandbox.org, 'repo', repoId],
      body: { set_tags: { tier: '1' }, remove_tags: [] }
    }
  ])
  expect(sandbox.store.flows.get(WEB_APP_FLOW)?.tags).toMatchObject({
    team: 'payments',
    'a.b~c': ''
  })
  expect(sandbox.store.environments.get(PRODUCTION_ENVIRONMENT)?.tags).toEqual({})
})

specIt('looks a repository up as the reference CLI does, by a path the description lacks', () => {
  const lookups = sandbox.requests.filter(isLookup)
  expect(lookups.map(request => request.url.replace('/api/v2', ''))).toEqual([
    `/repos/${sandbox.org}/${REPOS[0]?.name}?provider=github`
  ])
  // Had the description published it, this contract should validate against it instead.
  const path = lookups[0]?.path.replace('/api/v2', '') ?? ''
  expect(matchOperation(loadSpec(), 'GET', path)).toBeUndefined()
})

specIt('sends only requests the published description accepts', async () => {
  await expectPublishedRequests(sandbox.requests.filter(request => !isLookup(request)))
})
