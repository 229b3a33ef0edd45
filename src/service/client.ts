/**
 * The compliance-service client: joins the API root and path segments, sends the bearer
 * token to that root's origin only, and parses answers against tolerant schemas.
 */
import type * as z from '../parsing/zod.js'
import { RequestError, formatErrorBody, tryParseJson } from '../http/request-error.js'
import {
  HttpTransport,
  transportFor,
  type HttpRequest,
  type HttpResponse,
  type TransportSettings
} from '../http/transport.js'
import type { MultipartPart } from '../http/multipart.js'
import type { DownloadedFile, FileKind } from '../http/download.js'
import { buildUrl, type Query } from '../http/url.js'
import { SERVICE_NAME } from './explanations.js'

export interface ServiceClientOptions extends TransportSettings {
  baseUrl: URL
  token: string
}

export type { MultipartPart } from '../http/multipart.js'

export interface WriteOptions {
  /**
   * Success statuses the published description declares without a body (override answers
   * 201 with none): an empty body is accepted for these only.
   */
  emptyAnswerStatuses?: readonly number[]
}

/** A file sent as a multipart part beside the JSON part. */
export interface FilePart {
  part: 'template_file' | 'attachment_file' | 'type_schema' | 'policy_file'
  filename: string
  /** What a log line or a dry run says of it: `from flow.yml`, `evidence.tgz (1234 bytes: …)`. */
  description: string
  load(): Promise<Blob>
}

/** One write, described once for both sending it and printing it in a dry run. */
export type WriteMethod = 'POST' | 'PUT' | 'PATCH' | 'DELETE'

/**
 * Each write endpoint is a WriteRequest, which ServiceClient.send sends and a dry run prints,
 * so what is printed is what would be sent. Each is sent once: the transport repeats a write
 * only when the service cannot have applied it (connection refused, 409, 429, 503), so
 * nothing is recorded twice.
 */
export interface WriteRequest {
  method: WriteMethod
  segments: readonly string[]
  /** The JSON body, or the JSON part of a multipart body. */
  json: object
  multipart: boolean
  /** The multipart part holding the JSON: data_json unless the operation names another (payload). */
  jsonPart?: 'data_json' | 'payload'
  file?: FilePart
  /** Success statuses that may come without a body (see WriteOptions). */
  emptyAnswerStatuses?: readonly number[]
}

export class ServiceClient {
  private readonly transport: HttpTransport

  constructor(private readonly options: ServiceClientOptions) {
    this.transport = transportFor(SERVICE_NAME, options.baseUrl, `Bearer ${options.token}`, options)
  }

  url(segments: readonly string[], query?: Query): URL {
    return buildUrl(this.options.baseUrl, segments, query)
  }

  /** GETs and parses the answer; a schema still loading is awaited after the request. */
  async get<S extends z.ZodMiniType>(
    segments: readonly string[],
    query: Query,
    schema: S | Promise<S>
  ): Promise<z.output<S>> {
    const url = this.url(segments, query)
    // Awaited below; until then a failed load must not count as an unhandled rejection.
    if (schema instanceof Promise) schema.catch(() => undefined)
    const response = await this.transport.send({ method: 'GET', url })
    return parseBody(response.body, await schema, 'GET', url, response.headers['content-type'])
  }

  /**
   * Streams a file the service serves (a trail's audit package) to `target`, checked to be of
   * `kind`; nothing is left at `target` or beside it unless the whole file arrived.
   */
  async download(
    segments: readonly string[],
    target: string,
    kind: FileKind
  ): Promise<DownloadedFile> {
    const { downloadToFile, MAX_DOWNLOAD_BYTES } = await import('../http/download.js')
    const url = this.url(segments)
    return downloadToFile(this.transport, { url, target, kind, limit: MAX_DOWNLOAD_BYTES })
  }

  /** Sends a write as it describes itself: JSON, or data_json and its file as multipart. */
  async send(request: WriteRequest): Promise<unknown> {
    const options = { emptyAnswerStatuses: request.emptyAnswerStatuses }
    if (!request.multipart) {
      return this.writeJson(request.method, request.segments, request.json, options)
    }
    const parts: MultipartPart[] = [
      { name: request.jsonPart ?? 'data_json', value: JSON.stringify(request.json) }
    ]
    if (request.file) {
      const { part, filename } = request.file
      parts.push({ name: part, value: await request.file.load(), filename })
    }
    return this.sendMultipart(request.method, request.segments, parts, options)
  }

