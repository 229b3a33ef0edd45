/** Fault injection over real sockets: what a client sees from a flaky service or proxy. */
import { startSandbox } from '../../sandbox/server.js'
import type { FaultStep, Sandbox } from '../../sandbox/server.js'
import { startJiraEmulator } from '../../sandbox/jira.js'
import type { JiraEmulator } from '../../sandbox/jira.js'
import { authHeaders } from './client.js'

let sandbox: Sandbox
let other: JiraEmulator

beforeAll(async () => {
  ;[sandbox, other] = await Promise.all([startSandbox(), startJiraEmulator()])
})
afterAll(async () => {
  await Promise.all([sandbox.close(), other.close()])
})
beforeEach(() => sandbox.reset())

const ACTIONS = '/actions/acme'
const call = (path = ACTIONS, init: RequestInit = {}) =>
  fetch(`${sandbox.baseUrl}${path}`, {
    ...init,
    headers: { ...authHeaders(sandbox), ...init.headers }
  })

async function waitFor(condition: () => boolean, timeoutMs = 2000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time')
    await new Promise(resolve => setTimeout(resolve, 5))
  }
}

describe('status faults', () => {
  it('answers 503, 503, then the real 200, with Retry-After, and records all three', async () => {
    const rule = sandbox.faults.add(
      { path: '/actions' },
      { status: 503, retryAfter: 1 },
      { status: 503, retryAfter: 0 }
    )
    const first = await call()
    expect(first.status).toBe(503)
    expect(first.headers.get('retry-after')).toBe('1')
    expect(await first.json()).toEqual({ message: 'Service Unavailable', errors: null })
    const second = await call()
    expect(second.status).toBe(503)
    expect(second.headers.get('retry-after')).toBe('0')
    await second.body?.cancel()
    const third = await call()
    expect(third.status).toBe(200)
    expect(Array.isArray(await third.json())).toBe(true)
    expect(sandbox.requests.map(r => r.status)).toEqual([503, 503, 200])
    expect(sandbox.requests[0]?.fault).toEqual({ status: 503, retryAfter: 1 })
    expect(sandbox.requests[2]?.fault).toBeUndefined()
    expect(rule).toMatchObject({ hits: 2, remaining: 0 })
    expect(sandbox.faults.active).toBe(0)
  })

  it('sends a custom body, headers and an HTTP-date Retry-After', async () => {
    const date = new Date(Date.now() + 60_000).toUTCString()
    sandbox.faults.add(
      {},
      {
        status: 429,
        retryAfter: date,
        body: { message: 'Slow down', errors: null },
        headers: { 'x-rate-limit': '0' }
      }
    )
    const response = await call()
    expect(response.status).toBe(429)
    expect(response.headers.get('retry-after')).toBe(date)
    expect(response.headers.get('x-rate-limit')).toBe('0')
    expect(await response.json()).toEqual({ message: 'Slow down', errors: null })
  })

  it('sends a string body as text', async () => {
    sandbox.faults.add({}, { status: 500, body: 'Internal Server Error' })
    const response = await call()
    expect(response.headers.get('content-type')).toBe('text/plain')
    expect(await response.text()).toBe('Internal Server Error')
  })

  it('applies before authentication, like a proxy in front of the service', async () => {
    sandbox.faults.add({}, { status: 503 })
    const response = await fetch(`${sandbox.baseUrl}${ACTIONS}`)
    expect(response.status).toBe(503)
    await response.body?.cancel()
  })
})

describe('matching', () => {
  it('matches by method, string prefix and RegExp', async () => {
    sandbox.faults.add({ method: 'post', path: '/actions' }, { status: 500 })
    sandbox.faults.add({ path: /^\/builds\/[^/]+$/ }, { status: 502 })
    expect((await call()).status).toBe(200)
    expect((await call('/builds/acme?page=1')).status).toBe(502)
    expect((await call('/trails/acme/web-app?page=1')).status).toBe(200)
    expect(sandbox.faults.active).toBe(1)
  })

  it('repeats the last step up to `times`, or forever with Infinity', async () => {
    sandbox.faults.add({ path: '/actions', times: 3 }, { status: 500 }, { status: 503 })
    const statuses = []
    for (let i = 0; i < 4; i++) statuses.push((await call()).status)
    expect(statuses).toEqual([500, 503, 503, 200])
    const forever = sandbox.faults.add({ times: Infinity }, { status: 504 })
    for (let i = 0; i < 5; i++) expect((await call()).status).toBe(504)
    expect(forever.remaining).toBe(Infinity)
  })

  it('clear() removes every rule, and add() refuses a rule without steps', async () => {
    sandbox.faults.add({ times: Infinity }, { status: 500 })
    sandbox.faults.clear()
    expect((await call()).status).toBe(200)
    expect(() => sandbox.faults.add({})).toThrow(/at least one step/)
    expect(() => sandbox.faults.add({ times: 0 }, { status: 500 })).toThrow(/times/)
  })
})

