/**
 * Validates recorded HTTP requests against the service's published OpenAPI description:
 * the path must match an operation, every query parameter must be declared and valid, and
 * the body must validate against the request body schema (multipart parts decoded).
 */
import { readFileSync } from 'node:fs'
import { Ajv2020 } from 'ajv/dist/2020.js'
import addFormats from 'ajv-formats'
import { SPEC_MISSING, SPEC_PATH } from './spec-location.js'

export { SPEC_MISSING, SPEC_PATH } from './spec-location.js'

/** `it` for a test that needs the published description: skipped, named so, without it. */
export const specIt: jest.It = SPEC_MISSING ? it.skip : it

/** `describe` for a block that needs it: skipped without it, the reason as the block's name. */
export function describeWithSpec(name: string, tests: () => void): void {
  if (SPEC_MISSING) describe.skip(`${name} (${SPEC_MISSING})`, tests)
  else describe(name, tests)
}
const API_ROOT = '/api/v2'

type JsonSchema = Record<string, unknown>
interface Parameter {
  name: string
  in: 'path' | 'query' | 'header' | 'cookie'
  required?: boolean
  schema: JsonSchema
}
interface Operation {
  parameters?: Parameter[]
  requestBody?: { content: Record<string, { schema: JsonSchema }> }
}
interface Spec {
  paths: Record<string, Record<string, Operation>>
}

export interface RecordedRequestLike {
  method: string
  /** Path as sent, including the /api/v2 root. */
  path: string
  query: URLSearchParams
  contentType?: string
  body?: Buffer
}

export function loadSpec(): Spec {
  if (SPEC_MISSING) throw new Error(SPEC_MISSING)
  return JSON.parse(readFileSync(SPEC_PATH, 'utf8')) as Spec
}

export function createAjv(spec: Spec): Ajv2020 {
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true })
  ;(addFormats as unknown as (a: Ajv2020) => void)(ajv)
  ajv.addSchema(spec, 'spec')
  return ajv
}

/** Finds the operation whose path template matches; literal segments beat parameters. */
export function matchOperation(
  spec: Spec,
  method: string,
  path: string
): { template: string; operation: Operation; params: Record<string, string> } | undefined {
  const segments = path.split('/').slice(1)
  let best:
    | { template: string; operation: Operation; params: Record<string, string>; score: number }
    | undefined
  for (const [template, operations] of Object.entries(spec.paths)) {
    const operation = operations[method.toLowerCase()]
    if (!operation) continue
    const parts = template.split('/').slice(1)
    if (parts.length !== segments.length) continue
    const params: Record<string, string> = {}
    let score = 0
    const matches = parts.every((part, i) => {
      const segment = decodeURIComponent(segments[i] ?? '')
      const param = /^\{(.+)\}$/.exec(part)
      if (param?.[1]) {
        params[param[1]] = segment
        return true
      }
      score++
      return part === segment
    })
    if (matches && (!best || score > best.score)) best = { template, operation, params, score }
  }
  return best
}

function allowsType(schema: JsonSchema, type: string): boolean {
  if (schema.type === type) return true
  const anyOf = schema.anyOf as JsonSchema[] | undefined
  return Array.isArray(anyOf) && anyOf.some(option => option.type === type)
}

function coerce(schema: JsonSchema, values: string[]): unknown {
  if (allowsType(schema, 'array')) return values
  const value = values.length === 1 ? values[0] : values
  if (typeof value !== 'string') return value
  if ((allowsType(schema, 'integer') || allowsType(schema, 'number')) && value.trim() !== '') {
    const number = Number(value)
    return Number.isNaN(number) ? value : number
  }
  if (allowsType(schema, 'boolean') && (value === 'true' || value === 'false'))
    return value === 'true'
  return value
}

/** A JSON pointer into the spec, as a $ref Ajv resolves with the spec's own internal refs. */
function pointer(...tokens: (string | number)[]): string {
  return `spec#/${tokens.map(t => encodeURIComponent(String(t).replace(/~/g, '~0').replace(/\//g, '~1'))).join('/')}`
}

