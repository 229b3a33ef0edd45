/**
 * What every command's report is made of: compliance marks, readable times, the Markdown
 * helpers, the summary cap, the failure explanations and the retry lines.
 */
import { describeRetry } from '../../../src/action/retry-log.js'
import { InputError } from '../../../src/inputs/input-error.js'
import { explainFailure } from '../../../src/action/failure.js'
import { stateMark, complianceState, type ComplianceState } from '../../../src/summary/states.js'
import { code, escapeText, facts, link } from '../../../src/summary/markdown.js'
import { readableTime } from '../../../src/summary/timestamps.js'
import { SUMMARY_LIMIT_BYTES, capSummary } from '../../../src/action/summary-cap.js'
import { RequestError, type RequestErrorKind } from '../../../src/http/request-error.js'

describe('complianceState and stateMark', () => {
  it.each<[string | undefined, boolean | undefined, ComplianceState, string]>([
    ['NON_COMPLIANT', undefined, 'non-compliant', '❌ non-compliant'],
    ['PENDING', undefined, 'incomplete', '⏳ incomplete'],
    ['COMPLIANT', undefined, 'compliant', '✅ compliant'],
    ['NON-COMPLIANT', false, 'non-compliant', '❌ non-compliant'],
    ['non_compliant', undefined, 'non-compliant', '❌ non-compliant'],
    ['INCOMPLETE', false, 'incomplete', '⏳ incomplete'],
    ['MISSING', undefined, 'missing', '⚠️ missing'],
    ['COMPLETE', true, 'compliant', '✅ compliant'],
    ['COMPLETE', false, 'non-compliant', '❌ non-compliant'],
    [undefined, undefined, 'unknown', '❔ unknown']
  ])('%s with is_compliant %s is %s', (status, flag, state, mark) => {
    expect(complianceState(status, flag)).toBe(state)
    expect(stateMark(state)).toBe(mark)
  })
})

describe('readableTime', () => {
  it('renders service seconds to the second in UTC', () => {
    expect(readableTime(1767225600.9)).toBe('2026-01-01 00:00:00 UTC')
    expect(readableTime(null)).toBeUndefined()
  })
})

describe('markdown helpers', () => {
  it('escapeText shows a dash for nothing', () => {
    expect(escapeText(undefined)).toBe('—')
    expect(escapeText(null)).toBe('—')
    expect(escapeText('')).toBe('—')
    expect(escapeText(0)).toBe('0')
  })

  it('facts is a list with real names, not a table with an empty header', () => {
    expect(
      facts([
        ['Flow', 'web'],
        ['Skipped', undefined],
        ['Trail', 't']
      ])
    ).toBe('- **Flow:** web\n- **Trail:** t')
  })

  it('code keeps a value in one code span', () => {
    expect(code('a`b|c\nd')).toBe('`abcd`')
  })

  it('link only links http(s) and cannot be broken out of', () => {
    expect(link('label', 'javascript:alert(1)')).toBe('label')
    const made = link('x', 'https://example.com/a) [evil](https://evil.example')
    const target = /^\[x\]\((.*)\)$/.exec(made)?.[1] ?? ''
    expect(target).not.toMatch(/[()[\]\s]/)
    expect(new URL(target).origin).toBe('https://example.com')
  })

  it.each([
    ['a path', '/org/flow/trail'],
    ['a script URL', 'javascript:alert(1)'],
    ['a data URL', 'data:text/html,<script>alert(1)</script>'],
    ['a URL without a host', 'https:///trail'],
    ['text that only starts like a URL', 'http://[not a host/trail']
  ])('link shows %s as text and never throws', (_what, url) => {
    expect(link('the trail', url)).toBe('the trail')
  })

  it('link takes a URL that encodeURI rejects, and never shows its credentials', () => {
    expect(link('x', 'https://app.example/t\ud800')).toBe('[x](https://app.example/t%EF%BF%BD)')
    expect(link('x', 'https://user:secret@app.example/a|b`c')).toBe(
      '[x](https://app.example/a%7Cb%60c)'
    )
  })
})

