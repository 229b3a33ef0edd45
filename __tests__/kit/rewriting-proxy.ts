/**
 * A proxy on loopback that forwards every request to a real server (the sandbox, an
 * emulator) and answers with each JSON answer rewritten, as a hostile server, a self-hosted
 * service or a rewriting proxy would answer. An answer that is not JSON is passed on as it is.
 */
import { createServer, type Server } from 'node:http'
import { listenOnLoopback, type LoopbackServer } from './loopback.js'

/** Rewrites every string of a JSON value for which `rewrite` gives a replacement. */
export function rewriteJsonStrings(
  value: unknown,
  rewrite: (text: string, key: string | undefined) => string
): unknown {
  const walk = (node: unknown, key: string | undefined): unknown => {
    if (typeof node === 'string') return rewrite(node, key)
    if (Array.isArray(node)) return node.map(item => walk(item, key))
    if (node && typeof node === 'object') {
      return Object.fromEntries(Object.entries(node).map(([name, v]) => [name, walk(v, name)]))
    }
    return node
  }
  return walk(value, undefined)
}

/**
 * Forwards every request to `target` (an origin, or an origin and path) and rewrites JSON;
 * `rewrite` is also given the request's path and query, as the action sent them.
 */
export async function startRewritingProxy(
  target: string,
  rewrite: (json: unknown, requestUrl: string) => unknown
): Promise<LoopbackServer> {
  const base = target.replace(/\/+$/, '')
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', chunk => chunks.push(chunk as Buffer))
    req.on('end', () => {
      const headers = new Headers()
      for (const [name, value] of Object.entries(req.headers)) {
        if (typeof value === 'string' && name !== 'host' && name !== 'connection') {
          headers.set(name, value)
        }
      }
      const body = chunks.length > 0 ? Buffer.concat(chunks) : undefined
      fetch(`${base}${req.url}`, { method: req.method, headers, body, redirect: 'manual' })
        .then(async answer => {
          const text = await answer.text()
          let out = text
          try {
            out = JSON.stringify(rewrite(JSON.parse(text), req.url ?? '/'))
          } catch {
            // Not JSON: passed on as it is.
          }
          res
            .writeHead(answer.status, {
              'content-type': answer.headers.get('content-type') ?? 'application/json'
            })
            .end(out)
        })
        .catch(() => res.destroy())
    })
  })
  return listenOnLoopback(server)
}
