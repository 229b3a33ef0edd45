/**
 * A loopback double of the Kubernetes API's pods and namespaces reads, as core/v1 documents
 * them: GET /api/v1/pods, /api/v1/namespaces/{ns}/pods, /api/v1/namespaces (the lists paged
 * by `limit` and `continue`, or, on demand, without end) and /api/v1/namespaces/{ns}. It speaks TLS with the throw-away CA of __fixtures__/kube-tls, as
 * a real API server does, and accepts a bearer token or the client certificate that CA
 * signed; anything else is answered 401 with a Status, as the API server answers it. Each
 * request is recorded with the requests still being answered when it came, so a test sees
 * which reads overlapped (answers can be delayed per path to give them room to).
 *
 * No API server can run on these machines: what a real cluster adds (RBAC beyond a yes or a
 * no, admission, watch, the exec plugins' own cloud calls) is not here.
 */
import { chmodSync, readFileSync, writeFileSync } from 'node:fs'
import {
  createServer as createPlainServer,
  type IncomingMessage,
  type Server as PlainServer,
  type ServerResponse
} from 'node:http'
import { createServer, type Server } from 'node:https'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import type { TLSSocket } from 'node:tls'
import { fixture } from './example-parts.js'

const TLS = (name: string): Buffer => readFileSync(fixture(`kube-tls/${name}`))
export const KUBE_CA_FILE = fixture('kube-tls/ca.pem')
export const KUBE_OTHER_CA_FILE = fixture('kube-tls/other-ca.pem')
export const CLIENT_COMMON_NAME = 'snapshot-reader'

export interface KubeContainer {
  name?: string
  image: string
  /** Absent while the image is being pulled. */
  imageID?: string
  /**
   * Its state: running (the default once it has an image id), waiting with a reason, or
   * terminated with a reason (default Completed).
   */
  state?: 'running' | { waiting: string } | { terminated: string }
  /** An init container's: `Always` makes it a native sidecar. */
  restartPolicy?: 'Always' | 'Never' | 'OnFailure'
}

export interface KubePodSpec {
  namespace: string
  name: string
  phase?: string
  containers: KubeContainer[]
  /** Init containers: plain ones, and native sidecars (restartPolicy Always). */
  initContainers?: KubeContainer[]
  /** Ephemeral containers, as `kubectl debug` adds them. */
  ephemeralContainers?: KubeContainer[]
  owners?: Record<string, unknown>[]
  /** ISO time; default 2026-11-20T10:00:00Z. */
  created?: string
}

/** A container's status as the kubelet writes it: its state, and whether it started. */
function containerStatus(c: KubeContainer, name: string): Record<string, unknown> {
  const state = c.state ?? (c.imageID === undefined ? { waiting: 'ContainerCreating' } : 'running')
  const started = state === 'running'
  return {
    name,
    image: c.image,
    imageID: c.imageID ?? '',
    ready: started,
    started,
    restartCount: 0,
    state:
      state === 'running'
        ? { running: { startedAt: '2026-11-20T10:00:05Z' } }
        : 'waiting' in state
          ? { waiting: { reason: state.waiting } }
          : { terminated: { reason: state.terminated, exitCode: 0 } }
  }
}

/** A pod as the API server answers it (the fields a snapshot reads, and some it does not). */
export function kubePod(spec: KubePodSpec): Record<string, unknown> {
  const named = (prefix: string) => (c: KubeContainer, i: number) => c.name ?? `${prefix}${i}`
  const init = spec.initContainers ?? []
  const ephemeral = spec.ephemeralContainers ?? []
  return {
    metadata: {
      name: spec.name,
      namespace: spec.namespace,
      uid: `uid-${spec.namespace}-${spec.name}`,
      creationTimestamp: spec.created ?? '2026-11-20T10:00:00Z',
      labels: { app: spec.name },
      ...(spec.owners ? { ownerReferences: spec.owners } : {})
    },
    spec: {
      containers: spec.containers.map((c, i) => ({ name: named('c')(c, i), image: c.image })),
      ...(init.length > 0
        ? {
            initContainers: init.map((c, i) => ({
              name: named('init')(c, i),
              image: c.image,
              ...(c.restartPolicy ? { restartPolicy: c.restartPolicy } : {})
            }))
          }
        : {}),
      ...(ephemeral.length > 0
        ? {
            ephemeralContainers: ephemeral.map((c, i) => ({
              name: named('debugger')(c, i),
              image: c.image,
              targetContainerName: named('c')(spec.containers[0] ?? { image: '' }, 0)
            }))
          }
        : {})
    },
    status: {
      phase: spec.phase ?? 'Running',
      containerStatuses: spec.containers.map((c, i) => containerStatus(c, named('c')(c, i))),
      ...(init.length > 0
        ? { initContainerStatuses: init.map((c, i) => containerStatus(c, named('init')(c, i))) }
        : {}),
      ...(ephemeral.length > 0
        ? {
            ephemeralContainerStatuses: ephemeral.map((c, i) =>
              containerStatus(c, named('debugger')(c, i))
            )
          }
        : {})
    }
  }
}

