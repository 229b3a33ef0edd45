/**
 * What every list command hands back: `result` (the items as a JSON array), `count`,
 * `total-count` when known, `result-file` (the same JSON in a file under RUNNER_TEMP) and a
 * capped job summary.
 */
import { renderListSummary, type ListSummary } from './table.js'
import { MAX_OUTPUT_BYTES } from '../action/output-limit.js'
import { isNotCompliant, type ComplianceState } from '../summary/compliance.js'
import { saveResult } from '../action/result-file.js'
import type { CommandResult, Logger } from '../action/command.js'

/** How a command's items read in the job summary. */
export interface ListView<T> extends Omit<ListSummary, 'count' | 'total' | 'rows'> {
  row: (item: T) => string[]
  /**
   * The compliance of an item, for lists whose items have one: the heading then counts those
   * not compliant ("2 not compliant").
   */
  complianceOf?: (item: T) => ComplianceState | undefined
}

export interface ListReport<T> {
  command: string
  /** The items, and the size of the whole listing when known. */
  listing: { items: readonly T[]; total?: number }
  view: ListView<T>
  /** Outputs besides the common ones (list-actions' `failing`). */
  outputs?: Record<string, string>
}

export async function listResult<T>(report: ListReport<T>, log: Logger): Promise<CommandResult> {
  const { items, total } = report.listing
  const json = JSON.stringify(items)
  const size = Buffer.byteLength(json, 'utf8')
  const saved = await saveResult(report.command, json, {
    fitsInOutput: size <= MAX_OUTPUT_BYTES,
    // list-actions answers with the whole list: no input makes it smaller.
    smallerWith: report.command === 'list-actions' ? undefined : 'max-items'
  })
  if (saved.warning) log.warning(saved.warning)
  const resultFile = saved.path
  const outputs: Record<string, string> = {
    count: String(items.length),
    'result-file': resultFile,
    result: json,
    ...report.outputs
  }
  if (total !== undefined) outputs['total-count'] = String(total)
  const of = total !== undefined ? ` of ${total}` : ''
  const where = resultFile ? `; the JSON is in ${resultFile}` : ''
  log.info(`Listed ${items.length}${of}${where}.`)
  const { row, complianceOf, ...view } = report.view
  const summary = renderListSummary({
    ...view,
    headingNote: view.headingNote ?? notCompliantNote(items, complianceOf),
    count: items.length,
    total: total,
    rows: items.map(row)
  })
  return { outcome: 'ok', outputs, summary }
}

function notCompliantNote<T>(
  items: readonly T[],
  complianceOf: ((item: T) => ComplianceState | undefined) | undefined
): string | undefined {
  if (!complianceOf) return undefined
  const failing = items.filter(item => {
    const state = complianceOf(item)
    return state !== undefined && isNotCompliant(state)
  }).length
  return failing > 0 ? `${failing} not compliant` : undefined
}
