/**
 * Reads the Docker Engine API directly (no docker CLI), over the unix socket or TCP (TLS)
 * that DOCKER_HOST names, under the rules every remote of the action follows
 * (src/http/transport.ts): a timeout per request (timeout-seconds), the one retry policy for
 * reads, answers bounded in size (64 MiB) and in JSON depth before anything parses them, no
 * redirect followed, and failures as RequestError naming the engine, the request and the
 * reason, never a header. The transport itself speaks only http(s) URLs through a proxy
 * where one is set; the engine is a local socket or an address the runner reaches directly.
 */
import { Agent as HttpAgent, request as httpRequest, type IncomingMessage } from 'node:http'
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https'
import { bodyText, readBodyBytes, UnreadableBodyError, MAX_RESPONSE_BYTES } from '../http/body.js'
import { tooDeepAnswer } from '../http/json-depth.js'
import { isUntrustedCertificateCode, WRONG_HOST_CODE } from '../http/tls.js'
import { errorReason, formatErrorBody, RequestError } from '../http/request-error.js'
import {
  DEFAULT_BACKOFF,
  isRetryable,
  retryDelayMs,
  type AttemptFailure,
  type Backoff
} from '../http/retry.js'
import type { EngineAddress } from './docker-host.js'

export interface EngineSettings {
  userAgent: string
  /** Per request: the action's timeout-seconds. */
  timeoutMs: number
  maxRetries: number
  /** The most requests in flight at once (the connections kept open). */
  concurrency: number
  backoff?: Backoff
  sleep?: (ms: number) => Promise<void>
}

export interface EngineAnswer {
  status: number
  /** The parsed JSON body. */
  body: unknown
}

/** Failures that say the engine is not there at all: retrying will not change them. */
const ABSENT_CODES = new Set(['ENOENT', 'EACCES', 'EPERM', 'ENOTDIR'])

const READABLE_CODES: Record<string, string> = {
  ENOENT: 'no socket at that path',
  EACCES: "the runner's user may not open the socket",
  EPERM: "the runner's user may not open the socket",
  ECONNREFUSED: 'connection refused',
  ECONNRESET: 'connection reset',
  ENOTFOUND: 'host not found',
  EAI_AGAIN: 'DNS lookup failed',
  ETIMEDOUT: 'connection timed out'
}

type Attempt =
  | { answer: { status: number; text: string; contentType: string } }
  | { failure: AttemptFailure; detail: string }

export class DockerEngineClient {
  readonly system: string
  private readonly agent: HttpAgent
  private readonly backoff: Backoff
  private readonly sleep: (ms: number) => Promise<void>

  constructor(
    private readonly address: EngineAddress,
    private readonly settings: EngineSettings
  ) {
    this.system = `the Docker engine at ${address.described}`
    const agentOptions = { keepAlive: true, maxSockets: Math.max(1, settings.concurrency) }
    this.agent =
      address.kind === 'tcp' && address.tls
        ? new HttpsAgent({ ...agentOptions, ...address.tls, rejectUnauthorized: true })
        : new HttpAgent(agentOptions)
    this.backoff = settings.backoff ?? DEFAULT_BACKOFF
    this.sleep = settings.sleep ?? (ms => new Promise(resolve => setTimeout(resolve, ms)))
  }

  /**
   * GET `path` (an Engine API path, its parameters already encoded) and its JSON answer.
   * 2xx and the statuses in `accept` are answers; any other status fails as RequestError.
   */
  async get(path: string, accept: readonly number[] = []): Promise<EngineAnswer> {
    for (let attempt = 1; ; attempt++) {
      const result = await this.attempt(path)
      let failure: AttemptFailure
      let detail: string
      if ('answer' in result) {
        const { status, text, contentType } = result.answer
        if ((status >= 200 && status < 300) || accept.includes(status)) {
          return { status, body: this.json(path, status, text, contentType) }
        }
        failure = { type: 'status', status }
        detail = formatErrorBody(text, contentType)
        if (attempt > this.settings.maxRetries || !isRetryable('GET', failure)) {
          throw this.error(path, {
            kind: status >= 300 && status < 400 ? 'redirect' : 'status',
            status,
            detail:
              status >= 300 && status < 400
                ? 'the engine API never redirects; check DOCKER_HOST'
                : detail,
            attempts: attempt,
            reason: errorReason(text)
          })
        }
      } else {
        ;({ failure, detail } = result)
        const absent = failure.type === 'network' && ABSENT_CODES.has(failure.code ?? '')
        if (absent || attempt > this.settings.maxRetries || !isRetryable('GET', failure)) {
          throw this.error(path, {
            kind:
              failure.type === 'timeout'
                ? 'timeout'
                : failure.type === 'unreadable'
                  ? failure.reason === 'too-large'
                    ? 'too-large'
                    : 'invalid-response'
                  : 'network',
            detail,
            attempts: attempt
          })
        }
      }
      const delayMs = retryDelayMs(attempt, undefined, this.backoff) ?? this.backoff.baseMs
      await this.sleep(delayMs)
    }
  }