/**
 * The example cluster's pods: payments/api-1 (a ReplicaSet's, acme/api:1 at the digest of
 * "a"s), payments/api-2 (Pending), team-web/web-1 (acme/web:2, "b"s), with `finishedJob`
 * team-jobs/migrate (Succeeded, acme/migrate:2, "d"s), and kube-system/dns (coredns:1, "c"s).
 */
export function exampleClusterPods(
  options: { finishedJob?: boolean } = {}
): Record<string, unknown>[] {
  const digest = (c: string) => c.repeat(64)
  return [
    kubePod({
      namespace: 'payments',
      name: 'api-1',
      containers: [
        { image: 'acme/api:1', imageID: `docker-pullable://acme/api@sha256:${digest('a')}` }
      ],
      owners: [
        { apiVersion: 'apps/v1', kind: 'ReplicaSet', name: 'api-7d', uid: 'u1', controller: true }
      ]
    }),
    kubePod({
      namespace: 'payments',
      name: 'api-2',
      phase: 'Pending',
      containers: [{ image: 'acme/api:1' }]
    }),
    kubePod({
      namespace: 'team-web',
      name: 'web-1',
      containers: [{ image: 'acme/web:2', imageID: `sha256:${digest('b')}` }]
    }),
    ...(options.finishedJob
      ? [
          kubePod({
            namespace: 'team-jobs',
            name: 'migrate',
            phase: 'Succeeded',
            containers: [{ image: 'acme/migrate:2', imageID: `sha256:${digest('d')}` }]
          })
        ]
      : []),
    kubePod({
      namespace: 'kube-system',
      name: 'dns',
      containers: [{ image: 'coredns:1', imageID: `containerd://sha256:${digest('c')}` }]
    })
  ]
}

/**
 * shop/cart-1 with every kind of container: one container; an init container that ran to
 * completion (it runs nothing now); two native sidecars (restartPolicy Always), one running
 * and one crash-looping; and debug containers, one running, one ended, and `moreDebug`. Image
 * n (1 to 6, in that order) has the digest `digest(String(n))`.
 */
export function everyContainerKindPod(
  digest: (c: string) => string,
  moreDebug: KubeContainer[] = []
): Record<string, unknown> {
  return kubePod({
    namespace: 'shop',
    name: 'cart-1',
    containers: [{ name: 'cart', image: 'acme/cart:3', imageID: `sha256:${digest('1')}` }],
    initContainers: [
      {
        name: 'migrate',
        image: 'acme/migrate:3',
        imageID: `sha256:${digest('2')}`,
        state: { terminated: 'Completed' }
      },
      {
        name: 'mesh',
        image: 'istio/proxyv2:1.24',
        imageID: `sha256:${digest('3')}`,
        restartPolicy: 'Always'
      },
      {
        name: 'logs',
        image: 'fluent-bit:3.2',
        imageID: `sha256:${digest('4')}`,
        restartPolicy: 'Always',
        state: { waiting: 'CrashLoopBackOff' }
      }
    ],
    ephemeralContainers: [
      { name: 'debugger-x', image: 'busybox:1.36', imageID: `sha256:${digest('5')}` },
      {
        name: 'debugger-old',
        image: 'busybox:1.35',
        imageID: `sha256:${digest('6')}`,
        state: { terminated: 'Completed' }
      },
      ...moreDebug
    ]
  })
}

export interface KubeRequest {
  path: string
  query: URLSearchParams
  authorization: string | undefined
  clientCertificate: string | undefined
  /** The paths (with their query) of the other requests being answered when this one came. */
  inFlight: string[]
}

export interface KubeDoubleOptions {
  pods: Record<string, unknown>[]
  /** Namespaces besides those of the pods. */
  namespaces?: string[]
  token?: string
  /** Answer every request with this status (401, 403, 500) and a Status body. */
  refuse?: number
  /** Answer reads of namespaces 403, as RBAC does for credentials granted only pods. */
  forbidNamespaces?: boolean
  /** The most items a page holds whatever `limit` asks (a server's own cap). */
  maxPage?: number
  /**
   * How many requests that carry a continue token to answer 410 Expired, as the API server
   * does once it has compacted the version the list is read at (default none).
   */
  expireContinues?: number
  /**
   * Answer a list's pages as a proxy that drops the continue parameter has them answered:
   * every page is the first, with the first page's continue token (default false).
   */
  dropContinue?: boolean
  /**
   * Give every page of a list a new continue token, past its last item too, as a list
   * that never ends (default false).
   */
  endlessPages?: boolean
  /** Leave the server out of the process's reasons to stay alive (an example's double). */
  unref?: boolean
  /** How long to wait before answering a request for `path`, in ms (default: no wait). */
  delayMs?: (path: string) => number
  /**
   * Plain HTTP, for a front that terminates TLS before the double (the remotes suite puts
   * the kit's TLS front there); then only the bearer token is accepted.
   */
  plain?: boolean
}

