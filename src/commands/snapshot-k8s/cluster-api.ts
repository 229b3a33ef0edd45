/**
 * The few reads of the Kubernetes API a snapshot needs, as documented for core/v1: pods of
 * the cluster (GET /api/v1/pods) or of one namespace (GET /api/v1/namespaces/{ns}/pods),
 * and the namespaces (GET /api/v1/namespaces). Lists are read in pages (limit, continue), as
 * kubectl reads them, so neither the cluster nor the runner holds a large cluster's pods in
 * one answer; each page is reduced to the fields a report needs before the next is read.
 *
 * A continue token lasts until the API server compacts the version it names (about five
 * minutes on a default etcd); past that, the next page is answered 410 Expired. The list is
 * then read again from its first page, as the API documents, so that a snapshot is one
 * consistent list and never pages of two (the token in that answer would continue with an
 * inconsistent one). A list that keeps expiring fails the step.
 *
 * A list ends: a continue token answered again (a proxy or gateway that drops the parameter
 * answers the first page again, with its token) would have the pages asked for forever, the
 * items piling up, so a token that repeats fails the step at the page that repeats it, and
 * so does a list past MAX_PAGES pages.
 */
import * as z from '../../parsing/zod.js'
import { RequestError } from '../../http/request-error.js'
import { HttpTransport, type RetryEvent } from '../../http/transport.js'
import { USER_AGENT } from '../../version.js'
import type { ClusterAccess } from './cluster-access.js'

/** kubectl's page size: a page of pods stays a few megabytes. */
export const PAGE_SIZE = 500

/** Times a list is read again from its first page after its continue token expired. */
export const MAX_RELISTS = 2

/**
 * The most pages one list is read in: 2,000 pages of 500 are a million pods (or namespaces),
 * well past the largest clusters Kubernetes supports (150,000 pods), so only a list that
 * does not end reaches it.
 */
export const MAX_PAGES = 2000

const OwnerReference = z.looseObject({
  apiVersion: z.string(),
  kind: z.string(),
  name: z.string(),
  uid: z.string()
})

/** A container's state: one of running, waiting, terminated (a waiting or ended one's reason). */
const Reason = z.nullish(z.object({ reason: z.optional(z.string()) }))
const ContainerState = z.object({
  running: z.nullish(z.object({})),
  waiting: Reason,
  terminated: Reason
})

const ContainerStatus = z.object({
  name: z.string(),
  image: z.string(),
  imageID: z.optional(z.string()),
  started: z.nullish(z.boolean()),
  state: z.nullish(ContainerState)
})
export type ContainerStatus = z.infer<typeof ContainerStatus>

/** An init container of the pod's spec: `restartPolicy: Always` makes it a native sidecar. */
const InitContainer = z.object({ name: z.string(), restartPolicy: z.nullish(z.string()) })

const Pod = z.object({
  metadata: z.object({
    name: z.string(),
    namespace: z.string(),
    creationTimestamp: z.optional(z.string()),
    ownerReferences: z.nullish(z.array(OwnerReference))
  }),
  spec: z.nullish(z.object({ initContainers: z.nullish(z.array(InitContainer)) })),
  status: z.optional(
    z.object({
      phase: z.optional(z.string()),
      containerStatuses: z.nullish(z.array(ContainerStatus)),
      initContainerStatuses: z.nullish(z.array(ContainerStatus)),
      ephemeralContainerStatuses: z.nullish(z.array(ContainerStatus))
    })
  )
})
export type Pod = z.infer<typeof Pod>

const ListMeta = z.optional(z.object({ continue: z.optional(z.string()) }))
const PodList = z.object({ items: z.nullable(z.array(Pod)), metadata: ListMeta })
const Namespace = z.object({ metadata: z.object({ name: z.string() }) })
const NamespaceList = z.object({
  items: z.nullable(z.array(Namespace)),
  metadata: ListMeta
})

export interface ClusterReader {
  /** Every pod of the cluster, or of one namespace, read page by page as one list. */
  pods(namespace?: string): Promise<Pod[]>
  namespaces(): Promise<string[]>
  /**
   * Whether the cluster holds a namespace: a pod list of a namespace it does not hold is
   * answered as an empty one. Undefined when the credentials may not read namespaces.
   */
  namespaceExists(name: string): Promise<boolean | undefined>
  dispose(): void
}

