/**
 * The job summary of a list command: a heading with the count, optional facts (the filters
 * used), and a table capped at MAX_SUMMARY_ROWS rows with a note pointing to the full
 * result, so a long listing neither floods the summary nor gets dropped by the runner.
 */
import { facts, table, type FactRow } from '../summary/markdown.js'

export const MAX_SUMMARY_ROWS = 100

export interface ListSummary {
  title: string
  /** Items listed (after max-items). */
  count: number
  /** Items in the whole listing, when the service said. */
  total?: number
  /** Said after the count in the heading, e.g. "1 missing, 2 non-compliant". */
  headingNote?: string
  /** Rows of facts shown above the table, e.g. the filters; undefined values are left out. */
  facts?: readonly FactRow[]
  columns: readonly string[]
  rows: readonly (readonly string[])[]
  /** All the rows there are, when `rows` holds only the first MAX_SUMMARY_ROWS of them. */
  rowCount?: number
  /** What to do when nothing was found. */
  emptyNote?: string
}

export function renderListSummary(summary: ListSummary): string {
  const of =
    summary.total !== undefined && summary.total !== summary.count ? ` of ${summary.total}` : ''
  const note = summary.headingNote ? ` (${summary.headingNote})` : ''
  const sections = [`## ${summary.title}: ${summary.count}${of}${note}`]
  const shownFacts = (summary.facts ?? []).filter(([, value]) => value !== undefined)
  if (shownFacts.length > 0) sections.push(facts(shownFacts))
  const rowCount = summary.rowCount ?? summary.rows.length
  if (rowCount === 0) {
    sections.push(summary.emptyNote ?? 'Nothing to list.')
    return sections.join('\n\n') + '\n'
  }
  const shown = summary.rows.slice(0, MAX_SUMMARY_ROWS)
  sections.push(table(summary.columns, shown))
  const hidden = rowCount - shown.length
  if (hidden > 0) {
    sections.push(
      `_First ${shown.length} rows shown, and ${hidden} more: see the file named by the ` +
        '`result-file` output (or the `result` output)._'
    )
  }
  return sections.join('\n\n') + '\n'
}
