/**
 * Every remote the action talks to, declared once: where its emulator listens, how a run is
 * pointed at another address for it (a front, a proxy's TLS name), and which command and
 * inputs reach it. __tests__/reliability/remotes.test.ts proves each transport rule for each
 * entry: a remote added here is covered without editing the suite.
 */
import { WEB_APP_FLOW } from '../../sandbox/fixtures.js'
import { startGitHubEmulator, type GitHubEmulator } from '../../sandbox/github.js'
import { startJiraEmulator, type JiraEmulator } from '../../sandbox/jira.js'
import { sampleIndex, startRegistry, type RegistryEmulator } from '../../sandbox/registry.js'
import { startSandbox, type Sandbox } from '../../sandbox/server.js'
import type { RunOptions } from '../../tools/run-action.js'
import type { TestHost } from './proxy.js'
import { EXAMPLE_GITHUB, exampleInputs, serviceInputs } from './examples.js'

/** The real servers behind every remote, started once for a suite. */
export interface RemoteServers {
  sandbox: Sandbox
  jira: JiraEmulator
  github: GitHubEmulator
  registry: RegistryEmulator
}

export interface Remote {
  /** As the suite names it. */
  name: string
  /** How the action's messages name it, as a pattern (a registry is named by its host). */
  system: string
  /** Its name in the throw-away certificate (__fixtures__/tls), for a run through a proxy. */
  tlsHost: TestHost
  /** Where its emulator listens: what a front in its place forwards to. */
  backend(servers: RemoteServers): string
  /**
   * The requests whose failure must fail the run (default: every one): a read the command
   * does best effort only (attest-pull-request's commit details) is left alone.
   */
  decisive?: (path: string) => boolean
  /**
   * A run that reaches this remote at `origin` and every other remote at its own emulator,
   * and succeeds when the remote answers as its emulator does. `extra` adds inputs.
   */
  run(servers: RemoteServers, origin: string, extra: Record<string, string>): RunOptions
}

export async function startRemoteServers(): Promise<RemoteServers> {
  const [sandbox, jira, github, registry] = await Promise.all([
    startSandbox(),
    startJiraEmulator(),
    startGitHubEmulator(EXAMPLE_GITHUB),
    startRegistry({
      images: [
        {
          repository: 'acme/web-app',
          tag: '1.0.0',
          manifest: sampleIndex('acme/web-app', '1.0.0')
        }
      ]
    })
  ])
  return { sandbox, jira, github, registry }
}

export async function closeRemoteServers(servers: RemoteServers | undefined): Promise<void> {
  if (!servers) return
  await Promise.all(Object.values(servers).map(server => server.close()))
}

/** The sandbox's base URL with its origin replaced (the API root path kept). */
function serviceAt(sandbox: Sandbox, origin: string): string {
  const { pathname } = new URL(sandbox.baseUrl)
  return `${origin}${pathname}`.replace(/\/$/, '')
}

export const REMOTES: readonly Remote[] = [
  {
    name: 'the compliance service',
    system: 'the compliance service',
    tlsHost: 'service.test',
    backend: ({ sandbox }) => new URL(sandbox.baseUrl).origin,
    run: ({ sandbox }, origin, extra) => ({
      inputs: serviceInputs({ ...sandbox, baseUrl: serviceAt(sandbox, origin) }, 'list-builds', {
        flow: WEB_APP_FLOW,
        ...extra
      })
    })
  },
  {
    name: 'Jira',
    system: 'Jira',
    tlsHost: 'jira.test',
    backend: ({ jira }) => jira.baseUrl,
    run: ({ sandbox, jira }, origin, extra) => ({
      inputs: serviceInputs(sandbox, 'attest-jira', {
        ...exampleInputs('attest-jira', { jira, jiraUrl: origin }),
        ...extra
      })
    })
  },
  {
    name: 'the GitHub API',
    system: 'the GitHub API',
    tlsHost: 'github.test',
    backend: ({ github }) => github.apiUrl,
    decisive: path => /\/pulls\b/.test(path),
    run: ({ sandbox, jira, github }, origin, extra) => ({
      inputs: serviceInputs(sandbox, 'attest-pull-request', {
        ...exampleInputs('attest-pull-request', { jira, github }),
        ...extra
      }),
      env: { GITHUB_API_URL: origin }
    })
  },
  {
    name: 'a container registry',
    system: 'the registry \\S+',
    // registry.test is not in the certificate: service.test stands in (the service itself is
    // reached on loopback in this run, which no proxy ever carries).
    tlsHost: 'service.test',
    backend: ({ registry }) => `http://${registry.host}`,
    // attest-artifact records whatever image the registry names, so the run succeeds
    // whenever the manifest arrives as the registry sent it.
    run: ({ sandbox, jira }, origin, extra) => {
      const example = exampleInputs('attest-artifact', { jira })
      return {
        inputs: serviceInputs(sandbox, 'attest-artifact', {
          ...example,
          fingerprint: '',
          'artifact-type': 'oci',
          'artifact-path': `${new URL(origin).host}/acme/web-app:1.0.0`,
          ...extra
        })
      }
    }
  }
]
