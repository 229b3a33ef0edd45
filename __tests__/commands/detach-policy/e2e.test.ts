/**
 * End to end: detach-policy as steps run in-process (kit/step.ts), against the
 * sandbox: it detaches the policies named through its own action and leaves the others,
 * re-running it changes nothing, a dry run prints the DELETE with its body, and bad names
 * are refused before any request.
 */
import { PRODUCTION_ENVIRONMENT } from '../../../sandbox/fixtures.js'
import { type ActionRun } from '../../../tools/run-action.js'
import { runStep } from '../../kit/step.js'
import { expectRefusedBeforeAnyRequest } from '../../kit/annotations.js'
import { serviceInputs } from '../../kit/examples.js'
import { useSandbox } from '../../kit/servers.js'

const sandbox = useSandbox({ resetEach: true })

const detach = (extra: Record<string, string>): Promise<ActionRun> =>
  runStep({
    inputs: serviceInputs(sandbox, 'detach-policy', {
      environment: PRODUCTION_ENVIRONMENT,
      ...extra
    })
  })

const attached = () => sandbox.store.environments.get(PRODUCTION_ENVIRONMENT)?.policies

describe('detach-policy as steps', () => {
  it('detaches the policies named through its own action, and leaves the others', async () => {
    const env = sandbox.store.environments.get(PRODUCTION_ENVIRONMENT)
    if (env) env.policies.push('has-unit-tests')
    const inputs = Object.fromEntries(
      Object.entries(
        serviceInputs(sandbox, 'detach-policy', {
          environment: PRODUCTION_ENVIRONMENT,
          policies: 'prod-requirements'
        })
      ).filter(([name]) => name !== 'command')
    )
    const run = await runStep({ subAction: 'detach-policy', inputs })
    expect(run.exitCode).toBe(0)
    expect(attached()).toEqual(['has-unit-tests'])
    expect(run.summary).toContain('## Policies detached from production')

    const again = await runStep({ subAction: 'detach-policy', inputs })
    expect(again.exitCode).toBe(0)
    expect(attached()).toEqual(['has-unit-tests'])
  })

  it('prints the DELETE and its body in a dry run and sends nothing', async () => {
    const run = await detach({ policies: 'prod-requirements', 'dry-run': 'true' })
    expect(run.outputs.outcome).toBe('skipped')
    expect(run.stdout).toContain(
      `Dry run: would DELETE /environments/${sandbox.org}/${PRODUCTION_ENVIRONMENT}/policies as application/json; nothing was sent.`
    )
    expect(JSON.parse(run.outputs.result ?? '')).toEqual({ policy_names: ['prod-requirements'] })
    expect(sandbox.requests).toEqual([])
  })

  it.each<[string, Record<string, string>, RegExp]>([
    ['no policies', { policies: '' }, /^Input "policies" is empty; expected policy names/],
    ['a dot segment', { policies: '..' }, /^Input "policies" has "\.\.", a dot segment/]
  ])('refuses %s with one sentence and sends nothing', async (_, extra, message) => {
    expectRefusedBeforeAnyRequest(await detach(extra), sandbox.requests, message)
  })
})
