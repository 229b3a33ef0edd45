/**
 * Every file input the action parses, at its documented limit and past it: what is accepted
 * is parsed whole, what is refused is refused in one sentence naming the input. A parser that
 * is quadratic at the limit (the YAML package's duplicate-key check) fails these tests by
 * jest's timeout; none of them measures time.
 */
import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { Lexer } from 'yaml'
import { readTemplateFile } from '../../../src/inputs/template.js'
import { MAX_YAML_TOKENS, yamlOverBudget } from '../../../src/inputs/yaml-check.js'
import { readJsonFile } from '../../../src/inputs/json-file.js'
import { jsonDepth, MAX_JSON_DEPTH } from '../../../src/inputs/nesting.js'
import { readUserData } from '../../../src/evidence-inputs/user-data.js'
import { command } from '../../../src/commands/create-attestation-type/index.js'
import { inputsFromRecord } from '../../../src/inputs/source.js'
import { declaredCommand, expectOneSentence, inputError, ownInputs } from '../../kit/sentences.js'
import { useTempDir } from '../../kit/temp.js'
import {
  billionLaughsTemplate,
  deepJson,
  longListTemplate,
  MAX_JSON_FILE_BYTES,
  MAX_TEMPLATE_BYTES,
  MAX_SCHEMA_BYTES,
  MAX_USER_DATA_FILE_BYTES,
  wideJson,
  wideSchema,
  wideTemplate
} from '../../kit/large-inputs.js'

const createAttestationType = declaredCommand('create-attestation-type', command)

const work = useTempDir('inputs-at-limit-')

async function file(name: string, text: string): Promise<string> {
  const path = join(work.path, name)
  await writeFile(path, text)
  return path
}

const template = (path: string) =>
  readTemplateFile(inputsFromRecord({ 'template-file': path }), 'template-file')

describe('jsonDepth', () => {
  it('counts objects and arrays, not brackets inside strings or after an escaped quote', () => {
    expect(jsonDepth('42')).toBe(0)
    expect(jsonDepth('{"a": [1, {"b": []}]}')).toBe(4)
    expect(jsonDepth('{"a": "[[[{{{", "b": "\\"[[[", "c": "\\\\"}')).toBe(1)
    expect(jsonDepth('[[1], [[2]], [3]]')).toBe(3)
    expect(jsonDepth(deepJson(MAX_JSON_DEPTH))).toBe(MAX_JSON_DEPTH)
  })
})

describe('template-file at its limit', () => {
  it('parses one mapping of as many keys as 1 MiB holds', async () => {
    const text = wideTemplate()
    expect(text.length).toBeGreaterThan(MAX_TEMPLATE_BYTES - 32)
    const read = template(await file('wide.yml', text))
    expect(read?.content.length).toBe(text.length)
  }, 30_000)

  it('parses a flow list of as many items as 1 MiB holds', async () => {
    const read = template(await file('list.yml', longListTemplate()))
    expect(read?.content.length).toBeGreaterThan(MAX_TEMPLATE_BYTES - 32)
  }, 30_000)

  it('counts the tokens of the longest list it holds within the budget of every YAML input', () => {
    expect(Array.from(new Lexer().lex(longListTemplate())).length).toBeLessThanOrEqual(
      MAX_YAML_TOKENS
    )
    expect(yamlOverBudget(longListTemplate())).toBeUndefined()
    expect(yamlOverBudget(`a: [${'1,'.repeat(MAX_YAML_TOKENS / 2)}1]`)).toMatch(
      /^holds more YAML than any such file needs/
    )
  })

  it('still refuses a key given twice in one mapping, found among all the others', async () => {
    const path = await file('twice.yml', wideTemplate(MAX_TEMPLATE_BYTES, 'k7'))
    const error = inputError(() => template(path))
    expectOneSentence(error, 'template-file')
    expect(error.message).toMatch(
      /which is not valid YAML \(the key "k7" appears twice in one mapping\)/
    )
  }, 30_000)

  it('refuses a key given twice in a nested mapping', async () => {
    const path = await file('nested.yml', 'version: 1\ntrail:\n  - {a: 1, b: 2, a: 3}\n')
    expect(inputError(() => template(path)).message).toMatch(/the key "a" appears twice/)
  })

  it('accepts the same key in different mappings', async () => {
    const path = await file('same.yml', 'version: 1\na: {name: x}\nb: {name: y}\n')
    expect(template(path)?.path).toBe(path)
  })

  it('refuses aliases that expand to a billion nodes', async () => {
    const path = await file('laughs.yml', billionLaughsTemplate())
    const error = inputError(() => template(path))
    expectOneSentence(error, 'template-file')
    expect(error.message).toMatch(/its aliases expand to too many nodes/)
  })

  it('refuses keys that are mappings, nested as the YAML package would take minutes to convert', async () => {
    const path = await file('keys.yml', `version: 1\n${'? '.repeat(500)}x\n`)
    const error = inputError(() => template(path))
    expectOneSentence(error, 'template-file')
    expect(error.message).toMatch(
      /uses a list or a mapping as a key \(line 2\), where a name is expected/
    )
  })

  it('refuses collections nested deeper than the parser can follow, naming the input', async () => {
    const path = await file('deep.yml', `a: ${'['.repeat(200_000)}${']'.repeat(200_000)}\n`)
    const error = inputError(() => template(path))
    expectOneSentence(error, 'template-file')
    expect(error.message).toMatch(/nests its collections deeper than the YAML parser can follow/)
  })

  it('refuses a byte over 1 MiB before parsing it', async () => {
    const path = await file('over.yml', wideTemplate(MAX_TEMPLATE_BYTES + 64))
    const error = inputError(() => template(path))
    expectOneSentence(error, 'template-file')
    expect(error.message).toMatch(
      /, over the limit of 1 MiB \(1048576 bytes\); expected .*at most 1 MiB/
    )
  })
})

