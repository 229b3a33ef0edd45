import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { MAX_OUTPUT_BYTES, fitOutputs } from '../../../src/action/output-limit.js'

let temp: string
const savedTemp = process.env.RUNNER_TEMP

beforeEach(async () => {
  temp = await mkdtemp(join(tmpdir(), 'output-limit-'))
  process.env.RUNNER_TEMP = temp
})

afterEach(async () => {
  if (savedTemp === undefined) delete process.env.RUNNER_TEMP
  else process.env.RUNNER_TEMP = savedTemp
  await rm(temp, { recursive: true, force: true })
})

const over = (prefix: string) => JSON.stringify([prefix, 'x'.repeat(MAX_OUTPUT_BYTES)])

describe('fitOutputs', () => {
  it('writes any command result to result-file and keeps a result that fits', async () => {
    const warnings: string[] = []
    const fitted = await fitOutputs('get-deployment', { result: '{"a":1}', x: 'y' }, m =>
      warnings.push(m)
    )
    expect(fitted).toMatchObject({ result: '{"a":1}', x: 'y' })
    expect(fitted['result-file']?.startsWith(temp)).toBe(true)
    expect(await readFile(fitted['result-file'] ?? '', 'utf8')).toBe('{"a":1}')
    expect(warnings).toEqual([])
  })

  it('leaves a result over 1 MB out, with one warning naming result-file, which has it all', async () => {
    const warnings: string[] = []
    const result = over('r')
    const fitted = await fitOutputs('override-attestation', { result, other: 'kept' }, m =>
      warnings.push(m)
    )
    expect(fitted).not.toHaveProperty('result')
    expect(fitted.other).toBe('kept')
    expect(await readFile(fitted['result-file'] ?? '', 'utf8')).toBe(result)
    expect(warnings).toEqual([
      expect.stringMatching(
        /^The result is \d+ KiB, over the 1 MB limit of a step output, so the result output is empty; read .+ \(the result-file output\) instead\.$/
      )
    ])
  })

  it('uses the result-file a list command wrote instead of writing another', async () => {
    const warnings: string[] = []
    const fitted = await fitOutputs(
      'list-builds',
      { result: over('r'), 'result-file': '/already/written.json' },
      m => warnings.push(m)
    )
    expect(fitted['result-file']).toBe('/already/written.json')
    expect(fitted).not.toHaveProperty('result')
    expect(warnings.join('\n')).toContain('read /already/written.json (the result-file output)')
    expect(await readdir(temp)).toEqual([])
  })

  it('leaves any other output over 1 MB out, its value in a file the warning names', async () => {
    const warnings: string[] = []
    const keys = over('k')
    const fitted = await fitOutputs('attest-jira', { 'issue-keys': keys, result: '[]' }, m =>
      warnings.push(m)
    )
    expect(fitted).not.toHaveProperty('issue-keys')
    expect(fitted.result).toBe('[]')
    expect(warnings).toHaveLength(1)
    const file = /its value is in (\S+)\.$/.exec(warnings[0] ?? '')?.[1] ?? ''
    expect(warnings[0]).toMatch(/^The issue-keys output is \d+ KiB, over the 1 MB limit/)
    expect(file.startsWith(temp)).toBe(true)
    expect(await readFile(file, 'utf8')).toBe(keys)
  })

  it('does not fail a result that fits when its file cannot be written', async () => {
    process.env.RUNNER_TEMP = join(temp, 'missing', 'directory')
    const warnings: string[] = []
    const fitted = await fitOutputs('get-approval', { result: '{}' }, w => warnings.push(w))
    expect(fitted).toEqual({ result: '{}', 'result-file': '' })
    expect(warnings).toHaveLength(1)
    expect(warnings[0]).toContain(join(temp, 'missing', 'directory'))
  })
})
