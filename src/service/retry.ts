/**
 * The one retry policy. GETs are safe to repeat; a POST is repeated only when the server
 * cannot have acted on it (the connection was refused, or it answered 429 or 503, which
 * mean "not processed"), so no attestation or override is ever applied twice.
 */

const RETRYABLE_STATUSES = new Set([429, 502, 503, 504])
const POST_RETRYABLE_STATUSES = new Set([429, 503])
/** Network error codes that mean the request never reached the server. */
const NOT_SENT_CODES = new Set(['ECONNREFUSED', 'EAI_AGAIN'])

export const DEFAULT_BACKOFF = { baseMs: 1000, capMs: 30_000, maxRetryAfterMs: 60_000 }
export type Backoff = typeof DEFAULT_BACKOFF

export type AttemptFailure =
  | { type: 'status'; status: number; retryAfter?: string }
  | { type: 'network'; code?: string }
  | { type: 'timeout' }

export function isRetryable(method: string, failure: AttemptFailure): boolean {
  const idempotent = method === 'GET' || method === 'HEAD'
  switch (failure.type) {
    case 'status':
      return (idempotent ? RETRYABLE_STATUSES : POST_RETRYABLE_STATUSES).has(failure.status)
    case 'network':
      return idempotent || NOT_SENT_CODES.has(failure.code ?? '')
    case 'timeout':
      return idempotent
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
