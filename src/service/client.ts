/**
 * The compliance-service client: joins the API root and path segments, sends the bearer
 * token to that root's origin only, and parses answers against tolerant schemas.
 */
import type { z } from 'zod'
import { RequestError, tryParseJson } from './errors.js'
import { HttpTransport, type RetryEvent } from './http.js'
import type { Backoff } from './retry.js'
import { buildUrl, type Query } from './url.js'

export const SERVICE_NAME = 'the compliance service'

export interface ServiceClientOptions {
  baseUrl: URL
  token: string
  userAgent: string
  timeoutMs: number
  maxRetries: number
  backoff?: Backoff
  onRetry?: (event: RetryEvent) => void
}

export interface MultipartPart {
  name: string
  value: string | Blob
  filename?: string
}

export class ServiceClient {
  private readonly transport: HttpTransport

  constructor(private readonly options: ServiceClientOptions) {
    this.transport = new HttpTransport({
      system: SERVICE_NAME,
      origin: options.baseUrl.origin,
      authorization: `Bearer ${options.token}`,
      userAgent: options.userAgent,
      timeoutMs: options.timeoutMs,
      maxRetries: options.maxRetries,
      backoff: options.backoff,
      onRetry: options.onRetry
    })
  }

  url(segments: readonly string[], query?: Query): URL {
    return buildUrl(this.options.baseUrl, segments, query)
  }

  async get<S extends z.ZodType>(
    segments: readonly string[],
    query: Query,
    schema: S
  ): Promise<z.output<S>> {
    const url = this.url(segments, query)
    const response = await this.transport.send({ method: 'GET', url })
    return parseBody(response.body, schema, 'GET', url)
  }

  async postJson(segments: readonly string[], body: unknown): Promise<unknown> {
    const url = this.url(segments)
    const response = await this.transport.send({
      method: 'POST',
      url,
      body: JSON.stringify(body),
      contentType: 'application/json'
    })
    return tryParseJson(response.body) ?? null
  }

  async postMultipart(
    segments: readonly string[],
    parts: readonly MultipartPart[]
  ): Promise<unknown> {
    const url = this.url(segments)
    const { body, contentType } = await encodeMultipart(parts)
    const response = await this.transport.send({ method: 'POST', url, body, contentType })
    return tryParseJson(response.body) ?? null
  }

  dispose(): void {
    this.transport.dispose()
  }
}

/** Encodes form parts with the platform's own multipart encoder, as a buffer we can resend. */
async function encodeMultipart(
  parts: readonly MultipartPart[]
): Promise<{ body: Buffer; contentType: string }> {
  const form = new FormData()
  for (const part of parts) {
    if (typeof part.value === 'string') form.append(part.name, part.value)
    else form.append(part.name, part.value, part.filename)
  }
  const request = new Request('http://multipart.invalid/', { method: 'POST', body: form })
  const contentType = request.headers.get('content-type') ?? 'multipart/form-data'
  return { body: Buffer.from(await request.arrayBuffer()), contentType }
}

export function parseBody<S extends z.ZodType>(
  body: string,
  schema: S,
  method: string,
  url: URL
): z.output<S> {
  const invalid = (detail: string) =>
    new RequestError({
      system: SERVICE_NAME,
      kind: 'invalid-response',
      method,
      path: url.pathname,
      detail,
      attempts: 1
    })
  const json = tryParseJson(body)
  if (json === undefined) {
    throw invalid(
      body.trim() === ''
        ? 'the body was empty where JSON was expected'
        : 'the body is not valid JSON (it may have been cut off in transit)'
    )
  }
  const parsed = schema.safeParse(json)
  if (!parsed.success) {
    const problems = parsed.error.issues
      .slice(0, 5)
      .map(issue => `${issue.path.join('.') || '(root)'}: ${issue.message}`)
      .join('; ')
    throw invalid(`the JSON does not have the fields this command needs (${problems})`)
  }
  return parsed.data
}
