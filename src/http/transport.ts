/**
 * The one HTTP client: timeouts, retries, redirects that never carry a token to another
 * origin, and error bodies turned into RequestError. Used for every remote: the service,
 * Jira, the GitHub API, container registries, a Kubernetes cluster and the Docker engine.
 */
import type { IncomingHttpHeaders } from 'node:http'
import { checkServerIdentity, type ConnectionOptions, type PeerCertificate } from 'node:tls'
import { Readable } from 'node:stream'
import { HttpClient, type HttpClientResponse } from '@actions/http-client'
import {
  ACCEPTED_ENCODINGS,
  ReceiverError,
  RefusedBodyError,
  UnreadableBodyError,
  bodyText,
  decodedBody,
  readBodyBytes,
  type BodyReceiver
} from './body.js'
import {
  RequestError,
  errorReason,
  formatErrorBody,
  type RequestErrorDetails
} from './request-error.js'
import { tooDeepAnswer } from './json-depth.js'
import { trackWrite } from './in-flight.js'
import { describeProxyRefusal, proxyRefusalStatus } from './proxy.js'
import { describeUntrustedCertificate, isRefusedCertificateCode } from './tls.js'
import {
  DEFAULT_BACKOFF,
  isRetryable,
  retryDelayMs,
  type AttemptFailure,
  type Backoff
} from './retry.js'
import { stepSleep } from '../runner/step-scope.js'

/** The settings every client (the service's, Jira's) hands to its transport as they are. */
export interface TransportSettings {
  userAgent: string
  timeoutMs: number
  maxRetries: number
  backoff?: Backoff
  onRetry?: (event: RetryEvent) => void
}

/**
 * The transport of a client for one system: the Authorization header goes to `baseUrl`'s
 * origin only, and of the client's options only the transport settings are passed on.
 */
export function transportFor(
  system: string,
  baseUrl: URL,
  authorization: string,
  settings: TransportSettings
): HttpTransport {
  const { userAgent, timeoutMs, maxRetries, backoff, onRetry } = settings
  return new HttpTransport({
    system,
    origin: baseUrl.origin,
    authorization,
    userAgent,
    timeoutMs,
    maxRetries,
    backoff,
    onRetry
  })
}

/** The TLS settings of a remote that carries its own trust: a cluster's CA, a client key. */
export type TlsSettings = Pick<
  ConnectionOptions,
  'ca' | 'cert' | 'key' | 'pfx' | 'passphrase' | 'servername' | 'rejectUnauthorized'
>

export interface HttpTransportOptions extends TransportSettings {
  /** How the system is named in messages: "the compliance service", "Jira". */
  system: string
  /** The only origin the Authorization header is ever sent to. */
  origin: string
  authorization?: string
  /** Given to every TLS connection to the origin, through a proxy's tunnel too. */
  tls?: TlsSettings
  /**
   * Where the CA that `tls` verifies the remote with comes from ("the ca.pem in
   * DOCKER_CERT_PATH"), named when its certificate is not trusted. Absent, the runner's own
   * trust is meant, and the advice is NODE_EXTRA_CA_CERTS.
   */
  trustedBy?: string
  /**
   * A unix socket every connection is opened on (the Docker engine's). The origin is then
   * http://localhost: the Host header only, and never proxied (loopback is bypassed).
   */
  socketPath?: string
  /**
   * For a remote that never redirects: a 3xx fails at once, with this as its detail, instead
   * of being followed on the origin.
   */
  redirectRefusal?: string
  sleep?: (ms: number) => Promise<void>
}

export interface RetryEvent {
  method: string
  path: string
  attempt: number
  delayMs: number
  reason: string
}

export interface HttpRequest {
  /** Every method but GET is a write: tracked in flight, repeated only when not applied. */
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  url: URL
  body?: string | Buffer
  contentType?: string
  /** Statuses besides 2xx that the caller handles itself (Jira's 404 "no such issue"). */
  acceptStatuses?: readonly number[]
  /** Replaces the JSON Accept header (a registry's manifest media types). */
  accept?: string
  /** Further headers a remote asks for (GitHub's API version); never Authorization. */
  headers?: Readonly<Record<string, string>>
  /** Takes a 2xx body as it arrives instead of reading it into memory (see download). */
  receive?: BodyReceiver
  /** The most a received body may hold, compressed or not; default MAX_RESPONSE_BYTES. */
  limit?: number
}

