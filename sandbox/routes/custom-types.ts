/**
 * POST /custom-attestation-types/{org} (multipart: data_json, optional type_schema): creates
 * a custom attestation type or a new version of it. data_json is validated as
 * CustomAttestationTypePostInput (name pattern, a jq or default evaluator, nothing else);
 * type_schema, when sent, must be a file holding a JSON object. Posting the definition the
 * latest version already has adds no version; a changed one adds the next. Either way 201.
 */
import { isDeepStrictEqual } from 'node:util'
import { z } from 'zod'
import { HttpError, RequestValidationError } from '../errors.js'
import type { ValidationIssue } from '../errors.js'
import { jsonReply } from '../loopback-server.js'
import type { HttpReply } from '../loopback-server.js'
import type { CustomTypeVersion } from '../store.js'
import { readDataJson, readForm } from './attestation-form.js'
import { MAX_ATTACHMENT_BYTES, rejectTooLarge, requireOrg } from './context.js'
import type { RouteContext } from './context.js'
import { route, type Route } from './route.js'

const TYPE_NAME = /^[a-zA-Z0-9][a-zA-Z0-9\-_~]*$/

export const attestationTypeBodySchema = z.strictObject({
  name: z.string().regex(TYPE_NAME, `String should match pattern '${TYPE_NAME.source}'`),
  description: z.string().nullish(),
  evaluator: z
    .union([
      z.object({ content_type: z.literal('jq').optional(), rules: z.array(z.string()) }),
      z.object({ content_type: z.literal('default').optional() })
    ])
    .nullish()
})

export async function createAttestationType(ctx: RouteContext): Promise<HttpReply> {
  rejectTooLarge(ctx)
  const form = await readForm(ctx)
  const issues: ValidationIssue[] = []
  const input = await readDataJson(form, issues, attestationTypeBodySchema)
  const schema = await readSchemaPart(form, issues)
  if (issues.length > 0 || input === undefined) throw new RequestValidationError(issues)
  requireOrg(ctx)
  const definition: Omit<CustomTypeVersion, 'version'> = {
    description: input.description,
    evaluator: input.evaluator as CustomTypeVersion['evaluator'],
    schema
  }
  const versions = ctx.store.customTypes.get(input.name) ?? []
  const latest = versions.at(-1)
  const same =
    latest !== undefined &&
    isDeepStrictEqual({ ...latest, version: 0 }, { ...definition, version: 0 })
  if (!same) versions.push({ ...definition, version: versions.length + 1 })
  ctx.store.customTypes.set(input.name, versions)
  return jsonReply(201, {
    message: same ? 'Custom attestation type unchanged' : 'Custom attestation type created',
    name: input.name,
    version: versions.length
  })
}

async function readSchemaPart(form: FormData, issues: ValidationIssue[]): Promise<unknown> {
  const part = form.get('type_schema')
  if (part === null || part === '') return undefined
  if (typeof part === 'string') {
    issues.push({
      loc: ['body', 'type_schema'],
      msg: "Expected UploadFile, received: <class 'str'>",
      type: 'value_error',
      input: part.slice(0, 100)
    })
    return undefined
  }
  if (part.size > MAX_ATTACHMENT_BYTES) {
    throw new HttpError(413, `type_schema is ${part.size} bytes; the limit is 10MB`)
  }
  let schema: unknown
  try {
    schema = JSON.parse(await part.text())
  } catch {
    throw new HttpError(400, 'type_schema is not valid JSON')
  }
  if (schema === null || typeof schema !== 'object' || Array.isArray(schema)) {
    throw new HttpError(400, 'type_schema must be a JSON schema object')
  }
  return schema
}

/**
 * GET /custom-attestation-types/{org}: every custom type, by name, with its versions oldest
 * first (the description leaves the shape open; this is the one the vendor CLI reads).
 */
export function listAttestationTypes(ctx: RouteContext): HttpReply {
  requireOrg(ctx)
  const types = [...ctx.store.customTypes].sort(([a], [b]) => a.localeCompare(b))
  return jsonReply(
    200,
    types.map(([name, versions]) => ({
      name,
      description: versions.at(-1)?.description ?? null,
      archived: false,
      versions: versions.map(version => ({
        version: version.version,
        description: version.description ?? null,
        evaluator: version.evaluator ?? null,
        type_schema: version.schema ?? null
      }))
    }))
  )
}

/** The endpoints this module serves. */
export const ROUTES: readonly Route[] = [
  route('POST', '/custom-attestation-types/:org', createAttestationType),
  route('GET', '/custom-attestation-types/:org', listAttestationTypes)
]
