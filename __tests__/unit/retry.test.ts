import {
  DEFAULT_BACKOFF,
  isRetryable,
  parseRetryAfterMs,
  retryDelayMs,
  type AttemptFailure
} from '../../src/service/retry.js'

const status = (code: number): AttemptFailure => ({ type: 'status', status: code })
const network = (code?: string): AttemptFailure => ({ type: 'network', code })
const timeout: AttemptFailure = { type: 'timeout' }

describe('isRetryable for GET', () => {
  it.each([
    ['429', status(429)],
    ['502', status(502)],
    ['503', status(503)],
    ['504', status(504)],
    ['ECONNRESET', network('ECONNRESET')],
    ['ECONNREFUSED', network('ECONNREFUSED')],
    ['a network error without a code', network()],
    ['a timeout', timeout]
  ])('retries %s', (_name, failure) => {
    expect(isRetryable('GET', failure)).toBe(true)
  })

  it.each([400, 401, 403, 404, 409, 422, 500, 501])('does not retry %i', code => {
    expect(isRetryable('GET', status(code))).toBe(false)
  })
})

describe('isRetryable for POST', () => {
  it.each([
    ['429', status(429)],
    ['503', status(503)],
    ['ECONNREFUSED', network('ECONNREFUSED')],
    ['EAI_AGAIN', network('EAI_AGAIN')]
  ])('retries %s, which means the request was not processed', (_name, failure) => {
    expect(isRetryable('POST', failure)).toBe(true)
  })

  it.each([
    ['502', status(502)],
    ['504', status(504)],
    ['500', status(500)],
    ['400', status(400)],
    ['422', status(422)],
    ['ECONNRESET', network('ECONNRESET')],
    ['EPIPE', network('EPIPE')],
    ['a network error without a code', network()],
    ['a timeout', timeout]
  ])('does not retry %s, which the server may have acted on', (_name, failure) => {
    expect(isRetryable('POST', failure)).toBe(false)
  })
})

describe('retryDelayMs', () => {
  const backoff = { baseMs: 1000, capMs: 30_000, maxRetryAfterMs: 60_000 }
  const now = Date.parse('2026-11-02T10:00:00Z')

  it('uses Retry-After seconds when the server sends them', () => {
    expect(retryDelayMs(1, '2', backoff, () => 0, now)).toBe(2000)
    expect(retryDelayMs(3, '0', backoff, () => 0, now)).toBe(0)
  })

  it('uses a Retry-After HTTP date as the time left until then', () => {
    const inFiveSeconds = new Date(now + 5000).toUTCString()
    expect(retryDelayMs(1, inFiveSeconds, backoff, () => 0, now)).toBe(5000)
  })

  it('treats a Retry-After date in the past as no wait', () => {
    const past = new Date(now - 60_000).toUTCString()
    expect(retryDelayMs(1, past, backoff, () => 0.5, now)).toBe(0)
  })

  it('gives up (undefined) when Retry-After asks for more than the allowed wait', () => {
    const overSeconds = String(backoff.maxRetryAfterMs / 1000 + 1)
    expect(retryDelayMs(1, overSeconds, backoff, () => 0, now)).toBeUndefined()
    const farDate = new Date(now + backoff.maxRetryAfterMs + 10_000).toUTCString()
    expect(retryDelayMs(1, farDate, backoff, () => 0, now)).toBeUndefined()
    const atLimit = String(backoff.maxRetryAfterMs / 1000)
    expect(retryDelayMs(1, atLimit, backoff, () => 0, now)).toBe(backoff.maxRetryAfterMs)
  })

  it('doubles the delay on each retry without Retry-After', () => {
    const withoutJitter = () => 1
    const delays = [1, 2, 3, 4].map(retry =>
      retryDelayMs(retry, undefined, backoff, withoutJitter, now)
    )
    expect(delays).toEqual([1000, 2000, 4000, 8000])
  })

  it('spreads the delay between half and the whole step with the random source', () => {
    expect(retryDelayMs(3, undefined, backoff, () => 0, now)).toBe(2000)
    expect(retryDelayMs(3, undefined, backoff, () => 0.5, now)).toBe(3000)
    expect(retryDelayMs(3, undefined, backoff, () => 0.999_999, now)).toBeLessThanOrEqual(4000)
  })

  it('caps the exponential delay', () => {
    for (const retry of [6, 10, 50]) {
      expect(retryDelayMs(retry, undefined, backoff, () => 1, now)).toBe(backoff.capMs)
    }
  })

  it('falls back to backoff when Retry-After is garbage', () => {
    expect(retryDelayMs(2, 'soon', backoff, () => 1, now)).toBe(2000)
    expect(retryDelayMs(2, '1.5', backoff, () => 1, now)).toBe(2000)
  })

  it('has sane defaults', () => {
    expect(DEFAULT_BACKOFF.baseMs).toBeGreaterThan(0)
    expect(DEFAULT_BACKOFF.capMs).toBeGreaterThanOrEqual(DEFAULT_BACKOFF.baseMs)
    const first = retryDelayMs(1, undefined, DEFAULT_BACKOFF, () => 1, now)
    expect(first).toBe(DEFAULT_BACKOFF.baseMs)
  })
})

describe('parseRetryAfterMs', () => {
  const now = Date.parse('2026-11-02T10:00:00Z')

  it('reads delay-seconds, ignoring surrounding whitespace', () => {
    expect(parseRetryAfterMs(' 7 ', now)).toBe(7000)
  })

  it('reads the three HTTP-date forms', () => {
    const at = now + 30_000
    const imf = new Date(at).toUTCString()
    expect(parseRetryAfterMs(imf, now)).toBe(30_000)
    expect(parseRetryAfterMs('Monday, 02-Nov-26 10:00:30 GMT', now)).toBe(30_000)
    expect(parseRetryAfterMs('Mon Nov  2 10:00:30 2026', Date.parse('2026-11-02T10:00:00'))).toBe(
      30_000
    )
  })

  it.each([undefined, '', '   ', 'soon', 'abc', '1.5', '-1', '1,5', '1 2', '1e3', '0x10', 'NaN'])(
    'returns undefined for %j',
    value => {
      expect(parseRetryAfterMs(value, now)).toBeUndefined()
    }
  )
})
