/**
 * The checks every YAML file input goes through (src/inputs/yaml-check.ts): keys that are
 * lists or mappings, which the YAML package takes minutes to turn into strings when they
 * nest a few hundred deep, are refused before the document is converted, naming their
 * line. Nothing here measures time: a check that let such keys through would fail by
 * jest's timeout.
 */
import { parseDocument } from 'yaml'
import { checkKeys, checkYamlMapping, parseYamlMapping } from '../../../src/inputs/yaml-check.js'

const keysOf = (text: string, refuseDuplicates = true) =>
  checkKeys(parseDocument(text, { uniqueKeys: false }), text, refuseDuplicates)

describe('a key that is a list or a mapping', () => {
  it.each([
    ['an explicit key holding a mapping', 'version: 1\n? {a: 1}\n: x\n', 2],
    ['an explicit key holding a list', 'version: 1\ntrail:\n  ? [a, b]\n  : x\n', 3],
    ['an implicit flow key', 'version: 1\nitems: {[a]: 1}\n', 2],
    ['a flow list as a block key', '[a, b]: 1\n', 1]
  ])('is refused: %s, naming its line', (_what, text, line) => {
    expect(checkYamlMapping(text)).toBe(
      `which uses a list or a mapping as a key (line ${line}), where a name is expected`
    )
  })

  it.each([
    ['explicit keys', `${'? '.repeat(500)}x\n`],
    ['implicit flow keys', `a: ${'{'.repeat(400)}x: 1${'}: 1'.repeat(400)}\n`],
    ['explicit keys of lists', `? ${'- ? '.repeat(300)}x\n`]
  ])(
    'is refused at once, nested as the YAML package would take minutes to convert: %s',
    (_what, text) => {
      expect(parseYamlMapping(text)).toEqual({
        problem: 'which uses a list or a mapping as a key (line 1), where a name is expected'
      })
    }
  )

  it('is refused whether or not duplicate keys are', () => {
    expect(keysOf('a: 1\n? [b]\n: 2\n', false)).toBe(
      'uses a list or a mapping as a key (line 2), where a name is expected'
    )
  })
})

describe('alias keys', () => {
  it('are left to the alias budget, by the thousand at once: none is looked up', () => {
    const keys = Array.from({ length: 20_000 }, (_, i) => `k${i}: 1\n*a : ${i}\n`).join('')
    expect(parseYamlMapping(`a: &a x\n${keys}`)).toEqual({
      problem:
        'which is not valid YAML (its aliases expand to too many nodes, as in a "billion laughs" document)'
    })
  })

  it('of a mapping are written by name, as the package writes them', () => {
    expect(parseYamlMapping('base: &b {a: 1}\n*b : 2\n')).toEqual({
      value: { base: { a: 1 }, '*b': 2 }
    })
  })
})

describe('keys that are scalars', () => {
  it('accept an alias of a scalar as a key, and quoted brackets', () => {
    expect(parseYamlMapping('name: &n build\n*n : 1\n"[a]": 2\n')).toEqual({
      value: { name: 'build', build: 1, '[a]': 2 }
    })
  })

  it('find a key given twice only when asked to', () => {
    expect(keysOf('a: 1\nb: {c: 1, c: 2}\n')).toBe(
      'is not valid YAML (the key "c" appears twice in one mapping)'
    )
    expect(keysOf('a: 1\nb: {c: 1, c: 2}\n', false)).toBeUndefined()
    expect(keysOf('7: a\n7: b\n')).toBe(
      'is not valid YAML (the key "7" appears twice in one mapping)'
    )
  })
})
