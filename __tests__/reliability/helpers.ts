/** Shared pieces of the reliability suite: annotations, servers that refuse or record, a pool. */
import { createServer, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * The messages of a run's `::error` (or `::warning`) workflow commands, decoded the way the
 * runner decodes them (`%0A` is a line break inside one annotation).
 */
export function annotations(stdout: string, kind: 'error' | 'warning' = 'error'): string[] {
  return stdout
    .split('\n')
    .filter(line => line.startsWith(`::${kind}`))
    .map(line =>
      line
        .replace(/^::[a-z]+( [^:]*)?::/, '')
        .replace(/%0D/g, '\r')
        .replace(/%0A/g, '\n')
        .replace(/%25/g, '%')
    )
}

/** A loopback URL on which nothing listens: connecting to it is refused at once. */
export async function refusingOrigin(): Promise<string> {
  const server = createServer()
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  await new Promise<void>(resolve => server.close(() => resolve()))
  return `http://127.0.0.1:${port}`
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

/** Maps with at most `limit` calls in flight (runs of the action are processes: 2 cores). */
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

/** The commands the runner registers (actions/runner ActionCommandManager), stop-commands included. */
const RUNNER_COMMANDS = new Set([
  'set-env',
  'set-output',
  'save-state',
  'add-mask',
  'add-path',
  'add-matcher',
  'remove-matcher',
  'debug',
  'warning',
  'error',
  'notice',
  'group',
  'endgroup',
  'echo',
  'stop-commands'
])

export interface RunnerCommand {
  name: string
  /** The data after the command, undecoded. */
  data: string
  form: '::' | '##['
}

/**
 * The workflow commands the runner would execute from this output, by its own rules: lines
 * split at \n, \r and \r\n (and here also at U+0085, U+2028 and U+2029, which log viewers
 * may break at); `::name ...::data` after leading whitespace; the legacy `##[name ...]data`
 * anywhere in a line; only registered names count.
 */
export function runnerCommands(output: string): RunnerCommand[] {
  const commands: RunnerCommand[] = []
  for (const line of output.split(/\r\n|[\r\n\u0085\u2028\u2029]/)) {
    const trimmed = line.trimStart()
    if (trimmed.startsWith('::')) {
      const end = trimmed.indexOf('::', 2)
      const name = end < 0 ? '' : (trimmed.slice(2, end).split(' ')[0] ?? '').toLowerCase()
      if (RUNNER_COMMANDS.has(name)) {
        commands.push({ name, data: trimmed.slice(end + 2), form: '::' })
        continue
      }
    }
    const prefix = line.indexOf('##[')
    const bracket = prefix < 0 ? -1 : line.indexOf(']', prefix)
    if (bracket < 0) continue
    const name = (line.slice(prefix + 3, bracket).split(' ')[0] ?? '').toLowerCase()
    if (RUNNER_COMMANDS.has(name))
      commands.push({ name, data: line.slice(bracket + 1), form: '##[' })
  }
  return commands
}

/** The commands the action itself issues; anything else in its output was forged. */
const OWN_COMMANDS = new Set([
  'error',
  'warning',
  'notice',
  'debug',
  'add-mask',
  'group',
  'endgroup'
])

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
