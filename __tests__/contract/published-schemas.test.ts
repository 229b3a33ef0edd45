/**
 * The schemas of the published description, which the contract suites validate requests and
 * answers against (__tests__/kit/openapi.ts), are valid JSON Schema 2020-12: the description
 * as a whole, each named schema, and each parameter and request body schema of each
 * operation. Checked here once, so each suite's validator need not check them again.
 */
import { Ajv2020 } from 'ajv/dist/2020.js'
import { loadSpec, specIt, type Spec } from '../kit/openapi.js'

type Schema = Record<string, unknown>
/** The description as kit/openapi.ts reads it, with the schemas it names. */
type Described = Spec & { components: { schemas: Record<string, Schema> } }

/** Each schema of the description, named by where it is. */
function schemasOf(spec: Described): [string, Schema][] {
  const found: [string, Schema][] = Object.entries(spec.components.schemas).map(
    ([name, schema]) => [`components/schemas/${name}`, schema]
  )
  for (const [path, operations] of Object.entries(spec.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      for (const parameter of operation.parameters ?? []) {
        if (parameter.schema) found.push([`${method} ${path} ${parameter.name}`, parameter.schema])
      }
      for (const [type, content] of Object.entries(operation.requestBody?.content ?? {})) {
        if (content.schema) found.push([`${method} ${path} body ${type}`, content.schema])
      }
    }
  }
  return found
}

specIt('declares only valid JSON Schema 2020-12', () => {
  const spec = loadSpec() as Described
  const schemas = schemasOf(spec)
  const ajv = new Ajv2020({ strict: false })
  const checked: [string, Schema][] = [['the description', spec as unknown as Schema], ...schemas]
  const invalid = checked
    .filter(([, schema]) => !ajv.validateSchema(schema))
    .map(([where]) => where)
  expect(schemas.length).toBeGreaterThan(200)
  expect(invalid).toEqual([])
})