describe('capSummary', () => {
  it('closes the collapsed sections a cut leaves open, so the note is not hidden in one', () => {
    const rows = '| 2026-11-27 | artifact reported |\n'.repeat(40_000)
    const text = `## Trail t1\n\n<details><summary>Events</summary>\n\n${rows}\n</details>\n`
    const capped = capSummary(text)
    const note = capped.indexOf('> **Summary cut:**')
    expect(note).toBeGreaterThan(0)
    expect(capped.slice(0, note)).toMatch(/\n<\/details>\n\n$/)
    expect(capped.match(/<\/details>/g)).toHaveLength(1)
  })

  it('leaves a summary under the limit alone', () => {
    const small = '## ✅ Artifact is compliant\n\n| a | b |\n'
    expect(capSummary(small)).toBe(small)
    const exact = 'x'.repeat(SUMMARY_LIMIT_BYTES)
    expect(capSummary(exact)).toBe(exact)
  })

  it('cuts a 2 MiB summary under 1 MiB at a line break and says so', () => {
    const line = '| ünïcödé | €uro | 😀 emoji | row |\n'
    const text = line.repeat(Math.ceil((2 * 1024 * 1024) / Buffer.byteLength(line)))
    expect(Buffer.byteLength(text)).toBeGreaterThan(2 * 1024 * 1024)
    const capped = capSummary(text)
    expect(Buffer.byteLength(capped)).toBeLessThan(1024 * 1024)
    expect(capped).toMatch(/Summary cut/)
    expect(capped).not.toContain('\uFFFD')
    const kept = capped.slice(0, capped.indexOf('\n\n> '))
    expect(kept.length).toBeGreaterThan(0)
    expect(text.startsWith(kept)).toBe(true)
    expect(text[kept.length]).toBe('\n')
  })

  it('does not split a multi-byte character in a summary without line breaks', () => {
    // One ASCII byte first, so the byte budget falls inside a four-byte character.
    const text = `a${'😀'.repeat(600_000)}`
    const capped = capSummary(text)
    expect(Buffer.byteLength(capped)).toBeLessThan(1024 * 1024)
    expect(capped).not.toContain('\uFFFD')
    const kept = capped.slice(0, capped.indexOf('\n\n> '))
    expect(text.startsWith(kept)).toBe(true)
    expect(Buffer.from(kept, 'utf8').toString('utf8')).toBe(kept)
    expect(kept.length).toBeGreaterThan(1000)
  })
})

