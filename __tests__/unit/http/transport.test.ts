import { readFileSync } from 'node:fs'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { createServer as createHttpsServer } from 'node:https'
import type { AddressInfo } from 'node:net'
import { brotliCompressSync, createGzip, deflateRawSync, deflateSync, gzipSync } from 'node:zlib'
import { MAX_RESPONSE_BYTES } from '../../../src/http/body.js'
import { RequestError } from '../../../src/http/request-error.js'
import { MAX_JSON_DEPTH } from '../../../src/http/json-depth.js'
import {
  HttpTransport,
  type HttpTransportOptions,
  type RetryEvent
} from '../../../src/http/transport.js'
import { USER_AGENT } from '../../../src/version.js'

interface Received {
  method: string
  url: string
  headers: IncomingMessage['headers']
  body: string
}

type Handler = (req: IncomingMessage, res: ServerResponse, index: number) => void

interface TestServer {
  origin: string
  received: Received[]
  url(path: string): URL
  close(): Promise<void>
}

const servers: TestServer[] = []
const transports: HttpTransport[] = []

/** A local server on 127.0.0.1 and a free port that records every request it gets. */
async function startServer(handler: Handler): Promise<TestServer> {
  const received: Received[] = []
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const index = received.length
      received.push({
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8')
      })
      handler(req, res, index)
    })
  })
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  const origin = `http://127.0.0.1:${port}`
  const testServer: TestServer = {
    origin,
    received,
    url: path => new URL(path, origin),
    close: () =>
      new Promise<void>(resolve => {
        server.closeAllConnections()
        server.close(() => resolve())
      })
  }
  servers.push(testServer)
  return testServer
}

/** A port nothing listens on: bind one, then let it go. */
async function closedPort(): Promise<number> {
  const server = createServer()
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  await new Promise<void>(resolve => server.close(() => resolve()))
  return port
}

function json(res: ServerResponse, status: number, body: unknown, headers = {}): void {
  res.writeHead(status, { 'content-type': 'application/json', ...headers })
  res.end(JSON.stringify(body))
}

const TOKEN = 'Bearer test-token-0123456789'

function transportFor(
  origin: string,
  overrides: Partial<HttpTransportOptions> = {}
): { transport: HttpTransport; delays: number[]; retries: RetryEvent[] } {
  const delays: number[] = []
  const retries: RetryEvent[] = []
  const transport = new HttpTransport({
    system: 'the compliance service',
    origin,
    authorization: TOKEN,
    userAgent: USER_AGENT,
    timeoutMs: 5000,
    maxRetries: 3,
    backoff: { baseMs: 100, capMs: 400, maxRetryAfterMs: 10_000 },
    sleep: async ms => {
      delays.push(ms)
    },
    onRetry: event => retries.push(event),
    ...overrides
  })
  transports.push(transport)
  return { transport, delays, retries }
}

async function failure(promise: Promise<unknown>): Promise<RequestError> {
  try {
    await promise
  } catch (error) {
    if (error instanceof RequestError) return error
    throw error
  }
  throw new Error('expected the request to fail')
}

afterEach(async () => {
  for (const transport of transports.splice(0)) transport.dispose()
  await Promise.all(servers.splice(0).map(server => server.close()))
})

