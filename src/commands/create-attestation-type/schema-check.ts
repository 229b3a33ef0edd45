/**
 * A structural check that a JSON document is a JSON Schema, before it is sent as a custom
 * attestation type's schema: every keyword the check knows has the form the specification
 * gives it (draft-04 to 2020-12), in every subschema. It is not a meta-schema validation
 * (that would need a JSON Schema validator at run time, which the action does not bundle),
 * but it catches what makes a schema unusable: a misspelt type, a required that is not a
 * list of names, a properties that is not an object of schemas, a pattern that does not
 * compile, a negative length. Unknown keywords are allowed, as the specification allows them.
 */

const TYPES = new Set(['null', 'boolean', 'object', 'array', 'number', 'string', 'integer'])

/** Keywords whose value is one schema. */
const SCHEMA_KEYWORDS = [
  'additionalProperties',
  'additionalItems',
  'not',
  'contains',
  'if',
  'then',
  'else',
  'propertyNames',
  'unevaluatedItems',
  'unevaluatedProperties'
]
/** Keywords whose value is an object of schemas. */
const SCHEMA_MAP_KEYWORDS = [
  'properties',
  'patternProperties',
  '$defs',
  'definitions',
  'dependentSchemas'
]
/** Keywords whose value is a non-empty array of schemas. */
const SCHEMA_LIST_KEYWORDS = ['allOf', 'anyOf', 'oneOf', 'prefixItems']
const COUNT_KEYWORDS = [
  'minLength',
  'maxLength',
  'minItems',
  'maxItems',
  'minProperties',
  'maxProperties',
  'minContains',
  'maxContains'
]
const NUMBER_KEYWORDS = ['minimum', 'maximum']
const STRING_KEYWORDS = ['$schema', '$id', '$ref', 'title', 'description', 'format', '$comment']

/** Deeper than any real schema: a deeper one is refused, not walked (the stack is finite). */
export const MAX_SCHEMA_DEPTH = 64

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const pointer = (path: readonly string[]): string =>
  path.length === 0
    ? '(the root)'
    : '/' + path.map(p => p.replace(/~/g, '~0').replace(/\//g, '~1')).join('/')

/** The first problem found, as "at <JSON pointer>: <what is wrong>", or undefined. */
export function findSchemaProblem(document: unknown): string | undefined {
  if (!isObject(document)) return 'the root is not a JSON object'
  return checkSchema(document, [], 0)
}

function checkSchema(schema: unknown, path: string[], depth: number): string | undefined {
  // true and false are schemas too (accept all, accept none), below the root.
  if (typeof schema === 'boolean') return undefined
  if (!isObject(schema)) return `at ${pointer(path)}: a schema must be an object or a boolean`
  if (depth > MAX_SCHEMA_DEPTH) {
    return `at ${pointer(path)}: the schema is nested more than ${MAX_SCHEMA_DEPTH} levels deep`
  }
  const at = (keyword: string, problem: string) => `at ${pointer([...path, keyword])}: ${problem}`
  return (
    checkType(schema.type, at) ??
    checkRequired(schema.required, at) ??
    checkScalars(schema, at) ??
    checkSubschemas(schema, path, depth)
  )
}

type At = (keyword: string, problem: string) => string

function checkType(type: unknown, at: At): string | undefined {
  if (type === undefined) return undefined
  const names = Array.isArray(type) ? type : [type]
  if (Array.isArray(type) && type.length === 0) return at('type', 'an empty list of types')
  for (const name of names) {
    if (typeof name !== 'string' || !TYPES.has(name)) {
      return at('type', `${JSON.stringify(name)} is not a type (${[...TYPES].join(', ')})`)
    }
  }
  if (new Set(names).size !== names.length) return at('type', 'a type is listed twice')
  return undefined
}

function checkRequired(required: unknown, at: At): string | undefined {
  if (required === undefined) return undefined
  // draft-03 wrote required: true on a property; later drafts need a list of names.
  if (!Array.isArray(required) || required.some(name => typeof name !== 'string')) {
    return at('required', 'not a list of property names')
  }
  if (new Set(required).size !== required.length) return at('required', 'a name is listed twice')
  return undefined
}

function checkScalars(schema: Record<string, unknown>, at: At): string | undefined {
  for (const keyword of COUNT_KEYWORDS) {
    const value = schema[keyword]
    if (value !== undefined && !(Number.isInteger(value) && (value as number) >= 0)) {
      return at(keyword, 'not a non-negative integer')
    }
  }
  for (const keyword of NUMBER_KEYWORDS) {
    if (schema[keyword] !== undefined && typeof schema[keyword] !== 'number') {
      return at(keyword, 'not a number')
    }
  }
  for (const keyword of ['exclusiveMinimum', 'exclusiveMaximum']) {
    const value = schema[keyword]
    // A number since draft-06, a boolean in draft-04.
    if (value !== undefined && typeof value !== 'number' && typeof value !== 'boolean') {
      return at(keyword, 'not a number')
    }
  }
  const multipleOf = schema.multipleOf
  if (multipleOf !== undefined && !(typeof multipleOf === 'number' && multipleOf > 0)) {
    return at('multipleOf', 'not a number above 0')
  }
  for (const keyword of STRING_KEYWORDS) {
    if (schema[keyword] !== undefined && typeof schema[keyword] !== 'string') {
      return at(keyword, 'not a string')
    }
  }
  if (schema.enum !== undefined && !Array.isArray(schema.enum)) return at('enum', 'not a list')
  if (schema.pattern !== undefined) {
    if (typeof schema.pattern !== 'string') return at('pattern', 'not a string')
    const problem = regexProblem(schema.pattern)
    if (problem) return at('pattern', problem)
  }
  return undefined
}

function regexProblem(source: string): string | undefined {
  try {
    new RegExp(source, 'u')
    return undefined
  } catch (error) {
    return `not a regular expression (${error instanceof Error ? error.message : String(error)})`
  }
}

function checkSubschemas(
  schema: Record<string, unknown>,
  path: string[],
  depth: number
): string | undefined {
  const below = (value: unknown, ...tokens: string[]) =>
    checkSchema(value, [...path, ...tokens], depth + 1)
  for (const keyword of SCHEMA_KEYWORDS) {
    if (schema[keyword] === undefined) continue
    const problem = below(schema[keyword], keyword)
    if (problem) return problem
  }
  for (const keyword of SCHEMA_MAP_KEYWORDS) {
    const map = schema[keyword]
    if (map === undefined) continue
    if (!isObject(map)) return `at ${pointer([...path, keyword])}: not an object of schemas`
    for (const [name, value] of Object.entries(map)) {
      if (keyword === 'patternProperties') {
        const problem = regexProblem(name)
        if (problem) return `at ${pointer([...path, keyword, name])}: the name is ${problem}`
      }
      const problem = below(value, keyword, name)
      if (problem) return problem
    }
  }
  for (const keyword of SCHEMA_LIST_KEYWORDS) {
    const list = schema[keyword]
    if (list === undefined) continue
    if (!Array.isArray(list) || list.length === 0) {
      return `at ${pointer([...path, keyword])}: not a non-empty list of schemas`
    }
    for (const [index, value] of list.entries()) {
      const problem = below(value, keyword, String(index))
      if (problem) return problem
    }
  }
  // items: one schema, or (before 2020-12) a list of them.
  const items = schema.items
  if (Array.isArray(items)) {
    for (const [index, value] of items.entries()) {
      const problem = below(value, 'items', String(index))
      if (problem) return problem
    }
  } else if (items !== undefined) {
    return below(items, 'items')
  }
  return undefined
}
