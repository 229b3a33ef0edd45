/**
 * End to end: tag as steps run in-process (kit/step.ts), against the sandbox: it
 * changes the tags through its own action and the root one, prints its PATCH in a dry run,
 * and refuses keys and values the service would refuse before any request. A control is
 * tagged by its identifier; a repository by the internal id that repo-id gives or its lookup
 * finds, and a lookup answering another repository tags nothing. A 404 on the lookup
 * names its cause: the repository, the org, or a base-url that reaches no route.
 */
import { PRODUCTION_ENVIRONMENT, REPOS, WEB_APP_FLOW } from '../../../sandbox/fixtures.js'
import { runStep } from '../../kit/step.js'
import { annotations, expectRefusedBeforeAnyRequest } from '../../kit/annotations.js'
import { serviceInputs } from '../../kit/examples.js'
import { useSandbox } from '../../kit/servers.js'

const sandbox = useSandbox({ resetEach: true })

const tag = (extra: Record<string, string>) =>
  runStep({
    inputs: serviceInputs(sandbox, 'tag', {
      'resource-type': 'flow',
      resource: WEB_APP_FLOW,
      ...extra
    })
  })

describe('tag as steps', () => {
  it("sets and removes a flow's tags through its own action", async () => {
    const flow = sandbox.store.flows.get(WEB_APP_FLOW)
    if (flow) flow.tags.legacy = 'yes'
    const inputs = Object.fromEntries(
      Object.entries(
        serviceInputs(sandbox, 'tag', {
          'resource-type': 'flow',
          resource: WEB_APP_FLOW,
          set: 'team=payments',
          unset: 'legacy'
        })
      ).filter(([name]) => name !== 'command')
    )
    const run = await runStep({ subAction: 'tag', inputs })
    expect(run.exitCode).toBe(0)
    expect(run.outputs.outcome).toBe('ok')
    const tags = sandbox.store.flows.get(WEB_APP_FLOW)?.tags
    expect(tags).toMatchObject({ team: 'payments' })
    expect(tags).not.toHaveProperty('legacy')
    expect(run.summary).toContain('**Removed:** `legacy`')
  })

  it('prints the PATCH in a dry run and sends nothing', async () => {
    const run = await tag({ set: 'team=payments', 'dry-run': 'true' })
    expect(run.exitCode).toBe(0)
    expect(run.outputs.outcome).toBe('skipped')
    expect(run.stdout).toContain(
      `Dry run: would PATCH /tags/${sandbox.org}/flow/${WEB_APP_FLOW} as application/json; nothing was sent.`
    )
    expect(JSON.parse(run.outputs.result ?? '')).toEqual({
      set_tags: { team: 'payments' },
      remove_tags: []
    })
    expect(sandbox.requests).toEqual([])
  })

  it("takes the CLI's plural spellings, and sends the service's", async () => {
    const flows = await tag({ 'resource-type': 'flows', set: 'team=payments' })
    const environments = await tag({
      'resource-type': 'environments',
      resource: PRODUCTION_ENVIRONMENT,
      set: 'owner=ops'
    })
    expect([flows.exitCode, environments.exitCode]).toEqual([0, 0])
    expect(sandbox.requests.map(request => request.path)).toEqual([
      `/api/v2/tags/${sandbox.org}/flow/${WEB_APP_FLOW}`,
      `/api/v2/tags/${sandbox.org}/environment/${PRODUCTION_ENVIRONMENT}`
    ])
    expect(sandbox.store.flows.get(WEB_APP_FLOW)?.tags).toMatchObject({ team: 'payments' })
  })

  it('fails naming the flow when the service does not know it', async () => {
    const run = await tag({ resource: 'no-such-flow', set: 'a=b' })
    expect(run.exitCode).toBe(1)
    expect(annotations(run.stdout)[0]).toMatch(/404.*no-such-flow/)
  })

  it.each<[string, Record<string, string>, RegExp]>([
    ['no change', {}, /^Input "set" is empty and so is unset; expected /],
    [
      'a resource type it cannot tag',
      { 'resource-type': 'pipeline', set: 'a=b' },
      /^Input "resource-type" has "pipeline", which cannot be tagged here; expected flow, environment, control or repo\./
    ],
    [
      'a provider for a flow',
      { provider: 'github', set: 'a=b' },
      /^Input "provider" is given for a flow; expected provider only when resource-type is repo\./
    ],
    [
      'a repo-id for an environment',
      { 'resource-type': 'env', resource: PRODUCTION_ENVIRONMENT, 'repo-id': 'x', set: 'a=b' },
      /^Input "repo-id" is given for an environment; expected repo-id only when resource-type is repo\./
    ],
    [
      'a repository given both by name and by id',
      { 'resource-type': 'repo', resource: 'acme/web-app', 'repo-id': 'abc', set: 'a=b' },
      /^Input "repo-id" is given with resource; expected one of them, not both\./
    ],
    [
      'a provider with a repository id',
      { 'resource-type': 'repo', resource: '', 'repo-id': 'abc', provider: 'github', set: 'a=b' },
      /^Input "provider" is given with repo-id; expected provider only with a repository name in resource\./
    ],
    [
      'a repository with neither name nor id',
      { 'resource-type': 'repo', resource: '', set: 'a=b' },
      /^Input "resource" is empty and so is repo-id; expected a repository name such as acme\/web-app/
    ],
    [
      'a repository name without its owner',
      { 'resource-type': 'repo', resource: 'web-app', set: 'a=b' },
      /^Input "resource" has "web-app", which is not a repository name; expected a repository name such as acme\/web-app/
    ],
    [
      'a repository name with a dot segment',
      { 'resource-type': 'repo', resource: 'acme/../web-app', set: 'a=b' },
      /^Input "resource" has "acme\/..\/web-app", which is not a repository name; expected /
    ],
    [
      'a provider the service does not know',
      { 'resource-type': 'repo', resource: 'acme/web-app', provider: 'GitHub', set: 'a=b' },
      /^Input "provider" has "GitHub", which is not one of the choices; expected one of github, gitlab, bitbucket, azure-devops, circleci\./
    ],
    [
      'a control identifier of two lines',
      { 'resource-type': 'control', resource: 'RCTL-043\nRCTL-044', set: 'a=b' },
      /^Input "resource" has "RCTL-043 RCTL-044", which is not a control identifier; expected /
    ],
    [
      'an entry that is not key=value',
      { set: 'team' },
      /^Input "set" has "team", which is not key=value; expected /
    ],
    [
      'a key the service refuses',
      { set: '-team=a' },
      /^Input "set" has the key "-team", which the service refuses; expected /
    ],
    [
      'a key to unset the service refuses',
      { unset: 'team name' },
      /^Input "unset" has the key "team name", which the service refuses; expected /
    ],
    ['a key given twice', { set: 'a=1,a=2' }, /^Input "set" gives the key "a" twice; expected /],
    [
      'a key both set and unset',
      { set: 'a=1', unset: 'a' },
      /^Input "unset" has "a", which set also gives; expected each key in set or unset/
    ]
  ])('refuses %s with one sentence and sends nothing', async (_, extra, message) => {
    expectRefusedBeforeAnyRequest(await tag(extra), sandbox.requests, message)
  })
})

