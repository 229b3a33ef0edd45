/**
 * The result file appears whole or not at all, and a failed write says where and what
 * avoids it. A full disk cannot be made on demand: the write is replaced by one that leaves
 * part of the file and fails with ENOSPC, as a real full disk does.
 */
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import * as fs from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  ResultFileWriteError,
  saveResult,
  writeResultFile,
  type ResultFileSystem
} from '../../../src/action/result-file.js'

let directory: string
const savedTemp = process.env.RUNNER_TEMP

beforeEach(async () => {
  directory = await mkdtemp(join(tmpdir(), 'result-file-'))
  process.env.RUNNER_TEMP = directory
})

afterEach(async () => {
  if (savedTemp === undefined) delete process.env.RUNNER_TEMP
  else process.env.RUNNER_TEMP = savedTemp
  await rm(directory, { recursive: true, force: true })
})

/** Writes half of the data, then fails as a full disk does. */
const fullDisk: ResultFileSystem = {
  writeFile: (async (path: string, data: string) => {
    await writeFile(path, data.slice(0, data.length / 2))
    throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' })
  }) as unknown as ResultFileSystem['writeFile'],
  rename: fs.rename,
  rm: fs.rm
}

describe('writeResultFile', () => {
  it('writes the whole JSON under RUNNER_TEMP and leaves nothing else', async () => {
    const path = await writeResultFile('list-trails', '[1,2,3]')
    expect(path.startsWith(join(directory, 'kosli-list-trails-'))).toBe(true)
    expect(await readFile(path, 'utf8')).toBe('[1,2,3]')
    expect(await readdir(directory)).toHaveLength(1)
  })

  it('on a full disk, removes the part it wrote and names the path and the cause', async () => {
    const failure = writeResultFile('list-builds', '[' + '1,'.repeat(1000) + '1]', fullDisk)
    await expect(failure).rejects.toBeInstanceOf(ResultFileWriteError)
    await expect(failure).rejects.toThrow(
      new RegExp(
        `^The result file ${directory}/kosli-list-builds-[0-9a-f-]+\\.json could not be written: the disk is full$`
      )
    )
    expect(await readdir(directory)).toEqual([])
  })
})

describe('saveResult', () => {
  it('goes on with a warning when the result fits in the result output', async () => {
    const saved = await saveResult(
      'list-builds',
      '[]',
      { fitsInOutput: true, smallerWith: 'max-items' },
      fullDisk
    )
    expect(saved.path).toBe('')
    expect(saved.warning).toMatch(
      /could not be written: the disk is full; the result output holds the whole result/
    )
    expect(await readdir(directory)).toEqual([])
  })

  it('fails, naming RUNNER_TEMP and max-items, when the result fits in no output', async () => {
    await expect(
      saveResult('list-builds', '[]', { fitsInOutput: false, smallerWith: 'max-items' }, fullDisk)
    ).rejects.toThrow(
      /the disk is full, and the result is over the 1 MB limit of a step output, so no output can hold it: point RUNNER_TEMP at a writable directory with free space, or set max-items so the result fits in the result output\.$/
    )
    expect(await readdir(directory)).toEqual([])
  })

  it('names no input when the command has none that makes the result smaller', async () => {
    await expect(
      saveResult('list-actions', '[]', { fitsInOutput: false }, fullDisk)
    ).rejects.toThrow(/point RUNNER_TEMP at a writable directory with free space\.$/)
  })
})

describe('describeSummaryFailure', () => {
  it('names GITHUB_STEP_SUMMARY when it is not set, and the path and code otherwise', async () => {
    const { describeSummaryFailure } = await import('../../../src/action/summary-cap.js')
    expect(describeSummaryFailure(undefined, new Error('x'))).toMatch(
      /GITHUB_STEP_SUMMARY is not set/
    )
    expect(
      describeSummaryFailure('/s/summary.md', Object.assign(new Error('x'), { code: 'EISDIR' }))
    ).toMatch(
      /^The job summary was not written: \/s\/summary\.md is not writable \(EISDIR\); the outputs are set as usual/
    )
  })
})
