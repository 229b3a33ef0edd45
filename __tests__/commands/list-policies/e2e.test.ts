/**
 * End to end: list-policies as steps run in-process (kit/step.ts), against the
 * sandbox: it lists every policy with its latest version and the environments using it, a
 * policy made by create-policy and attached by attach-policy included.
 */
import { SEED, STAGING_ENVIRONMENT } from '../../../sandbox/fixtures.js'
import { runStep } from '../../kit/step.js'
import { fixture, serviceInputs } from '../../kit/examples.js'
import { useSandbox } from '../../kit/servers.js'

const sandbox = useSandbox({ resetEach: true })

describe('list-policies as steps', () => {
  it('lists every policy with its version and the environments using it', async () => {
    for (const [command, inputs] of [
      [
        'create-policy',
        { policy: 'production-ready', 'policy-file': fixture('policies/production.yml') }
      ],
      ['attach-policy', { environment: STAGING_ENVIRONMENT, policies: 'production-ready' }]
    ] as const) {
      const run = await runStep({ inputs: serviceInputs(sandbox, command, inputs) })
      expect(run.exitCode).toBe(0)
    }
    const run = await runStep({ inputs: serviceInputs(sandbox, 'list-policies') })
    expect(run.exitCode).toBe(0)
    expect(run.outputs.count).toBe(String(SEED.policies.length + 1))
    const result = JSON.parse(run.outputs.result ?? '') as {
      name: string
      versions: { policy_yaml: string }[]
    }[]
    expect(result.at(-1)?.versions[0]?.policy_yaml).toContain(
      '_schema: https://kosli.com/schemas/policy/environment/v1'
    )
    expect(run.summary).toContain(`| production-ready | 1 | \`${STAGING_ENVIRONMENT}\` |`)
    expect(run.summary).toContain('| prod-requirements | 3 | `production` |')
  })
})
