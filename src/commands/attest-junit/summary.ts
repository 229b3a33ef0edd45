/** How a JUnit attestation reads in the job summary: the totals, then each suite, failing first. */
import {
  renderAttestationSummary,
  type AttestationReport
} from '../../summary/attestation-facts.js'
import { plural } from '../../summary/compliance.js'
import { code, escapeText, table } from '../../summary/markdown.js'
import type { SuiteResult } from './results.js'

/** Suites listed in the summary; the rest are counted in one line. */
export const MAX_SUITE_ROWS = 200
/** Files left out that the summary names; the rest are counted. */
const MAX_LISTED_FILES = 20

export interface Totals {
  total: number
  failures: number
  errors: number
  skipped: number
}

export interface JUnitSummary extends AttestationReport {
  resultsDir: string
  files: readonly string[]
  /** XML files under resultsDir that are not JUnit, left out. */
  skipped: readonly { file: string; reason: string }[]
  attachment?: string
  suites: readonly SuiteResult[]
  totals: Totals
}

export function sumSuites(suites: readonly SuiteResult[]): Totals {
  const totals: Totals = { total: 0, failures: 0, errors: 0, skipped: 0 }
  for (const suite of suites) {
    totals.total += suite.total
    totals.failures += suite.failures
    totals.errors += suite.errors
    totals.skipped += suite.skipped
  }
  return totals
}

export function describeTotals(totals: Totals): string {
  return `${plural(totals.total, 'test')}, ${plural(totals.failures, 'failure')}, ${plural(totals.errors, 'error')}, ${totals.skipped} skipped`
}

/** Failing suites first (most failures and errors first), the rest in file order. */
export function failingFirst(suites: readonly SuiteResult[]): SuiteResult[] {
  return suites
    .map((suite, index) => ({ suite, index }))
    .sort((a, b) => {
      const bad = (s: SuiteResult) => s.failures + s.errors
      return bad(b.suite) - bad(a.suite) || a.index - b.index
    })
    .map(entry => entry.suite)
}

export function renderJUnitSummary(summary: JUnitSummary): string {
  const { totals } = summary
  const failing = totals.failures + totals.errors > 0
  const counted = describeTotals(totals)
  const ordered = failingFirst(summary.suites)
  const shown = ordered.slice(0, MAX_SUITE_ROWS)
  const sections = [
    '### Suites',
    table(
      ['Suite', 'Tests', 'Failures', 'Errors', 'Skipped', 'Duration (s)', 'File'],
      shown.map(suite => [
        `${suite.failures + suite.errors > 0 ? '❌' : '✅'} ${escapeText(suite.name)}`,
        String(suite.total),
        String(suite.failures),
        String(suite.errors),
        String(suite.skipped),
        String(Math.round(suite.duration * 1000) / 1000),
        code(suite.file)
      ])
    )
  ]
  if (ordered.length > shown.length) {
    sections.push(`${ordered.length - shown.length} more passing suites are not listed.`)
  }
  const mismatched = summary.suites.filter(suite => suite.headerMismatch)
  if (mismatched.length > 0) {
    sections.push(
      '### Header counts that differ from the test cases',
      'The counted numbers were sent, as the reference client sends them:',
      mismatched
        .slice(0, 20)
        .map(s => `- ${escapeText(s.name)} (${code(s.file)}): ${escapeText(s.headerMismatch)}`)
        .join('\n')
    )
  }
  if (summary.skipped.length > 0) {
    sections.push(
      '### Files left out: not JUnit',
      [
        ...summary.skipped
          .slice(0, MAX_LISTED_FILES)
          .map(({ file, reason }) => `- ${code(file)}: ${escapeText(reason)}`),
        ...(summary.skipped.length > MAX_LISTED_FILES
          ? [`- and ${summary.skipped.length - MAX_LISTED_FILES} more`]
          : [])
      ].join('\n')
    )
  }
  return renderAttestationSummary(summary, {
    heading: summary.posted
      ? `${failing ? '❌' : '✅'} JUnit attestation ${escapeText(summary.attestationName)} recorded: ${counted}`
      : `Dry run: JUnit attestation not sent (${counted})`,
    facts: [
      [
        'Results',
        `${plural(summary.suites.length, 'suite')} in ${plural(summary.files.length, 'file')} under ${code(summary.resultsDir)}`
      ],
      ['Attachment', summary.attachment ? code(summary.attachment) : 'none']
    ],
    sections
  })
}
