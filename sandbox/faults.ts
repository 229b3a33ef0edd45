/**
 * Fault injection shared by the sandbox service and the Jira emulator.
 *
 * A rule matches requests by method and path and hands out its steps in order, one per
 * matching request. Faults act on real sockets, so a client under test sees exactly what a
 * flaky proxy or an overloaded server would give it.
 */

/** Extra response details that any answering step may carry. */
export interface ResponseExtras {
  /** Wait this long before answering (or before passing through). */
  delayMs?: number
  headers?: Record<string, string>
  /** Sets the `Retry-After` header (seconds, or an HTTP date string). */
  retryAfter?: number | string
}

/** Answer with this status instead of the real handler (e.g. 503, 429, 500, 200). */
export interface StatusStep extends ResponseExtras {
  status: number
  /** A string is sent as is; an object as JSON. Default: `{"message": <reason>, "errors": null}`. */
  body?: string | object
}

/** Only wait, then let the real handler answer. */
export interface DelayStep {
  delayMs: number
}

/**
 * `before-response`: destroy the socket without a byte of response.
 * `mid-body`: send the real response's headers (with its full Content-Length) and part of
 * its body, then destroy the socket.
 */
export interface DropStep {
  drop: 'before-response' | 'mid-body'
  delayMs?: number
}

/** An HTML error page, as a reverse proxy sends when the service behind it is down. */
export interface HtmlStep extends ResponseExtras {
  html: true
  /** Default 502. */
  status?: number
}

/** The real handler's JSON cut in half, with a Content-Length that matches the cut body. */
export interface TruncatedJsonStep extends ResponseExtras {
  truncatedJson: true
  /** Default 200. */
  status?: number
}

/** Redirect elsewhere (for example to another origin, to check credentials are not forwarded). */
export interface RedirectStep extends ResponseExtras {
  redirect: string
  /** Default 302. */
  status?: 301 | 302 | 303 | 307 | 308
}

/** Never answer. The server's close() still ends the connection. */
export interface HangStep {
  hang: true
}

/**
 * The real handler's answer, re-encoded: compressed with `Content-Encoding` (whether or not
 * the client offered it, as some servers and proxies do) and/or led by a UTF-8 byte-order mark.
 */
export interface EncodeStep {
  encode: 'gzip' | 'br' | 'deflate' | 'identity'
  bom?: boolean
}

/**
 * A 200 JSON answer whose body never ends: chunks are written until the client closes the
 * connection (`declaredLength` also sends a Content-Length, however large). The recorded
 * request's `bytesSent` tells how much the client read before it gave up.
 */
export interface EndlessStep {
  endless: true
  declaredLength?: number
}

export type FaultStep =
  | StatusStep
  | DelayStep
  | DropStep
  | HtmlStep
  | TruncatedJsonStep
  | RedirectStep
  | HangStep
  | EncodeStep
  | EndlessStep

export interface FaultMatch {
  /** HTTP method, any case. Default: every method. */
  method?: string
  /**
   * A string is a prefix of the raw request path below the service root (below `/api/v2` for
   * the sandbox, `/` for the Jira emulator), e.g. `/builds` or `/asserts/acme`. A RegExp is
   * tested against that same path. The query string is not part of it. Default: every path.
   */
  path?: RegExp | string
  /**
   * How many matching requests this rule handles. Default: the number of steps. When larger
   * than the number of steps, the last step repeats; `Infinity` keeps it forever.
   */
  times?: number
}

/** A live view of a rule: how often it fired and how many requests it will still take. */
export interface FaultRule {
  readonly match: Readonly<FaultMatch>
  readonly steps: readonly FaultStep[]
  readonly hits: number
  readonly remaining: number
}

class ActiveRule implements FaultRule {
  hits = 0
  readonly #limit: number

  constructor(
    readonly match: Readonly<FaultMatch>,
    readonly steps: readonly FaultStep[]
  ) {
    this.#limit = match.times ?? steps.length
  }

  get remaining(): number {
    return Math.max(0, this.#limit - this.hits)
  }

  matches(method: string, path: string): boolean {
    if (this.remaining === 0) return false
    if (this.match.method && this.match.method.toUpperCase() !== method.toUpperCase()) return false
    const pattern = this.match.path
    if (pattern === undefined) return true
    return typeof pattern === 'string' ? path.startsWith(pattern) : pattern.test(path)
  }

  take(): FaultStep {
    const step = this.steps[Math.min(this.hits, this.steps.length - 1)]
    this.hits += 1
    if (step === undefined) throw new Error('fault rule without steps')
    return step
  }
}

export class FaultInjector {
  #rules: ActiveRule[] = []

  /**
   * Adds a rule. Example: `faults.add({ path: '/builds' }, { status: 503 }, { status: 503 })`
   * answers 503 twice, then the real handler answers again.
   */
  add(match: FaultMatch, ...steps: FaultStep[]): FaultRule {
    if (steps.length === 0) throw new Error('faults.add needs at least one step')
    if (match.times !== undefined && !(match.times >= 1)) {
      throw new Error(`faults.add: times must be at least 1, got ${match.times}`)
    }
    const rule = new ActiveRule({ ...match }, [...steps])
    this.#rules.push(rule)
    return rule
  }

  clear(): void {
    this.#rules = []
  }

  /** Rules that will still act on a request. */
  get active(): number {
    return this.#rules.filter(rule => rule.remaining > 0).length
  }

  /** The step for this request, from the first rule (oldest first) that still matches. */
  take(method: string, path: string): FaultStep | undefined {
    return this.#rules.find(rule => rule.matches(method, path))?.take()
  }
}
