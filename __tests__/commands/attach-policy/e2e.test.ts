/**
 * End to end: attach-policy as steps run in-process (kit/step.ts), against the
 * sandbox: it attaches policies through its own action (an assert against the environment is
 * then judged by them), re-running it attaches nothing twice, an unknown policy fails naming
 * it and changes nothing, a dry run prints the POST, and bad names are refused before any
 * request.
 */
import { NON_COMPLIANT_FINGERPRINT, STAGING_ENVIRONMENT } from '../../../sandbox/fixtures.js'
import { type ActionRun } from '../../../tools/run-action.js'
import { runStep } from '../../kit/step.js'
import { annotations, expectRefusedBeforeAnyRequest } from '../../kit/annotations.js'
import { serviceInputs } from '../../kit/examples.js'
import { useSandbox } from '../../kit/servers.js'

const sandbox = useSandbox({ resetEach: true })

const attach = (extra: Record<string, string>): Promise<ActionRun> =>
  runStep({
    inputs: serviceInputs(sandbox, 'attach-policy', { environment: STAGING_ENVIRONMENT, ...extra })
  })

const attached = () => sandbox.store.environments.get(STAGING_ENVIRONMENT)?.policies

describe('attach-policy as steps', () => {
  it('attaches the policies through its own action, and an assert is then judged by them', async () => {
    const inputs = Object.fromEntries(
      Object.entries(
        serviceInputs(sandbox, 'attach-policy', {
          environment: STAGING_ENVIRONMENT,
          policies: 'prod-requirements, has-unit-tests'
        })
      ).filter(([name]) => name !== 'command')
    )
    const run = await runStep({ subAction: 'attach-policy', inputs })
    expect(run.exitCode).toBe(0)
    expect(run.outputs.policies).toBe('["prod-requirements","has-unit-tests"]')
    expect(attached()).toEqual(['prod-requirements', 'has-unit-tests'])
    expect(run.summary).toContain('**Policies:** `prod-requirements`, `has-unit-tests`')

    const assert = await runStep({
      inputs: serviceInputs(sandbox, 'assert-artifact', {
        fingerprint: NON_COMPLIANT_FINGERPRINT,
        environment: STAGING_ENVIRONMENT
      })
    })
    expect(assert.outputs.scope).toBe('environment')
  })

  it('attaches nothing twice when re-run', async () => {
    await attach({ policies: 'has-unit-tests' })
    await attach({ policies: 'has-unit-tests\nhas-unit-tests' })
    expect(attached()).toEqual(['has-unit-tests'])
    expect(JSON.parse(sandbox.requests.at(-1)?.body.toString('utf8') ?? '')).toEqual({
      policy_names: ['has-unit-tests']
    })
  })

  it('fails naming an unknown policy, and attaches none of those named', async () => {
    const run = await attach({ policies: 'has-unit-tests, no-such-policy' })
    expect(run.exitCode).toBe(1)
    // The service's reason first, then the input to check.
    expect(annotations(run.stdout)[0]).toMatch(
      /^Policy 'no-such-policy' not found in organization 'acme' \(.*answered 404.*\): check the policies input\.$/
    )
    expect(attached()).toEqual([])
  })

  it('prints the POST in a dry run and sends nothing', async () => {
    const run = await attach({ policies: 'has-unit-tests', 'dry-run': 'true' })
    expect(run.outputs.outcome).toBe('skipped')
    expect(run.stdout).toContain(
      `Dry run: would POST /environments/${sandbox.org}/${STAGING_ENVIRONMENT}/policies as application/json; nothing was sent.`
    )
    expect(sandbox.requests).toEqual([])
  })

  it.each<[string, Record<string, string>, RegExp]>([
    ['no policies', { policies: ' , ' }, /^Input "policies" is empty; expected policy names/],
    [
      'a policy name with a path separator',
      { policies: 'a/b' },
      /^Input "policies" has "a\/b", which contains a path separator/
    ],
    ['no environment', { environment: '', policies: 'x' }, /^Input "environment" is empty/]
  ])('refuses %s with one sentence and sends nothing', async (_, extra, message) => {
    expectRefusedBeforeAnyRequest(await attach(extra), sandbox.requests, message)
  })
})
