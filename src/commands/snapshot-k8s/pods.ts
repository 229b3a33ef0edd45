/**
 * One pod, as a K8S report states it: each container's image to the last 64 characters of
 * its image id (the CLI's rule: `docker-pullable://repo@sha256:<hex>`, `sha256:<hex>` and
 * containerd's forms all end in the digest), the pod's namespace, name, owners and creation
 * time. The CLI reports pods in phase Running or Failed, and stops the whole snapshot on a
 * running pod whose container has no image id yet; here such a pod, and a pending one, is
 * left out with a line naming it, and the rest is reported.
 *
 * A report's `digests` hold one digest per image name, and two containers of one pod can run
 * one image name at two digests (a tag moved between their starts). The CLI keeps one of
 * them; here the pod is sent as as many entries of the report as it has digests of one image
 * name, each entry the same pod (name, namespace, creation time, owners), so that every
 * digest reaches the service once, under its own image name.
 *
 * What runs in a pod besides its containers is reported too, which the CLI leaves out: a
 * native sidecar (an init container whose spec says `restartPolicy: Always`) runs beside the
 * containers for the pod's life, and a debug container (`kubectl debug`, an ephemeral
 * container) runs its image with the pod's access; each is reported while it runs. One of
 * them that does not run (a sidecar waiting to restart, a debug container still pulling) is
 * left out with a warning naming it; plain init containers, which ran to completion before
 * the containers started, and debug containers that ended, run nothing and are not reported.
 */
import type { K8SArtifact } from '../../service/bodies.js'
import type { FoundRunning } from '../../snapshots/report.js'
import type { ContainerStatus, Pod } from './cluster-api.js'

const DIGEST = /^[a-f0-9]{64}$/

/** Phases whose pods the CLI reports: their containers have started. */
const REPORTED_PHASES = new Set(['Running', 'Failed'])

export type PodOutcome =
  | {
      kind: 'reported'
      /** The pod's entries of the report: one, or one more per digest an image name repeats. */
      artifacts: K8SArtifact[]
      /** Each digest the entries hold, once: what the log, `count` and the summary say. */
      found: FoundRunning[]
      /** Lines for the log about how the pod is reported (a pod sent as several entries). */
      notes: string[]
      /** What of the pod runs and is left out (a sidecar waiting to restart), one line each. */
      leftOut: string[]
    }
  | { kind: 'left-out'; line: string }
  /** Completed (Succeeded): nothing of it runs, and the CLI does not report it either. */
  | { kind: 'finished' }

/** A container of the pod that runs, with its image's digest. */
interface Running {
  container: string
  image: string
  digest: string
}

/** What a container of the pod is, as a line names it. */
type Role = 'container' | 'sidecar container' | 'debug container'

/** A container status that the pod's spec or the status itself says runs besides the containers. */
interface Beside {
  role: Role
  status: ContainerStatus
}

const isRunning = (status: ContainerStatus): boolean =>
  Boolean(status.state?.running) || status.started === true

/** "waiting: CrashLoopBackOff", "terminated: Error", or "not started". */
function stateOf(status: ContainerStatus): string {
  const state = status.state
  if (state?.waiting) return `waiting${state.waiting.reason ? `: ${state.waiting.reason}` : ''}`
  if (state?.terminated) {
    return `terminated${state.terminated.reason ? `: ${state.terminated.reason}` : ''}`
  }
  return 'not started'
}

/**
 * The native sidecars and debug containers of a pod, and the lines about those that do not
 * run. A plain init container has completed (the pod runs), and a debug container that
 * terminated has ended: neither runs, and neither is said.
 */
function besideContainers(pod: Pod, where: string): { running: Beside[]; leftOut: string[] } {
  const sidecars = new Set(
    (pod.spec?.initContainers ?? [])
      .filter(container => container.restartPolicy === 'Always')
      .map(container => container.name)
  )
  const running: Beside[] = []
  const leftOut: string[] = []
  const consider = (role: Role, status: ContainerStatus, sayIfNot: boolean) => {
    if (isRunning(status)) running.push({ role, status })
    else if (sayIfNot) {
      leftOut.push(
        `${where}: ${role} ${status.name} (${status.image}) is not running (${stateOf(status)}), so it is not reported`
      )
    }
  }
  for (const status of pod.status?.initContainerStatuses ?? []) {
    const sidecar = sidecars.has(status.name)
    consider(sidecar ? 'sidecar container' : 'container', status, sidecar)
  }
  for (const status of pod.status?.ephemeralContainerStatuses ?? []) {
    consider('debug container', status, !status.state?.terminated)
  }
  return { running, leftOut }
}

