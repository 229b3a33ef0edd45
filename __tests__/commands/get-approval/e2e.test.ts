/**
 * End to end: get-approval as steps run in-process (kit/step.ts), against the
 * sandbox service: a read, and a deployment gate with fail-unless-approved.
 */
import {
  APPROVAL_FLOW,
  APPROVAL_NUMBERS,
  UNKNOWN_APPROVAL_NUMBER
} from '../../../sandbox/fixtures.js'
import { runStep } from '../../kit/step.js'
import { jsonOutput } from '../../kit/service-runs.js'
import { annotations } from '../../kit/annotations.js'
import { serviceInputs } from '../../kit/examples.js'
import { useSandbox } from '../../kit/servers.js'

const sandbox = useSandbox({ resetEach: true })

const getApproval = (extra: Record<string, string>) =>
  runStep({ inputs: serviceInputs(sandbox, 'get-approval', extra) })

describe('get-approval', () => {
  it('reads an approval without gating: outcome ok even when not approved', async () => {
    const result = await getApproval({
      flow: APPROVAL_FLOW,
      'approval-number': String(APPROVAL_NUMBERS.UNAPPROVED)
    })
    expect(result.exitCode).toBe(0)
    expect(result.outputs).toMatchObject({ outcome: 'ok', state: 'UNAPPROVED', approved: 'false' })
    expect(jsonOutput<{ release_number: number }>(result.outputs, 'result').release_number).toBe(
      APPROVAL_NUMBERS.UNAPPROVED
    )
    expect(annotations(result.stdout)).toEqual([])
  })

  it('passes the gate for an APPROVED approval: outcome compliant', async () => {
    const result = await getApproval({
      flow: APPROVAL_FLOW,
      'approval-number': String(APPROVAL_NUMBERS.APPROVED),
      'fail-unless-approved': 'true'
    })
    expect(result.exitCode).toBe(0)
    expect(result.outputs).toMatchObject({
      outcome: 'compliant',
      state: 'APPROVED',
      approved: 'true'
    })
    expect(result.summary.split('\n')[0]).toMatch(/^## ✅ Approved: approval \d+ of flow /)
    expect(result.summary).toContain('| Reviewer | State | Comment | When |')
  })

  it('fails the gate for an UNAPPROVED approval, naming each reviewer and their state', async () => {
    const approval = sandbox.store.approvals.find(
      a => a.flow === APPROVAL_FLOW && a.number === APPROVAL_NUMBERS.UNAPPROVED
    )
    const result = await getApproval({
      flow: APPROVAL_FLOW,
      'approval-number': String(APPROVAL_NUMBERS.UNAPPROVED),
      'fail-unless-approved': 'true'
    })
    expect(result.exitCode).not.toBe(0)
    expect(result.outputs).toMatchObject({
      outcome: 'non-compliant',
      state: 'UNAPPROVED',
      approved: 'false'
    })
    const errors = annotations(result.stdout)
    expect(errors).toHaveLength(1)
    expect(approval?.reviews.length).toBeGreaterThan(0)
    for (const review of approval?.reviews ?? [])
      expect(errors[0]).toContain(`${review.by} ${review.state}`)
    expect(errors[0]).toMatch(/is UNAPPROVED, not APPROVED/)
  })

  it('fails the gate for a PENDING approval nobody has reviewed', async () => {
    const result = await getApproval({
      flow: APPROVAL_FLOW,
      'approval-number': String(APPROVAL_NUMBERS.PENDING),
      'fail-unless-approved': 'true'
    })
    expect(result.exitCode).not.toBe(0)
    expect(result.outputs.outcome).toBe('non-compliant')
    expect(annotations(result.stdout)[0]).toMatch(
      /is PENDING, not APPROVED \(nobody has reviewed it yet\)/
    )
  })

  it('only warns in a dry run', async () => {
    const result = await getApproval({
      flow: APPROVAL_FLOW,
      'approval-number': String(APPROVAL_NUMBERS.PENDING),
      'fail-unless-approved': 'true',
      'dry-run': 'true'
    })
    expect(result.exitCode).toBe(0)
    expect(result.outputs.outcome).toBe('non-compliant')
    expect(result.stdout).toMatch(/::warning::Dry run: .*PENDING/)
  })

  it('fails with outcome error for an unknown approval', async () => {
    const result = await getApproval({
      flow: APPROVAL_FLOW,
      'approval-number': String(UNKNOWN_APPROVAL_NUMBER)
    })
    expect(result.exitCode).not.toBe(0)
    expect(result.outputs.outcome).toBe('error')
    expect(annotations(result.stdout)[0]).toMatch(
      new RegExp(
        `^Approval number ${UNKNOWN_APPROVAL_NUMBER} not found in flow '${APPROVAL_FLOW}' .*: check flow and approval-number`
      )
    )
  })
})
