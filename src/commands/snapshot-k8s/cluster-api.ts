/**
 * The few reads of the Kubernetes API a snapshot needs, as documented for core/v1: pods of
 * the cluster (GET /api/v1/pods) or of one namespace (GET /api/v1/namespaces/{ns}/pods),
 * and the namespaces (GET /api/v1/namespaces). Lists are read in pages (limit, continue), as
 * kubectl reads them, so neither the cluster nor the runner holds a large cluster's pods in
 * one answer; each page is reduced to the fields a report needs before the next is read.
 */
import * as z from '../../parsing/zod.js'
import { HttpTransport, type RetryEvent } from '../../http/transport.js'
import { USER_AGENT } from '../../version.js'
import type { ClusterAccess } from './kubeconfig.js'

/** kubectl's page size: a page of pods stays a few megabytes. */
export const PAGE_SIZE = 500

const OwnerReference = z.looseObject({
  apiVersion: z.string(),
  kind: z.string(),
  name: z.string(),
  uid: z.string()
})

const ContainerStatus = z.object({
  name: z.string(),
  image: z.string(),
  imageID: z.optional(z.string())
})

const Pod = z.object({
  metadata: z.object({
    name: z.string(),
    namespace: z.string(),
    creationTimestamp: z.optional(z.string()),
    ownerReferences: z.nullish(z.array(OwnerReference))
  }),
  status: z.optional(
    z.object({
      phase: z.optional(z.string()),
      containerStatuses: z.nullish(z.array(ContainerStatus))
    })
  )
})
export type Pod = z.infer<typeof Pod>

const ListMeta = z.optional(z.object({ continue: z.optional(z.string()) }))
const PodList = z.object({ items: z.nullable(z.array(Pod)), metadata: ListMeta })
const NamespaceList = z.object({
  items: z.nullable(z.array(z.object({ metadata: z.object({ name: z.string() }) }))),
  metadata: ListMeta
})

export interface ClusterReader {
  /** Every pod of the cluster, or of one namespace, page by page. */
  pods(namespace?: string): AsyncGenerator<Pod[]>
  namespaces(): Promise<string[]>
  dispose(): void
}

export interface ClusterReaderSettings {
  timeoutMs: number
  maxRetries: number
  onRetry?: (event: RetryEvent) => void
}

const SYSTEM = 'the Kubernetes cluster'

export function clusterReader(
  access: ClusterAccess,
  settings: ClusterReaderSettings
): ClusterReader {
  const transport = new HttpTransport({
    system: SYSTEM,
    origin: access.server.origin,
    authorization: access.authorization,
    tls: access.tls,
    userAgent: USER_AGENT,
    ...settings
  })
  const root = access.server.pathname.replace(/\/+$/, '')

  async function* pages<T extends { metadata?: { continue?: string } }>(
    path: string,
    schema: z.ZodMiniType<T>,
    what: string
  ): AsyncGenerator<T> {
    let next: string | undefined
    do {
      const url = new URL(`${root}${path}`, access.server)
      url.searchParams.set('limit', String(PAGE_SIZE))
      if (next) url.searchParams.set('continue', next)
      const response = await transport.send({ method: 'GET', url, headers: access.headers })
      const parsed = schema.safeParse(parseJson(response.body))
      if (!parsed.success) {
        throw new Error(
          `${SYSTEM} (${access.label}) answered GET ${url.pathname} with something that is not ${what} ` +
            '(a sign-in page of a gateway, or another server at that address?), so nothing was sent; ' +
            "check the server of kubeconfig's current context."
        )
      }
      yield parsed.data
      next = parsed.data.metadata?.continue || undefined
    } while (next)
  }

  return {
    async *pods(namespace) {
      const path =
        namespace === undefined
          ? '/api/v1/pods'
          : `/api/v1/namespaces/${encodeURIComponent(namespace)}/pods`
      for await (const page of pages(path, PodList, 'a list of pods')) yield page.items ?? []
    },
    async namespaces() {
      const names: string[] = []
      for await (const page of pages('/api/v1/namespaces', NamespaceList, 'a list of namespaces')) {
        for (const item of page.items ?? []) names.push(item.metadata.name)
      }
      return names
    },
    dispose: () => transport.dispose()
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}
