/**
 * Reads the Docker Engine API directly (no docker CLI), over the unix socket or TCP (TLS)
 * that DOCKER_HOST names, through the action's one transport (src/http/transport.ts): a
 * timeout per request (timeout-seconds), the one retry policy for reads (none for a missing
 * socket or a refused certificate), answers bounded in size and in JSON depth before
 * anything parses them, and failures as RequestError naming the engine, the request and the
 * reason. What the Engine API adds: it never redirects, and it answers JSON.
 */
import { formatErrorBody, RequestError } from '../http/request-error.js'
import type { Backoff } from '../http/retry.js'
import { HttpTransport, type RetryEvent } from '../http/transport.js'
import type { EngineAddress } from './docker-host.js'

export interface EngineSettings {
  userAgent: string
  /** Per request: the action's timeout-seconds. */
  timeoutMs: number
  maxRetries: number
  onRetry?: (event: RetryEvent) => void
  backoff?: Backoff
  sleep?: (ms: number) => Promise<void>
}

export interface EngineAnswer {
  status: number
  /** The parsed JSON body. */
  body: unknown
}

export class DockerEngineClient {
  readonly system: string
  private readonly origin: string
  private readonly transport: HttpTransport

  constructor(address: EngineAddress, settings: EngineSettings) {
    this.system = `the Docker engine at ${address.described}`
    this.origin = engineOrigin(address)
    this.transport = new HttpTransport({
      ...settings,
      system: this.system,
      origin: this.origin,
      ...(address.kind === 'unix'
        ? { socketPath: address.socketPath }
        : {
            tls: address.tls,
            trustedBy: address.tls?.ca ? 'the ca.pem in DOCKER_CERT_PATH' : undefined
          }),
      redirectRefusal: 'the Engine API never redirects; check DOCKER_HOST'
    })
  }

  /**
   * GET `path` (an Engine API path, its parameters already encoded) and its JSON answer.
   * 2xx and the statuses in `accept` are answers; any other status fails as RequestError.
   */
  async get(path: string, accept: readonly number[] = []): Promise<EngineAnswer> {
    const response = await this.transport.send({
      method: 'GET',
      url: new URL(path, this.origin),
      acceptStatuses: accept
    })
    const contentType = String(response.headers['content-type'] ?? '')
    const refuse = (detail: string) => this.unexpectedAnswer(path, detail, response.status)
    if (!/^application\/json\b/i.test(contentType)) {
      throw refuse(
        `it is ${contentType || 'untyped'}, not JSON (${formatErrorBody(response.body, contentType)})`
      )
    }
    try {
      return { status: response.status, body: JSON.parse(response.body) as unknown }
    } catch {
      throw refuse('its body is not valid JSON')
    }
  }

  /** The engine answered GET `path` with something the Engine API does not send. */
  unexpectedAnswer(path: string, detail: string, status?: number): RequestError {
    return new RequestError({
      system: this.system,
      method: 'GET',
      path: path.split('?')[0] ?? path,
      kind: 'invalid-response',
      status,
      detail,
      attempts: 1
    })
  }

  /** Closes the connections kept open, so the process can exit promptly. */
  dispose(): void {
    this.transport.dispose()
  }
}

/** The origin requests name: over a socket, only the Host header (the socket is the address). */
function engineOrigin(address: EngineAddress): string {
  if (address.kind === 'unix') return 'http://localhost'
  const host = address.host.includes(':') ? `[${address.host}]` : address.host
  return `${address.tls ? 'https' : 'http'}://${host}:${address.port}`
}
