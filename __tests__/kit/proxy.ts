/**
 * A corporate network on loopback: a CONNECT proxy and TLS servers behind it.
 *
 * @actions/http-client never proxies loopback (`localhost`, `127.*`, `[::1]`), so the TLS
 * servers are named `service.test`, `jira.test` and `github.test` (the names in the
 * throw-away certificate of __fixtures__/tls). Only the proxy resolves them, to 127.0.0.1:
 * a client that tried to reach them without the proxy would fail to resolve them.
 */
import { readFileSync } from 'node:fs'
import { createServer, type IncomingMessage } from 'node:http'
import { connect, type AddressInfo, type Server, type Socket } from 'node:net'
import { join } from 'node:path'
import { createServer as createTlsServer } from 'node:tls'

const TLS = join(process.cwd(), '__fixtures__', 'tls')
/** The CA that signed the test servers' certificate: the value for NODE_EXTRA_CA_CERTS. */
export const TEST_CA_FILE = join(TLS, 'ca.pem')
/** Hosts the certificate names; the proxy resolves them (and only them) to loopback. */
export const TEST_HOSTS = ['service.test', 'jira.test', 'github.test'] as const
export type TestHost = (typeof TEST_HOSTS)[number]

export interface ConnectProxyOptions {
  /** When given, a CONNECT without this Basic `user:password` is answered 407. */
  credentials?: { user: string; password: string }
  /**
   * Names the proxy also resolves to loopback that the certificate does not hold, for a
   * client told the certificate's name some other way (a kubeconfig's tls-server-name).
   */
  alsoResolves?: string[]
}

export interface ConnectProxy {
  /** e.g. `http://127.0.0.1:54321`, without credentials. */
  readonly url: string
  /** `host:port` of every tunnel opened, in order. */
  readonly tunnels: string[]
  /** How many CONNECT requests were answered 407. */
  readonly refused: number
  /** Requests sent to the proxy as plain HTTP, not through a tunnel (none expected). */
  readonly plainRequests: string[]
  /** Forgets the tunnels, refusals and plain requests seen so far. */
  clear(): void
  close(): Promise<void>
}

export async function startConnectProxy(options: ConnectProxyOptions = {}): Promise<ConnectProxy> {
  const tunnels: string[] = []
  const plainRequests: string[] = []
  let refused = 0
  const sockets = new Set<Socket>()
  const expected = options.credentials
    ? `Basic ${Buffer.from(`${options.credentials.user}:${options.credentials.password}`).toString('base64')}`
    : undefined

  const server = createServer((request, response) => {
    plainRequests.push(`${request.method ?? ''} ${request.url ?? ''}`)
    response.writeHead(502).end()
  })
  server.on('connect', (request: IncomingMessage, client: Socket) => {
    sockets.add(client)
    client.on('close', () => sockets.delete(client))
    client.on('error', () => client.destroy())
    if (expected !== undefined && request.headers['proxy-authorization'] !== expected) {
      refused++
      client.end(
        'HTTP/1.1 407 Proxy Authentication Required\r\n' +
          'Proxy-Authenticate: Basic realm="test proxy"\r\nContent-Length: 0\r\n\r\n'
      )
      return
    }
    const [host = '', port = ''] = (request.url ?? '').split(':')
    if (![...TEST_HOSTS, ...(options.alsoResolves ?? [])].includes(host)) {
      client.end('HTTP/1.1 502 Bad Gateway\r\nContent-Length: 0\r\n\r\n')
      return
    }
    tunnels.push(`${host}:${port}`)
    const upstream = connect(Number(port), '127.0.0.1', () => {
      client.write('HTTP/1.1 200 Connection Established\r\n\r\n')
      upstream.pipe(client)
      client.pipe(upstream)
    })
    sockets.add(upstream)
    upstream.on('close', () => sockets.delete(upstream))
    upstream.on('error', () => client.destroy())
    client.on('close', () => upstream.destroy())
  })
  const port = await listen(server)
  return {
    url: `http://127.0.0.1:${port}`,
    tunnels,
    get refused() {
      return refused
    },
    plainRequests,
    clear: () => {
      tunnels.length = 0
      plainRequests.length = 0
      refused = 0
    },
    close: () => closeServer(server, sockets)
  }
}

export interface TlsFront {
  /** e.g. `https://jira.test:54322` */
  readonly origin: string
  /**
   * The same server by its loopback address, `https://127.0.0.1:54322`, for a client told
   * the certificate's name some other way (a kubeconfig's tls-server-name).
   */
  readonly address: string
  close(): Promise<void>
}

/** The throw-away CA of __fixtures__/tls/expired, whose only server certificate has expired. */
export const EXPIRED_CA_FILE = join(TLS, 'expired', 'ca.pem')

/**
 * Terminates TLS for `host` and passes the bytes on to a plain HTTP server on loopback (a
 * sandbox emulator), so the emulators need no TLS of their own. With `expired`, it presents
 * a certificate of EXPIRED_CA_FILE that expired in 2020.
 */
export async function startTlsFront(
  host: TestHost,
  backendOrigin: string,
  { expired = false }: { expired?: boolean } = {}
): Promise<TlsFront> {
  const backend = new URL(backendOrigin)
  const sockets = new Set<Socket>()
  const folder = expired ? join(TLS, 'expired') : TLS
  const server = createTlsServer(
    {
      key: readFileSync(join(folder, 'server-key.pem')),
      cert: readFileSync(join(folder, 'server.pem'))
    },
    tls => {
      const upstream = connect(Number(backend.port), backend.hostname)
      for (const socket of [tls, upstream]) {
        sockets.add(socket)
        socket.on('close', () => sockets.delete(socket))
      }
      tls.pipe(upstream).pipe(tls)
      tls.on('error', () => upstream.destroy())
      upstream.on('error', () => tls.destroy())
      tls.on('close', () => upstream.destroy())
      upstream.on('close', () => tls.destroy())
    }
  )
  const port = await listen(server)
  return {
    origin: `https://${host}:${port}`,
    address: `https://127.0.0.1:${port}`,
    close: () => closeServer(server, sockets)
  }
}

/** `url` with its origin replaced by `origin` (path and query kept, no trailing slash). */
export function behind(url: string, origin: string): string {
  const parsed = new URL(url)
  return `${origin}${parsed.pathname}${parsed.search}`.replace(/\/$/, '')
}

async function listen(server: Server): Promise<number> {
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve))
  return (server.address() as AddressInfo).port
}

function closeServer(server: Server, sockets: Set<Socket>): Promise<void> {
  for (const socket of sockets) socket.destroy()
  return new Promise(resolve => server.close(() => resolve()))
}
