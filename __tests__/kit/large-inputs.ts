/**
 * Hostile files for every file input the action parses, each at its documented limit: for
 * the correctness tests (which assert what is accepted or refused, never how long it took)
 * and for `npm run bench`, which can time them. Each returns the text to write.
 */
import { MAX_TEMPLATE_BYTES } from '../../src/inputs/template.js'
import { MAX_JSON_DEPTH } from '../../src/inputs/nesting.js'
import { MAX_DEPTH, MAX_RESULT_FILE_BYTES } from '../../src/commands/attest-junit/xml.js'
import { MAX_SCAN_FILE_BYTES } from '../../src/commands/attest-snyk/index.js'
import { MAX_JSON_FILE_BYTES } from '../../src/inputs/json-file.js'
import { MAX_USER_DATA_FILE_BYTES } from '../../src/evidence-inputs/user-data.js'
import { MAX_SCHEMA_BYTES } from '../../src/commands/create-attestation-type/index.js'

export {
  MAX_TEMPLATE_BYTES,
  MAX_JSON_DEPTH,
  MAX_DEPTH,
  MAX_RESULT_FILE_BYTES,
  MAX_SCAN_FILE_BYTES,
  MAX_JSON_FILE_BYTES,
  MAX_USER_DATA_FILE_BYTES,
  MAX_SCHEMA_BYTES
}

/** `unit(i)` repeated, one per line (or joined by `separator`), up to `bytes` long at most. */
export function fill(bytes: number, unit: (i: number) => string, separator = '\n'): string[] {
  const parts: string[] = []
  let length = 0
  for (let i = 0; ; i++) {
    const part = unit(i)
    if (length + part.length + separator.length > bytes) return parts
    parts.push(part)
    length += part.length + separator.length
  }
}

/**
 * A JSON object nested `levels` deep (`{"a":[[...]]}`): at MAX_JSON_DEPTH it is accepted,
 * one level more refused; about 100,000 levels overflow JSON.stringify.
 */
export function deepJson(levels: number): string {
  const inner = levels - 1
  return `{"a":${'['.repeat(inner)}${']'.repeat(inner)}}`
}

/** A template of one mapping with as many keys as fit in `bytes` (the quadratic case). */
export function wideTemplate(bytes = MAX_TEMPLATE_BYTES, duplicate?: string): string {
  const tail = duplicate === undefined ? '' : `\n${duplicate}: again`
  const keys = fill(bytes - tail.length - 'version: 1\n'.length, i => `k${i}: ${i}`)
  return `version: 1\n${keys.join('\n')}${tail}`
}

/** A template holding one flow list of single digits, as long as fits: the most nodes a byte. */
export function longListTemplate(bytes = MAX_TEMPLATE_BYTES): string {
  return `version: 1\nitems: [${fill(bytes - 'version: 1\nitems: []'.length, () => '1', ',').join(',')}]`
}

/** A template whose aliases expand to 10^9 nodes. */
export function billionLaughsTemplate(): string {
  const lines = ['a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]']
  for (let i = 1; i < 9; i++) {
    const name = String.fromCharCode(97 + i)
    const previous = String.fromCharCode(96 + i)
    lines.push(`${name}: &${name} [${Array(9).fill(`*${previous}`).join(',')}]`)
  }
  return `version: 1\n${lines.join('\n')}\n`
}

/** A JSON object with as many keys as fit in `bytes`. */
export function wideJson(bytes: number): string {
  return `{${fill(bytes - 2, i => `"k${i}":${i}`, ',').join(',')}}`
}

/**
 * A JSON Schema of as many properties as `bytes` holds, every one of them required: each
 * property and each name in `required` is checked.
 */
export function wideSchema(bytes: number): string {
  const head = '{"type":"object","properties":{'
  const middle = '},"required":['
  const tail = ']}'
  const properties: string[] = []
  const names: string[] = []
  let length = head.length + middle.length + tail.length
  for (let i = 0; ; i++) {
    const property = `"p${i}":{"type":"string"}`
    const name = `"p${i}"`
    // Each new item but the first adds a comma to both lists.
    const added = property.length + name.length + (i > 0 ? 2 : 0)
    if (length + added > bytes) break
    properties.push(property)
    names.push(name)
    length += added
  }
  return `${head}${properties.join(',')}${middle}${names.join(',')}${tail}`
}

/**
 * A SARIF log of `count` rules and as many results, each naming its rule by id only and
 * without a level, so every result's severity is looked up among the rules: the case a
 * search of the list per result makes quadratic. Every third rule is an error (high).
 */
export function sarifByRuleId(count: number): string {
  const levels = ['error', 'warning', 'note']
  const rules = Array.from(
    { length: count },
    (_, i) => `{"id":"R${i}","defaultConfiguration":{"level":"${levels[i % 3]}"}}`
  )
  const results = Array.from(
    { length: count },
    (_, i) => `{"ruleId":"R${count - 1 - i}","message":{"text":"m"}}`
  )
  return `{"$schema":"https://json.schemastore.org/sarif-2.1.0.json","version":"2.1.0","runs":[{"tool":{"driver":{"name":"SnykCode","rules":[${rules.join(',')}]}},"results":[${results.join(',')}]}]}`
}

/** The most JUnit suites that fit in `bytes`, each one passing case, in one <testsuites>. */
export function manySuitesJUnit(bytes: number): string {
  const open = '<?xml version="1.0"?>\n<testsuites>\n'
  const close = '</testsuites>\n'
  const suite = '<testsuite name="s"><testcase name="c"/></testsuite>'
  return `${open}${fill(bytes - open.length - close.length, () => suite).join('\n')}\n${close}`
}

/** `<a>` opened and never closed, as many times as fit in `bytes`. */
export function unclosedXml(bytes = MAX_RESULT_FILE_BYTES): string {
  return '<a>'.repeat(Math.floor(bytes / 3))
}
