/** How a Jira attestation reads in the job summary: each key, where it came from, its issue. */
import { code, escapeText, facts, link, table, yesNo } from './markdown.js'

export interface IssueRow {
  key: string
  exists: boolean
  url: string
  /** The issue's summary field, when it was fetched (jira-issue-fields). */
  summary?: string
  sources: readonly string[]
}

export interface JiraSummary {
  heading: string
  flow: string
  trail: string
  attestationName: string
  fingerprint?: string
  issues: readonly IssueRow[]
  searched: readonly { source: string; detail: string }[]
  /** The data_json that would have been posted, shown in a dry run. */
  payload?: string
  /** The attestation in the service's web UI, when its answer gave one. */
  attestationUrl?: string
}

export function renderJiraSummary(summary: JiraSummary): string {
  const found = summary.issues.filter(issue => issue.exists).length
  const sections = [
    `## ${summary.heading}`,
    facts([
      ['Flow', escapeText(summary.flow)],
      ['Trail', escapeText(summary.trail)],
      ['Attestation', escapeText(summary.attestationName)],
      ['Artifact', summary.fingerprint ? code(summary.fingerprint) : undefined],
      ['Issues', `${summary.issues.length} referenced, ${found} found in Jira`]
    ])
  ]
  if (summary.issues.length > 0) {
    const withSummary = summary.issues.some(issue => issue.summary !== undefined)
    const headers = ['Key', 'Found', 'Issue', ...(withSummary ? ['Summary'] : []), 'Found in']
    sections.push(
      '### Issues',
      table(
        headers,
        summary.issues.map(issue => [
          code(issue.key),
          yesNo(issue.exists),
          link(issue.key, issue.url),
          ...(withSummary ? [escapeText(issue.summary)] : []),
          escapeText(issue.sources.join(', '))
        ])
      )
    )
  } else {
    sections.push('No issue key was found in the sources searched.')
  }
  sections.push(
    '### Sources searched',
    summary.searched.length > 0
      ? summary.searched
          .map(item => `- **${escapeText(item.source)}**: ${escapeText(item.detail)}`)
          .join('\n')
      : 'None could be read.'
  )
  if (summary.attestationUrl) {
    sections.push(link('View the attestation in the compliance service', summary.attestationUrl))
  }
  if (summary.payload !== undefined) {
    sections.push(
      '### Payload',
      '```json\n' + summary.payload.replace(/```/g, '`\u200b``') + '\n```'
    )
  }
  return sections.join('\n\n') + '\n'
}