  /** Closes the connections kept open, so the process can exit promptly. */
  dispose(): void {
    this.agent.destroy()
  }

  private json(path: string, status: number, text: string, contentType: string): unknown {
    const refuse = (detail: string) =>
      this.error(path, { kind: 'invalid-response', status, detail, attempts: 1 })
    if (!/^application\/json\b/i.test(contentType)) {
      throw refuse(
        `it is ${contentType || 'untyped'}, not JSON (${formatErrorBody(text, contentType)})`
      )
    }
    const tooDeep = tooDeepAnswer(text)
    if (tooDeep !== undefined) throw refuse(tooDeep)
    try {
      return JSON.parse(text) as unknown
    } catch {
      throw refuse('its body is not valid JSON')
    }
  }

  private attempt(path: string): Promise<Attempt> {
    const { address, settings } = this
    const target =
      address.kind === 'unix'
        ? { socketPath: address.socketPath, host: 'localhost' }
        : { host: address.host, port: address.port }
    const send = address.kind === 'tcp' && address.tls ? httpsRequest : httpRequest
    return new Promise<Attempt>(resolve => {
      let settled = false
      const settle = (attempt: Attempt) => {
        if (settled) return
        settled = true
        clearTimeout(timer)
        resolve(attempt)
      }
      const request = send(
        {
          ...target,
          path,
          method: 'GET',
          agent: this.agent,
          headers: { accept: 'application/json', 'user-agent': settings.userAgent }
        },
        (message: IncomingMessage) => {
          const contentType = String(message.headers['content-type'] ?? '')
          readBodyBytes(message, MAX_RESPONSE_BYTES).then(
            bytes =>
              settle({
                answer: { status: message.statusCode ?? 0, text: bodyText(bytes), contentType }
              }),
            (error: unknown) =>
              settle(
                error instanceof UnreadableBodyError
                  ? { failure: { type: 'unreadable', reason: error.reason }, detail: error.message }
                  : networkFailure(error)
              )
          )
        }
      )
      const timer = setTimeout(() => {
        request.destroy(new Error('the answer took too long'))
        settle({
          failure: { type: 'timeout' },
          detail: `no complete answer within ${settings.timeoutMs / 1000} s (timeout-seconds)`
        })
      }, settings.timeoutMs)
      request.on('error', error => settle(networkFailure(error)))
      request.end()
    })
  }

  private error(
    path: string,
    details: Pick<RequestError, 'kind' | 'detail' | 'attempts'> &
      Partial<Pick<RequestError, 'status' | 'reason'>>
  ): RequestError {
    return new RequestError({
      system: this.system,
      method: 'GET',
      path: path.split('?')[0] ?? path,
      ...details
    })
  }
}

function networkFailure(error: unknown): Attempt {
  const code = (error as { code?: unknown } | null)?.code
  const codeText = typeof code === 'string' ? code : undefined
  const message = error instanceof Error ? error.message : String(error)
  if (
    codeText !== undefined &&
    (isUntrustedCertificateCode(codeText) || codeText === WRONG_HOST_CODE)
  ) {
    return {
      failure: { type: 'certificate', code: codeText },
      detail: `the engine's TLS certificate is not signed by the ca.pem in DOCKER_CERT_PATH (${codeText})`
    }
  }
  const detail = codeText
    ? `${READABLE_CODES[codeText] ?? message} (${codeText})`
    : message || 'the connection failed'
  return { failure: { type: 'network', code: codeText }, detail }
}
