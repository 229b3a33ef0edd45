import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { listResult } from '../../../src/lists/list-outputs.js'
import type { Logger } from '../../../src/action/command.js'
import { MAX_SUMMARY_ROWS, renderListSummary } from '../../../src/lists/table.js'
import { isoTime, shortTime } from '../../../src/summary/timestamps.js'

function recordingLogger() {
  const warnings: string[] = []
  const log: Logger = {
    info: () => undefined,
    warning: message => warnings.push(message),
    debug: () => undefined,
    group: (_title, work) => work()
  }
  return { log, warnings }
}

let temp: string
const savedTemp = process.env.RUNNER_TEMP

beforeEach(async () => {
  temp = await mkdtemp(join(tmpdir(), 'list-report-'))
  process.env.RUNNER_TEMP = temp
})

afterEach(async () => {
  if (savedTemp === undefined) delete process.env.RUNNER_TEMP
  else process.env.RUNNER_TEMP = savedTemp
  await rm(temp, { recursive: true, force: true })
})

const summaryOf = (count: number) =>
  renderListSummary({
    title: 'Things',
    count,
    total: count + 5,
    columns: ['N'],
    rows: Array.from({ length: count }, (_, i) => [String(i)])
  })

describe('renderListSummary', () => {
  it('shows every row of a short list, with the total', () => {
    const summary = summaryOf(3)
    expect(summary.split('\n')[0]).toBe('## Things: 3 of 8')
    expect(summary).toContain('| 2 |')
    expect(summary).not.toMatch(/more: see/)
  })

  it('caps a long list and says how many rows are not shown and where they are', () => {
    const summary = summaryOf(MAX_SUMMARY_ROWS + 42)
    expect(summary).toContain(`| ${MAX_SUMMARY_ROWS - 1} |`)
    expect(summary).not.toContain(`| ${MAX_SUMMARY_ROWS} |`)
    expect(summary).toMatch(
      new RegExp(`First ${MAX_SUMMARY_ROWS} rows shown, and 42 more: see .*result-file`)
    )
  })

  it('says after the count what the heading note says, and shows facts as a list', () => {
    const summary = renderListSummary({
      title: 'Trails',
      count: 3,
      headingNote: '1 not compliant',
      facts: [
        ['Flow', 'web'],
        ['Unset', undefined]
      ],
      columns: ['N'],
      rows: [['1'], ['2'], ['3']]
    })
    expect(summary.split('\n')[0]).toBe('## Trails: 3 (1 not compliant)')
    expect(summary).toContain('- **Flow:** web')
    expect(summary).not.toContain('Unset')
    expect(summary).not.toMatch(/^\|\s*\|/m)
  })

  it('says so when nothing was found', () => {
    const summary = renderListSummary({
      title: 'Builds',
      count: 0,
      columns: ['A'],
      rows: [],
      emptyNote: 'No builds.'
    })
    expect(summary).toContain('No builds.')
    expect(summary).not.toContain('| A |')
  })
})

describe('listResult', () => {
  it('writes the result file under RUNNER_TEMP, equal to the result output', async () => {
    const { log } = recordingLogger()
    const result = await listResult(
      {
        command: 'list-things',
        listing: { items: [{ a: 1 }, { a: 2 }], total: 9 },
        view: { title: 'Things', columns: ['A'], row: (item: { a: number }) => [String(item.a)] }
      },
      log
    )
    expect(result.outcome).toBe('ok')
    expect(result.outputs).toMatchObject({
      count: '2',
      'total-count': '9',
      result: '[{"a":1},{"a":2}]'
    })
    const file = result.outputs['result-file'] ?? ''
    expect(file.startsWith(temp)).toBe(true)
    expect(await readFile(file, 'utf8')).toBe(result.outputs.result)
  })

  it('counts the items that need attention in the heading, and shows them first', async () => {
    const { log } = recordingLogger()
    const states = ['compliant', 'non-compliant', 'incomplete', undefined] as const
    const view = {
      title: 'Things',
      columns: ['A'],
      row: (item: { a: number }) => [String(item.a)],
      stateOf: (item: { a: number }) => states[item.a]
    }
    const items = [{ a: 0 }, { a: 1 }, { a: 2 }, { a: 3 }]
    const listed = await listResult({ command: 'list-things', listing: { items }, view }, log)
    expect(listed.summary).toMatch(/^## Things: 4 \(1 non-compliant, 1 incomplete\)$/m)
    // Non-compliant, then incomplete, then the rest in the listing's order.
    expect(listed.summary).toContain('| 1 |\n| 2 |\n| 0 |\n| 3 |')
    const compliant = await listResult(
      { command: 'list-things', listing: { items: [{ a: 0 }, { a: 3 }] }, view },
      log
    )
    expect(compliant.summary).toMatch(/^## Things: 2$/m)
  })

  it('gives each step its own file', async () => {
    const { log } = recordingLogger()
    const report = {
      command: 'list-things',
      listing: { items: [] },
      view: { title: 'T', columns: ['A'], row: () => [] }
    }
    const first = await listResult(report, log)
    const second = await listResult(report, log)
    expect(first.outputs['result-file']).not.toBe(second.outputs['result-file'])
    expect(await readdir(temp)).toHaveLength(2)
    expect(first.outputs).not.toHaveProperty('total-count')
  })
})

describe('time rendering', () => {
  it('renders service seconds, fractions included, as UTC', () => {
    expect(isoTime(1767225600.5)).toBe('2026-01-01T00:00:00.500Z')
    expect(shortTime(1767225600)).toBe('2026-01-01 00:00 UTC')
    expect(isoTime(null)).toBeUndefined()
    expect(shortTime(undefined)).toBe('—')
  })
})
