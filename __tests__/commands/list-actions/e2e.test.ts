/**
 * End to end: list-actions as steps run in-process (kit/step.ts), against the
 * sandbox service: every action listed, the failing ones named.
 */
import { ACTION_COUNT, FAILING_ACTION_NAME } from '../../../sandbox/fixtures.js'
import { runStep } from '../../kit/step.js'
import { jsonOutput } from '../../kit/service-runs.js'
import { serviceInputs } from '../../kit/examples.js'
import { expectSkippedWithoutRequests } from '../../kit/posted.js'
import { useSandbox } from '../../kit/servers.js'

const sandbox = useSandbox({ resetEach: true })

const listActions = (extra: Record<string, string> = {}) =>
  runStep({ inputs: serviceInputs(sandbox, 'list-actions', extra) })

describe('list-actions', () => {
  it('lists every action and names the failing ones', async () => {
    const result = await listActions()
    expect(result.exitCode).toBe(0)
    expect(result.outputs).toMatchObject({ outcome: 'ok', count: String(ACTION_COUNT) })
    expect(jsonOutput<string[]>(result.outputs, 'failing')).toEqual([FAILING_ACTION_NAME])
    expect(result.stdout).toMatch(new RegExp(`::warning::.*${FAILING_ACTION_NAME}`))
    expect(result.summary).toContain(
      '| Action | Type | Triggers | State | Last success | Last failure |'
    )
    expect(result.summary).toMatch(new RegExp(`${FAILING_ACTION_NAME} \\| .* \\| ❌ failing`))
  })

  it('says none are failing when none are', async () => {
    for (const action of sandbox.store.actions) action.is_failing = false
    const result = await listActions()
    expect(jsonOutput<string[]>(result.outputs, 'failing')).toEqual([])
    expect(result.stdout).not.toMatch(/::warning::/)
  })

  it('asks nothing in a dry run without a token, and reports skipped', async () => {
    expectSkippedWithoutRequests(
      await listActions({ 'api-token': '', 'dry-run': 'true' }),
      sandbox.requests
    )
  })
})
