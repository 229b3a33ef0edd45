/** How a Jira attestation reads in the job summary: each key, where it came from, its issue. */
import {
  renderAttestationSummary,
  type AttestationReport
} from '../../summary/attestation-facts.js'
import { byAttention, plural, stateEmoji, stateMark } from '../../summary/states.js'
import { code, escapeText, link, table } from '../../summary/markdown.js'

export interface IssueRow {
  key: string
  exists: boolean
  url: string
  /** The issue's summary field, when it was fetched (jira-issue-fields). */
  summary?: string
  sources: readonly string[]
}

export interface JiraSummary extends AttestationReport {
  /** The attachment_file sent (or that a dry run would send): name, size and entries. */
  attachment?: string
  issues: readonly IssueRow[]
  searched: readonly { source: string; detail: string }[]
}

/** "Jira attestation recorded: 2 of 2 issues found in Jira", or what a dry run would send. */
function heading(summary: JiraSummary): string {
  const total = summary.issues.length
  const missing = summary.issues.filter(issue => !issue.exists).length
  const counted =
    total === 0
      ? 'no issue key found'
      : missing === 0
        ? `${total} of ${plural(total, 'issue')} found in Jira`
        : `${missing} of ${plural(total, 'issue')} not found in Jira`
  if (!summary.posted) return `Dry run: Jira attestation not sent (${counted})`
  const mark = stateEmoji(total > 0 && missing === 0 ? 'compliant' : 'missing')
  return `${mark} Jira attestation ${escapeText(summary.attestationName)} recorded: ${counted}`
}

export function renderJiraSummary(summary: JiraSummary): string {
  const found = summary.issues.filter(issue => issue.exists).length
  const sections: string[] = []
  if (summary.issues.length > 0) {
    const withSummary = summary.issues.some(issue => issue.summary !== undefined)
    const headers = ['Key', 'In Jira', 'Issue', ...(withSummary ? ['Summary'] : []), 'Found in']
    sections.push(
      '### Issues',
      table(
        headers,
        byAttention(summary.issues, issue => (issue.exists ? 'compliant' : 'missing')).map(
          issue => [
            code(issue.key),
            issue.exists ? stateMark('compliant', 'found') : stateMark('missing', 'not found'),
            link(issue.key, issue.url),
            ...(withSummary ? [escapeText(issue.summary)] : []),
            escapeText(issue.sources.join(', '))
          ]
        )
      )
    )
  } else {
    sections.push('No issue key was found in the sources searched.')
  }
  const searched = [
    '### Sources searched',
    summary.searched.length > 0
      ? summary.searched
          .map(item => `- **${escapeText(item.source)}**: ${escapeText(item.detail)}`)
          .join('\n')
      : 'None could be read.'
  ]
  return renderAttestationSummary(summary, {
    heading: heading(summary),
    facts: [
      ['Attachment', summary.attachment ? escapeText(summary.attachment) : undefined],
      ['Issues', `${summary.issues.length} referenced, ${found} found in Jira`]
    ],
    sections,
    details: searched
  })
}