/** A GET whose successful body goes to `receive` chunk by chunk, never held in memory. */
export interface DownloadRequest {
  url: URL
  accept: string
  receive: BodyReceiver
  limit: number
}

export interface HttpResponse {
  status: number
  headers: IncomingHttpHeaders
  /** The body as text (UTF-8, without a byte-order mark). */
  body: string
  /** The body's bytes as sent, after content decoding only: what a digest is taken over. */
  bytes: Buffer
}

const MAX_REDIRECTS = 5
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308])

type AttemptResult =
  | { response: HttpResponse }
  /** `status`: when the failure came while reading an answer's body. */
  | { failure: AttemptFailure; detail: string; status?: number }

export class HttpTransport {
  private readonly client: HttpClient
  private readonly backoff: Backoff
  private readonly sleep: (ms: number) => Promise<void>

  constructor(private readonly options: HttpTransportOptions) {
    this.client = new HttpClient(options.userAgent, [], {
      // Redirects and retries are handled here, where the origin and method are known.
      allowRedirects: false,
      allowRetries: false,
      keepAlive: true,
      socketTimeout: options.timeoutMs
    })
    this.backoff = options.backoff ?? DEFAULT_BACKOFF
    this.sleep = options.sleep ?? stepSleep
  }

  async send(request: HttpRequest): Promise<HttpResponse> {
    if (request.method === 'GET') return this.exchange(request)
    const { origin, pathname } = request.url
    const write = { system: this.options.system, method: request.method, target: origin + pathname }
    return trackWrite(write, () => this.exchange(request))
  }

  private async exchange(request: HttpRequest): Promise<HttpResponse> {
    for (let attempt = 1; ; attempt++) {
      const result = await this.attemptFollowingRedirects(request)
      if ('response' in result) {
        const { response } = result
        if (isSuccess(response.status) || request.acceptStatuses?.includes(response.status)) {
          return response
        }
        const failure: AttemptFailure = {
          type: 'status',
          status: response.status,
          retryAfter: headerValue(response.headers['retry-after'])
        }
        const detail = formatErrorBody(response.body, headerValue(response.headers['content-type']))
        if (!(await this.waitBeforeRetry(request, attempt, failure, detail))) {
          throw this.error(request, {
            kind: 'status',
            status: response.status,
            detail: detail + this.unhonouredWait(request, attempt, failure),
            attempts: attempt,
            headers: response.headers,
            reason: errorReason(response.body)
          })
        }
        continue
      }
      if (!(await this.waitBeforeRetry(request, attempt, result.failure, result.detail))) {
        throw this.error(request, {
          kind: failureKind(result.failure),
          status: result.status,
          detail: result.detail,
          attempts: attempt,
          code: 'code' in result.failure ? result.failure.code : undefined
        })
      }
    }
  }

  /**
   * A GET streamed to `receive` under the same policy as send: the timeout covers the whole
   * body, retries start `receive` afresh, redirects stay on the origin, the token goes to the
   * origin only, and the body is decoded and bounded by `limit`. A body `receive` refuses
   * (RefusedBodyError) fails at once as an invalid answer; a ReceiverError is passed on.
   */
  async download(request: DownloadRequest): Promise<void> {
    await this.exchange({ method: 'GET', ...request })
  }

  /** Closes kept-alive connections so the process can exit promptly. */
  dispose(): void {
    this.client.dispose()
  }

  /** Says so when the server asked for a wait longer than the action is willing to sleep. */
  private unhonouredWait(request: HttpRequest, attempt: number, failure: AttemptFailure): string {
    if (failure.type !== 'status' || failure.retryAfter === undefined) return ''
    if (attempt > this.options.maxRetries || !isRetryable(request.method, failure)) return ''
    if (retryDelayMs(attempt, failure.retryAfter, this.backoff) !== undefined) return ''
    const asked = failure.retryAfter.trim()
    const wait = /^\d+$/.test(asked) ? `${asked} s` : asked
    const limit = this.backoff.maxRetryAfterMs / 1000
    return ` (it asked to be retried after ${wait}, longer than the ${limit} s the action waits)`
  }

  private async waitBeforeRetry(
    request: HttpRequest,
    attempt: number,
    failure: AttemptFailure,
    detail: string
  ): Promise<boolean> {
    if (attempt > this.options.maxRetries || !isRetryable(request.method, failure)) return false
    const retryAfter = failure.type === 'status' ? failure.retryAfter : undefined
    const delayMs = retryDelayMs(attempt, retryAfter, this.backoff)
    if (delayMs === undefined) return false
    this.options.onRetry?.({
      method: request.method,
      path: request.url.pathname,
      attempt,
      delayMs,
      reason: failure.type === 'status' ? `status ${failure.status}` : detail
    })
    await this.sleep(delayMs)
    return true
  }