describe('schema-file at its limit', () => {
  const read = (path: string) => () =>
    ownInputs(createAttestationType, { 'type-name': 'wide', 'schema-file': path })

  it('checks a schema of as many required properties as 1 MiB holds', async () => {
    const text = wideSchema(MAX_SCHEMA_BYTES)
    expect(Buffer.byteLength(text)).toBeLessThanOrEqual(MAX_SCHEMA_BYTES)
    expect(Buffer.byteLength(text)).toBeGreaterThan(MAX_SCHEMA_BYTES - 1024)
    const inputs = read(await file('wide.schema.json', text))()
    expect(inputs).toMatchObject({ body: { name: 'wide' } })
    // Buffer.equals, not toEqual: jest would compare the 1 MiB byte by byte through its matchers.
    expect(inputs.schema && Buffer.from(text).equals(inputs.schema.content)).toBe(true)
  })

  it('refuses a byte over 1 MiB before parsing it', async () => {
    const path = await file(
      'over.schema.json',
      `${wideSchema(MAX_SCHEMA_BYTES)}${' '.repeat(1024)}`
    )
    const error = inputError(read(path))
    expectOneSentence(error, 'schema-file')
    expect(error.message).toMatch(/which is over 1 MB;/)
  })
})

describe('JSON file inputs at their limits', () => {
  it('reads attestation-data of 10 MB and user-data of 5 MB, each one wide object', async () => {
    const data = readJsonFile(
      inputsFromRecord({
        'attestation-data': await file('data.json', wideJson(MAX_JSON_FILE_BYTES))
      }),
      'attestation-data',
      'a JSON file'
    )
    expect(Object.keys(data?.value as object).length).toBeGreaterThan(500_000)
    const user = readUserData(
      inputsFromRecord({ 'user-data': await file('user.json', wideJson(MAX_USER_DATA_FILE_BYTES)) })
    )
    expect(Object.keys(user as object).length).toBeGreaterThan(250_000)
  })

  it.each([
    ['attestation-data', 'a file'],
    ['user-data', 'a file'],
    ['user-data', 'inline']
  ])(
    '%s (%s) nested %d levels is accepted, one more is refused in one sentence',
    async (name, form) => {
      const read = async (levels: number) => {
        const text = deepJson(levels)
        const value = form === 'inline' ? text : await file(`${name}-${levels}.json`, text)
        const source = inputsFromRecord({ [name]: value })
        return () =>
          name === 'user-data' ? readUserData(source) : readJsonFile(source, name, 'a JSON file')
      }
      expect((await read(MAX_JSON_DEPTH))()).toBeDefined()
      const error = inputError(await read(MAX_JSON_DEPTH + 1))
      expectOneSentence(error, name)
      expect(error.message).toMatch(
        new RegExp(
          `JSON (is )?nested ${MAX_JSON_DEPTH + 1} levels deep, over the limit of ${MAX_JSON_DEPTH}; expected .*nested at most ${MAX_JSON_DEPTH} levels deep\\.$`
        )
      )
    }
  )

  it('refuses user-data nested 100,000 levels, which JSON.stringify cannot write', async () => {
    const path = await file('deep.json', deepJson(100_000))
    const error = inputError(() => readUserData(inputsFromRecord({ 'user-data': path })))
    expect(error.message).toMatch(/whose JSON is nested 100000 levels deep/)
  })
})
