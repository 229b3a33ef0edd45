import {
  DEFAULT_BACKOFF,
  isRetryable,
  parseRetryAfterMs,
  retryDelayMs,
  type AttemptFailure
} from '../../../src/http/retry.js'

const status = (code: number): AttemptFailure => ({ type: 'status', status: code })
const network = (code?: string): AttemptFailure => ({ type: 'network', code })
const timeout: AttemptFailure = { type: 'timeout' }

/**
 * The whole policy: for each failure, whether a GET and whether a write (POST, PUT, PATCH) is tried
 * again. A write is repeated only when the service cannot have applied it.
 */
const POLICY: [name: string, failure: AttemptFailure, get: boolean, write: boolean][] = [
  ['400', status(400), false, false],
  ['401', status(401), false, false],
  ['403', status(403), false, false],
  ['404', status(404), false, false],
  ['409, the service lock conflict (nothing applied)', status(409), true, true],
  ['413', status(413), false, false],
  ['422', status(422), false, false],
  ['429', status(429), true, true],
  ['500', status(500), true, false],
  ['501, which a retry does not change', status(501), false, false],
  ['502', status(502), true, false],
  ['503, "not processed"', status(503), true, true],
  ['504', status(504), true, false],
  ['505', status(505), true, false],
  ['599', status(599), true, false],
  ['connection refused (never sent)', network('ECONNREFUSED'), true, true],
  ['DNS lookup failed (never sent)', network('EAI_AGAIN'), true, true],
  ['host not found', network('ENOTFOUND'), true, false],
  ['connection reset', network('ECONNRESET'), true, false],
  ['connection closed while sending', network('EPIPE'), true, false],
  ['a network error without a code', network(), true, false],
  ['no socket at that path', network('ENOENT'), false, false],
  ['a socket path through a file', network('ENOTDIR'), false, false],
  ["a socket the runner's user may not open", network('EACCES'), false, false],
  ["a socket the runner's user may not open (EPERM)", network('EPERM'), false, false],
  ['a timeout', timeout, true, false],
  [
    'a certificate not trusted',
    { type: 'certificate', code: 'UNABLE_TO_VERIFY_LEAF_SIGNATURE' },
    false,
    false
  ],
  [
    'a certificate for another host',
    { type: 'certificate', code: 'ERR_TLS_CERT_ALTNAME_INVALID' },
    false,
    false
  ],
  ['an answer too large to read', { type: 'unreadable', reason: 'too-large' }, false, false],
  ['an answer it cannot decode', { type: 'unreadable', reason: 'encoding' }, false, false]
]

describe('isRetryable: the retry policy table', () => {
  it.each(
    POLICY.flatMap(([name, failure, get, write]) => [
      ['GET', name, failure, get] as const,
      ['POST', name, failure, write] as const,
      ['PUT', name, failure, write] as const,
      ['PATCH', name, failure, write] as const
    ])
  )('%s after %s: retried %s', (method, _name, failure, retried) => {
    expect(isRetryable(method, failure)).toBe(retried)
  })

  it('never repeats a write after a failure that may come after it was applied', () => {
    const mayHaveLanded = POLICY.filter(
      ([, failure]) =>
        failure.type === 'timeout' ||
        (failure.type === 'network' && !['ECONNREFUSED', 'EAI_AGAIN'].includes(failure.code ?? ''))
    )
    expect(mayHaveLanded.length).toBeGreaterThan(4)
    for (const [, failure] of mayHaveLanded) expect(isRetryable('POST', failure)).toBe(false)
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
