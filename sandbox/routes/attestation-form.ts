/**
 * Reads the multipart/form-data requests of the service: a `data_json` part validated against
 * a strict body schema, and an optional file part (`attachment_file` for attestations,
 * `template_file` for flows and trails).
 *
 * Every problem with the parts is collected before answering, so one 422 lists them all, as
 * FastAPI does; a body that is not multipart at all is reported as a missing data_json, and
 * one Starlette cannot parse is its 400.
 */
import type { z } from 'zod'
import { validateBody } from '../bodies.js'
import { HttpError, RequestValidationError } from '../errors.js'
import type { ValidationIssue } from '../errors.js'
import { sha256Hex } from '../hashing.js'
import type { AttachmentRecord } from '../store.js'
import { MAX_ATTACHMENT_BYTES, rejectTooLarge } from './context.js'
import type { RouteContext } from './context.js'

/** An attestation request: its validated data_json and the attachment's digest, if one came. */
export interface AttestationRequest<Body> {
  input: Body
  attachment?: AttachmentRecord
}

/** Reads and checks an attestation request; throws the 413, 400 or 422 the service answers. */
export async function readAttestationRequest<Schema extends z.core.$ZodType>(
  ctx: RouteContext,
  schema: Schema
): Promise<AttestationRequest<z.core.output<Schema>>> {
  rejectTooLarge(ctx)
  const form = await readForm(ctx)
  const issues: ValidationIssue[] = []
  const input = await readDataJson(form, issues, schema)
  const attachment = await readAttachment(form, issues)
  if (issues.length > 0 || input === undefined) throw new RequestValidationError(issues)
  return { input, attachment }
}

export async function readForm(ctx: RouteContext): Promise<FormData> {
  const contentType = ctx.headers['content-type'] ?? ''
  if (!/^multipart\/form-data/i.test(contentType)) {
    throw new RequestValidationError([
      { loc: ['body', 'data_json'], msg: 'Field required', type: 'missing' }
    ])
  }
  try {
    return await new Response(new Uint8Array(ctx.body), {
      headers: { 'content-type': contentType }
    }).formData()
  } catch {
    // Starlette's answer to a multipart body it cannot parse.
    throw new HttpError(400, 'There was an error parsing the body')
  }
}

/**
 * The data_json part (or the part `name` names: policies call it payload), parsed and
 * validated against `schema`; problems go to `issues`.
 */
export async function readDataJson<Schema extends z.core.$ZodType>(
  form: FormData,
  issues: ValidationIssue[],
  schema: Schema,
  name = 'data_json'
): Promise<z.core.output<Schema> | undefined> {
  const part = form.get(name)
  if (part === null) {
    issues.push({ loc: ['body', name], msg: 'Field required', type: 'missing' })
    return undefined
  }
  const text = typeof part === 'string' ? part : await part.text()
  let data: unknown
  try {
    data = JSON.parse(text)
  } catch (error) {
    issues.push({
      loc: ['body', name],
      msg: `Invalid JSON: ${(error as Error).message}`,
      type: 'json_invalid',
      input: text
    })
    return undefined
  }
  const result = validateBody(schema, data, ['body', name])
  if (!result.ok) {
    issues.push(...result.issues)
    return undefined
  }
  return result.data
}

/**
 * A file part, or undefined when it is absent or empty. A plain text field in its place is
 * FastAPI's UploadFile error, reported in `issues`.
 */
export function readFilePart(
  form: FormData,
  name: string,
  issues: ValidationIssue[]
): File | undefined {
  const part = form.get(name)
  if (part === null || part === '') return undefined
  if (typeof part === 'string') {
    issues.push({
      loc: ['body', name],
      msg: "Expected UploadFile, received: <class 'str'>",
      type: 'value_error',
      input: part.slice(0, 100)
    })
    return undefined
  }
  return part
}

/** The attachment_file part as the store keeps it: its name, size and SHA-256. */
export async function readAttachment(
  form: FormData,
  issues: ValidationIssue[]
): Promise<AttachmentRecord | undefined> {
  const part = readFilePart(form, 'attachment_file', issues)
  if (!part) return undefined
  if (part.size > MAX_ATTACHMENT_BYTES) {
    throw new HttpError(
      413,
      `attachment_file is ${part.size} bytes; the limit is 10MB (${MAX_ATTACHMENT_BYTES} bytes)`
    )
  }
  const bytes = new Uint8Array(await part.arrayBuffer())
  return { filename: part.name, size: part.size, sha256: sha256Hex(bytes) }
}