/** Each image name's digests, in the order the pod's containers run them, each once. */
function digestsByImage(running: readonly Running[]): Map<string, Running[]> {
  const byImage = new Map<string, Running[]>()
  for (const one of running) {
    const held = byImage.get(one.image) ?? []
    if (!held.some(other => other.digest === one.digest)) held.push(one)
    byImage.set(one.image, held)
  }
  return byImage
}

/** The line that says why a pod is sent as several entries, naming the image and containers. */
function splitLine(where: string, byImage: Map<string, Running[]>, entries: number): string {
  const repeated = [...byImage]
    .filter(([, held]) => held.length > 1)
    .map(
      ([image, held]) =>
        `${image} at ${held.length} digests (${held.map(one => `container ${one.container} ${one.digest.slice(0, 12)}`).join(', ')})`
    )
  return (
    `${where} runs ${repeated.join(' and ')}; a report holds one digest per image name, so the ` +
    `pod is sent as ${entries} entries of the report (the same pod, namespace, creation time ` +
    'and owners), each digest once'
  )
}

export function podOutcome(pod: Pod): PodOutcome {
  const where = `${pod.metadata.namespace}/${pod.metadata.name}`
  const phase = pod.status?.phase ?? 'Unknown'
  if (phase === 'Succeeded') return { kind: 'finished' }
  if (!REPORTED_PHASES.has(phase)) {
    return {
      kind: 'left-out',
      line: `${where} is ${phase}: its containers have no image digest yet`
    }
  }
  const statuses = pod.status?.containerStatuses ?? []
  if (statuses.length === 0) {
    return { kind: 'left-out', line: `${where} (${phase}) has no container started yet` }
  }
  const created = Date.parse(pod.metadata.creationTimestamp ?? '')
  if (Number.isNaN(created)) {
    return { kind: 'left-out', line: `${where} has no creation time the cluster states` }
  }
  const createdAt = Math.floor(created / 1000)
  const beside = besideContainers(pod, where)
  const running: Running[] = []
  const notes: string[] = []
  for (const { role, status } of [
    ...statuses.map(status => ({ role: 'container' as Role, status })),
    ...beside.running
  ]) {
    const digest = (status.imageID ?? '').slice(-64)
    if (!DIGEST.test(digest)) {
      return {
        kind: 'left-out',
        line: `${where}: ${role} ${status.name} (${status.image}) has no image digest yet`
      }
    }
    running.push({ container: status.name, image: status.image, digest })
    if (role === 'debug container') {
      notes.push(
        `${where}: debug container ${status.name} (${status.image}) runs in the pod, so its image is reported with the pod's`
      )
    }
  }
  const byImage = digestsByImage(running)
  const count = Math.max(...[...byImage.values()].map(held => held.length))
  // Entry k holds each image name's k-th digest: the first entry holds every image name.
  const entries = Array.from({ length: count }, (_, k) =>
    [...byImage].flatMap(([image, held]) => {
      const one = held[k]
      return one ? [[image, one.digest] as const] : []
    })
  )
  const owners = pod.metadata.ownerReferences ?? []
  return {
    kind: 'reported',
    artifacts: entries.map(digests => ({
      podName: pod.metadata.name,
      namespace: pod.metadata.namespace,
      // Made in one step: an image named like a member of every object stays a key.
      digests: Object.fromEntries(digests),
      creationTimestamp: createdAt,
      owners
    })),
    found: entries.flat().map(([name, fingerprint]) => ({ name, fingerprint, where, createdAt })),
    notes: count > 1 ? [...notes, splitLine(where, byImage, count)] : notes,
    leftOut: beside.leftOut
  }
}