describe('tag of a control and of a repository', () => {
  const WEB_APP_REPO = REPOS[0]?.name ?? ''
  /** Sets a=1 on the example repository, looked up by its name. */
  const tagRepo = (extra: Record<string, string> = {}) =>
    tag({ 'resource-type': 'repo', resource: WEB_APP_REPO, set: 'a=1', ...extra })
  const repoOf = (name: string) => [...sandbox.store.repos.values()].find(r => r.name === name)

  it('tags a control by its identifier', async () => {
    const run = await tag({ 'resource-type': 'control', resource: 'RCTL-043', set: 'owner=risk' })
    expect(run.exitCode).toBe(0)
    expect(sandbox.requests.map(request => request.path)).toEqual([
      `/api/v2/tags/${sandbox.org}/control/RCTL-043`
    ])
    expect(sandbox.store.controls.get('RCTL-043')?.tags).toEqual({ owner: 'risk' })
  })

  it('looks a repository up by its name, then tags it by its internal id', async () => {
    const repo = repoOf(WEB_APP_REPO)
    const run = await tag({ 'resource-type': 'repos', resource: WEB_APP_REPO, set: 'tier=1' })
    expect(run.exitCode).toBe(0)
    expect(sandbox.requests.map(request => `${request.method} ${request.path}`)).toEqual([
      `GET /api/v2/repos/${sandbox.org}/${WEB_APP_REPO}`,
      `PATCH /api/v2/tags/${sandbox.org}/repo/${repo?.id}`
    ])
    expect(repo?.tags).toEqual({ tier: '1' })
    expect(run.outputs['repo-id']).toBe(repo?.id)
    expect(run.stdout).toContain(`Repository "${WEB_APP_REPO}" has the id "${repo?.id}".`)
    expect(run.summary).toContain(`**Repository id:** \`${repo?.id}\``)
  })

  it('asks for the provider given, and tags by repo-id without a lookup', async () => {
    const repo = repoOf(WEB_APP_REPO)
    const byName = await tagRepo({ provider: 'github' })
    const byId = await tag({
      'resource-type': 'repo',
      resource: '',
      'repo-id': repo?.id ?? '',
      unset: 'a'
    })
    expect([byName.exitCode, byId.exitCode]).toEqual([0, 0])
    expect([byName.outputs['repo-id'], byId.outputs['repo-id']]).toEqual([repo?.id, repo?.id])
    expect(sandbox.requests.map(request => `${request.method} ${request.url}`)).toEqual([
      `GET /api/v2/repos/${sandbox.org}/${WEB_APP_REPO}?provider=github`,
      `PATCH /api/v2/tags/${sandbox.org}/repo/${repo?.id}`,
      `PATCH /api/v2/tags/${sandbox.org}/repo/${repo?.id}`
    ])
    expect(repo?.tags).toEqual({})
  })

  it('fails naming the repository the service does not know, and tags nothing', async () => {
    const run = await tag({ 'resource-type': 'repo', resource: 'acme/no-such-repo', set: 'a=1' })
    expect(run.exitCode).toBe(1)
    expect(annotations(run.stdout)).toEqual([
      expect.stringMatching(
        /^Repo 'acme\/no-such-repo' not found in organization '[^']+' \(the compliance service answered 404 to GET \/api\/v2\/repos\/[^/]+\/acme\/no-such-repo\): nothing was tagged; check the name .*give repo-id\.$/
      )
    ])
    expect(sandbox.requests.map(request => request.method)).toEqual(['GET'])
  })

  it('names the org, not the repository, when the service does not know the org', async () => {
    const run = await tagRepo({ org: 'acmee' })
    expect(run.exitCode).toBe(1)
    expect(annotations(run.stdout)).toEqual([
      expect.stringMatching(
        /^Organization 'acmee' not found \(the compliance service answered 404 to GET \/api\/v2\/repos\/acmee\/\S+\): check the org input, /
      )
    ])
    expect(sandbox.requests.map(request => request.method)).toEqual(['GET'])
  })

  it('says base-url is probably wrong when the lookup reaches no route of the service', async () => {
    const run = await tagRepo({ 'base-url': `${sandbox.origin}/v1/api/v2` })
    expect(run.exitCode).toBe(1)
    expect(annotations(run.stdout)).toEqual([
      expect.stringMatching(
        /^The base-url input is probably wrong: the compliance service has no route for GET \/v1\/api\/v2\/repos\//
      )
    ])
    expect(sandbox.requests.some(request => request.method === 'PATCH')).toBe(false)
  })

  it("fails with the service's answer when repositories of several providers share the name", async () => {
    const repo = repoOf(WEB_APP_REPO)
    if (repo) sandbox.store.repos.set('mirror', { ...repo, id: 'mirror', provider: 'gitlab' })
    const run = await tagRepo()
    expect(run.exitCode).toBe(1)
    expect(annotations(run.stdout)[0]).toMatch(/400.*Several repos are named/)
    expect(sandbox.requests.map(request => request.method)).toEqual(['GET'])
  })

  it.each<[string, Record<string, unknown>, string]>([
    [
      'another repository',
      { id: 'abc123', name: 'acme/payments' },
      'whose name is "acme/payments"'
    ],
    [
      'a repository of another provider',
      { id: 'abc123', name: 'acme/web-app', provider: 'gitlab' },
      'whose provider is "gitlab"'
    ],
    ['no id', { name: 'acme/web-app' }, 'without an id'],
    [
      'an id that is no id',
      { id: '../flows/x', name: 'acme/web-app' },
      'a repository id that is not an id'
    ]
  ])('refuses a lookup answered with %s, and tags nothing', async (_, body, answered) => {
    sandbox.faults.add(
      { method: 'GET', path: /^\/repos\//, times: Infinity },
      { status: 200, body }
    )
    const run = await tagRepo({ provider: 'github' })
    expect(run.exitCode).toBe(1)
    expect(annotations(run.stdout)[0]).toContain(
      `Repository "${WEB_APP_REPO}" of github was looked up, but the service answered a`
    )
    expect(annotations(run.stdout)[0]).toContain(answered)
    expect(sandbox.requests.filter(request => request.method === 'PATCH')).toEqual([])
  })

  it('prints the PATCH by name in a dry run without a token, saying so', async () => {
    const run = await runStep({
      inputs: {
        ...serviceInputs(sandbox, 'tag', {
          'resource-type': 'repo',
          resource: WEB_APP_REPO,
          set: 'a=1'
        }),
        'api-token': '',
        'dry-run': 'true'
      }
    })
    expect(run.exitCode).toBe(0)
    expect(run.stdout).toContain(
      `Repository "${WEB_APP_REPO}" is not looked up in a dry run without a token: the PATCH names it by its name, where a run names it by its id.`
    )
    expect(run.stdout).toContain(
      `Dry run: would PATCH /tags/${sandbox.org}/repo/${WEB_APP_REPO} as application/json`
    )
    expect(run.outputs['repo-id']).toBeUndefined()
    expect(sandbox.requests).toEqual([])
  })
})
