/** How a Snyk attestation reads in the job summary: issue counts by severity, per project. */
import { plural } from '../../summary/compliance.js'
import {
  attestationFacts,
  attestationFooter,
  code,
  escapeText,
  facts,
  table
} from '../../summary/markdown.js'
import type { SnykResults } from '../../service/evidence-attestation.js'
import type { SeverityCounts } from './scan.js'

/** Projects listed in the summary; the rest are counted in one line. */
const MAX_PROJECT_ROWS = 100

export interface SnykSummary {
  posted: boolean
  flow: string
  trail: string
  attestationName: string
  fingerprint?: string
  file: string
  attached: boolean
  results: SnykResults
  counts: SeverityCounts
  payload?: string
  attestationUrl?: string
}

export function describeCounts(counts: SeverityCounts): string {
  return `${plural(counts.total, 'issue')} (${counts.high} high, ${counts.medium} medium, ${counts.low} low)`
}

export function renderSnykSummary(summary: SnykSummary): string {
  const { counts, results } = summary
  const title = summary.posted
    ? `${counts.total > 0 ? '⚠️' : '✅'} Snyk attestation ${escapeText(summary.attestationName)} recorded: ${describeCounts(counts)}`
    : `Dry run: Snyk attestation not sent (${describeCounts(counts)})`
  const sections = [
    `## ${title}`,
    facts([
      ...attestationFacts(summary),
      ['Scanner', escapeText(`${results.tool.name} ${results.tool.version}`.trim())],
      ['Scan file', `${code(summary.file)}${summary.attached ? ' (attached)' : ''}`]
    ]),
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
    sections.push(
      `${results.results.length - MAX_PROJECT_ROWS} more projects are counted in the total.`
    )
  }
  sections.push(...attestationFooter(summary))
  return sections.join('\n\n') + '\n'
}