export function createRequestValidator(spec: Spec = loadSpec()) {
  const ajv = createAjv(spec)
  const cache = new Map<string, ReturnType<Ajv2020['compile']>>()
  const compile = (ref: string) => {
    let validate = cache.get(ref)
    if (!validate) {
      validate = ajv.compile({ $ref: ref })
      cache.set(ref, validate)
    }
    return validate
  }
  return async function validateRequest(request: RecordedRequestLike): Promise<string[]> {
    if (!request.path.startsWith(`${API_ROOT}/`))
      return [`path ${request.path} is outside ${API_ROOT}`]
    const path = request.path.slice(API_ROOT.length)
    const match = matchOperation(spec, request.method, path)
    if (!match) return [`no operation ${request.method} ${path} in the published description`]
    const errors: string[] = []
    const declared = match.operation.parameters ?? []
    const method = request.method.toLowerCase()
    for (const [index, parameter] of declared.entries()) {
      let value: unknown
      if (parameter.in === 'path') {
        // Path segments are text too: an integer parameter (approval_number) must be coerced.
        const segment = match.params[parameter.name]
        value = segment === undefined ? undefined : coerce(parameter.schema, [segment])
      } else if (parameter.in === 'query') {
        const values = request.query.getAll(parameter.name)
        if (values.length === 0) {
          if (parameter.required) errors.push(`query parameter ${parameter.name} is required`)
          continue
        }
        value = coerce(parameter.schema, values)
      } else continue
      const validate = compile(
        pointer('paths', match.template, method, 'parameters', index, 'schema')
      )
      if (!validate(value)) {
        errors.push(
          `${parameter.in} parameter ${parameter.name}=${JSON.stringify(value)}: ${ajv.errorsText(validate.errors)}`
        )
      }
    }
    for (const name of new Set(request.query.keys())) {
      if (!declared.some(p => p.in === 'query' && p.name === name)) {
        errors.push(`query parameter ${name} is not declared for ${match.template}`)
      }
    }
    const content = match.operation.requestBody?.content
    if (content) {
      errors.push(
        ...(await validateBody(ajv, content, request, type =>
          compile(
            pointer('paths', match.template, method, 'requestBody', 'content', type, 'schema')
          )
        ))
      )
    } else if (request.body && request.body.length > 0)
      errors.push('a body was sent where none is declared')
    return errors
  }
}

async function validateBody(
  ajv: Ajv2020,
  content: Record<string, { schema: JsonSchema }>,
  request: RecordedRequestLike,
  compileFor: (type: string) => ReturnType<Ajv2020['compile']>
): Promise<string[]> {
  const type = (request.contentType ?? '').split(';')[0]?.trim() ?? ''
  const media = content[type]
  if (!media)
    return [`content type ${type || '(none)'} is not one of ${Object.keys(content).join(', ')}`]
  let body: unknown
  if (type === 'application/json') {
    body = JSON.parse((request.body ?? Buffer.alloc(0)).toString('utf8'))
  } else if (type === 'multipart/form-data') {
    const form = await new Response(request.body, {
      headers: { 'content-type': request.contentType ?? '' }
    }).formData()
    const parts: Record<string, unknown> = {}
    for (const [name, value] of form.entries()) {
      // data_json is declared as an object: its part carries JSON text.
      parts[name] =
        typeof value === 'string' && name === 'data_json'
          ? JSON.parse(value)
          : typeof value === 'string'
            ? value
            : 'file'
    }
    body = parts
  } else {
    return [`unsupported content type ${type}`]
  }
  const validate = compileFor(type)
  return validate(body) ? [] : [`body: ${ajv.errorsText(validate.errors)}`]
}

/**
 * Expects every one of `requests` to conform to the published description; without the
 * description there is nothing to check against (the contract suites say so).
 */
export async function expectConformingRequests(
  requests: readonly RecordedRequestLike[]
): Promise<void> {
  if (SPEC_MISSING) return
  const validate = createRequestValidator()
  for (const request of requests) expect(await validate(request)).toEqual([])
}
