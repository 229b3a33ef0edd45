/**
 * The `fetch` Octokit is given: a WHATWG-shaped call carried by the action's own transport,
 * so a GitHub request keeps every rule the service's and Jira's keep (the proxy and CA of
 * the runner, retries, the timeout, the size bound, no redirect followed to another origin).
 *
 * The token is the transport's: it holds github-token as its Authorization, sent to the API
 * origin only, so the header Octokit puts on a request is dropped here. And only URLs under
 * GITHUB_API_URL are sent at all: a next-page link, a URL from an answer, is refused when it
 * leads elsewhere, before anything is sent there.
 *
 * The answer is handed back as a small object with what Octokit reads of a Response (status,
 * url, headers, text, arrayBuffer), not as Node's Response: that class loads Node's bundled
 * undici when first touched, about 24 ms of a cold start that the transport (node:http) does
 * without.
 */
import type { IncomingHttpHeaders } from 'node:http'
import { tryParseJson } from '../http/request-error.js'
import type { HttpRequest, HttpTransport } from '../http/transport.js'
import { GitHubApiError } from './api.js'

/** What GitHub asks clients to send, so answers keep the shape this code parses. */
export const GITHUB_API_VERSION = '2022-11-28'
export const GITHUB_MEDIA_TYPE = 'application/vnd.github+json'
/** Octokit's default Accept: the same media type under its older name. */
const OCTOKIT_DEFAULT_ACCEPT = 'application/vnd.github.v3+json'

const METHODS = new Set<HttpRequest['method']>(['GET', 'POST', 'PUT', 'PATCH', 'DELETE'])
/** Headers the transport sets itself, or that describe bytes the transport has decoded. */
const TRANSPORT_HEADERS = new Set([
  'authorization',
  'user-agent',
  'accept',
  'accept-encoding',
  'content-type',
  'content-length',
  'host',
  'connection'
])
/**
 * Answer headers Octokit is not shown: `deprecation` and `sunset` make it log a warning that
 * quotes them (and the `Link` header), remote text in the job log; the adapter reports a
 * deprecation itself instead. The encoding and length are the transport's, which decoded
 * the body.
 */
const HIDDEN_ANSWER_HEADERS = new Set([
  'deprecation',
  'sunset',
  'content-encoding',
  'content-length',
  'transfer-encoding'
])

/** A route GitHub marks deprecated (a `Deprecation` header), for the log. */
export interface Deprecation {
  method: string
  path: string
  /** From the `Sunset` header, when it is a date. */
  sunset?: Date
}

export type FetchLike = (input: string | URL, init?: FetchInit) => Promise<TransportAnswer>

/** The part of RequestInit Octokit passes. */
export interface FetchInit {
  method?: string
  headers?: Record<string, string> | Iterable<[string, string]>
  body?: unknown
  signal?: AbortSignal | null
  redirect?: string
}

/**
 * A fetch over `transport` for the API at `root` (a URL whose path ends in `/`): Octokit's
 * `request.fetch`.
 */
export function transportFetch(
  transport: HttpTransport,
  root: URL,
  onDeprecation: (deprecation: Deprecation) => void = () => undefined
): FetchLike {
  return async (input, init = {}) => {
    init.signal?.throwIfAborted()
    const url = underRoot(root, input)
    const method = (init.method ?? 'GET').toUpperCase() as HttpRequest['method']
    if (!METHODS.has(method)) {
      throw new Error(`Internal error: the GitHub API is not sent ${method} requests`)
    }
    const headers = headerRecord(init.headers)
    const request: HttpRequest = {
      method,
      url,
      accept:
        !headers.accept || headers.accept === OCTOKIT_DEFAULT_ACCEPT
          ? GITHUB_MEDIA_TYPE
          : headers.accept,
      headers: { ...passedHeaders(headers), 'x-github-api-version': GITHUB_API_VERSION }
    }
    const body = requestBody(init.body)
    if (body !== undefined) {
      request.body = body
      request.contentType = headers['content-type'] ?? 'application/json; charset=utf-8'
    }
    // Failures (an error status after the retries, a redirect elsewhere, a timeout) are the
    // transport's RequestError: Octokit wraps it as the cause of its own, which the client
    // unwraps (octokit.ts).
    const response = await transport.send(request)
    if (response.headers.deprecation !== undefined) {
      onDeprecation({ method, path: url.pathname, sunset: sunsetDate(response.headers.sunset) })
    }
    const empty = response.status === 204 || response.status === 205 || response.bytes.length === 0
    if (!empty && tryParseJson(response.body) === undefined) {
      throw new Error(
        `the GitHub API answered ${method} ${url.pathname} with something that is not JSON ` +
          `(content type ${JSON.stringify(String(response.headers['content-type'] ?? 'none'))}); ` +
          `check GITHUB_API_URL`
      )
    }
    const headersShown = answerHeaders(response.headers, empty)
    return new TransportAnswer(
      response.status,
      url.href,
      headersShown,
      response.body,
      response.bytes
    )
  }
}

