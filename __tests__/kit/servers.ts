/**
 * The one way a suite starts and stops the sandbox service, the Jira emulator and the GitHub
 * API emulator: started
 * in beforeAll, closed in afterAll. What `useSandbox()` returns stands for the running
 * server, so a suite reads `sandbox.baseUrl` as if it had started it itself.
 */
import {
  startJiraEmulator,
  type JiraEmulator,
  type JiraEmulatorOptions
} from '../../sandbox/jira.js'
import {
  startGitHubEmulator,
  type GitHubEmulator,
  type GitHubEmulatorOptions
} from '../../sandbox/github.js'
import type { FaultStep } from '../../sandbox/faults.js'
import { startKubeDouble, type KubeDouble, type KubeDoubleOptions } from './kube-double.js'
import { startSandbox, type Sandbox, type SandboxOptions } from '../../sandbox/server.js'
import { ServiceClient } from '../../src/service/client.js'
import { EXAMPLE_GITHUB } from './example-parts.js'

interface Closable {
  close(): Promise<void>
}

function startedForTheSuite<T extends Closable>(what: string, start: () => Promise<T>): T {
  let server: T | undefined
  beforeAll(async () => {
    server = await start()
  })
  afterAll(async () => {
    await server?.close()
    server = undefined
  })
  return new Proxy({} as T, {
    get(_target, key) {
      if (!server) throw new Error(`${what} is used outside the suite's beforeAll/afterAll`)
      const value: unknown = Reflect.get(server, key, server)
      return typeof value === 'function' ? value.bind(server) : value
    },
    // A suite sets a server's modes (jira.mode = ...) on the running server itself.
    set(_target, key, value) {
      if (!server) throw new Error(`${what} is used outside the suite's beforeAll/afterAll`)
      return Reflect.set(server, key, value, server)
    }
  })
}

/** The sandbox service for this suite; `resetEach` resets its state before every test. */
export function useSandbox(options: SandboxOptions & { resetEach?: boolean } = {}): Sandbox {
  const { resetEach, ...start } = options
  const sandbox = startedForTheSuite('the sandbox', () => startSandbox(start))
  if (resetEach) beforeEach(() => sandbox.reset())
  return sandbox
}

/**
 * A service client on this suite's sandbox, as a command makes one (but never retrying, so a
 * contract test sees the first answer), disposed of after the suite.
 */
export function useServiceClient(sandbox: Pick<Sandbox, 'baseUrl' | 'token'>): ServiceClient {
  return startedForTheSuite('the service client', async () => {
    const client = new ServiceClient({
      baseUrl: new URL(sandbox.baseUrl),
      token: sandbox.token,
      userAgent: 'contract-test',
      timeoutMs: 5000,
      maxRetries: 0
    })
    return Object.assign(client, { close: async () => client.dispose() })
  })
}

/** The Kubernetes API double for this suite, the requests it recorded cleared before each test. */
export function useKubeDouble(options: KubeDoubleOptions): KubeDouble {
  const double = startedForTheSuite('the Kubernetes double', () => startKubeDouble(options))
  beforeEach(() => double.requests.splice(0))
  return double
}

/** The Jira emulator for this suite. */
export function useJira(options: JiraEmulatorOptions = {}): JiraEmulator {
  return startedForTheSuite('the Jira emulator', () => startJiraEmulator(options))
}

/** The GitHub API emulator for this suite (by default with the examples' pull request). */
export function useGitHub(options: GitHubEmulatorOptions = EXAMPLE_GITHUB): GitHubEmulator {
  return startedForTheSuite('the GitHub emulator', () => startGitHubEmulator(options))
}

/** What the GitHub API answers a workflow token that lacks a permission. */
export const GITHUB_FORBIDDEN: FaultStep = {
  status: 403,
  headers: { 'content-type': 'application/json' },
  body: '{"message":"Resource not accessible by integration"}'
}
