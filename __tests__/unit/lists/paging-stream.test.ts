/**
 * A listing written to its result file page by page gives what the whole list in memory gave:
 * the same file, the same outputs (after the 1 MB output limit), the same warnings and the
 * same job summary, for several page counts and at the edges of the output limit. The
 * expectations are computed from the whole list, the way the result was built before.
 */
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { recordingLogger } from '../../kit/logger.js'
import { fitOutputs, MAX_OUTPUT_BYTES } from '../../../src/action/output-limit.js'
import { collectListing, ListCollector, type ListView } from '../../../src/lists/list-outputs.js'
import { streamPages, type PageRequest } from '../../../src/lists/paging.js'
import type { PagingInputs } from '../../../src/lists/paging-inputs.js'
import { renderListSummary } from '../../../src/lists/table.js'
import type { Page } from '../../../src/service/pages.js'
import type { ComplianceState } from '../../../src/summary/states.js'

interface Item {
  id: number
  name: string
  ok?: boolean
}

let temp: string
const savedTemp = process.env.RUNNER_TEMP
beforeEach(async () => {
  temp = await mkdtemp(join(tmpdir(), 'list-stream-'))
  process.env.RUNNER_TEMP = temp
})
afterEach(async () => {
  if (savedTemp === undefined) delete process.env.RUNNER_TEMP
  else process.env.RUNNER_TEMP = savedTemp
  await rm(temp, { recursive: true, force: true })
})

const stateOf = (item: Item): ComplianceState | undefined =>
  item.ok === undefined ? undefined : item.ok ? 'compliant' : 'non-compliant'

const view: ListView<Item> = {
  title: 'Things',
  columns: ['Id', 'Name'],
  facts: [['Pages', 'some']],
  stateOf: stateOf,
  row: item => [String(item.id), item.name]
}

function items(count: number, nameBytes = 12): Item[] {
  return Array.from({ length: count }, (_, id) => ({
    id,
    name: `n${id}-${'é'.repeat(nameBytes)}`.slice(0, nameBytes),
    ...(id % 3 === 0 ? { ok: id % 2 === 0 } : {})
  }))
}

/** A service answering pages of `all`, later pages sooner, with a total. */
function service(all: readonly Item[], failAt?: number) {
  return async ({ page, perPage }: PageRequest): Promise<Page<Item>> => {
    await new Promise(resolve => setTimeout(resolve, (page * 7) % 5))
    if (page === failAt) throw new Error(`page ${page} failed`)
    const size = perPage ?? 10
    return { items: all.slice((page - 1) * size, page * size), total: all.length }
  }
}

async function streamed(all: readonly Item[], paging: PagingInputs) {
  const { log, lines } = recordingLogger()
  const collector = new ListCollector<Item>('list-things', stateOf)
  const facts = await collectListing(collector, add => streamPages(service(all), paging, add))
  const result = await collector.finish(view, facts.total, log)
  const warnings: string[] = []
  const outputs = await fitOutputs(
    'list-things',
    result.outputs,
    w => warnings.push(w),
    result.oversized
  )
  return { result, outputs, warnings, lines }
}

/** What the whole list in memory gave, for a result file at `path`. */
async function expected(kept: readonly Item[], total: number, path: string) {
  const json = JSON.stringify(kept)
  const failing = kept.filter(item => item.ok === false).length
  const warnings: string[] = []
  const outputs = await fitOutputs(
    'list-things',
    { count: String(kept.length), 'result-file': path, result: json, 'total-count': String(total) },
    w => warnings.push(w)
  )
  const summary = renderListSummary({
    title: view.title,
    columns: view.columns,
    facts: view.facts,
    headingNote: failing > 0 ? `${failing} non-compliant` : undefined,
    count: kept.length,
    total,
    // Those that need attention first, wherever they came in the listing.
    rows: [
      ...kept.filter(item => item.ok === false),
      ...kept.filter(item => item.ok !== false)
    ].map(view.row)
  })
  return { json, outputs, warnings, summary }
}

