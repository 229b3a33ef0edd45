/**
 * Downloads streamed to disk (a trail's audit package and PDF report), against hostile
 * servers on real loopback sockets: whatever goes wrong, the step fails with one sentence
 * and nothing is left at the target or beside it (no temporary file either).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { mkdir, mkdtemp, readFile, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { downloadToFile } from '../../../src/http/download.js'
import { RequestError } from '../../../src/http/request-error.js'
import { HttpTransport } from '../../../src/http/transport.js'
import { AUDIT_PACKAGE, AUDIT_PDF } from '../../../src/service/trail-downloads.js'
import { USER_AGENT } from '../../../src/version.js'
import { listenOnLoopback, type LoopbackServer } from '../../kit/loopback.js'
import { gzippedTar } from '../../../sandbox/audit.js'

type Handler = (req: IncomingMessage, res: ServerResponse, index: number) => void

const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< >>\nendobj\ntrailer\n<< >>\n%%EOF\n', 'latin1')
const TARBALL = gzippedTar([{ name: 'manifest.json', content: Buffer.alloc(2048, 0x20) }], 0)
const LIMIT = 1024 * 1024

let servers: LoopbackServer[] = []
let transports: HttpTransport[] = []
let folder = ''

beforeEach(async () => {
  folder = await mkdtemp(join(tmpdir(), 'download-'))
})

afterEach(async () => {
  transports.forEach(transport => transport.dispose())
  await Promise.all(servers.map(server => server.close()))
  servers = []
  transports = []
  await rm(folder, { recursive: true, force: true })
})

/** A server that records the Authorization header of every request it gets. */
async function serve(handler: Handler): Promise<LoopbackServer & { auth: (string | undefined)[] }> {
  const auth: (string | undefined)[] = []
  const server = await listenOnLoopback(
    createServer((req, res) => {
      auth.push(req.headers.authorization)
      handler(req, res, auth.length - 1)
    })
  )
  servers.push(server)
  return { ...server, auth }
}

function transport(origin: string, settings: { timeoutMs?: number; maxRetries?: number } = {}) {
  const created = new HttpTransport({
    system: 'the compliance service',
    origin,
    authorization: 'Bearer secret-token',
    userAgent: USER_AGENT,
    timeoutMs: settings.timeoutMs ?? 10_000,
    maxRetries: settings.maxRetries ?? 0,
    backoff: { baseMs: 1, capMs: 1, maxRetryAfterMs: 1 }
  })
  transports.push(created)
  return created
}

async function download(origin: string, kind = AUDIT_PDF, settings = {}, name?: string) {
  const target = join(folder, 'out', name ?? (kind === AUDIT_PDF ? 'report.pdf' : 'package.tgz'))
  const url = new URL('/api/v2/trails/acme/web-app/t1/audit_pdf', origin)
  return downloadToFile(transport(origin, settings), { url, target, kind, limit: LIMIT })
}

