/**
 * A small node:http server on loopback that records every request, applies injected faults
 * and then hands the request to a handler returning a plain reply. The sandbox service and
 * the Jira emulator are both built on it.
 */
import { createServer, STATUS_CODES } from 'node:http'
import { brotliCompressSync, deflateSync, gzipSync } from 'node:zlib'
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { FaultInjector } from './faults.js'
import type { FaultStep, ResponseExtras } from './faults.js'

export interface RecordedRequest {
  method: string
  /** Raw request path as sent (percent-encoding kept), without the query string. */
  path: string
  /** Raw request target: path and query. */
  url: string
  query: URLSearchParams
  /** Node's lower-cased header map. */
  headers: IncomingHttpHeaders
  /** The Content-Type header, if any (handy for request validators). */
  contentType?: string
  body: Buffer
  /** Date.now() when the request arrived. */
  receivedAt: number
  /** The fault step applied to this request, if any. */
  fault?: FaultStep
  /** Status sent; absent when the request was dropped or left hanging. */
  status?: number
  /** Body bytes written for an endless answer before the client closed the connection. */
  bytesSent?: number
}

export interface HttpReply {
  status: number
  headers?: Record<string, string>
  body?: string | Buffer
}

export interface IncomingCall {
  method: string
  /** Raw path below the mount path (e.g. `/builds/acme`), or undefined when outside it. */
  pathUnderMount: string | undefined
  query: URLSearchParams
  headers: IncomingHttpHeaders
  body: Buffer
  /** True when the body was larger than the server accepts; `body` is then empty. */
  bodyTooLarge: boolean
}

export interface LoopbackServerOptions {
  host: string
  port: number
  /** Prefix the handler's paths hang below, e.g. `/api/v2`; `''` for the root. */
  mountPath: string
  maxBodyBytes: number
  handle: (call: IncomingCall, signal: AbortSignal) => Promise<HttpReply>
}

export interface LoopbackServer {
  readonly origin: string
  readonly port: number
  readonly requests: RecordedRequest[]
  readonly faults: FaultInjector
  clearRequests(): void
  close(): Promise<void>
}

export function jsonReply(status: number, value: unknown, headers?: Record<string, string>) {
  return {
    status,
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(value)
  } satisfies HttpReply
}

export async function startLoopbackServer(options: LoopbackServerOptions): Promise<LoopbackServer> {
  const requests: RecordedRequest[] = []
  const faults = new FaultInjector()
  // Aborted by close(): ends delays and lets in-flight work give up quietly.
  const closing = new AbortController()

  const server = createServer((req, res) => {
    serve(req, res).catch(() => {
      // The client went away or the server is closing; nothing left to answer.
      if (!res.headersSent && !res.destroyed) res.destroy()
    })
  })

  async function serve(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const { body, tooLarge } = await readBody(req, options.maxBodyBytes)
    const url = req.url ?? '/'
    const queryStart = url.indexOf('?')
    const rawPath = queryStart === -1 ? url : url.slice(0, queryStart)
    const query = new URLSearchParams(queryStart === -1 ? '' : url.slice(queryStart + 1))
    const method = req.method ?? 'GET'
    const record: RecordedRequest = {
      method,
      path: rawPath,
      url,
      query,
      headers: req.headers,
      contentType: req.headers['content-type'],
      body,
      receivedAt: Date.now()
    }
    requests.push(record)

    const pathUnderMount = underMount(rawPath, options.mountPath)
    const step = faults.take(method, pathUnderMount ?? rawPath)
    if (step) record.fault = step
    if (step && 'hang' in step) return // close() destroys the socket
    if (step && 'endless' in step) {
      record.status = 200
      await writeEndlessly(res, step.declaredLength, sent => (record.bytesSent = sent))
      return
    }
    if (step && 'delayMs' in step && step.delayMs) await sleep(step.delayMs, closing.signal)
    if (step && 'drop' in step && step.drop === 'before-response') {
      req.socket.destroy()
      return
    }

    const call: IncomingCall = {
      method,
      pathUnderMount,
      query,
      headers: req.headers,
      body,
      bodyTooLarge: tooLarge
    }
    const reply = (step && cannedReply(step)) ?? (await answer(call))
    const sent = step ? shapeByFault(step, reply) : reply
    if (step && 'drop' in step) {
      await writePartialThenDestroy(res, sent)
      return
    }
    record.status = sent.status
    writeReply(res, sent)
  }

  async function answer(call: IncomingCall): Promise<HttpReply> {
    try {
      return await options.handle(call, closing.signal)
    } catch (error) {
      if (closing.signal.aborted) throw error
      const message = error instanceof Error ? error.message : String(error)
      return jsonReply(500, { message: `Internal sandbox error: ${message}`, errors: null })
    }
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port, options.host, () => {
      server.off('error', reject)
      resolve()
    })
  })
  const { port } = server.address() as AddressInfo
  const hostInUrl = options.host.includes(':') ? `[${options.host}]` : options.host

  let closed: Promise<void> | undefined
  return {
    origin: `http://${hostInUrl}:${port}`,
    port,
    requests,
    faults,
    clearRequests: () => {
      requests.length = 0
    },
    close: () => {
      closed ??= new Promise<void>(resolve => {
        closing.abort()
        server.close(() => resolve())
        // Also ends keep-alive sockets and requests left hanging by a fault, so jest can exit.
        server.closeAllConnections()
      })
      return closed
    }
  }
}

function underMount(rawPath: string, mountPath: string): string | undefined {
  if (mountPath === '') return rawPath
  if (rawPath === mountPath) return '/'
  return rawPath.startsWith(`${mountPath}/`) ? rawPath.slice(mountPath.length) : undefined
}

