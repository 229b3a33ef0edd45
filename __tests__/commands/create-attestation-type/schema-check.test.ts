import {
  MAX_SCHEMA_DEPTH,
  findSchemaProblem
} from '../../../src/commands/create-attestation-type/schema-check.js'

describe('findSchemaProblem', () => {
  it.each([
    ['an empty schema', {}],
    [
      'a draft-07 schema with items as a list',
      { type: 'array', items: [{ type: 'string' }, true] }
    ],
    [
      'a 2020-12 schema with $defs, anyOf and patternProperties',
      {
        $schema: 'https://json-schema.org/draft/2020-12/schema',
        type: ['object', 'null'],
        $defs: { n: { type: 'integer', minimum: 0, exclusiveMaximum: 10, multipleOf: 2 } },
        properties: {
          a: { $ref: '#/$defs/n' },
          b: { anyOf: [{ type: 'string', pattern: '^x+$' }, false] }
        },
        patternProperties: { '^x-': { type: 'string', minLength: 1 } },
        required: ['a'],
        additionalProperties: false,
        'x-unknown-keyword': { anything: true }
      }
    ],
    ['a draft-04 boolean exclusiveMinimum', { minimum: 1, exclusiveMinimum: true }]
  ])('accepts %s', (_, schema) => {
    expect(findSchemaProblem(schema)).toBeUndefined()
  })

  it.each<[string, unknown, string]>([
    ['an array at the root', [], 'the root is not a JSON object'],
    ['a boolean at the root', true, 'the root is not a JSON object'],
    ['a misspelt type', { type: 'obejct' }, 'at /type: "obejct" is not a type'],
    ['an empty list of types', { type: [] }, 'at /type: an empty list of types'],
    ['a type listed twice', { type: ['string', 'string'] }, 'at /type: a type is listed twice'],
    [
      'required: true (draft-03)',
      { properties: { a: { required: true } } },
      'at /properties/a/required: not a list'
    ],
    [
      'required names that are not strings',
      { required: ['a', 1] },
      'at /required: not a list of property names'
    ],
    ['properties that is a list', { properties: [] }, 'at /properties: not an object of schemas'],
    [
      'a property that is a string',
      { properties: { a: 'string' } },
      'at /properties/a: a schema must be'
    ],
    ['a negative minLength', { minLength: -1 }, 'at /minLength: not a non-negative integer'],
    ['a multipleOf of 0', { multipleOf: 0 }, 'at /multipleOf: not a number above 0'],
    ['a pattern that does not compile', { pattern: '(' }, 'at /pattern: not a regular expression'],
    [
      'a pattern property name that does not compile',
      { patternProperties: { '[': {} } },
      'at /patternProperties/[: the name is not a regular expression'
    ],
    ['an empty anyOf', { anyOf: [] }, 'at /anyOf: not a non-empty list of schemas'],
    [
      'a nested bad type',
      { items: { properties: { 'a/b': { type: 'text' } } } },
      'at /items/properties/a~1b/type:'
    ],
    ['an enum that is not a list', { enum: 'a' }, 'at /enum: not a list'],
    ['a $ref that is not a string', { $ref: 1 }, 'at /$ref: not a string']
  ])('refuses %s, naming where', (_, schema, problem) => {
    expect(findSchemaProblem(schema)).toContain(problem)
  })

  it('refuses a schema nested deeper than it walks, without overflowing the stack', () => {
    let schema: Record<string, unknown> = { type: 'string' }
    for (let level = 0; level < 100_000; level++) schema = { items: schema }
    expect(findSchemaProblem(schema)).toContain(`nested more than ${MAX_SCHEMA_DEPTH} levels deep`)
  })
})
