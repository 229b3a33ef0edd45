/**
 * The local sandbox of the compliance service: a real HTTP server on loopback that answers
 * the operations of the interface under `/api/v2`, from a seed held in memory.
 * For tests, the CLI (`npm run sandbox`) and demos; never imported by `src/`.
 *
 *   const sandbox = await startSandbox()
 *   await fetch(`${sandbox.baseUrl}/actions/${sandbox.org}`, {
 *     headers: { authorization: `Bearer ${sandbox.token}` }
 *   })
 *   await sandbox.close()
 */
import { distinctiveSecret } from './hashing.js'
import { startLoopbackServer } from './loopback-server.js'
import type { RecordedRequest } from './loopback-server.js'
import type { FaultInjector } from './faults.js'
import { handleServiceCall } from './router.js'
import { loadSeed, loadSeedFile } from './seed.js'
import type { LoadedSeed, SandboxSeed } from './seed.js'
import { SandboxStore } from './store.js'

export type { RecordedRequest } from './loopback-server.js'
export type { FaultInjector, FaultMatch, FaultRule, FaultStep } from './faults.js'
export type { SandboxSeed } from './seed.js'
export { SandboxStore } from './store.js'

export const API_ROOT = '/api/v2'

/** Room for a 10 MB Jira attachment plus the multipart framing around it. */
const MAX_BODY_BYTES = 12 * 1024 * 1024

export interface SandboxOptions {
  /** Default 0: a free port chosen by the system. */
  port?: number
  /** Default 127.0.0.1. */
  host?: string
  /** Default: `sbx_` and 32 random hex digits, easy to search logs for. */
  token?: string
  /** Default: sandbox/seed.json. Validated like the file. */
  seed?: SandboxSeed
  /** Base of the issue_url of seeded Jira results (default https://acme.atlassian.net). */
  jiraBaseUrl?: string
}

export interface Sandbox {
  /** The service root, e.g. `http://127.0.0.1:54321/api/v2`. */
  readonly baseUrl: string
  /** e.g. `http://127.0.0.1:54321`; html_url links point below it. */
  readonly origin: string
  readonly port: number
  readonly token: string
  /** The seed's organization, e.g. `acme`. */
  readonly org: string
  /** Every request received, refused and faulted ones included, oldest first. */
  readonly requests: RecordedRequest[]
  readonly faults: FaultInjector
  /** The live state (replaced by reset()). */
  readonly store: SandboxStore
  /** Empties `requests`. */
  clearRequests(): void
  /** Reloads the seed into a fresh store, and clears requests and faults. */
  reset(): void
  /** Stops the server and ends every connection, hanging ones included. */
  close(): Promise<void>
}

export async function startSandbox(options: SandboxOptions = {}): Promise<Sandbox> {
  const seed: LoadedSeed = options.seed ? loadSeed(options.seed, 'options.seed') : loadSeedFile()
  const token = options.token ?? distinctiveSecret('sbx_')
  const newStore = () => new SandboxStore(seed, { jiraBaseUrl: options.jiraBaseUrl })
  let store = newStore()
  let origin = ''

  const server = await startLoopbackServer({
    host: options.host ?? '127.0.0.1',
    port: options.port ?? 0,
    mountPath: API_ROOT,
    maxBodyBytes: MAX_BODY_BYTES,
    handle: call =>
      handleServiceCall(call, {
        token,
        view: () => ({ store, origin, baseUrl: origin + API_ROOT })
      })
  })
  origin = server.origin

  return {
    baseUrl: origin + API_ROOT,
    origin,
    port: server.port,
    token,
    org: seed.org,
    requests: server.requests,
    faults: server.faults,
    get store() {
      return store
    },
    clearRequests: server.clearRequests,
    reset: () => {
      store = newStore()
      server.clearRequests()
      server.faults.clear()
    },
    close: server.close
  }
}
