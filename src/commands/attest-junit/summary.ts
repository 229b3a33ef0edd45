/** How a JUnit attestation reads in the job summary: the totals, then each suite, failing first. */
import {
  renderAttestationSummary,
  type AttestationReport
} from '../../summary/attestation-facts.js'
import { plural, stateEmoji, stateMark } from '../../summary/states.js'
import { code, escapeText, table } from '../../summary/markdown.js'
import { MAX_ERROR_ANNOTATIONS } from '../../action/annotations.js'
import { workspacePath } from '../../action/run.js'
import type { NamedCase } from './cases.js'
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
  /** The first failing cases by name, and the first skipped ones when they are listed. */
  cases: { failing: readonly NamedCase[]; skipped: readonly NamedCase[] }
  listSkipped: boolean
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

const STATUS_LABELS: Record<NamedCase['status'], string> = {
  failure: stateMark('failing', 'failure'),
  error: stateMark('failing', 'error'),
  skipped: stateMark('skipped')
}

/** Where the test is, as the result file says: `path:line`, relative to the workspace when in it. */
function place(named: NamedCase): string {
  if (named.file === undefined) return '—'
  const file = workspacePath(named.file) ?? named.file
  return code(named.line === undefined ? file : `${file}:${named.line}`)
}

function caseRows(cases: readonly NamedCase[], located: boolean): string[][] {
  return cases.map(named => [
    STATUS_LABELS[named.status],
    escapeText(named.suite),
    escapeText(named.name),
    escapeText(named.message),
    ...(located ? [place(named)] : [])
  ])
}

/**
 * The tests by name: failures and errors first, then (with list-skipped) the skipped ones,
 * each kind capped with a line that counts the rest. Skipped tests not listed are counted in
 * one line. Nothing when no test failed and skipped tests are not listed: the heading counts.
 */
export function renderCaseSections(
  cases: JUnitSummary['cases'],
  totals: Totals,
  listSkipped: boolean
): string[] {
  const failing = totals.failures + totals.errors
  if (failing === 0 && !(listSkipped && totals.skipped > 0)) return []
  // A column of dashes says nothing: "Where" is shown when some test has a file.
  const located = [...cases.failing, ...cases.skipped].some(named => named.file !== undefined)
  const rows = [...caseRows(cases.failing, located), ...caseRows(cases.skipped, located)]
  const sections = [failing > 0 ? '### Failing tests' : '### Skipped tests']
  if (rows.length > 0) {
    const columns = ['Result', 'Suite or class', 'Test', 'Message']
    sections.push(table(located ? [...columns, 'Where'] : columns, rows))
  }
  const notes: string[] = []
  if (failing > cases.failing.length) {
    notes.push(`and ${failing - cases.failing.length} more failing, not listed.`)
  }
  // The same count as the log line after the annotations (annotations.ts): this command never
  // fails its step, so no annotation is kept for a failure of its own.
  if (failing > MAX_ERROR_ANNOTATIONS) {
    const more = failing - MAX_ERROR_ANNOTATIONS
    notes.push(
      `The first ${MAX_ERROR_ANNOTATIONS} failing tests are annotated; ${more} more ${more === 1 ? 'is' : 'are'} not, as the runner shows ${MAX_ERROR_ANNOTATIONS} error annotations per step.`
    )
  }
  const unlisted = totals.skipped - cases.skipped.length
  if (listSkipped && unlisted > 0) notes.push(`and ${unlisted} more skipped, not listed.`)
  if (!listSkipped && totals.skipped > 0) {
    notes.push(
      `${plural(totals.skipped, 'skipped test')} counted, not listed (set list-skipped to true to list them).`
    )
  }
  sections.push(...notes)
  return sections
}

export function renderJUnitSummary(summary: JUnitSummary): string {
  const { totals } = summary
  const failing = totals.failures + totals.errors > 0
  const counted = describeTotals(totals)
  const ordered = failingFirst(summary.suites)
  const shown = ordered.slice(0, MAX_SUITE_ROWS)
  const sections = renderCaseSections(summary.cases, totals, summary.listSkipped)
  // Every suite is for the curious: the heading counts, and the failing tests are above.
  const suites = [
    '### Suites',
    table(
      ['Suite', 'Tests', 'Failures', 'Errors', 'Skipped', 'Duration (s)', 'File'],
      shown.map(suite => [
        `${stateEmoji(suite.failures + suite.errors > 0 ? 'failing' : 'passing')} ${escapeText(suite.name)}`,
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
    suites.push(`${ordered.length - shown.length} more passing suites are not listed.`)
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
      ? `${stateEmoji(failing ? 'failing' : 'passing')} JUnit attestation ${escapeText(summary.attestationName)} recorded: ${counted}`
      : `Dry run: JUnit attestation not sent (${counted})`,
    facts: [
      [
        'Results',
        `${plural(summary.suites.length, 'suite')} in ${plural(summary.files.length, 'file')} under ${code(summary.resultsDir)}`
      ],
      ['Attachment', summary.attachment ? code(summary.attachment) : 'none']
    ],
    sections,
    details: suites
  })
}