  private async attemptFollowingRedirects(request: HttpRequest): Promise<AttemptResult> {
    let url = request.url
    for (let hop = 0; ; hop++) {
      const result = await this.attempt(request, url)
      if (!('response' in result) || !REDIRECT_STATUSES.has(result.response.status)) return result
      if (this.options.redirectRefusal !== undefined) {
        throw this.error(request, {
          kind: 'redirect',
          status: result.response.status,
          detail: this.options.redirectRefusal
        })
      }
      const location = headerValue(result.response.headers.location)
      if (!location) return result
      let target: URL
      try {
        target = new URL(location, url)
      } catch {
        // Otherwise a bare "TypeError: Invalid URL" escapes with no request named.
        throw this.error(request, {
          kind: 'redirect',
          detail: `its Location ${JSON.stringify(location.slice(0, 200))} is not a URL`
        })
      }
      if (target.origin !== this.options.origin) {
        throw this.error(request, {
          kind: 'redirect',
          detail:
            `it points to another origin (${target.origin}) and the token is never sent there; ` +
            `set the base URL to the address the service really answers on`
        })
      }
      if (request.method !== 'GET' || hop >= MAX_REDIRECTS) {
        throw this.error(request, {
          kind: 'redirect',
          detail:
            request.method !== 'GET'
              ? `a ${request.method} is not repeated on a redirect; check the base URL`
              : `more than ${MAX_REDIRECTS} redirects`
        })
      }
      url = target
    }
  }

  private async attempt(request: HttpRequest, url: URL): Promise<AttemptResult> {
    const headers: Record<string, string> = {
      ...request.headers,
      accept: request.accept ?? 'application/json',
      'accept-encoding': ACCEPTED_ENCODINGS
    }
    if (this.options.authorization) headers.authorization = this.options.authorization
    if (request.contentType) headers['content-type'] = request.contentType
    let data: string | NodeJS.ReadableStream | null = null
    if (typeof request.body === 'string') data = request.body
    else if (request.body) {
      headers['content-length'] = String(request.body.length)
      data = Readable.from([request.body])
    }

    this.applyAgentOptions(url)
    let response: HttpClientResponse | undefined
    let timer: NodeJS.Timeout | undefined
    const timedOut = new Promise<'timeout'>(resolve => {
      timer = setTimeout(() => resolve('timeout'), this.options.timeoutMs)
    })
    let abandoned = false
    let receiving: Promise<void> | undefined
    const exchange = (async () => {
      response = await this.client.request(request.method, url.href, data, headers)
      const { statusCode, headers: answered } = response.message
      const status = statusCode ?? 0
      if (request.receive && isSuccess(status)) {
        const message = response.message
        if (abandoned) message.destroy()
        else {
          const body = decodedBody(message, request.limit)
          receiving = request.receive(body, { status, headers: answered })
          await receiving
        }
        return { status, headers: answered, body: '', bytes: Buffer.alloc(0) }
      }
      // Read the stream directly: a connection cut mid-body must fail now, not at the timeout.
      const bytes = await readBodyBytes(response.message, request.limit)
      const body = bodyText(bytes)
      // Before anything parses or quotes it, an error body too: deep JSON would overflow
      // the stack of whatever walks it, far from the request that brought it.
      const tooDeep = tooDeepAnswer(body)
      if (tooDeep !== undefined) throw new RefusedBodyError(tooDeep)
      return { status, headers: answered, body, bytes }
    })()
    try {
      const outcome = await Promise.race([exchange, timedOut])
      if (outcome === 'timeout') {
        abandoned = true
        // With an error, so a receiver's loop over the body ends too; it is awaited, so no
        // half-written file outlives the attempt.
        response?.message.destroy(new Error('the answer took too long'))
        exchange.catch(() => undefined)
        await receiving?.catch(() => undefined)
        return {
          failure: { type: 'timeout' },
          detail: `no complete answer within ${this.options.timeoutMs / 1000} s`
        }
      }
      return { response: outcome }
    } catch (error) {
      if (error instanceof RefusedBodyError) {
        throw this.error(request, {
          kind: 'invalid-response',
          status: response?.message.statusCode,
          detail: error.message
        })
      }
      if (error instanceof ReceiverError) throw error
      if (error instanceof UnreadableBodyError) {
        return {
          failure: { type: 'unreadable', reason: error.reason },
          detail: error.message,
          status: response?.message.statusCode
        }
      }
      return describeNetworkError(error, this.options.trustedBy)
    } finally {
      clearTimeout(timer)
    }
  }