export interface KubeDouble {
  url: string
  token: string
  requests: KubeRequest[]
  close(): Promise<void>
}

function status(response: ServerResponse, code: number, reason: string, message: string): void {
  response.writeHead(code, { 'content-type': 'application/json' })
  response.end(
    JSON.stringify({
      kind: 'Status',
      apiVersion: 'v1',
      metadata: {},
      status: 'Failure',
      message,
      reason,
      code
    })
  )
}

interface Paging {
  maxPage: number
  dropContinue?: boolean
  endlessPages?: boolean
}

function page(
  response: ServerResponse,
  kind: string,
  items: unknown[],
  query: URLSearchParams,
  paging: Paging
): void {
  const token = paging.dropContinue ? '' : (query.get('continue') ?? '')
  const start = Number(Buffer.from(token, 'base64url').toString() || '0')
  const limit = Math.min(Number(query.get('limit') ?? '0') || items.length || 1, paging.maxPage)
  const slice = items.slice(start, start + limit)
  const next =
    start + limit < items.length || paging.endlessPages
      ? Buffer.from(String(start + limit)).toString('base64url')
      : undefined
  response.writeHead(200, { 'content-type': 'application/json' })
  response.end(
    JSON.stringify({
      kind,
      apiVersion: 'v1',
      metadata: {
        resourceVersion: '4242',
        ...(next
          ? { continue: next, remainingItemCount: Math.max(items.length - start - limit, 0) }
          : {})
      },
      items: slice
    })
  )
}

export async function startKubeDouble(options: KubeDoubleOptions): Promise<KubeDouble> {
  const token = options.token ?? 'kube-double-token-5f0c2a9e'
  const requests: KubeRequest[] = []
  const paging: Paging = {
    maxPage: options.maxPage ?? Number.MAX_SAFE_INTEGER,
    dropContinue: options.dropContinue,
    endlessPages: options.endlessPages
  }
  let expiring = options.expireContinues ?? 0
  const namespaceOf = (pod: Record<string, unknown>) =>
    (pod.metadata as { namespace: string }).namespace
  /** The requests being answered, by arrival number: two alike may be in flight at once. */
  const answering = new Map<number, string>()
  const handle = (request: IncomingMessage, response: ServerResponse): void => {
    const url = new URL(request.url ?? '/', 'https://double')
    const socket = request.socket as Partial<TLSSocket>
    const peer = socket.authorized ? socket.getPeerCertificate?.() : undefined
    const commonName = peer?.subject?.CN
    const clientCertificate = Array.isArray(commonName) ? commonName[0] : commonName
    const arrival = requests.length
    requests.push({
      path: url.pathname,
      query: url.searchParams,
      authorization: request.headers.authorization,
      clientCertificate,
      inFlight: [...answering.values()]
    })
    answering.set(arrival, `${url.pathname}${url.search}`)
    response.on('close', () => answering.delete(arrival))
    const delay = options.delayMs?.(url.pathname) ?? 0
    if (delay > 0) setTimeout(() => answer(request, response, url, clientCertificate), delay)
    else answer(request, response, url, clientCertificate)
  }
  const answer = (
    request: IncomingMessage,
    response: ServerResponse,
    url: URL,
    clientCertificate: string | undefined
  ): void => {
    if (options.refuse)
      return status(response, options.refuse, 'Refused', `refused with ${options.refuse}`)
    const byToken = request.headers.authorization === `Bearer ${token}`
    if (!byToken && clientCertificate !== CLIENT_COMMON_NAME) {
      return status(response, 401, 'Unauthorized', 'Unauthorized')
    }
    if (request.method !== 'GET') return status(response, 405, 'MethodNotAllowed', 'only reads')
    if (url.searchParams.has('continue') && expiring > 0) {
      expiring--
      return status(
        response,
        410,
        'Expired',
        'The provided continue parameter is too old to display a consistent list result. You can start a new list without the continue parameter.'
      )
    }
    if (url.pathname === '/api/v1/pods')
      return page(response, 'PodList', options.pods, url.searchParams, paging)
    const names = [
      ...new Set([...options.pods.map(namespaceOf), ...(options.namespaces ?? [])])
    ].sort()
    const namespace = (name: string) => ({ metadata: { name }, status: { phase: 'Active' } })
    if (options.forbidNamespaces && /^\/api\/v1\/namespaces(\/[^/]+)?$/.test(url.pathname)) {
      return status(response, 403, 'Forbidden', 'namespaces is forbidden')
    }
    if (url.pathname === '/api/v1/namespaces') {
      return page(response, 'NamespaceList', names.map(namespace), url.searchParams, paging)
    }
    const one = /^\/api\/v1\/namespaces\/([^/]+)$/.exec(url.pathname)
    if (one) {
      const name = decodeURIComponent(one[1] ?? '')
      if (!names.includes(name)) {
        return status(response, 404, 'NotFound', `namespaces "${name}" not found`)
      }
      response.writeHead(200, { 'content-type': 'application/json' })
      response.end(JSON.stringify({ kind: 'Namespace', apiVersion: 'v1', ...namespace(name) }))
      return
    }
    const match = /^\/api\/v1\/namespaces\/([^/]+)\/pods$/.exec(url.pathname)
    if (match) {
      const namespace = decodeURIComponent(match[1] ?? '')
      const items = options.pods.filter(pod => namespaceOf(pod) === namespace)
      return page(response, 'PodList', items, url.searchParams, paging)
    }
    return status(response, 404, 'NotFound', 'the server could not find the requested resource')
  }
  const server: Server | PlainServer = options.plain
    ? createPlainServer(handle)
    : createServer(
        {
          key: TLS('server-key.pem'),
          cert: TLS('server.pem'),
          ca: TLS('ca.pem'),
          requestCert: true,
          rejectUnauthorized: false
        },
        handle
      )
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve))
  if (options.unref) server.unref()
  const { port } = server.address() as AddressInfo
  return {
    url: `${options.plain ? 'http' : 'https'}://127.0.0.1:${port}`,
    token,
    requests,
    close: () =>
      new Promise(resolve => {
        server.closeAllConnections()
        server.close(() => resolve())
      })
  }
}

