/**
 * What every list command hands back: `result` (the items as a JSON array), `count`,
 * `total-count` when known, `result-file` (the same JSON in a file under RUNNER_TEMP) and a
 * capped job summary.
 */
import { renderListSummary, type ListSummary } from '../report/list.js'
import { saveResult } from '../report/result-file.js'
import type { CommandResult, Logger } from './types.js'

/**
 * GitHub limits a step output to 1 MB; a larger `result` is left empty rather than failing
 * the job, and the file holds it instead.
 */
export const MAX_RESULT_OUTPUT_BYTES = 1_000_000

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
  const size = Buffer.byteLength(json, 'utf8')
  const saved = await saveResult(report.command, json, {
    fitsInOutput: size <= MAX_RESULT_OUTPUT_BYTES,
    // list-actions answers with the whole list: no input makes it smaller.
    smallerWith: report.command === 'list-actions' ? undefined : 'max-items'
  })
  if (saved.warning) log.warning(saved.warning)
  const resultFile = saved.path
  const outputs: Record<string, string> = {
    count: String(report.items.length),
    'result-file': resultFile,
    ...report.outputs
  }
  if (size <= MAX_RESULT_OUTPUT_BYTES) {
    outputs.result = json
  } else {
    log.warning(
      `The result is ${Math.round(size / 1024)} KiB, over the 1 MB limit of a step output, so ` +
        `the result output is empty; read ${resultFile} (the result-file output) instead.`
    )
  }
  if (report.total !== undefined) outputs['total-count'] = String(report.total)
  const of = report.total !== undefined ? ` of ${report.total}` : ''
  const where = resultFile ? `; the JSON is in ${resultFile}` : ''
  log.info(`Listed ${report.items.length}${of}${where}.`)
  const summary = renderListSummary({
    ...report.summary,
    count: report.items.length,
    total: report.total,
    rows: report.items.map(report.row)
  })
  return { outcome: 'ok', outputs, summary }
}
