/**
 * One pod, as a K8S report states it: each container's image to the last 64 characters of
 * its image id (the CLI's rule: `docker-pullable://repo@sha256:<hex>`, `sha256:<hex>` and
 * containerd's forms all end in the digest), the pod's namespace, name, owners and creation
 * time. The CLI reports pods in phase Running or Failed, and stops the whole snapshot on a
 * running pod whose container has no image id yet; here such a pod, and a pending one, is
 * left out with a line naming it, and the rest is reported.
 */
import type { K8SArtifact } from '../../service/bodies.js'
import type { FoundRunning } from '../../snapshots/report.js'
import type { Pod } from './cluster-api.js'

const DIGEST = /^[a-f0-9]{64}$/

/** Phases whose pods the CLI reports: their containers have started. */
const REPORTED_PHASES = new Set(['Running', 'Failed'])

export type PodOutcome =
  | { kind: 'reported'; artifact: K8SArtifact; found: FoundRunning[] }
  | { kind: 'left-out'; line: string }
  /** Completed (Succeeded): nothing of it runs, and the CLI does not report it either. */
  | { kind: 'finished' }

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
  const digests: Record<string, string> = {}
  const found: FoundRunning[] = []
  for (const status of statuses) {
    const digest = (status.imageID ?? '').slice(-64)
    if (!DIGEST.test(digest)) {
      return {
        kind: 'left-out',
        line: `${where}: container ${status.name} (${status.image}) has no image digest yet`
      }
    }
    digests[status.image] = digest
    found.push({ name: status.image, fingerprint: digest, where, createdAt })
  }
  const owners = pod.metadata.ownerReferences ?? []
  return {
    kind: 'reported',
    artifact: {
      podName: pod.metadata.name,
      namespace: pod.metadata.namespace,
      digests,
      creationTimestamp: createdAt,
      owners
    },
    found
  }
}
