/** How a pull request attestation reads in the job summary: each pull request and who approved it. */
import type { PullRequestEvidence } from '../../github/pulls.js'
import {
  renderAttestationSummary,
  type AttestationReport
} from '../../summary/attestation-facts.js'
import { plural, stateEmoji, stateMark } from '../../summary/states.js'
import { commitLink } from '../../summary/commits.js'
import { escapeText, link, table } from '../../summary/markdown.js'

export interface PullRequestSummary extends AttestationReport {
  commit: string
  commitUrl?: string
  pulls: readonly PullRequestEvidence[]
}

function heading(summary: PullRequestSummary): string {
  const count = summary.pulls.length
  const counted =
    count === 0
      ? `no pull request has commit ${commitLink(summary.commit, summary.commitUrl)}`
      : `${plural(count, 'pull request')}, ${plural(approvalCount(summary.pulls), 'approval')}`
  if (!summary.posted) return `Dry run: pull request attestation not sent (${counted})`
  const mark = stateEmoji(count > 0 ? 'compliant' : 'missing')
  return `${mark} Pull request attestation ${escapeText(summary.attestationName)} recorded: ${counted}`
}

function approvalCount(pulls: readonly PullRequestEvidence[]): number {
  return pulls.reduce((sum, pull) => sum + pull.approvals.length, 0)
}

export function renderPullRequestSummary(summary: PullRequestSummary): string {
  const sections =
    summary.pulls.length > 0
      ? [
          '### Pull requests',
          table(
            ['Pull request', 'State', 'Author', 'Approvers', 'Commits'],
            summary.pulls.map(pull => [
              `${link(`#${pull.number}`, pull.url)} ${escapeText(pull.title)}`,
              escapeText(pull.state.toLowerCase()),
              escapeText(pull.author),
              pull.approvals.length > 0
                ? escapeText(
                    [...new Set(pull.approvals.map(approval => approval.login))].join(', ')
                  )
                : stateMark('missing', 'none'),
              String(pull.commits.length)
            ])
          )
        ]
      : ['No pull request contains this commit: it reached the branch without review.']
  const commit = commitLink(summary.commit, summary.commitUrl)
  return renderAttestationSummary(summary, {
    heading: heading(summary),
    facts: [['Commit', commit]],
    sections
  })
}
