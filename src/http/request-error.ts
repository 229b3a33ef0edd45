/**
 * The one error type for every request the action makes (through src/http/transport.ts), and
 * the rendering of server error bodies into readable text. Messages carry the system,
 * method, path and status, never a header value, so they are safe to print.
 */
import type { IncomingHttpHeaders } from 'node:http'

export type RequestErrorKind =
  | 'status' // the server answered with an error status
  | 'network' // no answer: refused, reset, DNS
  | 'timeout' // no complete answer within the per-request timeout
  | 'redirect' // a redirect the action will not follow
  | 'invalid-response' // an answer that is not what the interface describes
  | 'too-large' // an answer over the size the action reads

export interface RequestErrorDetails {
  system: string
  kind: RequestErrorKind
  method: string
  path: string
  status?: number
  detail: string
  attempts: number
  /** The headers of the error answer, for callers that read one (GitHub's rate limit). */
  headers?: IncomingHttpHeaders
  /** The server's own reason, from its JSON error body (see errorReason). */
  reason?: string
  /** The connection's error code (ECONNREFUSED, CERT_HAS_EXPIRED), when it failed with one. */
  code?: string
}

export class RequestError extends Error {
  readonly system: string
  readonly kind: RequestErrorKind
  readonly method: string
  readonly path: string
  readonly status: number | undefined
  readonly detail: string
  readonly attempts: number
  /** The headers of the error answer, when the server answered; never put in a message. */
  readonly headers: IncomingHttpHeaders | undefined
  /** The server's own reason for an error status, on one line, when its body gave one. */
  readonly reason: string | undefined
  /** The connection's error code, for a caller whose advice depends on it. */
  readonly code: string | undefined

  constructor(details: RequestErrorDetails) {
    super(describeRequestFailure(details))
    this.name = 'RequestError'
    this.system = details.system
    this.kind = details.kind
    this.method = details.method
    this.path = details.path
    this.status = details.status
    this.detail = details.detail
    this.attempts = details.attempts
    this.headers = details.headers
    this.reason = details.reason
    this.code = details.code
  }
}

function describeRequestFailure(d: RequestErrorDetails): string {
  const request = `${d.method} ${d.path}`
  const tries = d.attempts > 1 ? ` after ${d.attempts} attempts` : ''
  switch (d.kind) {
    case 'status':
      return `${d.system} answered ${d.status} to ${request}${tries}: ${d.detail}`
    case 'network':
      return `${d.system} could not be reached for ${request}${tries}: ${d.detail}`
    case 'timeout':
      return `${d.system} did not answer ${request} in time${tries}: ${d.detail}`
    case 'redirect':
      return `${d.system} redirected ${request}: ${d.detail}`
    case 'invalid-response':
      return `${d.system} sent an unexpected answer to ${request}: ${d.detail}`
    case 'too-large':
      return `${d.system} sent too large an answer to ${request}: ${d.detail}`
  }
}

const MAX_DETAIL_LENGTH = 600
const MAX_REASON_LENGTH = 200

/**
 * The reason a JSON error body gives in its own words: the string `message` (the service,
 * GitHub) or the string `detail` (FastAPI), on one line and shortened, so that a message can
 * lead with it. Undefined for anything else: a validation list, an HTML page, plain text.
 */
export function errorReason(body: string): string | undefined {
  const parsed = tryParseJson(body.trim())
  if (!isRecord(parsed)) return undefined
  const said = typeof parsed.message === 'string' ? parsed.message : parsed.detail
  if (typeof said !== 'string') return undefined
  // Control characters and line breaks of every kind become spaces: the reason is one line.
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  const line = oneLine(said.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, ' '))
  if (line === '') return undefined
  return line.length > MAX_REASON_LENGTH ? `${line.slice(0, MAX_REASON_LENGTH)}…` : line
}

/**
 * Turns an error body into text: `{"message", "errors"}` (the service), FastAPI
 * `{"detail": [...]}` as `field: message` lines, Jira's `{"errorMessages", "errors"}`, or a
 * one-line summary of anything else (an HTML page from a proxy, plain text).
 */
export function formatErrorBody(body: string, contentType = ''): string {
  const trimmed = body.trim()
  if (trimmed === '') return 'the response had no body'
  const parsed = tryParseJson(trimmed)
  if (parsed !== undefined) return clip(formatJsonError(parsed))
  if (/html/i.test(contentType) || /^<(!doctype|html)/i.test(trimmed)) {
    return clip(`an HTML page instead of JSON${htmlTitle(trimmed)}`)
  }
  return clip(oneLine(trimmed))
}

function formatJsonError(value: unknown): string {
  if (!isRecord(value)) return oneLine(JSON.stringify(value))
  const parts: string[] = []
  if (typeof value.message === 'string') parts.push(value.message)
  if (Array.isArray(value.detail)) parts.push(...value.detail.map(formatValidationItem))
  else if (typeof value.detail === 'string') parts.push(value.detail)
  if (Array.isArray(value.errorMessages)) {
    parts.push(...value.errorMessages.filter((m): m is string => typeof m === 'string'))
  }
  if (isRecord(value.errors)) {
    for (const [field, message] of Object.entries(value.errors)) {
      parts.push(`${field}: ${typeof message === 'string' ? message : JSON.stringify(message)}`)
    }
  }
  return parts.length > 0 ? parts.join('\n') : oneLine(JSON.stringify(value))
}

// FastAPI locations start with where the value came from ("body", "query", "path"); the
// field path after it is what a user recognises.
const LOCATION_ROOTS = new Set(['body', 'query', 'path', 'header'])

function formatValidationItem(item: unknown): string {
  if (!isRecord(item)) return JSON.stringify(item)
  const loc = Array.isArray(item.loc) ? item.loc.map(String) : []
  const fieldPath = loc.length > 1 && LOCATION_ROOTS.has(loc[0] ?? '') ? loc.slice(1) : loc
  const message = typeof item.msg === 'string' ? item.msg : JSON.stringify(item)
  return fieldPath.length > 0 ? `${fieldPath.join('.')}: ${message}` : message
}

function htmlTitle(html: string): string {
  const title = /<title[^>]*>([^<]{1,200})<\/title>/i.exec(html)?.[1]?.trim()
  if (title) return ` ("${oneLine(title)}"), usually from a proxy or load balancer in front of it`
  return ', usually from a proxy or load balancer in front of it'
}

export function tryParseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown
  } catch {
    return undefined
  }
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim()
}

function clip(text: string): string {
  return text.length > MAX_DETAIL_LENGTH ? `${text.slice(0, MAX_DETAIL_LENGTH)}…` : text
}