/**
 * The URL of a request, accepted only under the API root (its origin and its path): the
 * token goes with it. A URL Octokit builds from a route always is; one from a `Link` header
 * may not be.
 */
export function underRoot(root: URL, input: string | URL): URL {
  const url = URL.parse(String(input))
  if (url === null) {
    throw new GitHubApiError(
      `it pointed to ${JSON.stringify(String(input).slice(0, 100))}, which is not a URL`,
      undefined
    )
  }
  if (url.origin !== root.origin || !url.pathname.startsWith(root.pathname)) {
    throw new GitHubApiError(
      `it pointed to ${url.origin}${url.pathname}, outside GITHUB_API_URL ` +
        `(${root.origin}${root.pathname}), and github-token is never sent there`,
      undefined
    )
  }
  return url
}

function headerRecord(headers: FetchInit['headers']): Record<string, string> {
  const record: Record<string, string> = {}
  if (!headers) return record
  const entries = Symbol.iterator in headers ? headers : Object.entries(headers)
  for (const [name, value] of entries as Iterable<[string, string]>) {
    record[name.toLowerCase()] = String(value)
  }
  return record
}

function passedHeaders(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(headers).filter(([name]) => !TRANSPORT_HEADERS.has(name))
  )
}

function requestBody(body: unknown): string | Buffer | undefined {
  if (body === undefined || body === null) return undefined
  if (typeof body === 'string' || Buffer.isBuffer(body)) return body
  if (body instanceof Uint8Array) return Buffer.from(body.buffer, body.byteOffset, body.byteLength)
  if (body instanceof ArrayBuffer) return Buffer.from(body)
  // A stream would have to be held whole to be sent again on a retry: nothing sends one.
  throw new Error(
    'Internal error: the GitHub API is sent a string or bytes as a body, nothing else'
  )
}

function sunsetDate(value: string | string[] | undefined): Date | undefined {
  const text = Array.isArray(value) ? value[0] : value
  const date = text === undefined ? undefined : new Date(text)
  return date && !Number.isNaN(date.getTime()) ? date : undefined
}

/**
 * The answer's headers for Octokit. A body checked to be JSON is labelled so: Octokit parses
 * by the content type, and would hand over text for JSON labelled otherwise.
 */
function answerHeaders(headers: IncomingHttpHeaders, empty: boolean): [string, string][] {
  const pairs: [string, string][] = []
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || HIDDEN_ANSWER_HEADERS.has(name)) continue
    if (name === 'content-type' && !empty) continue
    for (const one of Array.isArray(value) ? value : [value]) pairs.push([name, one])
  }
  if (!empty) pairs.push(['content-type', 'application/json; charset=utf-8'])
  return pairs
}

/** The headers of an answer as Octokit reads them: iterated, and read by name. */
class AnswerHeaders implements Iterable<[string, string]> {
  constructor(private readonly pairs: readonly [string, string][]) {}

  get(name: string): string | null {
    const wanted = name.toLowerCase()
    const values = this.pairs.filter(([key]) => key === wanted).map(([, value]) => value)
    return values.length > 0 ? values.join(', ') : null
  }

  *[Symbol.iterator](): Iterator<[string, string]> {
    const names = [...new Set(this.pairs.map(([name]) => name))]
    for (const name of names) yield [name, this.get(name) ?? '']
  }
}

/** What Octokit reads of a fetch Response, over the bytes the transport received. */
export class TransportAnswer {
  /** Read by Octokit for a HEAD only; the transport keeps no reason phrase. */
  readonly statusText = ''
  readonly headers: AnswerHeaders

  constructor(
    readonly status: number,
    readonly url: string,
    headers: readonly [string, string][],
    private readonly body: string,
    private readonly bytes: Buffer
  ) {
    this.headers = new AnswerHeaders(headers)
  }

  /** The body as the transport decoded it: UTF-8, without a byte-order mark. */
  async text(): Promise<string> {
    return this.body
  }

  async arrayBuffer(): Promise<ArrayBuffer> {
    return new Uint8Array(this.bytes).buffer
  }
}