describe('timing faults', () => {
  it('delays, then answers normally', async () => {
    sandbox.faults.add({}, { delayMs: 150 })
    const started = performance.now()
    const response = await call()
    expect(performance.now() - started).toBeGreaterThanOrEqual(140)
    expect(response.status).toBe(200)
    expect(sandbox.requests[0]).toMatchObject({ status: 200, fault: { delayMs: 150 } })
  })

  it('delays, then answers the fault status', async () => {
    sandbox.faults.add({}, { delayMs: 100, status: 504 })
    const started = performance.now()
    expect((await call()).status).toBe(504)
    expect(performance.now() - started).toBeGreaterThanOrEqual(90)
  })

  it('hang never answers, and close() still ends the connection promptly', async () => {
    const box = await startSandbox()
    box.faults.add({}, { hang: true })
    const pending = fetch(`${box.baseUrl}${ACTIONS}`, { headers: authHeaders(box) })
    const outcome = pending.then(
      () => 'answered',
      () => 'failed'
    )
    await waitFor(() => box.requests.length === 1)
    const started = performance.now()
    await box.close()
    expect(performance.now() - started).toBeLessThan(1000)
    expect(await outcome).toBe('failed')
    expect(box.requests[0]?.status).toBeUndefined()
  })

  it('close() also ends a request in the middle of a long delay', async () => {
    const box = await startSandbox()
    box.faults.add({}, { delayMs: 60_000 })
    const outcome = fetch(`${box.baseUrl}${ACTIONS}`, { headers: authHeaders(box) }).then(
      () => 'answered',
      () => 'failed'
    )
    await waitFor(() => box.requests.length === 1)
    await box.close()
    expect(await outcome).toBe('failed')
  })
})

describe('broken answers', () => {
  it('drop before-response: the socket closes without a byte', async () => {
    sandbox.faults.add({}, { drop: 'before-response' })
    await expect(call()).rejects.toThrow('fetch failed')
    expect(sandbox.requests).toHaveLength(1)
    expect(sandbox.requests[0]?.status).toBeUndefined()
    expect((await call()).status).toBe(200)
  })

  it('drop mid-body: headers arrive, the body stops short', async () => {
    sandbox.faults.add({}, { drop: 'mid-body' })
    const response = await call()
    expect(response.status).toBe(200)
    expect(Number(response.headers.get('content-length'))).toBeGreaterThan(10)
    await expect(response.text()).rejects.toThrow()
  })

  it('html: a proxy error page instead of JSON', async () => {
    sandbox.faults.add({}, { html: true }, { html: true, status: 504 })
    const response = await call()
    expect(response.status).toBe(502)
    expect(response.headers.get('content-type')).toMatch(/^text\/html/)
    expect(await response.text()).toContain('<title>502 Bad Gateway</title>')
    expect((await call()).status).toBe(504)
  })

  it('truncatedJson: 200 with the real JSON cut in half', async () => {
    const full = await (await call()).text()
    sandbox.faults.add({}, { truncatedJson: true })
    const response = await call()
    expect(response.status).toBe(200)
    const text = await response.text()
    expect(text.length).toBe(Math.floor(Buffer.byteLength(full) / 2))
    expect(full.startsWith(text)).toBe(true)
    expect(() => JSON.parse(text)).toThrow(SyntaxError)
  })

  it('redirect: 302 with a Location, here to another origin', async () => {
    const target = `${other.baseUrl}/rest/api/2/myself`
    const steps: FaultStep[] = [{ redirect: target }, { redirect: target, status: 307 }]
    sandbox.faults.add({}, ...steps)
    const manual = await call(ACTIONS, { redirect: 'manual' })
    expect(manual.status).toBe(302)
    expect(manual.headers.get('location')).toBe(target)
    const followed = await call()
    expect(followed.url).toBe(target)
    expect(other.requests.at(-1)?.path).toBe('/rest/api/2/myself')
  })
})
