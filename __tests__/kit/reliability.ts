/** Shared pieces of the reliability suite: servers that refuse or record, a pool, time bounds. */
import { createServer, type IncomingHttpHeaders } from 'node:http'
import { connect, type AddressInfo } from 'node:net'
import { OWN_COMMANDS, runnerCommands } from '../../tools/run-action.js'

export { runnerCommands, type RunnerCommand } from '../../tools/run-action.js'

/**
 * A loopback URL on which nothing listens: connecting to it is refused at once. The port is
 * below the ephemeral range the system picks from for `listen(0)`, so no server the suite
 * starts afterwards can take it over (a freed ephemeral port can be handed out again).
 */
export async function refusingOrigin(): Promise<string> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const port = 20_000 + Math.floor(Math.random() * 12_000)
    if (await isRefused(port)) return `http://127.0.0.1:${port}`
  }
  throw new Error('no refused loopback port found between 20000 and 32000')
}

function isRefused(port: number): Promise<boolean> {
  return new Promise(resolve => {
    const socket = connect({ host: '127.0.0.1', port })
    socket.once('connect', () => {
      socket.destroy()
      resolve(false)
    })
    socket.once('error', error => resolve((error as NodeJS.ErrnoException).code === 'ECONNREFUSED'))
  })
}

export interface Recorded {
  method: string
  url: string
  headers: IncomingHttpHeaders
}

export interface Recorder {
  /** e.g. `http://127.0.0.1:54321`: another origin than any sandbox. */
  origin: string
  requests: Recorded[]
  close(): Promise<void>
}

/**
 * A server that records every request and answers 200 `{}`: the target of redirects, to
 * prove that no credential (indeed no request at all) ever reaches another origin.
 */
export async function startRecorder(): Promise<Recorder> {
  const requests: Recorded[] = []
  const server = createServer((req, res) => {
    requests.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers })
    req.resume()
    res.writeHead(200, { 'content-type': 'application/json' }).end('{}')
  })
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>(resolve => {
        server.close(() => resolve())
        server.closeAllConnections()
      })
  }
}

/** Maps with at most `limit` calls in flight. */
export async function pool<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T, index: number) => Promise<R>
): Promise<R[]> {
  const results = new Array<R>(items.length)
  let next = 0
  const worker = async () => {
    while (next < items.length) {
      const index = next++
      results[index] = await work(items[index] as T, index)
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker))
  return results
}

/** The most the retry policy sleeps over `retries` retries without Retry-After (1 s, 2 s, ...). */
export function maxBackoffMs(retries: number): number {
  let total = 0
  for (let retry = 1; retry <= retries; retry++) total += Math.min(30_000, 1000 * 2 ** (retry - 1))
  return total
}

/**
 * Room for starting Node and loading the bundle while other runs start too, on a loaded
 * 2-core machine. Added to every time bound, which is otherwise the retry policy's own.
 */
export const STARTUP_ALLOWANCE_MS = 6000

/**
 * Commands in a run's output that text from a server or a file forged: any legacy `##[`
 * command, any command the action never issues, and any whose data starts with `marker` (or
 * masks something holding it). Printable safely: each as JSON, never a line starting `::`.
 */
export function forgedCommands(output: string, marker: string): string[] {
  return runnerCommands(output)
    .filter(
      command =>
        command.form === '##[' ||
        !OWN_COMMANDS.has(command.name) ||
        command.data.startsWith(marker) ||
        (command.name === 'add-mask' && command.data.includes(marker))
    )
    .map(command => JSON.stringify(command))
}
