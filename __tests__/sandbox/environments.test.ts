/**
 * The sandbox's environments and policies as other sandbox modules read them: the policies
 * attached to an environment with their latest YAML (what snapshots are judged by), whether
 * an environment exists, and the YAML a policy is made from.
 */
import {
  attachedPolicies,
  environmentExists,
  rulesOfPolicyYaml
} from '../../sandbox/environments.js'
import { PRODUCTION_ENVIRONMENT, STAGING_ENVIRONMENT } from '../../sandbox/fixtures.js'
import { useSandbox } from '../kit/servers.js'

const sandbox = useSandbox({ resetEach: true })

const call = (method: string, path: string, body: unknown) =>
  fetch(`${sandbox.baseUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${sandbox.token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body)
  })

it("gives an environment's attached policies with their latest YAML, as attached and detached", async () => {
  const [seeded] = attachedPolicies(sandbox.org, PRODUCTION_ENVIRONMENT)
  expect(seeded?.name).toBe('prod-requirements')
  expect(rulesOfPolicyYaml(seeded?.yaml ?? '')).toEqual(
    sandbox.store.policies.get('prod-requirements')?.rules
  )
  expect(attachedPolicies(sandbox.org, STAGING_ENVIRONMENT)).toEqual([])

  const path = `/environments/${sandbox.org}/${STAGING_ENVIRONMENT}/policies`
  expect((await call('POST', path, { policy_names: ['has-unit-tests'] })).status).toBe(200)
  expect(attachedPolicies(sandbox.org, STAGING_ENVIRONMENT).map(p => p.name)).toEqual([
    'has-unit-tests'
  ])
  expect((await call('DELETE', path, { policy_names: ['has-unit-tests'] })).status).toBe(200)
  expect(attachedPolicies(sandbox.org, STAGING_ENVIRONMENT)).toEqual([])
  expect(attachedPolicies('other-org', PRODUCTION_ENVIRONMENT)).toEqual([])
})

it('says whether an environment exists, a created one included', async () => {
  expect(environmentExists(sandbox.org, 'qa')).toBe(false)
  const created = await call('PUT', `/environments/${sandbox.org}`, {
    name: 'qa',
    type: 'server',
    description: ''
  })
  expect(created.status).toBe(201)
  expect(environmentExists(sandbox.org, 'qa')).toBe(true)
  expect(environmentExists(sandbox.org, PRODUCTION_ENVIRONMENT)).toBe(true)
  expect(environmentExists('other-org', PRODUCTION_ENVIRONMENT)).toBe(false)
})

it('refuses policy YAML that is not an environment policy, naming where', () => {
  expect(rulesOfPolicyYaml('artifacts: {}\n')).toEqual({
    problem: expect.stringMatching(/^policy_file is not an environment policy: _schema/) as string
  })
  expect(
    rulesOfPolicyYaml(
      '_schema: https://kosli.com/schemas/policy/environment/v1\nartifacts:\n  trail_compliance: {}\n'
    )
  ).toEqual({ problem: expect.stringMatching(/artifacts/) as string })
})
