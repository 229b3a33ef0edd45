/** user-data: inline JSON, or the path of a file holding a JSON object. */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { readUserData } from '../../../src/evidence-inputs/user-data.js'
import { inputsFromRecord } from '../../../src/inputs/source.js'
import { inputError } from '../../kit/sentences.js'

let dir: string

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'user-data-'))
})

afterAll(async () => {
  await rm(dir, { recursive: true, force: true })
})

const read = (value?: string) => readUserData(inputsFromRecord({ 'user-data': value }))

function refusal(value: string): string {
  return inputError(() => read(value)).message
}

describe('readUserData', () => {
  it('takes inline JSON objects and arrays as before', () => {
    expect(read('{"build": 42}')).toEqual({ build: 42 })
    expect(read('[1, 2]')).toEqual([1, 2])
    expect(read(undefined)).toBeUndefined()
  })

  it('reads a file holding a JSON object, byte-order mark and all', async () => {
    const path = join(dir, 'data.json')
    await writeFile(path, '\uFEFF{\n  "release": "1.2.3",\n  "checks": [true]\n}\n')
    expect(read(path)).toEqual({ release: '1.2.3', checks: [true] })
  })

  it('names a missing file, and says why the value was read as a path', () => {
    const missing = join(dir, 'missing.json')
    expect(refusal(missing)).toBe(
      `Input "user-data" names the file ${JSON.stringify(missing)}, which does not exist (a value not starting with "{" is read as a path); expected the path of a file holding a JSON object, or inline JSON such as {"build": 42}.`
    )
  })

  it('names a file that is not valid JSON', async () => {
    const path = join(dir, 'broken.json')
    await writeFile(path, '{"a": 1,')
    expect(refusal(path)).toMatch(
      new RegExp(
        `^Input "user-data" names the file "${path}", which is not valid JSON \\(.+\\); expected`
      )
    )
  })

  it('refuses a file whose JSON is not an object', async () => {
    const path = join(dir, 'list.json')
    await writeFile(path, '[1, 2]')
    expect(refusal(path)).toMatch(/names the file ".*list\.json", whose JSON is not an object;/)
  })

  it('refuses a directory', async () => {
    const sub = join(dir, 'sub')
    await mkdir(sub)
    expect(refusal(sub)).toMatch(/names ".*sub", which is not a regular file;/)
  })

  it('keeps the inline errors: invalid JSON and a scalar', () => {
    expect(refusal('{"a":')).toMatch(
      /^Input "user-data" is not valid JSON \(.+\); expected a JSON object or array/
    )
    expect(refusal('42')).toMatch(/^Input "user-data" is JSON 42, not an object or array;/)
    expect(refusal('true')).toMatch(/is JSON true, not an object or array/)
    expect(refusal('data.json')).toMatch(/names the file "data\.json", which does not exist/)
  })
})