  /** The service's JSON answer, or null for an empty answer the operation declares. */
  async postJson(
    segments: readonly string[],
    body: unknown,
    options: WriteOptions = {}
  ): Promise<unknown> {
    return this.writeJson('POST', segments, body, options)
  }

  /**
   * A JSON write (a PATCH or a DELETE is one: a write like a PUT for the transport and its
   * retries).
   */
  private async writeJson(
    method: WriteMethod,
    segments: readonly string[],
    body: unknown,
    options: WriteOptions
  ): Promise<unknown> {
    return this.write(
      {
        method,
        url: this.url(segments),
        body: JSON.stringify(body),
        contentType: 'application/json'
      },
      options
    )
  }

  async postMultipart(
    segments: readonly string[],
    parts: readonly MultipartPart[],
    options: WriteOptions = {}
  ): Promise<unknown> {
    return this.sendMultipart('POST', segments, parts, options)
  }

  /**
   * A PUT is a write like a POST: the transport tracks it in flight and repeats it only when
   * the service cannot have applied it.
   */
  async putMultipart(
    segments: readonly string[],
    parts: readonly MultipartPart[],
    options: WriteOptions = {}
  ): Promise<unknown> {
    return this.sendMultipart('PUT', segments, parts, options)
  }

  private async sendMultipart(
    method: WriteMethod,
    segments: readonly string[],
    parts: readonly MultipartPart[],
    options: WriteOptions
  ): Promise<unknown> {
    const { encodeMultipart } = await import('../http/multipart.js')
    const { body, contentType } = await encodeMultipart(parts)
    return this.write({ method, url: this.url(segments), body, contentType }, options)
  }

  /** Every write goes through here, so none reports success on an answer that is not one. */
  private async write(request: HttpRequest, options: WriteOptions): Promise<unknown> {
    const response = await this.transport.send(request)
    return parseWriteAnswer(response, request.method, request.url, options)
  }

  dispose(): void {
    this.transport.dispose()
  }
}

/**
 * A write's 2xx answer must be the service's JSON: a sign-in page that an SSO proxy answers
 * with 200, or anything else that is not JSON, says nothing about whether the write was
 * recorded, so it is a failure and never a success.
 */
function parseWriteAnswer(
  response: HttpResponse,
  method: string,
  url: URL,
  options: WriteOptions = {}
): unknown {
  const { body, status } = response
  if (body.trim() === '' && options.emptyAnswerStatuses?.includes(status)) return null
  const json = body.trim() === '' ? undefined : tryParseJson(body)
  if (json !== undefined) return json
  const contentType = headerText(response.headers['content-type'])
  const what =
    body.trim() === ''
      ? 'an empty body where JSON was expected'
      : looksLikeHtml(body, contentType)
        ? formatErrorBody(body, 'text/html')
        : 'a body that is not valid JSON (it may have been cut off in transit)'
  throw new RequestError({
    system: SERVICE_NAME,
    kind: 'invalid-response',
    method,
    path: url.pathname,
    status,
    detail: `status ${status} with ${what}`,
    attempts: 1
  })
}

function looksLikeHtml(body: string, contentType: string): boolean {
  return /html/i.test(contentType) || /^\s*<(!doctype|html)/i.test(body)
}

function headerText(value: string | string[] | undefined): string {
  return (Array.isArray(value) ? value[0] : value) ?? ''
}

export function parseBody<S extends z.ZodMiniType>(
  body: string,
  schema: S,
  method: string,
  url: URL,
  contentType = ''
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
    // A proxy's sign-in or error page may come with status 200: name it for what it is, as
    // for an error status, rather than as JSON cut off in transit.
    const html = looksLikeHtml(body, contentType)
    throw invalid(
      body.trim() === ''
        ? 'the body was empty where JSON was expected'
        : html
          ? formatErrorBody(body, 'text/html')
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
