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
  artifacts: K8SArtifact[]
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
  const chosen = (await reader.namespaces()).filter(name => selects(selection, name))
  log.info(
    chosen.length === 0
      ? 'No namespace of the cluster is selected by namespaces or exclude-namespaces.'
      : `Reading the pods of ${chosen.length} namespace(s): ${chosen.join(', ')}.`
  )
  return chosen
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
  const read: ClusterPods = { artifacts: [], found: [], leftOut: [], finished: 0 }
  const take = (outcome: PodOutcome) => {
    if (outcome.kind === 'finished') read.finished++
    else if (outcome.kind === 'left-out') {
      read.leftOut.push(outcome.line)
      log.warning(`Left out of the snapshot: ${outcome.line}.`)
    } else {
      read.artifacts.push(outcome.artifact)
      read.found.push(...outcome.found)
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
  byNamespace.flat().forEach(take)
  return read
}
