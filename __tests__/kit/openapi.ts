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
export interface Spec {
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

/** A request to the deployment endpoint, which the published description lacks. */
export const isDeploymentRequest = (request: Pick<RecordedRequestLike, 'path'>): boolean =>
  request.path.startsWith('/api/v2/deployments/')

export function loadSpec(): Spec {
  if (SPEC_MISSING) throw new Error(SPEC_MISSING)
  return JSON.parse(readFileSync(SPEC_PATH, 'utf8')) as Spec
}

/**
 * Ajv with the description as schema `spec`. The description is not checked against the
 * JSON Schema meta-schema here, in every suite that validates against it, where the check
 * took four times as long as adding the description: __tests__/contract/published-schemas
 * checks every schema in it once.
 */
export function createAjv(spec: Spec): Ajv2020 {
  const ajv = new Ajv2020({
    strict: false,
    allErrors: true,
    validateFormats: true,
    validateSchema: false
  })
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

/**
 * Where this action deliberately sends what the published description does not declare,
 * because the reference CLI sends it and the live service needs it. Each exception names
 * one field of one body schema, checks that the sent value has the form the action means
 * to send, then puts the published form in its place, so every other field is still
 * validated. Keep this list short: a new entry needs a reason proven against the service.
 */
export interface WireException {
  /** The body schema (a components/schemas name) the field belongs to. */
  schema: string
  field: string
  reason: string
  /** What the action sends; a value of another form is reported, not excused. */
  sent: (value: unknown) => boolean
  /** The published form of the same value, validated in its place. */
  published: (value: unknown) => unknown
  /** The field may be left out, though the description requires it: published(undefined) stands in. */
  mayBeLeftOut?: boolean
}

/** create-flow's visibility, in either flow body: sent only when the step gives it. */
const VISIBILITY_WHEN_GIVEN = {
  field: 'visibility',
  sent: (value: unknown) => typeof value === 'string',
  published: (value: unknown) => value ?? 'private',
  mayBeLeftOut: true
} satisfies Omit<WireException, 'schema' | 'reason'>

export const WIRE_EXCEPTIONS: readonly WireException[] = [
  {
    schema: 'CustomAttestationPostInput',
    field: 'attestation_data',
    reason:
      'attest-custom sends the JSON object, as the reference CLI does: the live service ' +
      "evaluates that object with the type's jq rules; the description annotates JSON text",
    sent: value => typeof value === 'object' && value !== null,
    published: value => JSON.stringify(value)
  },
  {
    schema: 'CreateFlow',
    ...VISIBILITY_WHEN_GIVEN,
    reason:
      'create-flow sends visibility only when the step gives it, as the reference CLI (whose ' +
      'flag for it is deprecated) does: the live service takes a flow without it, and a step ' +
      'run again must not set back a visibility changed since'
  },
  {
    schema: 'LegacyCreateFlow',
    ...VISIBILITY_WHEN_GIVEN,
    reason:
      'create-flow without a template goes to the deprecated PUT /flows/{org} as the reference ' +
      'CLI sends it (cmd/kosli/createFlow.go), with visibility only when the step gives it'
  },
  {
    schema: 'PullRequestAttestationPostInput',
    field: 'pull_requests',
    reason:
      "attest-pull-request sends each pull request's base_ref, as the reference CLI does since " +
      'June 2026 (internal/types/types.go, PREvidence): the live service takes it; the ' +
      'description (April 2026) has no such field in FoundPullRequestV2, which allows no other',
    sent: value =>
      Array.isArray(value) &&
      value.every(
        pull =>
          typeof pull === 'object' &&
          pull !== null &&
          (!('base_ref' in pull) || typeof (pull as { base_ref: unknown }).base_ref === 'string')
      ),
    published: value =>
      (value as Record<string, unknown>[]).map(pull =>
        Object.fromEntries(Object.entries(pull).filter(([field]) => field !== 'base_ref'))
      )
  }
]

/** The body schema a request body refers to, by name (`#/components/schemas/X`). */
function bodySchemaName(schema: JsonSchema | undefined): string | undefined {
  const ref = typeof schema?.$ref === 'string' ? schema.$ref : undefined
  return ref?.split('/').at(-1)
}

/** The schema a `#/components/schemas/X` reference names, or the schema itself. */
function resolve(spec: Spec, schema: JsonSchema | undefined): JsonSchema | undefined {
  const name = bodySchemaName(schema)
  if (!name) return schema
  const components = (spec as unknown as { components?: { schemas?: Record<string, JsonSchema> } })
    .components
  return components?.schemas?.[name]
}

/** Applies the exceptions of the schema `name` to `body` (data_json's object or a JSON body). */
function applyExceptions(
  exceptions: readonly WireException[],
  name: string | undefined,
  body: unknown
): string[] {
  if (!name || typeof body !== 'object' || body === null) return []
  const record = body as Record<string, unknown>
  const errors: string[] = []
  for (const exception of exceptions.filter(e => e.schema === name)) {
    if (!(exception.field in record)) {
      if (exception.mayBeLeftOut) record[exception.field] = exception.published(undefined)
      continue
    }
    const value = record[exception.field]
    if (!exception.sent(value)) {
      errors.push(
        `${exception.field}: not the form its named exception allows (${exception.reason})`
      )
      continue
    }
    record[exception.field] = exception.published(value)
  }
  return errors
}

type RequestValidator = (request: RecordedRequestLike) => Promise<string[]>

/**
 * `exceptions` defaults to WIRE_EXCEPTIONS; pass `[]` to validate strictly against the
 * description (the test proving each exception is needed does so). The description is read
 * at the first request, not here: a block that describeWithSpec skips still runs its body
 * while jest collects its tests, and a validator made there must not fail the suite.
 */
export function createRequestValidator(
  spec?: Spec,
  exceptions: readonly WireException[] = WIRE_EXCEPTIONS
): RequestValidator {
  let validate: RequestValidator | undefined
  return request => (validate ??= requestValidator(spec ?? loadSpec(), exceptions))(request)
}

/** Expects each request, one by one and named by its path, to be valid against the description. */
export async function expectPublishedRequests(
  requests: readonly RecordedRequestLike[]
): Promise<void> {
  const validate = createRequestValidator()
  for (const request of requests) {
    expect({ path: request.path, errors: await validate(request) }).toEqual({
      path: request.path,
      errors: []
    })
  }
}

function requestValidator(spec: Spec, exceptions: readonly WireException[]): RequestValidator {
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
        ...(await validateBody(
          ajv,
          content,
          request,
          type =>
            compile(
              pointer('paths', match.template, method, 'requestBody', 'content', type, 'schema')
            ),
          (type, body) => {
            // A multipart body's schema names its data_json part's schema.
            const schema = resolve(spec, content[type]?.schema)
            const multipart = type === 'multipart/form-data'
            const named = multipart
              ? (schema?.properties as Record<string, JsonSchema> | undefined)?.data_json
              : content[type]?.schema
            const target = multipart ? (body as Record<string, unknown>).data_json : body
            return applyExceptions(exceptions, bodySchemaName(named), target)
          }
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
  compileFor: (type: string) => ReturnType<Ajv2020['compile']>,
  excuse: (type: string, body: unknown) => string[]
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
      // data_json (payload, for policies) is declared as an object: its part carries JSON text.
      parts[name] =
        typeof value === 'string' && (name === 'data_json' || name === 'payload')
          ? JSON.parse(value)
          : typeof value === 'string'
            ? value
            : 'file'
    }
    body = parts
  } else {
    return [`unsupported content type ${type}`]
  }
  const excused = excuse(type, body)
  const validate = compileFor(type)
  return validate(body) ? excused : [...excused, `body: ${ajv.errorsText(validate.errors)}`]
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
