/** How a Snyk attestation reads in the job summary: issue counts by severity, per project. */
import type { SnykResults } from '../../service/attestations.js'
import {
  renderAttestationSummary,
  type AttestationReport
} from '../../summary/attestation-facts.js'
import { plural } from '../../summary/compliance.js'
import { code, escapeText, table } from '../../summary/markdown.js'
import type { SeverityCounts } from './scan.js'

/** Projects listed in the summary; the rest are counted in one line. */
const MAX_PROJECT_ROWS = 100

export interface SnykSummary extends AttestationReport {
  file: string
  attached: boolean
  results: SnykResults
  counts: SeverityCounts
}

export function describeCounts(counts: SeverityCounts): string {
  return `${plural(counts.total, 'issue')} (${counts.high} high, ${counts.medium} medium, ${counts.low} low)`
}

export function renderSnykSummary(summary: SnykSummary): string {
  const { counts, results } = summary
  const sections = [
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
  return renderAttestationSummary(summary, {
    heading: summary.posted
      ? `${counts.total > 0 ? '⚠️' : '✅'} Snyk attestation ${escapeText(summary.attestationName)} recorded: ${describeCounts(counts)}`
      : `Dry run: Snyk attestation not sent (${describeCounts(counts)})`,
    facts: [
      ['Scanner', escapeText(`${results.tool.name} ${results.tool.version}`.trim())],
      ['Scan file', `${code(summary.file)}${summary.attached ? ' (attached)' : ''}`]
    ],
    sections
  })
}