  /**
   * http-client takes no CA, client certificate or socket path, but builds one agent per
   * client (a plain one, or a tunnel through a proxy) whose options every connection it opens
   * is made with: the settings go there, as http-client itself sets its ignoreSslError. So the
   * proxy, keep-alive and no_proxy rules stay those of every other remote.
   */
  private applyAgentOptions(url: URL): void {
    const { tls, socketPath } = this.options
    const settings =
      url.protocol === 'https:' && tls
        ? { ...tls, ...nameToVerify(tls) }
        : url.protocol === 'http:' && socketPath
          ? { socketPath }
          : undefined
    if (!settings) return
    const agent = this.client.getAgent(url.href) as { options?: Record<string, unknown> }
    agent.options = Object.assign(agent.options ?? {}, settings)
  }

  private error(
    request: HttpRequest,
    details: Pick<
      RequestErrorDetails,
      'kind' | 'detail' | 'status' | 'headers' | 'reason' | 'code'
    > & {
      attempts?: number
    }
  ): RequestError {
    return new RequestError({
      system: this.options.system,
      method: request.method,
      path: request.url.pathname,
      attempts: details.attempts ?? 1,
      ...details
    })
  }
}

/**
 * A `servername` (a kubeconfig's tls-server-name) must name the certificate through a proxy
 * too, but the tunnel http-client opens replaces it with the Host header: the certificate is
 * then checked against the name given, whichever name the connection was opened with.
 */
function nameToVerify(
  tls: TlsSettings | undefined
): Pick<ConnectionOptions, 'checkServerIdentity'> {
  const servername = tls?.servername
  if (!servername) return {}
  return {
    checkServerIdentity: (_host: string, certificate: PeerCertificate) =>
      checkServerIdentity(servername, certificate)
  }
}

/** What a connection error code means, in words; the code follows in brackets. */
const READABLE_CODES: Readonly<Record<string, string>> = {
  ECONNREFUSED: 'connection refused',
  ECONNRESET: 'connection reset',
  ENOTFOUND: 'host not found',
  EAI_AGAIN: 'DNS lookup failed',
  ETIMEDOUT: 'connection timed out',
  EPIPE: 'connection closed while sending',
  // A unix socket's: the only connections opened on a path.
  ENOENT: 'no socket at that path',
  ENOTDIR: 'no socket at that path',
  EACCES: "the runner's user may not open the socket",
  EPERM: "the runner's user may not open the socket"
}

function describeNetworkError(error: unknown, trustedBy: string | undefined): AttemptResult {
  const code = (error as { code?: unknown } | null)?.code
  const message = error instanceof Error ? error.message : String(error)
  if (/^Request timeout/.test(message)) {
    return { failure: { type: 'timeout' }, detail: 'the connection went quiet' }
  }
  const proxyStatus = proxyRefusalStatus(error)
  if (proxyStatus !== undefined) {
    // Not a reset: the proxy answered. A status failure is retried only when it is transient.
    return {
      failure: { type: 'status', status: proxyStatus },
      detail: describeProxyRefusal(proxyStatus)
    }
  }
  const codeText = typeof code === 'string' ? code : undefined
  const untrusted = describeUntrustedCertificate(error, trustedBy)
  if (untrusted !== undefined)
    return { failure: { type: 'certificate', code: codeText }, detail: untrusted }
  const detail = codeText
    ? `${READABLE_CODES[codeText] ?? message} (${codeText})`
    : message || 'the connection failed'
  if (codeText !== undefined && isRefusedCertificateCode(codeText))
    return { failure: { type: 'certificate', code: codeText }, detail }
  return { failure: { type: 'network', code: codeText }, detail }
}

function failureKind(failure: AttemptFailure): RequestError['kind'] {
  switch (failure.type) {
    case 'timeout':
      return 'timeout'
    case 'unreadable':
      return failure.reason === 'too-large' ? 'too-large' : 'invalid-response'
    default:
      return 'network'
  }
}

function isSuccess(status: number): boolean {
  return status >= 200 && status < 300
}

function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value
}
