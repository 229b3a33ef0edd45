/** get-approval's job summary: the approval's state, its facts and each review. */
import { escapeText, facts, link, table } from '../../summary/markdown.js'
import { plural } from '../../summary/compliance.js'
import { readableTime, shortTime } from '../../summary/timestamps.js'
import type { Approval } from '../../service/schemas.js'

export const APPROVED = 'APPROVED'

/** A mark and a word for an approval state: the word alone still reads without emoji. */
function stateMark(state: string | null | undefined): string {
  switch ((state ?? '').toUpperCase()) {
    case APPROVED:
      return '✅ approved'
    case 'UNAPPROVED':
      return '❌ unapproved'
    case 'PENDING':
      return '⏳ pending'
    default:
      return `❔ ${escapeText(state)}`
  }
}

function capitalized(text: string): string {
  // After the mark and its space: "✅ approved" becomes "✅ Approved".
  return text.replace(/ (\S)/, (_whole, first: string) => ` ${first.toUpperCase()}`)
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
    `## ${capitalized(stateMark(approval.state))}: approval ${number} of flow ` +
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
            stateMark(review.state),
            escapeText(review.comment),
            escapeText(shortTime(review.timestamp))
          ])
        )
  )
  return sections.join('\n\n') + '\n'
}
