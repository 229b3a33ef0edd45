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
import {
  clusterAccess,
  findKubeconfig,
  loadKubeconfig
} from '../../../src/commands/snapshot-k8s/kubeconfig.js'
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

async function readSelected(selection: Record<string, string>) {
  const source = findKubeconfig(input({ kubeconfig: writeKubeconfig(double, 'token', dir) }))
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
