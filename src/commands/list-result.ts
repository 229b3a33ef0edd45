/**
 * What every list command hands back: `result` (the items as a JSON array), `count`,
 * `total-count` when known, `result-file` (the same JSON in a file under RUNNER_TEMP) and a
 * capped job summary.
 */
import { renderListSummary, type ListSummary } from '../report/list.js'
import { writeResultFile } from '../report/result-file.js'
import type { CommandResult, Logger } from './types.js'

export interface ListReport<T> {
  command: string
  items: readonly T[]
  total?: number
  summary: Omit<ListSummary, 'count' | 'total' | 'rows'>
  row: (item: T) => string[]
  /** Outputs besides the common ones (list-actions' `failing`). */
  outputs?: Record<string, string>
}

export async function listResult<T>(report: ListReport<T>, log: Logger): Promise<CommandResult> {
  const json = JSON.stringify(report.items)
  const resultFile = await writeResultFile(report.command, json)
  // A result over a step output's 1 MB is left out when outputs are published (output-limit).
  const outputs: Record<string, string> = {
    count: String(report.items.length),
    'result-file': resultFile,
    result: json,
    ...report.outputs
  }
  if (report.total !== undefined) outputs['total-count'] = String(report.total)
  const of = report.total !== undefined ? ` of ${report.total}` : ''
  log.info(`Listed ${report.items.length}${of}; the JSON is in ${resultFile}.`)
  const summary = renderListSummary({
    ...report.summary,
    count: report.items.length,
    total: report.total,
    rows: report.items.map(report.row)
  })
  return { outcome: 'ok', outputs, summary }
}
