/**
 * How a Snyk attestation reads in the job summary: its highest-severity findings by name, then
 * issue counts by severity, per project.
 */
import {
  renderAttestationSummary,
  type AttestationReport
} from '../../summary/attestation-facts.js'
import { plural, severityMark, stateEmoji } from '../../summary/states.js'
import { code, escapeText, table } from '../../summary/markdown.js'
import type { LocatedIssue, Scan, SeverityCounts } from './scan.js'

/** Projects listed in the summary; the rest are counted in one line. */
const MAX_PROJECT_ROWS = 100
/** Findings named in the summary, highest severity first; the rest are counted. */
export const MAX_FINDING_ROWS = 20
/** A finding's message is cut to its first line, and to this many characters. */
const MAX_MESSAGE_CHARS = 200

const LEVELS = ['high', 'medium', 'low'] as const
type Level = (typeof LEVELS)[number]

export interface SnykSummary extends AttestationReport {
  file: string
  /** Whether the scan file is in the attachment, alone or with the attachments input. */
  attached: boolean
  /** The attachment, when it holds more than the scan file: `evidence.tgz (… bytes: …)`. */
  archive?: string
  results: Scan
  counts: SeverityCounts
}

export function describeCounts(counts: SeverityCounts): string {
  return `${plural(counts.total, 'issue')} (${counts.high} high, ${counts.medium} medium, ${counts.low} low)`
}

/**
 * The first `limit` findings, high before medium before low; within a severity, the highest
 * priority score first (Snyk's own ranking), then in the order of the scan.
 */
export function highestFindings(
  results: Scan,
  limit = MAX_FINDING_ROWS
): { level: Level; issue: LocatedIssue }[] {
  const found: { level: Level; issue: LocatedIssue }[] = []
  for (const level of LEVELS) {
    if (found.length >= limit) break
    const issues = results.results.flatMap(project => project[level])
    const ranked = issues
      .map((issue, index) => ({ issue, index }))
      .sort(
        (a, b) =>
          (b.issue.priority_score ?? -1) - (a.issue.priority_score ?? -1) || a.index - b.index
      )
    for (const { issue } of ranked.slice(0, limit - found.length)) found.push({ level, issue })
  }
  return found
}

function firstLine(text: string): string {
  const line = text.trim().split(/\r\n|[\r\n]/, 1)[0] ?? ''
  return line.length > MAX_MESSAGE_CHARS ? `${line.slice(0, MAX_MESSAGE_CHARS - 1)}…` : line
}

/** Where the finding is: its first location as `path:lines`, and how many others it has. */
function location(issue: LocatedIssue): string {
  const [first, ...others] = issue.locations
  if (first === undefined || first.uri === '') return '—'
  const place = code(first.lines ? `${first.uri}:${first.lines}` : first.uri)
  return others.length > 0 ? `${place} (and ${others.length} more)` : place
}

function findingsSection(results: Scan, counts: SeverityCounts): string[] {
  if (counts.total === 0) return []
  const findings = highestFindings(results)
  const sections = [
    '### Highest-severity findings',
    table(
      ['Severity', 'Rule', 'Message', 'Location'],
      findings.map(({ level, issue }) => [
        severityMark(level),
        code(issue.id),
        escapeText(firstLine(issue.message)),
        location(issue)
      ])
    )
  ]
  if (counts.total > findings.length) {
    sections.push(`and ${counts.total - findings.length} more, counted by project in the details.`)
  }
  return sections
}

export function renderSnykSummary(summary: SnykSummary): string {
  const { counts, results } = summary
  const sections = findingsSection(results, counts)
  // The counts per project are for the curious: the heading gives the totals.
  const byProject = [
    '### Issues by severity',
    table(
      ['Project', 'High', 'Medium', 'Low'],
      [
        ...results.results
          .slice(0, MAX_PROJECT_ROWS)
          .map((project, index) => [
            String(index + 1),
            String(project.high_count),
            String(project.medium_count),
            String(project.low_count)
          ]),
        ['**Total**', String(counts.high), String(counts.medium), String(counts.low)]
      ]
    )
  ]
  if (results.results.length > MAX_PROJECT_ROWS) {
    byProject.push(
      `${results.results.length - MAX_PROJECT_ROWS} more projects are counted in the total.`
    )
  }
  return renderAttestationSummary(summary, {
    heading: summary.posted
      ? `${stateEmoji(counts.total > 0 ? 'failing' : 'passing')} Snyk attestation ${escapeText(summary.attestationName)} recorded: ${describeCounts(counts)}`
      : `Dry run: Snyk attestation not sent (${describeCounts(counts)})`,
    facts: [
      ['Scanner', escapeText(`${results.tool.name} ${results.tool.version}`.trim())],
      ['Scan file', `${code(summary.file)}${summary.attached ? ' (attached)' : ''}`],
      ['Attachment', summary.archive === undefined ? undefined : code(summary.archive)]
    ],
    sections,
    details: byProject
  })
}
