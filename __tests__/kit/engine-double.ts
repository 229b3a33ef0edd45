/**
 * A loopback stand-in for the Docker Engine API, on a unix socket of its own: the two reads
 * snapshot-docker makes (GET /containers/json and GET /images/{name}/json), answered from the
 * containers and images it is given, or by a handler that answers anything else (a sign-in
 * page, a deep document, silence). The suites that run every command with its example use
 * it, so they need no Docker; the snapshot-docker suites test against the real engine
 * (kit/docker-engine.ts).
 */
import { createHash } from 'node:crypto'
import { mkdtempSync } from 'node:fs'
import { rm } from 'node:fs/promises'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

export interface DoubleContainer {
  name: string
  image: string
  /**
   * The key in `images` of the image it runs, when that is not `image`: two containers that
   * show one name may run two images (the name moved, or an engine that shows it so).
   */
  imageKey?: string
  /** Unix seconds. */
  created: number
}

export interface EngineDoubleState {
  containers: DoubleContainer[]
  /** RepoDigests per image name (or imageKey); an image absent here answers 404. */
  images: Record<string, string[]>
}

export type EngineHandler = (request: IncomingMessage, response: ServerResponse) => boolean

export interface EngineDouble {
  /** `unix://<socket>` (or `tcp://127.0.0.1:<port>`), the value for DOCKER_HOST. */
  dockerHost: string
  socketPath: string
  /** Every path asked, in order. */
  readonly requests: string[]
  /** Answers before the Engine API does; returns true when it answered. */
  handler?: EngineHandler
  close(): Promise<void>
}

/** The example's world: one container of a pushed image, one of an image never pushed. */
export const EXAMPLE_ENGINE: EngineDoubleState = {
  containers: [
    { name: 'web-1', image: 'registry.example/acme/web:1.0', created: 1790000000 },
    { name: 'scratchpad', image: 'local/scratch:dev', created: 1790000100 }
  ],
  images: {
    'registry.example/acme/web:1.0': [`registry.example/acme/web@sha256:${'ab'.repeat(32)}`],
    'local/scratch:dev': []
  }
}

/** The image's ID in the double: the same for every container of one image. */
export function imageId(image: string): string {
  return `sha256:${createHash('sha256').update(image).digest('hex')}`
}

function json(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' })
  response.end(JSON.stringify(body))
}

/** Starts the double and waits until it listens. */
export async function startEngineDouble(
  state: EngineDoubleState = EXAMPLE_ENGINE
): Promise<EngineDouble> {
  const double = startEngineDoubleNow(state)
  await double.listening
  return double
}

/**
 * The double on plain TCP at 127.0.0.1 instead of a socket: what a front forwards to when a
 * suite puts a misbehaving server, or TLS, in the engine's place. `url` is its address.
 */
export async function startTcpEngineDouble(
  state: EngineDoubleState = EXAMPLE_ENGINE
): Promise<EngineDouble & { url: string }> {
  const double = startEngineDoubleNow(state, { tcp: true })
  await double.listening
  // The same object, not a copy: the server reads its handler from it.
  return Object.assign(double, { url: double.dockerHost.replace(/^tcp:/, 'http:') })
}

/**
 * Starts the double at once: a unix socket is bound before listen returns, so a process
 * started next can connect (an example's env, which cannot wait, starts it so).
 */
export function startEngineDoubleNow(
  state: EngineDoubleState = EXAMPLE_ENGINE,
  { tcp = false }: { tcp?: boolean } = {}
): EngineDouble & { listening: Promise<void> } {
  const folder = mkdtempSync(join(tmpdir(), 'engine-double-'))
  const socketPath = join(folder, 'docker.sock')
  const requests: string[] = []
  const double: EngineDouble & { listening: Promise<void> } = {
    dockerHost: `unix://${socketPath}`,
    socketPath,
    requests,
    listening: Promise.resolve(),
    close: async () => {
      await new Promise<void>(resolve => {
        server.close(() => resolve())
        server.closeAllConnections()
      })
      await rm(folder, { recursive: true, force: true })
    }
  }
  const server = createServer((request, response) => {
    requests.push(request.url ?? '')
    if (double.handler?.(request, response)) return
    const path = new URL(request.url ?? '/', 'http://engine').pathname
    if (request.method === 'GET' && path === '/containers/json') {
      json(
        response,
        200,
        state.containers.map((c, index) => ({
          Id: `${String(index).padStart(2, '0')}${'c'.repeat(62)}`,
          Names: [`/${c.name}`],
          Image: c.image,
          ImageID: imageId(c.imageKey ?? c.image),
          Created: c.created,
          State: 'running'
        }))
      )
      return
    }
    const image = /^\/images\/(.+)\/json$/.exec(path)?.[1]
    if (request.method === 'GET' && image !== undefined) {
      // The engine answers by name or by ID; the double maps its IDs back to names.
      const name = decodeURIComponent(image)
      const key =
        state.containers.map(c => c.imageKey ?? c.image).find(k => imageId(k) === name) ?? name
      const digests = state.images[key]
      if (digests === undefined) {
        json(response, 404, { message: `No such image: ${name}` })
        return
      }
      json(response, 200, { Id: imageId(key), RepoDigests: digests })
      return
    }
    json(response, 404, { message: 'page not found' })
  })
  double.listening = new Promise<void>(resolve => {
    if (!tcp) return server.listen(socketPath, resolve)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      if (address && typeof address === 'object')
        double.dockerHost = `tcp://127.0.0.1:${address.port}`
      resolve()
    })
  })
  return double
}
