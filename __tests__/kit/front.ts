/**
 * A front on loopback for any remote: it forwards every request to the remote's real server
 * (an emulator) unless told to answer one itself, the way a hostile or broken server would:
 * a redirect elsewhere or back to itself, an endless body, no answer at all, a 503, or
 * headers carrying forged workflow commands. The remotes suite puts one in front of each
 * remote in turn.
 */
import { createServer, request as forward, type IncomingMessage } from 'node:http'
import { listenOnLoopback } from './loopback.js'

/** Where a same-origin redirect sends a request; the front strips it and forwards. */
const MOVED = '/__moved'

export type FrontAnswer =
  /** A 302 to this origin (followed by nobody but a broken client), keeping the path. */
  | { redirectTo: string }
  /** A 307 back to the front itself, under another path. */
  | { redirectHere: true }
  | { status: number; body?: string }
  | { hang: true }
  /** A 200 whose body goes on for this many bytes. */
  | { endlessBytes: number }

export interface FrontRequest {
  method: string
  path: string
  authorized: boolean
}

export interface Front {
  readonly origin: string
  readonly requests: FrontRequest[]
  /**
   * Answers the first request `when` accepts (default: any) with `answer`; only requests
   * `decisive` (given at the start) accepts are ever considered.
   */
  once(answer: FrontAnswer, when?: (request: IncomingMessage) => boolean): void
  /** Headers added to every answer, given or forwarded. */
  extraHeaders: Record<string, string>
  reset(): void
  close(): Promise<void>
}

export async function startFront(
  backendOrigin: string,
  decisive: (path: string) => boolean = () => true
): Promise<Front> {
  const backend = new URL(backendOrigin)
  const requests: FrontRequest[] = []
  let pending: { answer: FrontAnswer; when: (request: IncomingMessage) => boolean }[] = []
  const front = {
    origin: '',
    requests,
    extraHeaders: {} as Record<string, string>,
    once(answer: FrontAnswer, when: (request: IncomingMessage) => boolean = () => true) {
      pending.push({ answer, when })
    },
    reset() {
      requests.length = 0
      pending = []
      front.extraHeaders = {}
    },
    close: async (): Promise<void> => undefined
  }

  const server = createServer((req, res) => {
    const path = req.url ?? '/'
    requests.push({
      method: req.method ?? '',
      path,
      authorized: req.headers.authorization !== undefined
    })
    const index = decisive(path) ? pending.findIndex(entry => entry.when(req)) : -1
    const answer = index >= 0 ? pending.splice(index, 1)[0]?.answer : undefined
    const headers = { ...front.extraHeaders }
    if (answer && 'redirectTo' in answer) {
      req.resume()
      res.writeHead(302, { ...headers, location: `${answer.redirectTo}${path}` }).end()
    } else if (answer && 'redirectHere' in answer) {
      req.resume()
      res.writeHead(307, { ...headers, location: `${MOVED}${path}` }).end()
    } else if (answer && 'status' in answer) {
      req.resume()
      res
        .writeHead(answer.status, { ...headers, 'content-type': 'application/json' })
        .end(answer.body ?? '{"message":"try again"}')
    } else if (answer && 'hang' in answer) {
      req.resume()
    } else if (answer && 'endlessBytes' in answer) {
      req.resume()
      res.writeHead(200, { ...headers, 'content-type': 'application/json' })
      sendEndless(res, answer.endlessBytes)
    } else {
      const upstream = forward(
        {
          host: backend.hostname,
          port: backend.port,
          method: req.method,
          path: path.startsWith(MOVED) ? path.slice(MOVED.length) : path,
          headers: { ...req.headers, host: backend.host }
        },
        answer => {
          res.writeHead(answer.statusCode ?? 502, { ...answer.headers, ...headers })
          answer.pipe(res)
        }
      )
      upstream.on('error', () => res.destroy())
      req.pipe(upstream)
    }
  })
  const listening = await listenOnLoopback(server)
  front.origin = listening.origin
  front.close = listening.close
  return front
}

/** Writes `total` bytes of a JSON string, 1 MiB at a time, stopping when the client leaves. */
function sendEndless(res: NodeJS.WritableStream & { destroyed: boolean }, total: number): void {
  const chunk = Buffer.alloc(1024 * 1024, 'a')
  let sent = 0
  res.write('"')
  const more = (): void => {
    while (sent < total && !res.destroyed) {
      sent += chunk.length
      if (!res.write(chunk)) {
        res.once('drain', more)
        return
      }
    }
    if (!res.destroyed) res.end('"')
  }
  more()
}
