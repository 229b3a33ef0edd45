/** How a pull request attestation reads in the job summary: each pull request and who approved it. */
import type { PullRequestEvidence } from '../../github/pulls.js'
import { plural } from '../../summary/compliance.js'
import {
  attestationFacts,
  attestationFooter,
  code,
  escapeText,
  facts,
  link,
  table
} from '../../summary/markdown.js'

export interface PullRequestSummary {
  /** False in a dry run: nothing was sent. */
  posted: boolean
  flow: string
  trail: string
  attestationName: string
  commit: string
  commitUrl?: string
  fingerprint?: string
  pulls: readonly PullRequestEvidence[]
  /** The data_json that would have been posted, shown in a dry run. */
  payload?: string
  /** The attestation in the service's web UI, when its answer gave one. */
  attestationUrl?: string
}

function heading(summary: PullRequestSummary): string {
  const count = summary.pulls.length
  const counted =
    count === 0
      ? `no pull request has commit ${summary.commit.slice(0, 7)}`
      : `${plural(count, 'pull request')}, ${plural(approvalCount(summary.pulls), 'approval')}`
  if (!summary.posted) return `Dry run: pull request attestation not sent (${counted})`
  const mark = count > 0 ? '✅' : '⚠️'
  return `${mark} Pull request attestation ${escapeText(summary.attestationName)} recorded: ${counted}`
}

function approvalCount(pulls: readonly PullRequestEvidence[]): number {
  return pulls.reduce((sum, pull) => sum + pull.approvals.length, 0)
}

export function renderPullRequestSummary(summary: PullRequestSummary): string {
  const sections = [
    `## ${heading(summary)}`,
    facts([
      ...attestationFacts(summary),
      [
        'Commit',
        summary.commitUrl
          ? link(summary.commit.slice(0, 12), summary.commitUrl)
          : code(summary.commit)
      ]
    ])
  ]
  if (summary.pulls.length > 0) {
    sections.push(
      '### Pull requests',
      table(
        ['Pull request', 'State', 'Author', 'Approvers', 'Commits'],
        summary.pulls.map(pull => [
          `${link(`#${pull.number}`, pull.url)} ${escapeText(pull.title)}`,
          escapeText(pull.state.toLowerCase()),
          escapeText(pull.author),
          pull.approvals.length > 0
            ? escapeText([...new Set(pull.approvals.map(approval => approval.login))].join(', '))
            : '⚠️ none',
          String(pull.commits.length)
        ])
      )
    )
  } else {
    sections.push('No pull request contains this commit: it reached the branch without review.')
  }
  sections.push(...attestationFooter(summary))
  return sections.join('\n\n') + '\n'
}
