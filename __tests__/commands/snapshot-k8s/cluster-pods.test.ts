/**
 * Reading the chosen namespaces against the loopback TLS double: several namespaces are read
 * at once, never more than the bound, each namespace's pages one after another (a continue
 * token names the next page), and the report and its warnings keep the order the
 * namespaces were chosen in, whichever namespace answers first.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Logger } from '../../../src/action/command.js'
import { clusterReader } from '../../../src/commands/snapshot-k8s/cluster-api.js'
import {
  NAMESPACE_CONCURRENCY,
  readClusterPods
} from '../../../src/commands/snapshot-k8s/cluster-pods.js'
import { clusterAccess } from '../../../src/commands/snapshot-k8s/cluster-access.js'
import { findKubeconfig, loadKubeconfig } from '../../../src/commands/snapshot-k8s/kubeconfig.js'
import { readNamespaceSelection } from '../../../src/commands/snapshot-k8s/selection.js'
import {
  kubePod,
  startKubeDouble,
  writeKubeconfig,
  type KubeDouble
} from '../../kit/kube-double.js'

const NAMESPACES = Array.from({ length: 12 }, (_, i) => `ns-${String(i).padStart(2, '0')}`)
/** Chosen out of the cluster's order, so the report's order is the selection's. */
const CHOSEN = [...NAMESPACES].reverse()

const pods = NAMESPACES.flatMap((namespace, n) => [
  ...[1, 2, 3].map(i =>
    kubePod({
      namespace,
      name: `app-${i}`,
      containers: [{ image: `acme/app:${n}`, imageID: `sha256:${String(i).repeat(64)}` }]
    })
  ),
  kubePod({ namespace, name: 'pending', phase: 'Pending', containers: [{ image: 'acme/x:1' }] })
])

/** The first namespaces chosen answer slowest: answers come back out of the chosen order. */
function delayMs(path: string): number {
  const namespace = /^\/api\/v1\/namespaces\/([^/]+)\/pods$/.exec(path)?.[1]
  return namespace ? 20 + (NAMESPACES.length - CHOSEN.indexOf(namespace)) * 15 : 0
}

let double: KubeDouble
let dir: string
beforeAll(async () => {
  // Two pods a page: every namespace takes two pages.
  double = await startKubeDouble({ pods, maxPage: 2, delayMs })
  dir = mkdtempSync(join(tmpdir(), 'kube-pods-'))
})
afterAll(async () => {
  await double.close()
  rmSync(dir, { recursive: true, force: true })
})
beforeEach(() => double.requests.splice(0))

const input = (values: Record<string, string>) => (name: string) => values[name]

function recordingLog(): Logger & { warnings: string[] } {
  const warnings: string[] = []
  return {
    warnings,
    info: () => undefined,
    debug: () => undefined,
    warning: message => warnings.push(message),
    group: (_title, work) => work()
  }
}

async function readSelected(selection: Record<string, string>, from = double) {
  const source = findKubeconfig(input({ kubeconfig: writeKubeconfig(from, 'token', dir) }))
  const reader = clusterReader(await clusterAccess(loadKubeconfig(source), source), {
    timeoutMs: 10_000,
    maxRetries: 0
  })
  const log = recordingLog()
  try {
    const pods = await readClusterPods(reader, readNamespaceSelection(input(selection)), log)
    return { read: pods, warnings: log.warnings }
  } finally {
    reader.dispose()
  }
}

const podRequests = () => double.requests.filter(r => /\/namespaces\/[^/]+\/pods$/.test(r.path))

