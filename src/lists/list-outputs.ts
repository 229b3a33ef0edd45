/**
 * What every list command hands back: `result` (the items as a JSON array), `count`,
 * `total-count` when known, `result-file` (the same JSON in a file under RUNNER_TEMP) and a
 * capped job summary.
 *
 * Items are taken page by page (ListCollector): each is written to the result file as it
 * arrives and then let go. What stays in memory is what the outputs and the capped summary
 * need: the JSON while it still fits in a step output, the first MAX_SUMMARY_ROWS items and
 * the counts. So a listing of any length costs the memory of a few pages.
 */
import { MAX_SUMMARY_ROWS, renderListSummary, type ListSummary } from './table.js'
import { MAX_OUTPUT_BYTES } from '../action/output-limit.js'
import { byAttention, countAttention, needsAttention, type State } from '../summary/states.js'
import { ResultFileStream } from '../action/result-file.js'
import type { CommandResult, Logger } from '../action/command.js'

/** How a command's items read in the job summary. */
export interface ListView<T> extends Omit<ListSummary, 'count' | 'total' | 'rows'> {
  row: (item: T) => string[]
  /**
   * The state of an item, for lists whose items have one (compliance, a failing action): the
   * table then shows those that need attention first, and the heading counts them
   * ("1 missing, 2 non-compliant").
   */
  stateOf?: (item: T) => State | undefined
}

export interface ListReport<T> {
  command: string
  /** The items, and the size of the whole listing when known. */
  listing: { items: readonly T[]; total?: number }
  view: ListView<T>
  /** Outputs besides the common ones (list-actions' `failing`). */
  outputs?: Record<string, string>
}

/** A whole list already in memory (list-actions: the service answers with all of it). */
export async function listResult<T>(report: ListReport<T>, log: Logger): Promise<CommandResult> {
  const collector = new ListCollector<T>(report.command, report.view.stateOf, true)
  await collector.add(report.listing.items)
  return collector.finish(report.view, report.listing.total, log, report.outputs)
}

/** The items of a listing as its pages arrive, in order; see the file's comment. */
export class ListCollector<T> {
  private readonly file: ResultFileStream
  /** The JSON so far, while it still fits in the `result` output. */
  private held: string[] | undefined = []
  private bytes = 1 // "["
  private count = 0
  /** How many items of each state that needs attention, for the heading. */
  private readonly states = new Map<State, number>()
  /** The items the summary shows: those that need attention first, MAX_SUMMARY_ROWS of them. */
  private readonly attention: T[] = []
  private readonly first: T[] = []

  constructor(
    private readonly command: string,
    private readonly stateOf?: (item: T) => State | undefined,
    /** The service answered the whole list at once: no input makes it smaller. */
    private readonly wholeList = false
  ) {
    this.file = new ResultFileStream(command)
  }

  async add(items: readonly T[]): Promise<void> {
    if (items.length === 0) return
    const parts: string[] = []
    for (const item of items) {
      // JSON.stringify of the array is "[" + each item's JSON joined with "," + "]".
      const json = JSON.stringify(item) ?? 'null'
      parts.push(json)
      this.bytes += Buffer.byteLength(json, 'utf8') + 1 // its "," or the closing "]"
      const state = this.stateOf?.(item)
      if (state !== undefined && needsAttention(state)) {
        this.states.set(state, (this.states.get(state) ?? 0) + 1)
        // An item that needs attention is shown wherever it comes in the listing.
        if (this.attention.length < MAX_SUMMARY_ROWS) this.attention.push(item)
      } else if (this.first.length < MAX_SUMMARY_ROWS) this.first.push(item)
    }
    const text = parts.join(',')
    const lead = this.count === 0 ? '[' : ','
    this.count += items.length
    if (this.held) {
      this.held.push(lead, text)
      if (this.bytes > MAX_OUTPUT_BYTES) this.held = undefined
    }
    await this.file.write(lead + text)
  }

  /** Abandons the result file: the listing failed. */
  abandon(): Promise<void> {
    return this.file.abandon()
  }

  async finish(
    view: ListView<T>,
    total: number | undefined,
    log: Logger,
    extraOutputs?: Record<string, string>
  ): Promise<CommandResult> {
    const tail = this.count === 0 ? '[]' : ']'
    if (this.count === 0) this.bytes = 2
    await this.file.write(tail)
    const saved = await this.file.finish({
      fitsInOutput: this.bytes <= MAX_OUTPUT_BYTES,
      smallerWith: this.wholeList ? undefined : 'max-items'
    })
    if (saved.warning) log.warning(saved.warning)
    const resultFile = saved.path
    const json = this.held ? this.held.join('') + tail : ''
    const outputs: Record<string, string> = {
      count: String(this.count),
      'result-file': resultFile,
      result: json,
      ...extraOutputs
    }
    if (total !== undefined) outputs['total-count'] = String(total)
    const of = total !== undefined ? ` of ${total}` : ''
    const where = resultFile ? `; the JSON is in ${resultFile}` : ''
    log.info(`Listed ${this.count}${of}${where}.`)
    const { row, stateOf, ...rest } = view
    const shown = [
      ...(stateOf ? byAttention(this.attention, stateOf) : this.attention),
      ...this.first
    ].slice(0, MAX_SUMMARY_ROWS)
    const summary = renderListSummary({
      ...rest,
      headingNote: rest.headingNote ?? countAttention(this.states),
      count: this.count,
      total: total,
      rows: shown.map(row),
      rowCount: this.count
    })
    const result: CommandResult = { outcome: 'ok', outputs, summary }
    // Too big for a step output: left out of memory, and fitOutputs says so as for any output.
    if (!this.held) result.oversized = { result: this.bytes }
    return result
  }
}

/**
 * Reads a listing into a collector, and removes its partial result file when the reading
 * fails: `read` hands each page's items to `add`.
 */
export async function collectListing<T, L>(
  collector: ListCollector<T>,
  read: (add: (items: readonly T[]) => Promise<void>) => Promise<L>
): Promise<L> {
  try {
    return await read(items => collector.add(items))
  } catch (error) {
    await collector.abandon()
    throw error
  }
}