describe('a listing streamed to its result file', () => {
  it.each([
    ['no items', 0, 10],
    ['one page', 7, 10],
    ['seven pages', 65, 10],
    ['more pages than one window', 450, 5],
    ['more rows than the summary shows', 1234, 100]
  ])('equals the whole list in memory: %s', async (_, count, perPage) => {
    const all = items(count)
    const got = await streamed(all, { allPages: true, perPage })
    const path = got.outputs['result-file'] as string
    const want = await expected(all, count, path)
    expect(await readFile(path, 'utf8')).toBe(want.json)
    expect(got.outputs).toEqual(want.outputs)
    expect(got.warnings).toEqual(want.warnings)
    expect(got.result.summary).toBe(want.summary)
    expect(got.lines).toEqual([`info Listed ${count} of ${count}; the JSON is in ${path}.`])
    expect(await readdir(temp)).toEqual([path.slice(temp.length + 1)])
  })

  it('cuts at max-items as before', async () => {
    const all = items(95)
    const got = await streamed(all, { allPages: true, perPage: 10, maxItems: 33 })
    const path = got.outputs['result-file'] as string
    const want = await expected(all.slice(0, 33), 95, path)
    expect(await readFile(path, 'utf8')).toBe(want.json)
    expect(got.outputs).toEqual(want.outputs)
    expect(got.result.summary).toBe(want.summary)
  })

  // Three items padded so that the whole JSON lands on the limit, one byte over, or far over.
  it.each([
    ['exactly at the output limit', 0],
    ['one byte over the output limit', 1],
    ['far over the output limit', 2_000_000]
  ])('keeps or drops the result output as before: %s', async (_, extra) => {
    const base = items(3, 1)
    const overhead = JSON.stringify(base).length
    const pad = Math.floor((MAX_OUTPUT_BYTES - overhead) / 3)
    const all = base.map(item => ({ ...item, name: item.name + 'x'.repeat(pad) }))
    const short = MAX_OUTPUT_BYTES - JSON.stringify(all).length
    ;(all[0] as Item).name += 'y'.repeat(short + extra)
    expect(Buffer.byteLength(JSON.stringify(all))).toBe(MAX_OUTPUT_BYTES + extra)
    const got = await streamed(all, { allPages: true, perPage: 2 })
    const path = got.outputs['result-file'] as string
    const want = await expected(all, 3, path)
    expect(await readFile(path, 'utf8')).toBe(want.json)
    expect(got.outputs).toEqual(want.outputs)
    expect(got.warnings).toEqual(want.warnings)
    expect('result' in got.outputs).toBe(extra === 0)
  })

  it('leaves no file behind when a page fails', async () => {
    const collector = new ListCollector<Item>('list-things', stateOf)
    await expect(
      collectListing(collector, add =>
        streamPages(service(items(300), 20), { allPages: true, perPage: 10 }, add)
      )
    ).rejects.toThrow('page 20 failed')
    expect(await readdir(temp)).toEqual([])
  })

  it('holds only the first summary rows, not the listing', async () => {
    const seen: number[] = []
    const collector = new ListCollector<Item>('list-things')
    await collector.add(items(500))
    const { log } = recordingLogger()
    const result = await collector.finish(
      { ...view, stateOf: undefined, row: item => (seen.push(item.id), [String(item.id)]) },
      undefined,
      log
    )
    // Rows are built for the summary's rows only.
    expect(seen).toEqual(Array.from({ length: 100 }, (_, i) => i))
    expect(result.summary).toMatch(/First 100 rows shown, and 400 more/)
  })

  it('with RUNNER_TEMP missing, warns as before when the result fits in the output', async () => {
    process.env.RUNNER_TEMP = join(temp, 'missing')
    const got = await streamed(items(20), { allPages: true, perPage: 10 })
    expect(got.outputs['result-file']).toBe('')
    expect(got.outputs.result).toBe(JSON.stringify(items(20)))
    expect(got.lines[0]).toMatch(
      /^warning The result file .*missing.*could not be written: its directory \(RUNNER_TEMP\) does not exist; the result output holds the whole result/
    )
  })

  it('with RUNNER_TEMP missing, fails as before when the result does not fit', async () => {
    process.env.RUNNER_TEMP = join(temp, 'missing')
    await expect(streamed(items(3000, 400), { allPages: true, perPage: 100 })).rejects.toThrow(
      /could not be written: its directory \(RUNNER_TEMP\) does not exist, and the result is over the 1 MB limit.*set max-items/
    )
  })
})