async function readBody(
  req: IncomingMessage,
  maxBytes: number
): Promise<{ body: Buffer; tooLarge: boolean }> {
  const chunks: Buffer[] = []
  let size = 0
  // Keep draining past the limit (and drop the bytes) so the client gets a 413 rather than a
  // reset connection while it is still sending.
  for await (const chunk of req) {
    const bytes = chunk as Buffer
    size += bytes.length
    if (size <= maxBytes) chunks.push(bytes)
  }
  return size > maxBytes
    ? { body: Buffer.alloc(0), tooLarge: true }
    : { body: Buffer.concat(chunks), tooLarge: false }
}

/** Resolves after `ms`, or rejects as soon as `signal` aborts (the server is closing). */
export function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(new Error('server closing'))
    const onAbort = () => {
      clearTimeout(timer)
      reject(new Error('server closing'))
    }
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort)
      resolve()
    }, ms)
    signal.addEventListener('abort', onAbort, { once: true })
  })
}

/** The reply of a step that answers on its own, or undefined when the real handler must run. */
function cannedReply(step: FaultStep): HttpReply | undefined {
  if ('redirect' in step) {
    const status = step.status ?? 302
    return withExtras(step, {
      status,
      headers: { location: step.redirect, 'content-type': 'text/plain' },
      body: `Redirecting to ${step.redirect}`
    })
  }
  if ('html' in step) {
    const status = step.status ?? 502
    return withExtras(step, {
      status,
      headers: { 'content-type': 'text/html; charset=utf-8' },
      body: proxyErrorPage(status)
    })
  }
  if ('status' in step && !('truncatedJson' in step)) {
    const reply =
      step.body === undefined
        ? jsonReply(step.status, { message: STATUS_CODES[step.status] ?? 'Error', errors: null })
        : typeof step.body === 'string'
          ? { status: step.status, headers: { 'content-type': 'text/plain' }, body: step.body }
          : jsonReply(step.status, step.body)
    return withExtras(step, reply)
  }
  return undefined
}

/** Applies the faults that reshape a real reply (truncation) or need its bytes (mid-body drop). */
function shapeByFault(step: FaultStep, reply: HttpReply): HttpReply {
  if ('encode' in step) return reencode(step.encode, step.bom ?? false, reply)
  if (!('truncatedJson' in step)) return reply
  const full = bodyOrSample(reply)
  return withExtras(step, {
    status: step.status ?? 200,
    headers: { 'content-type': 'application/json' },
    body: full.subarray(0, Math.max(1, Math.floor(full.length / 2)))
  })
}

const ENCODERS = {
  gzip: gzipSync,
  br: brotliCompressSync,
  deflate: deflateSync,
  identity: (bytes: Buffer) => bytes
}

function reencode(encoding: keyof typeof ENCODERS, bom: boolean, reply: HttpReply): HttpReply {
  const body = Buffer.from(reply.body ?? '')
  const text = bom ? Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), body]) : body
  const headers = { ...reply.headers }
  if (encoding !== 'identity') headers['content-encoding'] = encoding
  return { ...reply, headers, body: ENCODERS[encoding](text) }
}

/** Writes JSON-looking chunks until the client closes the connection. */
async function writeEndlessly(
  res: ServerResponse,
  declaredLength: number | undefined,
  onProgress: (bytesSent: number) => void
): Promise<void> {
  const headers: Record<string, string> = { 'content-type': 'application/json' }
  if (declaredLength !== undefined) headers['content-length'] = String(declaredLength)
  res.writeHead(200, headers)
  const chunk = Buffer.alloc(64 * 1024, 0x20)
  chunk.write('[')
  let sent = 0
  while (!res.destroyed && !res.writableEnded) {
    const written = await new Promise<boolean>(resolve => {
      res.write(chunk, error => resolve(!error))
    })
    if (!written) break
    sent += chunk.length
    onProgress(sent)
    if (declaredLength !== undefined && sent >= declaredLength) break
  }
  if (!res.destroyed) res.destroy()
}

function withExtras(extras: ResponseExtras, reply: HttpReply): HttpReply {
  const headers = { ...reply.headers, ...extras.headers }
  if (extras.retryAfter !== undefined) headers['retry-after'] = String(extras.retryAfter)
  return { ...reply, headers }
}

// Short replies (e.g. an empty 204) would leave nothing to cut, so cut this instead.
const SAMPLE_JSON = Buffer.from(
  JSON.stringify({ data: [{ name: 'sample', note: 'body cut short by a sandbox fault' }] })
)

function bodyOrSample(reply: HttpReply): Buffer {
  const body = Buffer.from(reply.body ?? '')
  return body.length >= 8 ? body : SAMPLE_JSON
}

function writeReply(res: ServerResponse, reply: HttpReply): void {
  const body = Buffer.from(reply.body ?? '')
  res.writeHead(reply.status, { ...reply.headers, 'content-length': String(body.length) })
  res.end(body)
}

async function writePartialThenDestroy(res: ServerResponse, reply: HttpReply): Promise<void> {
  const full = bodyOrSample(reply)
  res.writeHead(reply.status, { ...reply.headers, 'content-length': String(full.length) })
  await new Promise<void>(resolve => {
    res.write(full.subarray(0, Math.floor(full.length / 2)), () => resolve())
  })
  res.socket?.destroy()
}

function proxyErrorPage(status: number): string {
  const title = `${status} ${STATUS_CODES[status] ?? 'Error'}`
  return [
    '<html>',
    `<head><title>${title}</title></head>`,
    '<body>',
    `<center><h1>${title}</h1></center>`,
    '<hr><center>nginx</center>',
    '</body>',
    '</html>',
    ''
  ].join('\r\n')
}