describe('HttpTransport requests', () => {
  it('sends the bearer token, the user agent and accepts JSON, and returns the body', async () => {
    const server = await startServer((_req, res) => json(res, 200, { ok: true }))
    const { transport } = transportFor(server.origin)
    const response = await transport.send({
      method: 'GET',
      url: server.url('/api/v2/flows/acme?page=2')
    })
    expect(response.status).toBe(200)
    expect(JSON.parse(response.body)).toEqual({ ok: true })
    expect(server.received).toHaveLength(1)
    const [request] = server.received
    expect(request?.url).toBe('/api/v2/flows/acme?page=2')
    expect(request?.headers.authorization).toBe(TOKEN)
    expect(request?.headers['user-agent']).toContain(USER_AGENT)
    expect(request?.headers.accept).toMatch(/application\/json/)
  })

  it('sends a POST body with its content type', async () => {
    const server = await startServer((_req, res) => json(res, 201, { created: true }))
    const { transport } = transportFor(server.origin)
    const payload = JSON.stringify({ name: 'ünïcode', n: 1 })
    await transport.send({
      method: 'POST',
      url: server.url('/api/v2/x'),
      body: payload,
      contentType: 'application/json'
    })
    expect(server.received[0]?.method).toBe('POST')
    expect(server.received[0]?.body).toBe(payload)
    expect(server.received[0]?.headers['content-type']).toBe('application/json')
  })

  it('sends a Buffer body intact, each time it retries', async () => {
    const server = await startServer((_req, res, index) =>
      index === 0 ? json(res, 503, { message: 'busy' }) : json(res, 200, {})
    )
    const { transport } = transportFor(server.origin)
    const payload = Buffer.from('binary \u0000\u00ff payload', 'utf8')
    await transport.send({
      method: 'POST',
      url: server.url('/upload'),
      body: payload,
      contentType: 'application/octet-stream'
    })
    expect(server.received).toHaveLength(2)
    for (const request of server.received) {
      expect(request.body).toBe(payload.toString('utf8'))
      expect(request.headers['content-length']).toBe(String(payload.length))
    }
  })

  it('lets a status listed in acceptStatuses through', async () => {
    const server = await startServer((_req, res) => json(res, 404, { message: 'no such issue' }))
    const { transport, delays } = transportFor(server.origin)
    const response = await transport.send({
      method: 'GET',
      url: server.url('/rest/api/3/issue/ABC-1'),
      acceptStatuses: [404]
    })
    expect(response.status).toBe(404)
    expect(response.body).toContain('no such issue')
    expect(delays).toEqual([])
  })

  it('turns an error status into a RequestError with the formatted body and no token', async () => {
    const server = await startServer((_req, res) =>
      json(res, 401, { message: 'Invalid token', errors: null })
    )
    const { transport } = transportFor(server.origin)
    const error = await failure(transport.send({ method: 'GET', url: server.url('/api/v2/x') }))
    expect(error.kind).toBe('status')
    expect(error.status).toBe(401)
    expect(error.attempts).toBe(1)
    expect(error.message).toContain('Invalid token')
    expect(error.message).toContain('GET /api/v2/x')
    expect(`${error.message} ${JSON.stringify(error)}`).not.toContain('test-token-0123456789')
    expect(server.received).toHaveLength(1)
  })
})