/** The download failed with a RequestError of `kind` in one sentence, and left no file. */
async function expectRefused(
  attempt: Promise<unknown>,
  kind: RequestError['kind'],
  message: RegExp
): Promise<RequestError> {
  const error = await attempt.then(
    () => {
      throw new Error('the download succeeded')
    },
    (failure: unknown) => failure
  )
  expect(error).toBeInstanceOf(RequestError)
  const failure = error as RequestError
  expect(failure.kind).toBe(kind)
  expect(failure.message).toMatch(message)
  expect(failure.message).not.toMatch(/[\r\n]/)
  // One sentence: no sentence break outside quoted text.
  expect(failure.message.replace(/"[^"]*"/g, '""')).not.toMatch(/[.!?]\s/)
  expect(await leftovers()).toEqual([])
  return failure
}

/** Every file left in the target's folder, temporary ones included. */
async function leftovers(): Promise<string[]> {
  return readdir(join(folder, 'out')).catch(() => [])
}

describe('a download streamed to disk', () => {
  it('writes the whole file and nothing else when the answer is what was asked for', async () => {
    const server = await serve((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/pdf' })
      res.end(PDF)
    })
    const saved = await download(server.origin)
    expect(await readFile(saved.path)).toEqual(PDF)
    expect(saved.bytes).toBe(PDF.length)
    expect(await leftovers()).toEqual(['report.pdf'])
    expect(server.auth).toEqual(['Bearer secret-token'])
  })

  it('decodes a gzip Content-Encoding, keeping the gzipped tarball itself as sent', async () => {
    const server = await serve((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/gzip', 'content-encoding': 'gzip' })
      res.end(gzipSync(TARBALL))
    })
    const saved = await download(server.origin, AUDIT_PACKAGE)
    expect(await readFile(saved.path)).toEqual(TARBALL)
  })

  it('refuses an HTML sign-in page answered with 200, naming status, content type and title', async () => {
    const server = await serve((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      res.end(
        '<!doctype html><html><head><title>Sign in - Acme SSO</title></head><body>…</body></html>'
      )
    })
    const error = await expectRefused(
      download(server.origin),
      'invalid-response',
      /^the compliance service sent an unexpected answer to GET \/api\/v2\/trails\/acme\/web-app\/t1\/audit_pdf: status 200 with content type "text\/html; charset=utf-8" and an HTML page titled "Sign in - Acme SSO" .* where a PDF was expected, so nothing was written$/
    )
    expect(error.status).toBe(200)
  })

  it('refuses a body whose first bytes are not those of the kind asked for', async () => {
    const server = await serve((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/gzip' })
      res.end(Buffer.from('PK\u0003\u0004 a zip archive, not a gzipped tarball'))
    })
    await expectRefused(
      download(server.origin, AUDIT_PACKAGE),
      'invalid-response',
      /status 200 with content type "application\/gzip" and a body that does not start as a gzipped tarball does where a gzipped tarball was expected, so nothing was written$/
    )
  })

  it('refuses a content type of another kind even when the bytes look right', async () => {
    const server = await serve((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' })
      res.end(PDF)
    })
    await expectRefused(download(server.origin), 'invalid-response', /"application\/json"/)
  })

  it('stops a body that never ends at the size limit', async () => {
    const server = await serve((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/pdf' })
      res.write(PDF)
      const chunk = Buffer.alloc(64 * 1024, 0x20)
      const more = () => {
        while (!res.destroyed && res.write(chunk));
        if (!res.destroyed) res.once('drain', more)
      }
      more()
    })
    await expectRefused(
      download(server.origin),
      'too-large',
      /sent too large an answer to GET .*: the answer is larger than 1 MiB, the most the action reads; it was not read further$/
    )
  })

  it('stops a body whose Content-Length announces more than the limit before writing anything', async () => {
    const server = await serve((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/pdf', 'content-length': String(LIMIT + 1) })
      res.write(PDF)
    })
    await expectRefused(download(server.origin), 'too-large', /it announced 1048577 bytes$/)
  })

  it('leaves nothing when the connection is cut in the middle of the body', async () => {
    const server = await serve((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/pdf', 'content-length': '100000' })
      res.write(PDF)
      setImmediate(() => res.socket?.destroy())
    })
    await expectRefused(download(server.origin), 'network', /could not be reached for GET /)
  })

  it('starts afresh after a cut connection when a retry is allowed, and keeps only the whole file', async () => {
    const server = await serve((_req, res, index) => {
      res.writeHead(200, {
        'content-type': 'application/pdf',
        'content-length': String(PDF.length)
      })
      if (index === 0) {
        res.write(PDF.subarray(0, 12))
        setImmediate(() => res.socket?.destroy())
      } else res.end(PDF)
    })
    const saved = await download(server.origin, AUDIT_PDF, { maxRetries: 1 })
    expect(await readFile(saved.path)).toEqual(PDF)
    expect(await leftovers()).toEqual(['report.pdf'])
    expect(server.auth).toHaveLength(2)
  })

  it('leaves nothing when the body is slower than the timeout', async () => {
    const server = await serve((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/pdf' })
      res.write(PDF)
      // ...and nothing more: the rest never comes.
    })
    await expectRefused(
      download(server.origin, AUDIT_PDF, { timeoutMs: 300 }),
      'timeout',
      /did not answer GET .* in time: no complete answer within 0\.3 s$/
    )
  })

  it('refuses a redirect to another origin, sending it neither the token nor a request', async () => {
    const elsewhere = await serve((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/pdf' })
      res.end(PDF)
    })
    const server = await serve((_req, res) => {
      res.writeHead(302, {
        location: `${elsewhere.origin.replace('127.0.0.1', 'localhost')}/report.pdf`
      })
      res.end()
    })
    await expectRefused(
      download(server.origin),
      'redirect',
      /redirected GET .*: it points to another origin \(http:\/\/localhost:\d+\) and the token is never sent there; /
    )
    expect(elsewhere.auth).toEqual([])
  })

  it('follows a redirect on the same origin', async () => {
    const server = await serve((req, res) => {
      if (req.url?.endsWith('/audit_pdf')) {
        res.writeHead(307, { location: '/files/report.pdf' })
        res.end()
        return
      }
      res.writeHead(200, { 'content-type': 'application/pdf' })
      res.end(PDF)
    })
    const saved = await download(server.origin)
    expect(await readFile(saved.path)).toEqual(PDF)
    expect(server.auth).toEqual(['Bearer secret-token', 'Bearer secret-token'])
  })

  it('keeps an existing file untouched when the download fails', async () => {
    const first = await serve((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/pdf' })
      res.end(PDF)
    })
    const saved = await download(first.origin)
    const server = await serve((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' })
      res.end('<html><title>Sign in</title></html>')
    })
    await expect(download(server.origin)).rejects.toThrow(/HTML page titled "Sign in"/)
    expect(await readFile(saved.path)).toEqual(PDF)
    expect(await leftovers()).toEqual(['report.pdf'])
  })
})

/** Writes a 200 with `headers` and `body` on the raw socket, then ends it as `close` says. */
function rawAnswer(
  req: IncomingMessage,
  headers: string,
  body: Buffer,
  close: 'destroy' | 'end'
): void {
  const socket = req.socket
  socket.write(`HTTP/1.1 200 OK\r\n${headers}connection: close\r\n\r\n`)
  if (close === 'end') socket.end(body)
  else socket.write(body, () => socket.destroy())
}

describe('a download whose end the server does not declare', () => {
  it.each([
    ['PDF', AUDIT_PDF, PDF, 'application/pdf', 'no %%EOF in its last 1024 bytes'],
    [
      'gzipped tarball',
      AUDIT_PACKAGE,
      TARBALL,
      'application/gzip',
      'its gzip stream stops before its end'
    ]
  ])(
    'fails on a %s without Content-Length cut half-way, leaving nothing',
    async (what, kind, whole, type, why) => {
      const server = await serve(req =>
        rawAnswer(req, `content-type: ${type}\r\n`, whole.subarray(0, whole.length / 2), 'destroy')
      )
      const error = await expectRefused(
        download(server.origin, kind),
        'network',
        new RegExp(
          `could not be reached for GET .*: the answer ended before the whole ${what} arrived \\(${why}\\), so nothing was written$`
        )
      )
      expect(error.attempts).toBe(1)
    }
  )

  it('fails when the declared Content-Length is not met before a clean close, leaving nothing', async () => {
    const server = await serve(req =>
      rawAnswer(
        req,
        `content-type: application/pdf\r\ncontent-length: ${PDF.length + 10}\r\n`,
        PDF,
        'end'
      )
    )
    await expectRefused(download(server.origin), 'network', /could not be reached for GET /)
  })

  it('retries a cut body, removing its temporary file before the next attempt', async () => {
    const seen: string[][] = []
    const server = await serve((req, res, index) => {
      void leftovers().then(left => {
        seen.push(left)
        if (index === 0) {
          rawAnswer(req, 'content-type: application/gzip\r\n', TARBALL.subarray(0, 40), 'destroy')
        } else {
          res.writeHead(200, { 'content-type': 'application/gzip' })
          res.end(TARBALL)
        }
      })
    })
    const saved = await download(server.origin, AUDIT_PACKAGE, { maxRetries: 2 })
    expect(await readFile(saved.path)).toEqual(TARBALL)
    expect(seen).toEqual([[], []])
    expect(await leftovers()).toEqual(['package.tgz'])
  })

  it('refuses, without retrying, a whole gzip stream that does not hold a tar', async () => {
    const server = await serve((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/gzip' })
      res.end(gzipSync(Buffer.alloc(4096, 'not a tar ')))
    })
    await expectRefused(
      download(server.origin, AUDIT_PACKAGE, { maxRetries: 2 }),
      'invalid-response',
      /: a body that is not a gzipped tarball throughout \(its tar archive has a header block whose checksum is wrong\), so nothing was written$/
    )
    expect(server.auth).toHaveLength(1)
  })
})

describe('a download to a long file name', () => {
  it('writes a 255-byte name, whose temporary name stays short', async () => {
    const server = await serve((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/pdf' })
      res.end(PDF)
    })
    await mkdir(join(folder, 'out'))
    const name = `${'r'.repeat(251)}.pdf`
    const saved = await download(server.origin, AUDIT_PDF, {}, name)
    expect(await readFile(saved.path)).toEqual(PDF)
    expect(await leftovers()).toEqual([name])
  })
})
