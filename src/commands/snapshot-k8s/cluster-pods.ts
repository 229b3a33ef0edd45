/**
 * The pods a snapshot reports, read from the cluster: in one cluster-wide list, or namespace
 * by namespace when namespaces are chosen. Namespaces are read a few at a time (each one's
 * pages in order, since a page's continue token names the next), and the pods are taken in
 * the order the namespaces were chosen, so the report and the log do not depend on which
 * namespace answered first.
 */
import type { Logger } from '../../action/command.js'
import { mapBounded } from '../../concurrency.js'
import type { K8SArtifact } from '../../service/bodies.js'
import type { FoundRunning } from '../../snapshots/report.js'
import type { ClusterReader } from './cluster-api.js'
import { podOutcome, type PodOutcome } from './pods.js'
import { namedOnly, selects, type NamespaceSelection } from './selection.js'

/**
 * Namespaces read at once: under client-go's default burst of 10 requests, so the API
 * server sees no more from the action than from kubectl, while a cluster of many
 * namespaces is not read one round trip after another.
 */
export const NAMESPACE_CONCURRENCY = 8

export interface ClusterPods {
  /** The report's entries: a pod's, or several of one pod that runs an image at two digests. */
  artifacts: K8SArtifact[]
  /** The pods reported. */
  pods: number
  found: FoundRunning[]
  leftOut: string[]
  finished: number
}

/** The namespaces to read one by one, or undefined to read the cluster's pods in one list. */
async function namespacesToRead(
  reader: ClusterReader,
  selection: NamespaceSelection,
  log: Logger
): Promise<string[] | undefined> {
  if (selection.mode === 'all') return undefined
  if (namedOnly(selection)) return selection.names
  const held = await reader.namespaces()
  if (selection.mode === 'only') refuseMissing(selection.names.filter(name => !held.includes(name)))
  const chosen = held.filter(name => selects(selection, name))
  // An empty snapshot says nothing runs in the environment: a pattern that matches nothing
  // (a typo, another cluster) must not say so.
  if (chosen.length === 0) {
    const input = selection.mode === 'only' ? 'namespaces' : 'exclude-namespaces'
    throw new Error(
      `No namespace of the cluster is selected by ${input}, so nothing was sent (an empty snapshot would say nothing runs in the environment); check ${input} against the cluster's namespaces.`
    )
  }
  log.info(`Reading the pods of ${chosen.length} namespace(s): ${chosen.join(', ')}.`)
  return chosen
}

/**
 * Refuses a namespace named in `namespaces` that the cluster does not hold: its pod list is
 * answered empty, as if nothing ran there. Only the names read without listing the cluster's
 * namespaces, and answered with no pods, are looked up, so a snapshot of busy namespaces
 * costs no request more; credentials that may not read namespaces leave the empty list as
 * it was answered.
 */
async function refuseMissingEmpty(
  reader: ClusterReader,
  names: readonly string[],
  outcomes: readonly PodOutcome[][],
  concurrency: number
): Promise<void> {
  const empty = names.filter((_, index) => outcomes[index]?.length === 0)
  const exists = await mapBounded(empty, concurrency, name => reader.namespaceExists(name))
  refuseMissing(empty.filter((_, index) => exists[index] === false))
}

function refuseMissing(missing: readonly string[]): void {
  if (missing.length === 0) return
  throw new Error(
    `The cluster holds no namespace ${missing.map(name => `"${name}"`).join(', ')}, which namespaces names, so nothing was sent; check namespaces against the cluster's namespaces.`
  )
}

/** Every pod of one namespace, as what the report makes of each. */
async function namespaceOutcomes(reader: ClusterReader, namespace: string): Promise<PodOutcome[]> {
  return (await reader.pods(namespace)).map(pod => {
    // An answer about another namespace (a gateway that drops the path) is not reported.
    if (pod.metadata.namespace !== namespace) {
      throw new Error(
        `The cluster answered the pods of namespace "${namespace}" with a pod of ` +
          `"${pod.metadata.namespace}", so nothing was sent; check the server of kubeconfig's current context.`
      )
    }
    return podOutcome(pod)
  })
}

export async function readClusterPods(
  reader: ClusterReader,
  selection: NamespaceSelection,
  log: Logger,
  concurrency = NAMESPACE_CONCURRENCY
): Promise<ClusterPods> {
  const read: ClusterPods = { artifacts: [], pods: 0, found: [], leftOut: [], finished: 0 }
  const leaveOut = (line: string) => {
    read.leftOut.push(line)
    log.warning(`Left out of the snapshot: ${line}.`)
  }
  const take = (outcome: PodOutcome) => {
    if (outcome.kind === 'finished') read.finished++
    else if (outcome.kind === 'left-out') leaveOut(outcome.line)
    else {
      read.pods++
      read.artifacts.push(...outcome.artifacts)
      read.found.push(...outcome.found)
      for (const note of outcome.notes) log.info(`${note}.`)
      for (const line of outcome.leftOut) leaveOut(line)
    }
  }
  const namespaces = await namespacesToRead(reader, selection, log)
  if (namespaces === undefined) {
    for (const pod of await reader.pods()) take(podOutcome(pod))
    return read
  }
  const byNamespace = await mapBounded(namespaces, concurrency, namespace =>
    namespaceOutcomes(reader, namespace)
  )
  if (namedOnly(selection)) await refuseMissingEmpty(reader, namespaces, byNamespace, concurrency)
  byNamespace.flat().forEach(take)
  return read
}