describe('HttpTransport retries', () => {
  it('retries a GET after 503, 503 and succeeds, backing off between tries', async () => {
    const server = await startServer((_req, res, index) =>
      index < 2 ? json(res, 503, { message: 'busy' }) : json(res, 200, { ok: 1 })
    )
    const { transport, delays, retries } = transportFor(server.origin)
    const response = await transport.send({ method: 'GET', url: server.url('/api/v2/x') })
    expect(response.status).toBe(200)
    expect(server.received).toHaveLength(3)
    expect(delays).toHaveLength(2)
    // Backoff { baseMs: 100, capMs: 400 }: retry 1 waits 50-100 ms, retry 2 waits 100-200 ms.
    expect(delays[0]).toBeGreaterThanOrEqual(50)
    expect(delays[0]).toBeLessThanOrEqual(100)
    expect(delays[1]).toBeGreaterThanOrEqual(100)
    expect(delays[1]).toBeLessThanOrEqual(200)
    expect(retries.map(event => event.attempt)).toEqual([1, 2])
    expect(retries[0]?.reason).toContain('503')
    expect(retries[0]?.path).toBe('/api/v2/x')
    for (const request of server.received) expect(request.headers.authorization).toBe(TOKEN)
  })

  it('honours Retry-After seconds', async () => {
    const server = await startServer((_req, res, index) =>
      index === 0 ? json(res, 503, { message: 'busy' }, { 'retry-after': '2' }) : json(res, 200, {})
    )
    const { transport, delays } = transportFor(server.origin)
    await transport.send({ method: 'GET', url: server.url('/x') })
    expect(delays).toEqual([2000])
  })

  it('stops at once when Retry-After asks for longer than it will wait', async () => {
    const server = await startServer((_req, res) =>
      json(res, 429, { message: 'slow down' }, { 'retry-after': '3600' })
    )
    const { transport, delays } = transportFor(server.origin)
    const error = await failure(transport.send({ method: 'GET', url: server.url('/x') }))
    expect(error.status).toBe(429)
    expect(delays).toEqual([])
    expect(server.received).toHaveLength(1)
    expect(error.detail).toMatch(
      /slow down \(it asked to be retried after 3600 s, longer than the \d+ s the action waits\)/
    )
  })

  it('gives up after maxRetries with the status, the attempts and the last body', async () => {
    const server = await startServer((_req, res) =>
      json(res, 503, { message: 'maintenance window' })
    )
    const { transport, delays } = transportFor(server.origin, { maxRetries: 2 })
    const error = await failure(transport.send({ method: 'GET', url: server.url('/api/v2/x') }))
    expect(error.kind).toBe('status')
    expect(error.status).toBe(503)
    expect(error.attempts).toBe(3)
    expect(error.message).toContain('3 attempts')
    expect(error.message).toContain('maintenance window')
    expect(server.received).toHaveLength(3)
    expect(delays).toHaveLength(2)
  })

  it('retries a GET on 500, as a transient server error', async () => {
    const server = await startServer((_req, res, index) =>
      index === 0 ? json(res, 500, { message: 'bug' }) : json(res, 200, { ok: true })
    )
    const { transport, retries } = transportFor(server.origin)
    const response = await transport.send({ method: 'GET', url: server.url('/x') })
    expect(response.status).toBe(200)
    expect(server.received).toHaveLength(2)
    expect(retries.map(r => r.reason)).toEqual(['status 500'])
  })

  it('does not retry a GET on 501, which a retry does not change', async () => {
    const server = await startServer((_req, res) => json(res, 501, { message: 'no' }))
    const { transport } = transportFor(server.origin)
    const error = await failure(transport.send({ method: 'GET', url: server.url('/x') }))
    expect(error.status).toBe(501)
    expect(server.received).toHaveLength(1)
  })

  it.each(['POST', 'PUT'] as const)(
    'retries a %s answered 409, the lock conflict in which nothing was applied',
    async method => {
      const server = await startServer((_req, res, index) =>
        index === 0 ? json(res, 409, { message: 'locked' }) : json(res, 201, { ok: true })
      )
      const { transport, delays } = transportFor(server.origin)
      const response = await transport.send({ method, url: server.url('/x'), body: '{}' })
      expect(response.status).toBe(201)
      expect(server.received.map(r => r.method)).toEqual([method, method])
      expect(delays).toHaveLength(1)
    }
  )

  it('does not retry a POST on 500', async () => {
    const server = await startServer((_req, res) => json(res, 500, { message: 'bug' }))
    const { transport } = transportFor(server.origin)
    const error = await failure(
      transport.send({ method: 'POST', url: server.url('/x'), body: '{}' })
    )
    expect(error.status).toBe(500)
    expect(server.received).toHaveLength(1)
  })

  it.each([502, 504])('does not retry a POST on %i', async code => {
    const server = await startServer((_req, res) => json(res, code, { message: 'gateway' }))
    const { transport, delays } = transportFor(server.origin)
    const error = await failure(
      transport.send({ method: 'POST', url: server.url('/x'), body: '{}' })
    )
    expect(error.status).toBe(code)
    expect(error.attempts).toBe(1)
    expect(server.received).toHaveLength(1)
    expect(delays).toEqual([])
  })

  it.each([503, 429])('retries a POST on %i, which means it was not processed', async code => {
    const server = await startServer((_req, res, index) =>
      index === 0 ? json(res, code, { message: 'not now' }) : json(res, 201, { ok: true })
    )
    const { transport, delays } = transportFor(server.origin)
    const response = await transport.send({ method: 'POST', url: server.url('/x'), body: '{}' })
    expect(response.status).toBe(201)
    expect(server.received).toHaveLength(2)
    expect(delays).toHaveLength(1)
  })

  it('does not retry a POST whose connection was reset', async () => {
    const server = await startServer(req => req.socket.destroy())
    const { transport, delays } = transportFor(server.origin)
    const error = await failure(
      transport.send({ method: 'POST', url: server.url('/x'), body: '{"a":1}' })
    )
    expect(error.kind).toBe('network')
    expect(server.received).toHaveLength(1)
    expect(delays).toEqual([])
  })

  it('retries a GET whose connection was reset', async () => {
    const server = await startServer((req, res, index) =>
      index === 0 ? req.socket.destroy() : json(res, 200, { ok: true })
    )
    const { transport } = transportFor(server.origin)
    const response = await transport.send({ method: 'GET', url: server.url('/x') })
    expect(response.status).toBe(200)
    expect(server.received).toHaveLength(2)
  })

  it('retries a POST to a closed port (connection refused) and then reports it', async () => {
    const port = await closedPort()
    const origin = `http://127.0.0.1:${port}`
    const { transport, delays } = transportFor(origin, { maxRetries: 2 })
    const error = await failure(
      transport.send({ method: 'POST', url: new URL('/x', origin), body: '{}' })
    )
    expect(error.kind).toBe('network')
    expect(error.attempts).toBe(3)
    expect(error.detail).toMatch(/ECONNREFUSED/)
    expect(error.message).toMatch(/could not be reached/)
    expect(delays).toHaveLength(2)
  })
})