describe('explainFailure', () => {
  function requestError(
    kind: RequestErrorKind,
    status?: number,
    system = 'the compliance service'
  ) {
    return new RequestError({
      system,
      kind,
      status,
      method: 'GET',
      path: '/api/v2/asserts/acme/fingerprint/abc',
      detail: 'something happened',
      attempts: 1
    })
  }

  it('gives an InputError message as it is', () => {
    const error = new InputError('org', 'is empty', 'a name')
    expect(explainFailure(error)).toBe(error.message)
  })

  it('ends the request message with a stop before the advice', () => {
    const text = explainFailure(requestError('status', 404))
    expect(text).toContain('GET /api/v2/asserts/acme/fingerprint/abc')
    expect(text).toContain('something happened.')
    expect(text).not.toContain('..')
  })

  it.each<[string, RequestErrorKind, number | undefined, RegExp]>([
    ['401', 'status', 401, /api-token.*(valid|expired)/],
    ['403', 'status', 403, /api-token.*permission/],
    ['404', 'status', 404, /org.*base-url/],
    ['422', 'status', 422, /invalid/],
    ['429', 'status', 429, /re-run later|max-retries/],
    ['503', 'status', 503, /re-run later/],
    ['a timeout', 'timeout', undefined, /timeout-seconds/],
    ['a network error', 'network', undefined, /network/],
    ['a redirect', 'redirect', undefined, /No token was sent/],
    ['an invalid response', 'invalid-response', undefined, /base-url.*api\/v2/]
  ])('says what to do about %s', (_name, kind, status, advice) => {
    const text = explainFailure(requestError(kind, status))
    expect(text).toMatch(advice)
    expect(text).toMatch(/^The compliance service /)
  })

  it.each<[string, RequestErrorKind, number | undefined, string, 'recorded' | 'not recorded' | '']>(
    [
      ['a write that timed out', 'timeout', undefined, 'no complete answer', 'recorded'],
      [
        'a write reset after it was sent',
        'network',
        undefined,
        'connection reset (ECONNRESET)',
        'recorded'
      ],
      ['a write refused', 'network', undefined, 'connection refused (ECONNREFUSED)', ''],
      ['a write answered 500', 'status', 500, 'Internal Server Error', 'recorded'],
      ['a write answered 502', 'status', 502, 'Bad Gateway', 'recorded'],
      ['a write answered 501', 'status', 501, 'Not Implemented', ''],
      ['a write answered 503', 'status', 503, 'Service Unavailable', ''],
      ['a write answered 409 (lock conflict)', 'status', 409, 'Conflict', ''],
      ['a write answered 429', 'status', 429, 'Too Many Requests', ''],
      ['a write answered 422', 'status', 422, 'invalid', ''],
      ['a write answered too large to read', 'too-large', 200, 'over 64 MiB', 'recorded'],
      [
        'a write answered by a sign-in page',
        'invalid-response',
        200,
        'an HTML page',
        'not recorded'
      ]
    ]
  )('says what %s may have left behind', (_name, kind, status, detail, note) => {
    const text = explainFailure(
      new RequestError({
        system: 'the compliance service',
        kind,
        status,
        method: 'POST',
        path: '/api/v2/attestations/acme/f/trail/t/override',
        detail,
        attempts: 1
      })
    )
    const recorded =
      /The write may have been recorded anyway: check the trail in the service before re-running, so it is not recorded twice\.$/
    const notRecorded =
      /The write may not have been recorded: check the trail in the service, and re-run only if it is missing there\.$/
    expect(recorded.test(text)).toBe(note === 'recorded')
    expect(notRecorded.test(text)).toBe(note === 'not recorded')
  })

  it.each([
    ['/api/v2/environments/acme/prod/policies', 'the environment'],
    ['/api/v2/policies/acme', 'the policies'],
    ['/api/v2/attestations/acme/f/trail/t/generic', 'the trail']
  ])('names what a write to %s changed as %s', (path, where) => {
    const text = explainFailure(
      new RequestError({
        system: 'the compliance service',
        kind: 'timeout',
        method: 'POST',
        path,
        detail: 'no complete answer',
        attempts: 1
      })
    )
    expect(text).toContain(`check ${where} in the service before re-running`)
  })

  it('says a 409 is a conflict with another change, to re-run later', () => {
    expect(explainFailure(requestError('status', 409))).toMatch(
      /conflict with another change in progress: re-run later\.$/
    )
  })

  it('points at the Jira credentials for a Jira 401', () => {
    const text = explainFailure(requestError('status', 401, 'Jira'))
    expect(text).toMatch(/Jira credentials/)
    expect(text).not.toMatch(/api-token/)
  })

  it('gives a plain error its message, or its name when the message is empty', () => {
    expect(explainFailure(new Error('disk full'))).toBe('disk full')
    expect(explainFailure(new TypeError(''))).toBe('TypeError')
  })

  it('explains a thrown string or other value', () => {
    expect(explainFailure('kaboom')).toMatch(/kaboom/)
    expect(explainFailure(undefined)).toMatch(/undefined/)
    expect(explainFailure(42)).toMatch(/42/)
  })
})

describe('describeRetry', () => {
  const event = {
    method: 'GET',
    path: '/api/v2/actions/acme',
    attempt: 2,
    delayMs: 1500,
    reason: 'status 503'
  }

  it('says what failed, why, and when the next try starts', () => {
    expect(describeRetry(event)).toBe(
      'GET /api/v2/actions/acme failed (status 503); retry 2 in 1.5 s'
    )
  })

  it('names the system when given', () => {
    expect(describeRetry(event, 'Jira')).toMatch(/^Jira GET \/api\/v2\/actions\/acme failed/)
  })
})
