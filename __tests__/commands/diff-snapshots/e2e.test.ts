/**
 * End to end: diff-snapshots as steps run in-process (kit/step.ts), against the
 * sandbox: a deploy's changes, two environments, scaling, refusals before any request, an
 * unknown snapshot, and an answer about other snapshots than those asked.
 */
import {
  ALLOWLISTED_FINGERPRINT,
  COMPLIANT_FINGERPRINT,
  PRODUCTION_ENVIRONMENT,
  STAGING_ENVIRONMENT
} from '../../../sandbox/fixtures.js'
import { recordReport } from '../../../sandbox/snapshots.js'
import { runStep } from '../../kit/step.js'
import { jsonOutput } from '../../kit/service-runs.js'
import { expectOneError, expectRefusedBeforeAnyRequest } from '../../kit/annotations.js'
import { serviceInputs } from '../../kit/examples.js'
import { useSandbox } from '../../kit/servers.js'

const sandbox = useSandbox({ resetEach: true })

const diff = (first: string, second: string) =>
  runStep({
    inputs: serviceInputs(sandbox, 'diff-snapshots', { 'snapshot-1': first, 'snapshot-2': second })
  })

interface Change {
  name: string
  fingerprint: string
  flow: string
}

describe('diff-snapshots', () => {
  it("says what a deploy added and removed, the summary reading it as the name's update", async () => {
    const result = await diff(`${PRODUCTION_ENVIRONMENT}~1`, PRODUCTION_ENVIRONMENT)
    expect(result.exitCode).toBe(0)
    const added = jsonOutput<Change[]>(result.outputs, 'added')
    const removed = jsonOutput<Change[]>(result.outputs, 'removed')
    expect(added.map(a => a.fingerprint)).toEqual([ALLOWLISTED_FINGERPRINT])
    expect(removed.map(a => a.name)).toEqual(['payments-api'])
    expect(result.summary).toMatch(
      /^## production#3 → production#4: 1 added, 1 removed, none changed\n/
    )
    expect(result.summary).toContain('🔁 updated')
    expect(sandbox.requests[0]?.query.get('snappish1')).toBe('production~1')
    expect(sandbox.requests[0]?.query.get('snappish2')).toBe('production')
  })

  it('compares two environments, and reports scaling as changed', async () => {
    const now = Date.now() / 1000
    recordReport(
      sandbox.store,
      STAGING_ENVIRONMENT,
      [
        { name: 'web-app-image', fingerprint: COMPLIANT_FINGERPRINT, creationTimestamps: [1, 2, 3] }
      ],
      now
    )
    const result = await diff(`${PRODUCTION_ENVIRONMENT}#4`, STAGING_ENVIRONMENT)
    expect(result.exitCode).toBe(0)
    expect(jsonOutput(result.outputs, 'changed')).toEqual([
      {
        name: 'web-app-image',
        fingerprint: COMPLIANT_FINGERPRINT,
        flow: 'web-app',
        'instances-1': 1,
        'instances-2': 3
      }
    ])
    expect(jsonOutput<Change[]>(result.outputs, 'removed').map(a => a.fingerprint)).toEqual([
      ALLOWLISTED_FINGERPRINT
    ])
    expect(result.summary).toContain('scaled 1 → 3')
  })

  it.each([
    ['snapshot-1', '#4', 'production'],
    ['snapshot-1', 'production#0', 'production'],
    ['snapshot-2', 'production', 'production@{now-1}'],
    ['snapshot-2', 'production', 'a/b~1']
  ])('refuses a bad %s before any request', async (input, first, second) => {
    const result = await diff(first, second)
    expectRefusedBeforeAnyRequest(result, sandbox.requests, new RegExp(`^Input "${input}" has `))
  })

  it('fails naming both snapshots when one does not exist', async () => {
    const [error] = expectOneError(
      await diff(`${PRODUCTION_ENVIRONMENT}#99`, PRODUCTION_ENVIRONMENT)
    )
    // The service's reason comes first, then the inputs to check.
    expect(error).toMatch(
      /^Snapshot '99' not found for environment 'production' \(.*\): check snapshot-1 and snapshot-2/
    )
  })

  it('refuses an answer about other snapshots than those asked', async () => {
    const response = await fetch(
      `${sandbox.baseUrl}/env-diff/${sandbox.org}?snappish1=${STAGING_ENVIRONMENT}&snappish2=${PRODUCTION_ENVIRONMENT}`,
      { headers: { authorization: `Bearer ${sandbox.token}` } }
    )
    const other = (await response.json()) as object
    sandbox.faults.add(
      { method: 'GET', path: `/env-diff/${sandbox.org}`, times: Infinity },
      { status: 200, body: other }
    )
    const [error] = expectOneError(
      await diff(`${PRODUCTION_ENVIRONMENT}#2`, PRODUCTION_ENVIRONMENT)
    )
    expect(error).toMatch(/whose environment is "staging"/)
  })

  it('refuses an answer whose ids name another environment in another form', async () => {
    const response = await fetch(
      `${sandbox.baseUrl}/env-diff/${sandbox.org}?snappish1=${STAGING_ENVIRONMENT}&snappish2=${PRODUCTION_ENVIRONMENT}`,
      { headers: { authorization: `Bearer ${sandbox.token}` } }
    )
    const answer = (await response.json()) as Record<string, { snapshot_id?: string | null }>
    for (const [side, id] of [
      ['snappish1', 'staging'],
      ['snappish2', 'staging~1']
    ] as const) {
      answer[side] = { ...answer[side], snapshot_id: id }
    }
    sandbox.faults.add(
      { method: 'GET', path: `/env-diff/${sandbox.org}`, times: Infinity },
      { status: 200, body: answer }
    )
    const [error] = expectOneError(
      await diff(PRODUCTION_ENVIRONMENT, `${PRODUCTION_ENVIRONMENT}~1`)
    )
    expect(error).toMatch(/whose environment is "staging"/)
  })

  it("takes the CLI's snapshots at a moment, sent as written", async () => {
    const run = await diff(`${PRODUCTION_ENVIRONMENT}@{now}`, PRODUCTION_ENVIRONMENT)
    expect(run.exitCode).toBe(0)
    expect(sandbox.requests.at(-1)?.query.get('snappish1')).toBe(`${PRODUCTION_ENVIRONMENT}@{now}`)
    sandbox.requests.splice(0)
    expectRefusedBeforeAnyRequest(
      await diff(`${PRODUCTION_ENVIRONMENT}@{yesterday}`, PRODUCTION_ENVIRONMENT),
      sandbox.requests,
      /^Input "snapshot-1" has "production@\{yesterday\}", which is not a snapshot of "production"; expected .*production@\{1\.days\.ago\}/
    )
  })
})