describe('HttpTransport refused certificates', () => {
  const tls = (name: string) => readFileSync(`__fixtures__/tls/${name}`)

  /** An https server on loopback with the certificate for *.test, counting connections. */
  async function startTlsServer() {
    const server = createHttpsServer(
      { key: tls('server-key.pem'), cert: tls('server.pem') },
      (_, res) => json(res, 200, { ok: true })
    )
    let connections = 0
    server.on('connection', () => connections++)
    await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve))
    const origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`
    servers.push({
      origin,
      received: [],
      url: path => new URL(path, origin),
      close: () =>
        new Promise<void>(resolve => {
          server.closeAllConnections()
          server.close(() => resolve())
        })
    })
    return { origin, connections: () => connections }
  }

  it.each([
    ['signed by a CA it does not trust', {}, /UNABLE_TO_VERIFY_LEAF_SIGNATURE/],
    ['for another host', { ca: tls('ca.pem') }, /ERR_TLS_CERT_ALTNAME_INVALID/]
  ])('fails a GET at once on a certificate %s, without retrying', async (_, settings, detail) => {
    const server = await startTlsServer()
    const { transport, delays } = transportFor(server.origin, { tls: settings })
    const error = await failure(
      transport.send({ method: 'GET', url: new URL('/x', server.origin) })
    )
    expect(error.detail).toMatch(detail)
    expect(error.attempts).toBe(1)
    expect(delays).toEqual([])
    expect(server.connections()).toBe(1)
  })
})

describe('HttpTransport timeouts and broken connections', () => {
  it('reports a server that never answers as a timeout within about timeoutMs', async () => {
    const server = await startServer(() => undefined)
    const { transport } = transportFor(server.origin, { timeoutMs: 200, maxRetries: 0 })
    const started = Date.now()
    const error = await failure(transport.send({ method: 'GET', url: server.url('/slow') }))
    const elapsed = Date.now() - started
    expect(error.kind).toBe('timeout')
    expect(error.message).toMatch(/in time/)
    expect(elapsed).toBeGreaterThanOrEqual(150)
    expect(elapsed).toBeLessThan(2000)
  })

  it('times out a body that stops arriving', async () => {
    const server = await startServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': '1000' })
      res.write('{"partial": ')
    })
    const { transport } = transportFor(server.origin, { timeoutMs: 200, maxRetries: 0 })
    const started = Date.now()
    const error = await failure(transport.send({ method: 'GET', url: server.url('/slow') }))
    expect(error.kind).toBe('timeout')
    expect(Date.now() - started).toBeLessThan(2000)
  })

  it('reports a connection destroyed mid-body as a network error without waiting', async () => {
    const server = await startServer((req, res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': '1000' })
      res.write('{"partial": ', () => setTimeout(() => req.socket.destroy(), 20))
    })
    const { transport } = transportFor(server.origin, { timeoutMs: 5000, maxRetries: 0 })
    const started = Date.now()
    const error = await failure(transport.send({ method: 'GET', url: server.url('/cut') }))
    expect(error.kind).toBe('network')
    expect(Date.now() - started).toBeLessThan(2000)
  })
})

describe('HttpTransport redirects', () => {
  it('refuses a redirect to another origin and sends that origin nothing', async () => {
    const other = await startServer((_req, res) => json(res, 200, { stolen: true }))
    const server = await startServer((_req, res) => {
      res.writeHead(302, { location: `${other.origin}/api/v2/x` })
      res.end()
    })
    const { transport, delays } = transportFor(server.origin)
    const error = await failure(transport.send({ method: 'GET', url: server.url('/api/v2/x') }))
    expect(error.kind).toBe('redirect')
    expect(error.message).toContain(other.origin)
    expect(other.received).toHaveLength(0)
    expect(server.received).toHaveLength(1)
    expect(delays).toEqual([])
  })

  it('follows a same-origin redirect for a GET and sends the token again', async () => {
    const server = await startServer((req, res) => {
      if (req.url === '/old/path') {
        res.writeHead(301, { location: '/new/path?x=1' })
        res.end('moved')
      } else {
        json(res, 200, { at: req.url })
      }
    })
    const { transport } = transportFor(server.origin)
    const response = await transport.send({ method: 'GET', url: server.url('/old/path') })
    expect(response.status).toBe(200)
    expect(JSON.parse(response.body)).toEqual({ at: '/new/path?x=1' })
    expect(server.received.map(request => request.url)).toEqual(['/old/path', '/new/path?x=1'])
    for (const request of server.received) expect(request.headers.authorization).toBe(TOKEN)
  })

  it('does not repeat a POST on a redirect', async () => {
    const server = await startServer((_req, res) => {
      res.writeHead(307, { location: '/elsewhere' })
      res.end()
    })
    const { transport } = transportFor(server.origin)
    const error = await failure(
      transport.send({ method: 'POST', url: server.url('/x'), body: '{}' })
    )
    expect(error.kind).toBe('redirect')
    expect(server.received).toHaveLength(1)
  })

  it('reports a Location that is not a URL as a redirect error', async () => {
    const server = await startServer((_req, res) => {
      res.writeHead(302, { location: 'http://[::1' })
      res.end()
    })
    const { transport } = transportFor(server.origin)
    const error = await failure(transport.send({ method: 'GET', url: server.url('/x') }))
    expect(error.kind).toBe('redirect')
    expect(error.message).toContain('GET /x')
  })

  it('stops a redirect loop', async () => {
    const server = await startServer((_req, res) => {
      res.writeHead(302, { location: '/loop' })
      res.end()
    })
    const { transport } = transportFor(server.origin)
    const error = await failure(transport.send({ method: 'GET', url: server.url('/loop') }))
    expect(error.kind).toBe('redirect')
    expect(server.received.length).toBeGreaterThan(1)
    expect(server.received.length).toBeLessThan(20)
  })
})

describe('HttpTransport answers: encodings, byte-order mark and size', () => {
  const payload = { message: 'ünïcode', items: Array.from({ length: 200 }, (_, i) => i) }
  const text = JSON.stringify(payload)

  it('offers only the encodings it decodes', async () => {
    const server = await startServer((_req, res) => json(res, 200, {}))
    const { transport } = transportFor(server.origin)
    await transport.send({ method: 'GET', url: server.url('/x') })
    const offered = String(server.received[0]?.headers['accept-encoding'])
    expect(offered.split(/,\s*/).sort()).toEqual(['br', 'deflate', 'gzip'])
  })

  it.each([
    ['gzip', gzipSync(text)],
    ['x-gzip', gzipSync(text)],
    ['br', brotliCompressSync(text)],
    ['deflate', deflateSync(text)],
    ['deflate (raw, as some servers send it)', deflateRawSync(text)],
    ['GZIP (any case)', gzipSync(text)]
  ])('decodes a body sent with Content-Encoding %s', async (name, bytes) => {
    const encoding = name.split(' ')[0] ?? ''
    const server = await startServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-encoding': encoding })
      res.end(bytes)
    })
    const { transport } = transportFor(server.origin)
    const response = await transport.send({ method: 'GET', url: server.url('/x') })
    expect(JSON.parse(response.body)).toEqual(payload)
  })

  it('reads JSON led by a UTF-8 byte-order mark, compressed or not', async () => {
    const withBom = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text)])
    const server = await startServer((_req, res, index) => {
      const gzip = index === 1
      res.writeHead(200, {
        'content-type': 'application/json; charset=utf-8',
        ...(gzip ? { 'content-encoding': 'gzip' } : {})
      })
      res.end(gzip ? gzipSync(withBom) : withBom)
    })
    const { transport } = transportFor(server.origin)
    for (let i = 0; i < 2; i++) {
      const response = await transport.send({ method: 'GET', url: server.url('/x') })
      expect(JSON.parse(response.body)).toEqual(payload)
    }
  })

  it('keeps the bytes as sent beside the text: a byte-order mark and invalid UTF-8 untouched', async () => {
    const sent = Buffer.concat([
      Buffer.from([0xef, 0xbb, 0xbf]),
      Buffer.from('{"title":"caf'),
      Buffer.from([0xe9, 0xff]),
      Buffer.from('"}')
    ])
    const server = await startServer((_req, res, index) => {
      const gzip = index === 1
      res.writeHead(200, gzip ? { 'content-encoding': 'gzip' } : {})
      res.end(gzip ? gzipSync(sent) : sent)
    })
    const { transport } = transportFor(server.origin)
    for (let i = 0; i < 2; i++) {
      const response = await transport.send({ method: 'GET', url: server.url('/x') })
      expect(response.bytes.equals(sent)).toBe(true)
      expect(response.body).toBe('{"title":"caf\ufffd\ufffd"}')
    }
  })

  it('fails an encoding it cannot decode, naming it, without retrying', async () => {
    const server = await startServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'zstd' })
      res.end('(zstd bytes)')
    })
    const { transport, delays } = transportFor(server.origin)
    const error = await failure(transport.send({ method: 'GET', url: server.url('/x') }))
    expect(error.kind).toBe('invalid-response')
    expect(error.message).toMatch(/encoded as "zstd", which the action cannot decode/)
    expect(server.received).toHaveLength(1)
    expect(delays).toEqual([])
  })

  it('fails a gzip body that is not gzip as undecodable, not as a network error', async () => {
    const server = await startServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip' })
      res.end('{"not": "gzip"}')
    })
    const { transport } = transportFor(server.origin)
    const error = await failure(transport.send({ method: 'GET', url: server.url('/x') }))
    expect(error.kind).toBe('invalid-response')
    expect(error.message).toMatch(/its gzip body could not be decoded/)
  })

  it.each([
    ['a 200 labelled JSON', 200, 'application/json'],
    ['a 200 labelled as text', 200, 'text/plain'],
    ['an error body, before it is quoted', 503, 'application/json']
  ])(
    'refuses JSON nested deeper than inputs may be in %s, never retried, without walking it',
    async (_what, status, contentType) => {
      const server = await startServer((_req, res) => {
        res.writeHead(status, { 'content-type': contentType })
        res.end(`{"message": "x", "deep": ${'['.repeat(100_000)}${']'.repeat(100_000)}}`)
      })
      const { transport, delays } = transportFor(server.origin)
      const error = await failure(transport.send({ method: 'GET', url: server.url('/x') }))
      expect(error.kind).toBe('invalid-response')
      expect(error.message).toBe(
        `the compliance service sent an unexpected answer to GET /x: its JSON is nested more ` +
          `than ${MAX_JSON_DEPTH} levels deep, far beyond any real answer (a few tens), so it is not read`
      )
      expect(server.received).toHaveLength(1)
      expect(delays).toEqual([])
    }
  )

  it('reads JSON nested exactly as deep as inputs may be, and brackets inside strings do not count', async () => {
    const deepest = `${'['.repeat(MAX_JSON_DEPTH)}${']'.repeat(MAX_JSON_DEPTH)}`
    const quoted = `"${'['.repeat(5000)}"`
    const server = await startServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' })
      res.end(`{"a": ${quoted}, "b": ${deepest.slice(1, -1)}}`)
    })
    const { transport } = transportFor(server.origin)
    const response = await transport.send({ method: 'GET', url: server.url('/x') })
    expect(response.status).toBe(200)
  })

  it('fails at once on an announced Content-Length over the limit, reading nothing, never retried', async () => {
    const server = await startServer((_req, res) => {
      res.writeHead(200, {
        'content-type': 'application/json',
        'content-length': String(MAX_RESPONSE_BYTES + 1)
      })
      res.write('[')
    })
    const { transport, delays } = transportFor(server.origin)
    const error = await failure(transport.send({ method: 'GET', url: server.url('/x') }))
    expect(error.kind).toBe('too-large')
    expect(error.status).toBe(200)
    expect(error.message).toMatch(
      /^the compliance service sent too large an answer to GET \/x: the answer is larger than 64 MiB, the most the action reads; it announced 67108865 bytes$/
    )
    expect(server.received).toHaveLength(1)
    expect(delays).toEqual([])
  })

  it.each([
    ['plain', false],
    ['gzip-compressed', true]
  ])(
    'stops reading a %s body that never ends at the limit and closes the connection, never retried',
    async (_name, gzip) => {
      let sent = 0
      let closed = false
      const server = await startServer((_req, res) => {
        res.writeHead(200, {
          'content-type': 'application/json',
          ...(gzip ? { 'content-encoding': 'gzip' } : {})
        })
        const chunk = Buffer.alloc(1024 * 1024, 0x20)
        const source = gzip ? createGzip() : undefined
        source?.pipe(res)
        res.on('close', () => (closed = true))
        const pump = () => {
          while (!closed) {
            sent += chunk.length
            if (!(source ?? res).write(chunk)) return void (source ?? res).once('drain', pump)
          }
        }
        pump()
      })
      const { transport, delays } = transportFor(server.origin, { timeoutMs: 30_000 })
      const error = await failure(transport.send({ method: 'GET', url: server.url('/x') }))
      expect(error.kind).toBe('too-large')
      expect(error.message).toMatch(/larger than 64 MiB, the most the action reads/)
      expect(server.received).toHaveLength(1)
      expect(delays).toEqual([])
      await waitFor(() => closed)
      // Stopped at the limit: far less than a second download's worth was ever sent. (Spaces
      // compress a thousandfold, so a gzip body is bounded by what it inflates to instead.)
      if (!gzip) expect(sent).toBeLessThan(2 * MAX_RESPONSE_BYTES)
    },
    30_000
  )
})

async function waitFor(condition: () => boolean): Promise<void> {
  for (let i = 0; i < 200 && !condition(); i++) await new Promise(r => setTimeout(r, 10))
  expect(condition()).toBe(true)
}