it('reads namespaces concurrently, at most the bound at once, keeping the chosen order', async () => {
  const { read, warnings } = await readSelected({ namespaces: CHOSEN.join('\n') })

  const mostAtOnce = Math.max(...double.requests.map(r => r.inFlight.length + 1))
  expect(mostAtOnce).toBeGreaterThan(1)
  expect(mostAtOnce).toBeLessThanOrEqual(NAMESPACE_CONCURRENCY)

  // Each namespace's pages one after another: never two requests of one namespace at once.
  for (const request of podRequests()) {
    expect(request.inFlight.filter(other => other.startsWith(`${request.path}?`))).toEqual([])
  }
  expect(podRequests()).toHaveLength(NAMESPACES.length * 2)

  expect(read.artifacts.map(a => `${a.namespace}/${a.podName}`)).toEqual(
    CHOSEN.flatMap(namespace => [1, 2, 3].map(i => `${namespace}/app-${i}`))
  )
  expect(read.found.map(f => f.where)).toEqual(
    read.artifacts.flatMap(a => Object.keys(a.digests).map(() => `${a.namespace}/${a.podName}`))
  )
  expect(warnings).toEqual(
    CHOSEN.map(
      namespace =>
        `Left out of the snapshot: ${namespace}/pending is Pending: its containers have no image digest yet.`
    )
  )
})

it('keeps the cluster order of namespaces chosen by exclusion, reading them concurrently too', async () => {
  const { read } = await readSelected({ 'exclude-namespaces': 'ns-00' })
  expect(double.requests[0]?.path).toBe('/api/v1/namespaces')
  expect([...new Set(read.artifacts.map(a => a.namespace))]).toEqual(NAMESPACES.slice(1))
  expect(Math.max(...podRequests().map(r => r.inFlight.length + 1))).toBeGreaterThan(1)
})

describe('a selection that would send an empty snapshot of namespaces the cluster lacks', () => {
  const app = kubePod({
    namespace: 'shop',
    name: 'app-1',
    containers: [{ image: 'acme/app:1', imageID: `sha256:${'1'.repeat(64)}` }]
  })
  let small: KubeDouble
  let forbidding: KubeDouble
  beforeAll(async () => {
    small = await startKubeDouble({ pods: [app], namespaces: ['quiet'] })
    forbidding = await startKubeDouble({ pods: [app], forbidNamespaces: true })
  })
  afterAll(async () => {
    await small.close()
    await forbidding.close()
  })
  beforeEach(() => small.requests.splice(0))

  const refusal = (selection: Record<string, string>, from = small) =>
    readSelected(selection, from).then(
      () => '',
      (error: unknown) => (error as Error).message
    )

  it('refuses a named namespace the cluster does not hold, looking up only the empty ones', async () => {
    expect(await refusal({ namespaces: 'shop\nshpo' })).toBe(
      'The cluster holds no namespace "shpo", which namespaces names, so nothing was sent; check namespaces against the cluster\'s namespaces.'
    )
    expect(small.requests.map(r => r.path).filter(path => !path.endsWith('/pods'))).toEqual([
      '/api/v1/namespaces/shpo'
    ])
  })

  it('reports a namespace it holds where nothing runs, as nothing running', async () => {
    const { read } = await readSelected({ namespaces: 'quiet' }, small)
    expect(read.artifacts).toEqual([])
    expect(small.requests.map(r => r.path)).toEqual([
      '/api/v1/namespaces/quiet/pods',
      '/api/v1/namespaces/quiet'
    ])
  })

  it('reads the empty list as answered when the credentials may not read namespaces', async () => {
    const { read } = await readSelected({ namespaces: 'shop\nelsewhere' }, forbidding)
    expect(read.artifacts.map(a => a.podName)).toEqual(['app-1'])
  })

  it('refuses a pattern or an exclusion that selects no namespace', async () => {
    expect(await refusal({ namespaces: '^prod-' })).toBe(
      "No namespace of the cluster is selected by namespaces, so nothing was sent (an empty snapshot would say nothing runs in the environment); check namespaces against the cluster's namespaces."
    )
    expect(await refusal({ 'exclude-namespaces': 'shop\nquiet' })).toMatch(
      /^No namespace of the cluster is selected by exclude-namespaces, so nothing was sent/
    )
  })

  it('refuses a name given beside a pattern that the cluster does not hold', async () => {
    expect(await refusal({ namespaces: '^sh\nquite' })).toMatch(
      /^The cluster holds no namespace "quite", which namespaces names, so nothing was sent/
    )
  })
})