export interface ClusterReaderSettings {
  timeoutMs: number
  maxRetries: number
  onRetry?: (event: RetryEvent) => void
  /** Told when a list is read again from its first page, its continue token having expired. */
  onRelist?: (path: string) => void
  /** The most pages a list is read in (default MAX_PAGES). */
  maxPages?: number
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
  const maxPages = settings.maxPages ?? MAX_PAGES

  /** Every item of a list, from its first page; again from the first if its token expires. */
  async function list<T extends { items: unknown[] | null; metadata?: { continue?: string } }>(
    path: string,
    schema: z.ZodMiniType<T>,
    what: string,
    named: string
  ): Promise<Item<T>[]> {
    for (let relists = 0; ; relists++) {
      const items: Item<T>[] = []
      try {
        for await (const page of pages(path, schema, what, named)) {
          items.push(...((page.items ?? []) as Item<T>[]))
        }
        return items
      } catch (error) {
        if (!(error instanceof ContinueExpired)) throw error
        if (relists === MAX_RELISTS) {
          throw new Error(
            `The Kubernetes cluster (${access.label}) let the list at ${path} expire ${relists + 1} times while its pages were read (410 Expired: it compacted the version the list was read at), so nothing was sent; run the step again, or choose fewer namespaces so that each list is shorter.`
          )
        }
        settings.onRelist?.(path)
      }
    }
  }

  async function* pages<T extends { metadata?: { continue?: string } }>(
    path: string,
    schema: z.ZodMiniType<T>,
    what: string,
    named: string
  ): AsyncGenerator<T> {
    const given = new Set<string>()
    let next: string | undefined
    for (;;) {
      const url = new URL(`${root}${path}`, access.server)
      url.searchParams.set('limit', String(PAGE_SIZE))
      if (next) url.searchParams.set('continue', next)
      const response = await transport
        .send({ method: 'GET', url, headers: access.headers })
        .catch((error: unknown) => {
          // Only a later page can expire: the first is read at the latest version.
          if (next && error instanceof RequestError && error.status === 410) {
            throw new ContinueExpired()
          }
          throw error
        })
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
      if (next === undefined) return
      // The token is not quoted: it is the cluster's text, and may be long.
      if (given.has(next)) {
        throw new Error(
          `The Kubernetes cluster (${access.label}) answered page ${given.size + 1} of ${named} (GET ${path}) with a continue token it had already given, so the list would never end and nothing was sent; check that no proxy or gateway between the runner and the cluster drops the continue parameter.`
        )
      }
      if (given.size + 1 >= maxPages) {
        throw new Error(
          `The Kubernetes cluster (${access.label}) answered ${named} (GET ${path}) in more than ${maxPages} pages of ${PAGE_SIZE}, more than any cluster holds, so the list was taken as one without end and nothing was sent; check that no proxy or gateway between the runner and the cluster rewrites the continue parameter.`
        )
      }
      given.add(next)
    }
  }

  return {
    pods(namespace) {
      const path =
        namespace === undefined
          ? '/api/v1/pods'
          : `/api/v1/namespaces/${encodeURIComponent(namespace)}/pods`
      const named =
        namespace === undefined
          ? "the list of the cluster's pods"
          : `the list of the pods of namespace "${namespace}"`
      return list(path, PodList, 'a list of pods', named)
    },
    async namespaces() {
      const items = await list(
        '/api/v1/namespaces',
        NamespaceList,
        'a list of namespaces',
        "the list of the cluster's namespaces"
      )
      return items.map(item => item.metadata.name)
    },
    async namespaceExists(name) {
      const url = new URL(`${root}/api/v1/namespaces/${encodeURIComponent(name)}`, access.server)
      try {
        const response = await transport.send({ method: 'GET', url, headers: access.headers })
        const parsed = Namespace.safeParse(parseJson(response.body))
        // An answer about another namespace says nothing about this one.
        if (!parsed.success || parsed.data.metadata.name !== name) {
          throw new Error(
            `${SYSTEM} (${access.label}) answered GET ${url.pathname} with something that is not namespace "${name}", so nothing was sent; check the server of kubeconfig's current context.`
          )
        }
        return true
      } catch (error) {
        if (error instanceof RequestError && error.status === 404) return false
        if (error instanceof RequestError && error.status === 403) return undefined
        throw error
      }
    },
    dispose: () => transport.dispose()
  }
}

/** An item of a list's pages. */
type Item<T extends { items: unknown[] | null }> = NonNullable<T['items']>[number]

/** A later page answered 410: the version its continue token names was compacted. */
class ContinueExpired extends Error {}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}
