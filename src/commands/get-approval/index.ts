/**
 * get-approval: the state of a release approval. With fail-unless-approved it is a
 * deployment gate: the step fails unless the approval is APPROVED, naming each reviewer's
 * state, and `outcome` is compliant or non-compliant, as for assert-artifact.
 */
import { InputError } from '../../inputs/input-error.js'
import { readBoolean, readInteger, readName } from '../../inputs/parse.js'
import type { InputSource } from '../../inputs/source.js'
import { getApproval } from '../../service/approvals.js'
import { explainRead } from '../../service/identity.js'
import type { Approval } from '../../service/approvals.js'
import { APPROVED, renderApprovalSummary } from './summary.js'
import { skippedWithoutToken } from '../../action/skip.js'
import type { Command, CommandContext, CommandResult } from '../../action/command.js'

export interface GetApprovalInputs {
  flow: string
  number: number
  failUnlessApproved: boolean
}

/** Approval numbers are positive; the upper bound (a 32-bit integer) only stops typos. */
const MAX_APPROVAL_NUMBER = 2_147_483_647

function parseInputs(source: InputSource): GetApprovalInputs {
  const flow = readName(source, 'flow', true)
  const number = readInteger(source, 'approval-number', { min: 1, max: MAX_APPROVAL_NUMBER })
  if (number === undefined) {
    throw new InputError(
      'approval-number',
      'is empty',
      'the approval number, a whole number from 1'
    )
  }
  return { flow, number, failUnlessApproved: readBoolean(source, 'fail-unless-approved') }
}

async function run(inputs: GetApprovalInputs, context: CommandContext): Promise<CommandResult> {
  const service = context.service
  if (!service) return skippedWithoutToken(context.log, 'the approval was not asked for')
  const { org } = context.common
  const { flow, number } = inputs
  const approval = await explainRead(getApproval(service, { org, flow, number }), {
    about: ['approval'],
    missing: `Approval ${number} of flow "${flow}" is not known to org "${org}"`,
    notRecorded: `Approval ${number} of flow "${flow}" is not recorded in org "${org}"`,
    advice: 'check flow and approval-number'
  })
  const state = approval.state.toUpperCase()
  const approved = state === APPROVED
  const outputs = { state, approved: String(approved), result: JSON.stringify(approval) }
  const summary = renderApprovalSummary(approval, flow, number)
  const what = `Approval ${number} of flow "${flow}"`
  if (!inputs.failUnlessApproved) {
    context.log.info(`${what} is ${state}.`)
    return { outcome: 'ok', outputs, summary }
  }
  if (approved) {
    context.log.info(`${what} is APPROVED: the gate passes.`)
    return { outcome: 'compliant', outputs, summary }
  }
  return { outcome: 'non-compliant', outputs, summary, failure: describeRefusal(approval, what) }
}

/** One message naming the overall state and each reviewer's state and comment. */
function describeRefusal(approval: Approval, what: string): string {
  const reviews = (approval.approvals ?? []).map(review => {
    const comment = review.comment ? ` ("${review.comment.replace(/\s+/g, ' ').trim()}")` : ''
    return `${review.approved_by ?? 'someone'} ${review.state ?? 'gave no state'}${comment}`
  })
  const by = reviews.length > 0 ? `reviews: ${reviews.join('; ')}` : 'nobody has reviewed it yet'
  const release = approval.description ? ` for "${approval.description}"` : ''
  return `${what}${release} is ${approval.state}, not APPROVED (${by}); the deployment must wait for approval.`
}

export const command: Command<GetApprovalInputs> = { parseInputs, run }
