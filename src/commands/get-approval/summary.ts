/** get-approval's job summary: the approval's state, its facts and each review. */
import { escapeText, facts, link, table } from '../../summary/markdown.js'
import { plural, stateHeading, stateMark, type State } from '../../summary/states.js'
import { readableTime, shortTime } from '../../summary/timestamps.js'
import type { Approval } from '../../service/approvals.js'

export const APPROVED = 'APPROVED'

/**
 * An approval state as the state it stands for, with its own word: approved as compliant,
 * unapproved as non-compliant, pending as incomplete.
 */
function approvalState(state: string | null | undefined): { state: State; word: string } {
  switch ((state ?? '').toUpperCase()) {
    case APPROVED:
      return { state: 'compliant', word: 'approved' }
    case 'UNAPPROVED':
      return { state: 'non-compliant', word: 'unapproved' }
    case 'PENDING':
      return { state: 'incomplete', word: 'pending' }
    default:
      return { state: 'unknown', word: escapeText(state) }
  }
}

function approvalMark(state: string | null | undefined): string {
  const { state: shown, word } = approvalState(state)
  return stateMark(shown, word)
}

export function renderApprovalSummary(approval: Approval, flow: string, number: number): string {
  const reviews = approval.approvals ?? []
  const approving = reviews.filter(review => (review.state ?? '').toUpperCase() === APPROVED)
  const environment = approval.environment
    ? ` for environment ${escapeText(approval.environment)}`
    : ''
  const counted =
    reviews.length === 0
      ? 'no reviews yet'
      : `${approving.length} of ${plural(reviews.length, 'review')} approve`
  const sections = [
    `## ${stateHeading(approvalState(approval.state).state, approvalState(approval.state).word)}: approval ${number} of flow ` +
      `${escapeText(flow)}${environment} (${counted})`,
    facts([
      ['Release', escapeText(approval.description)],
      ['Environment', approval.environment ? escapeText(approval.environment) : undefined],
      ['Artifact', escapeText(approval.artifact_name)],
      ['Created', escapeText(readableTime(approval.created_at))],
      ['Last changed', escapeText(readableTime(approval.last_modified_at))]
    ])
  ]
  sections.push(
    reviews.length === 0
      ? 'Nobody has reviewed it yet.'
      : table(
          ['Reviewer', 'State', 'Comment', 'When'],
          reviews.map(review => [
            link(review.approved_by ?? 'someone', review.approval_url),
            approvalMark(review.state),
            escapeText(review.comment),
            escapeText(shortTime(review.timestamp))
          ])
        )
  )
  return sections.join('\n\n') + '\n'
}
