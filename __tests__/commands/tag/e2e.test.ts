/**
 * End to end: tag through the bundled dist/index.js under Node 24, against the sandbox: it
 * changes the tags through its own action and the root one, prints its PATCH in a dry run,
 * and refuses keys and values the service would refuse before any request.
 */
import { PRODUCTION_ENVIRONMENT, WEB_APP_FLOW } from '../../../sandbox/fixtures.js'
import { runAction } from '../../../tools/run-action.js'
import { annotations, expectRefusedBeforeAnyRequest } from '../../kit/annotations.js'
import { serviceInputs } from '../../kit/examples.js'
import { useSandbox } from '../../kit/servers.js'
import { useStepHosts } from '../../kit/step-hosts.js'

useStepHosts()

const sandbox = useSandbox({ resetEach: true })

const tag = (extra: Record<string, string>) =>
  runAction({
    inputs: serviceInputs(sandbox, 'tag', {
      'resource-type': 'flow',
      resource: WEB_APP_FLOW,
      ...extra
    })
  })

describe('tag through dist/index.js', () => {
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
    const run = await runAction({ subAction: 'tag', inputs })
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
      /^Input "resource-type" has "pipeline", which cannot be tagged here; expected flow or environment/
    ],
    [
      'a resource type the CLI tags and this step does not',
      { 'resource-type': 'repo', set: 'a=b' },
      /^Input "resource-type" has "repo", which the vendor CLI's kosli tag tags but this step does not; expected flow or environment/
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
