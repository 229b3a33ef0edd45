/**
 * The one retry policy, aligned with what the service expects of its clients (the vendor's
 * CLI retries connection errors, 409, 429 and every 5xx but 501).
 *
 * A GET is safe to repeat: it is retried after a connection error, a timeout, 409, 429 and
 * every 5xx except 501 (Not Implemented will not change on a second try).
 * A write (POST, PUT, PATCH, DELETE) is repeated only when the service cannot have acted on it: the
 * connection was refused or the host did not resolve, or it answered 409 (the service's lock
 * conflict: nothing was applied), 429 or 503 ("not processed"). A timeout, a reset or any
 * other 5xx may come after the write was applied, so it is never repeated: no attestation
 * or override is ever recorded twice.
 *
 * A certificate refused (not trusted, or not for the host) is never retried: trust does not
 * change between attempts, and the step fails at once with how to fix it. Nor is a unix
 * socket that is missing or may not be opened.
 */

/** Statuses that say the request was not processed and may be sent again as it is. */
const NOT_PROCESSED_STATUSES = new Set([409, 429, 503])
/** Network error codes that mean the request never reached the server. */
const NOT_SENT_CODES = new Set(['ECONNREFUSED', 'EAI_AGAIN'])
/**
 * A unix socket that is not there, or not the runner's user's to open: no retry changes
 * that, and the step fails at once saying which.
 */
const ABSENT_SOCKET_CODES = new Set(['ENOENT', 'ENOTDIR', 'EACCES', 'EPERM'])

export const DEFAULT_BACKOFF = { baseMs: 1000, capMs: 30_000, maxRetryAfterMs: 60_000 }
export type Backoff = typeof DEFAULT_BACKOFF

export type AttemptFailure =
  | { type: 'status'; status: number; retryAfter?: string }
  | { type: 'network'; code?: string }
  /** The server's TLS certificate was refused: not trusted, or not for the host asked. */
  | { type: 'certificate'; code?: string }
  | { type: 'timeout' }
  /** An answer the action will not read (too large, or encoded in a way it cannot decode). */
  | { type: 'unreadable'; reason: 'too-large' | 'encoding' }

export function isIdempotent(method: string): boolean {
  return method === 'GET' || method === 'HEAD'
}

export function isRetryable(method: string, failure: AttemptFailure): boolean {
  const idempotent = isIdempotent(method)
  switch (failure.type) {
    case 'status':
      if (NOT_PROCESSED_STATUSES.has(failure.status)) return true
      return idempotent && failure.status >= 500 && failure.status <= 599 && failure.status !== 501
    case 'network':
      if (ABSENT_SOCKET_CODES.has(failure.code ?? '')) return false
      return idempotent || NOT_SENT_CODES.has(failure.code ?? '')
    case 'timeout':
      return idempotent
    case 'certificate':
    case 'unreadable':
      // The same answer would come again, and a large one would be downloaded again.
      return false
  }
}

/**
 * Milliseconds to wait before retry number `retry` (1-based): the server's Retry-After when
 * it sent one, else exponential backoff with jitter so parallel clients spread out.
 * Returns undefined when the server asks for a wait longer than we are willing to sleep.
 */
export function retryDelayMs(
  retry: number,
  retryAfter: string | undefined,
  backoff: Backoff = DEFAULT_BACKOFF,
  random: () => number = Math.random,
  now: number = Date.now()
): number | undefined {
  const requested = parseRetryAfterMs(retryAfter, now)
  if (requested !== undefined) {
    return requested <= backoff.maxRetryAfterMs ? requested : undefined
  }
  const exponential = Math.min(backoff.capMs, backoff.baseMs * 2 ** (retry - 1))
  return Math.round(exponential * (0.5 + random() / 2))
}

/** Retry-After is either delay-seconds or an HTTP date (RFC 9110 §10.2.3). */
export function parseRetryAfterMs(
  value: string | undefined,
  now: number = Date.now()
): number | undefined {
  if (value === undefined) return undefined
  const trimmed = value.trim()
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000
  // Every HTTP-date form names a month; without this, V8's lenient Date.parse reads "1.5"
  // or "-1" as a date in 2001, and the retry would follow at once instead of backing off.
  if (!/[a-z]{3}/i.test(trimmed)) return undefined
  const date = Date.parse(trimmed)
  if (Number.isNaN(date)) return undefined
  return Math.max(0, date - now)
}
