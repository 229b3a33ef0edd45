/**
 * Every remote the action talks to, declared once: where its emulator listens, how a run is
 * pointed at another address for it (a front, a proxy's TLS name), and which command and
 * inputs reach it. __tests__/reliability/remotes.test.ts proves each transport rule for each
 * entry: a remote added here is covered without editing the suite.
 */
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  PRODUCTION_ENVIRONMENT,
  STAGING_ENVIRONMENT,
  WEB_APP_FLOW
} from '../../sandbox/fixtures.js'
import { startGitHubEmulator, type GitHubEmulator } from '../../sandbox/github.js'
import { startJiraEmulator, type JiraEmulator } from '../../sandbox/jira.js'
import { sampleIndex, startRegistry, type RegistryEmulator } from '../../sandbox/registry.js'
import { startSandbox, type Sandbox } from '../../sandbox/server.js'
import type { RunOptions } from '../../tools/run-action.js'
import { TEST_CA_FILE, type TestHost } from './proxy.js'
import { EXAMPLE_GITHUB, exampleInputs, serviceInputs } from './examples.js'
import { startTcpEngineDouble, type EngineDouble } from './engine-double.js'
import { kubePod, startKubeDouble, writeKubeconfig, type KubeDouble } from './kube-double.js'

/** The real servers behind every remote, started once for a suite. */
export interface RemoteServers {
  sandbox: Sandbox
  jira: JiraEmulator
  github: GitHubEmulator
  registry: RegistryEmulator
  cluster: ClusterDouble
  engine: EngineDouble & { url: string }
}

/** The Kubernetes API double, in plain HTTP behind the suite's TLS fronts, and its kubeconfigs. */
export interface ClusterDouble {
  double: KubeDouble
  /** A token kubeconfig for the cluster at `origin`, trusting the CA in `caFile`. */
  kubeconfig(origin: string, caFile: string): string
  close(): Promise<void>
}

export interface Remote {
  /** As the suite names it. */
  name: string
  /** How the action's messages name it, as a pattern (a registry is named by its host). */
  system: string
  /** Its name in the throw-away certificate (__fixtures__/tls), for a run through a proxy. */
  tlsHost: TestHost
  /**
   * Why the remote is never reached over plain HTTP, when it is not. The suite then puts a
   * TLS front for tlsHost (the kit's throw-away certificate) before each of its fronts, and
   * the run reaches that at 127.0.0.1, naming the certificate's host some other way.
   */
  httpsOnly?: string
  /**
   * Where the run's trust comes from when it is not NODE_EXTRA_CA_CERTS: a CA the run names
   * itself (a kubeconfig's certificate-authority-data), from the file `run` is given as `ca`.
   * That CA, not NODE_EXTRA_CA_CERTS, must decide, through a proxy too.
   */
  ownCa?: string
  /**
   * Why the remote's redirects are refused outright, when they are: even one back to its own
   * origin then fails the run, with the action's reason.
   */
  refusesRedirects?: string
  /** Why no request to it carries credentials in a header, when none does. */
  headerlessCredentials?: string
  /** Where its emulator listens: what a front in its place forwards to. */
  backend(servers: RemoteServers): string
  /**
   * The requests whose failure must fail the run (default: every one): a read the command
   * does best effort only (attest-pull-request's commit details) is left alone.
   */
  decisive?: (path: string) => boolean
  /**
   * A run that reaches this remote at `origin` and every other remote at its own emulator,
   * and succeeds when the remote answers as its emulator does. `extra` adds inputs; `ca`
   * (default: the throw-away CA of __fixtures__/tls) is the CA file an ownCa remote trusts.
   */
  run(
    servers: RemoteServers,
    origin: string,
    extra: Record<string, string>,
    ca?: string
  ): RunOptions
}

/** One running pod: the cluster read whole is a report of one container. */
const CLUSTER_PODS = [
  kubePod({
    namespace: 'payments',
    name: 'api-1',
    containers: [{ image: 'acme/api:1', imageID: `sha256:${'e'.repeat(64)}` }]
  })
]

async function startClusterDouble(): Promise<ClusterDouble> {
  const double = await startKubeDouble({ pods: CLUSTER_PODS, plain: true })
  const dir = mkdtempSync(join(tmpdir(), 'remotes-kube-'))
  return {
    double,
    kubeconfig(origin, caFile) {
      const server = new URL(origin)
      return writeKubeconfig(
        { url: origin, token: double.token },
        'token',
        mkdtempSync(`${dir}/`),
        {
          cluster: {
            'certificate-authority-data': readFileSync(caFile).toString('base64'),
            // Reached by address, the server's certificate names service.test: kubeconfig says so.
            ...(server.hostname === '127.0.0.1' ? { 'tls-server-name': 'service.test' } : {})
          }
        }
      )
    },
    close: async () => {
      await double.close()
      rmSync(dir, { recursive: true, force: true })
    }
  }
}

export async function startRemoteServers(): Promise<RemoteServers> {
  const [sandbox, jira, github, registry, cluster, engine] = await Promise.all([
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
    }),
    startClusterDouble(),
    startTcpEngineDouble()
  ])
  return { sandbox, jira, github, registry, cluster, engine }
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
  },
  {
    name: 'the Kubernetes cluster',
    // "The cluster could not be read (the Kubernetes cluster ... to GET /api/v1/pods: ...)".
    system: 'the (Kubernetes )?cluster',
    tlsHost: 'service.test',
    httpsOnly:
      'a kubeconfig whose server is plain http is refused, since its credentials never go over plain HTTP',
    ownCa: "the kubeconfig's certificate-authority-data",
    backend: ({ cluster }) => cluster.double.url,
    run: ({ sandbox, cluster }, origin, extra, ca = TEST_CA_FILE) => ({
      inputs: serviceInputs(sandbox, 'snapshot-k8s', {
        environment: PRODUCTION_ENVIRONMENT,
        kubeconfig: cluster.kubeconfig(origin, ca),
        ...extra
      })
    })
  },
  {
    name: 'the Docker engine',
    // "The Docker engine at tcp://127.0.0.1:1234 could not be reached for GET /containers/json: ...".
    system: 'the Docker engine at \\S+',
    tlsHost: 'service.test',
    ownCa: "DOCKER_CERT_PATH's ca.pem",
    refusesRedirects: 'the Engine API never redirects',
    headerlessCredentials: 'a client certificate from DOCKER_CERT_PATH, in the TLS handshake',
    backend: ({ engine }) => engine.url,
    // Plain TCP on loopback, as the docker CLI reaches a local engine; over TLS (https: the
    // suite's TLS front), with DOCKER_CERT_PATH holding `ca` as its ca.pem.
    run: ({ sandbox }, origin, extra, ca = TEST_CA_FILE) => {
      const url = new URL(origin)
      const tls = url.protocol === 'https:'
      return {
        inputs: serviceInputs(sandbox, 'snapshot-docker', {
          environment: STAGING_ENVIRONMENT,
          ...extra
        }),
        env: {
          DOCKER_HOST: `tcp://${url.host}`,
          ...(tls ? { DOCKER_TLS_VERIFY: '1', DOCKER_CERT_PATH: certFolder(ca) } : {})
        }
      }
    }
  }
]

/** A DOCKER_CERT_PATH holding `ca` as its ca.pem, and no client certificate. */
function certFolder(ca: string): string {
  const folder = mkdtempSync(join(tmpdir(), 'remotes-docker-certs-'))
  copyFileSync(ca, join(folder, 'ca.pem'))
  return folder
}