export type KubeconfigForm = 'token' | 'client-certificate' | 'ca-file' | 'exec'

const base64 = (name: string) => TLS(name).toString('base64')

/** A kubeconfig change (writeKubeconfig) whose user is an exec plugin running `script` in Node. */
export const nodeExecPlugin = (script: string) => ({
  user: {
    exec: {
      apiVersion: 'client.authentication.k8s.io/v1beta1',
      command: process.execPath,
      args: ['-e', script]
    }
  }
})

/**
 * A kubeconfig for the double in one of the forms workflows write, in `dir`; JSON, which is
 * YAML. `exec` runs a tiny plugin printing an ExecCredential, as aws eks get-token does.
 */
export function writeKubeconfig(
  double: Pick<KubeDouble, 'url' | 'token'>,
  form: KubeconfigForm,
  dir: string,
  change: {
    cluster?: Record<string, unknown>
    user?: Record<string, unknown>
    currentContext?: string | null
  } = {}
): string {
  const cluster: Record<string, unknown> =
    form === 'ca-file'
      ? { server: double.url, 'certificate-authority': KUBE_CA_FILE }
      : { server: double.url, 'certificate-authority-data': base64('ca.pem') }
  let user: Record<string, unknown>
  switch (form) {
    case 'token':
    case 'ca-file':
      user = { token: double.token }
      break
    case 'client-certificate':
      user = {
        'client-certificate-data': base64('client.pem'),
        'client-key-data': base64('client-key.pem')
      }
      break
    case 'exec': {
      const plugin = join(dir, 'get-token.mjs')
      writeFileSync(
        plugin,
        'process.stdout.write(JSON.stringify({apiVersion: "client.authentication.k8s.io/v1beta1", ' +
          'kind: "ExecCredential", status: {token: process.env.DOUBLE_TOKEN}}))\n'
      )
      chmodSync(plugin, 0o755)
      user = {
        exec: {
          apiVersion: 'client.authentication.k8s.io/v1beta1',
          command: process.execPath,
          args: [plugin],
          env: [{ name: 'DOUBLE_TOKEN', value: double.token }],
          interactiveMode: 'Never'
        }
      }
      break
    }
  }
  const config = {
    apiVersion: 'v1',
    kind: 'Config',
    clusters: [{ name: 'double', cluster: { ...cluster, ...change.cluster } }],
    users: [{ name: 'reader', user: { ...user, ...change.user } }],
    contexts: [{ name: 'double', context: { cluster: 'double', user: 'reader' } }],
    ...(change.currentContext === null
      ? {}
      : { 'current-context': change.currentContext ?? 'double' })
  }
  const path = join(dir, `kubeconfig-${form}.yaml`)
  writeFileSync(path, JSON.stringify(config, null, 2))
  return path
}
