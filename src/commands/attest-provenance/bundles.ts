/**
 * The attestations GitHub holds for an artifact's digest: `GET /repos/{owner}/{repo}/
 * attestations/sha256:{digest}` through the GitHub API connection (the token goes there and
 * nowhere else). An entry whose `bundle` is null names a `bundle_url` on another host (blob
 * storage, a signed query string): that is downloaded through a transport of its own that
 * carries no Authorization header, and its body is raw-block snappy JSON.
 */
import * as snappy from 'snappyjs'
import * as z from '../../parsing/zod.js'
import { GitHubApiError, parse, repoParameters, type GitHubClient } from '../../github/api.js'
import { HttpTransport, type RetryEvent } from '../../http/transport.js'
import { RequestError } from '../../http/request-error.js'
import { tooDeepAnswer } from '../../http/json-depth.js'
import { isLoopbackHost, redactUrl } from '../../http/url.js'
import { USER_AGENT } from '../../version.js'

/** The most a bundle may hold once decompressed (real ones are a few KB). */
export const MAX_BUNDLE_BYTES = 4 * 1024 * 1024
/** The most a compressed bundle may hold as sent. */
const MAX_COMPRESSED_BYTES = MAX_BUNDLE_BYTES

const AttestationsSchema = z.looseObject({
  attestations: z.array(
    z.looseObject({
      bundle: z.nullish(z.looseObject({})),
      bundle_url: z.nullish(z.string()),
      repository_id: z.nullish(z.number())
    })
  )
})

/** A bundle as read: its JSON, or why it could not be read. */
export type ReadBundle =
  { json: Record<string, unknown>; from: 'answer' | 'bundle_url' } | { problem: string }

export interface BundleHostOptions {
  timeoutMs: number
  maxRetries: number
  onRetry?: (event: RetryEvent) => void
}

/**
 * The bundles of the digest in `repository`, from every page of the listing (an artifact
 * rebuilt and attested again has one attestation per build, and the one that verifies may
 * come last): none when GitHub answers 404 (it knows of no attestation, or the token cannot
 * see the repository; the log says both).
 */
export async function readAttestations(
  github: GitHubClient,
  repository: string,
  digest: string,
  host: BundleHostOptions
): Promise<{ bundles: ReadBundle[]; notFound: boolean }> {
  const attestations: z.output<typeof AttestationsSchema>['attestations'] = []
  try {
    const listing = github.pages('GET /repos/{owner}/{repo}/attestations/sha256:{digest}', {
      ...repoParameters(repository),
      digest
    })
    for await (const page of listing) {
      attestations.push(
        ...parse(AttestationsSchema, page.data, 'a list of attestations').attestations
      )
    }
  } catch (error) {
    if (error instanceof GitHubApiError && error.status === 404 && attestations.length === 0) {
      return { bundles: [], notFound: true }
    }
    throw error
  }
  const downloads = new BundleHost(host)
  try {
    const bundles: ReadBundle[] = []
    for (const entry of attestations) {
      if (entry.bundle) bundles.push({ json: entry.bundle, from: 'answer' })
      else if (entry.bundle_url) bundles.push(await downloads.read(entry.bundle_url))
      else bundles.push({ problem: 'the entry has neither a bundle nor a bundle_url' })
    }
    return { bundles, notFound: false }
  } finally {
    downloads.dispose()
  }
}

/** The host bundles are downloaded from: one transport per origin, never with a token. */
class BundleHost {
  private readonly transports = new Map<string, HttpTransport>()

  constructor(private readonly options: BundleHostOptions) {}

  async read(location: string): Promise<ReadBundle> {
    let url: URL
    try {
      url = new URL(location)
    } catch {
      return { problem: 'its bundle_url is not a URL' }
    }
    const shown = redactUrl(`${url.origin}${url.pathname}`)
    if (url.protocol !== 'https:' && !(url.protocol === 'http:' && isLoopbackHost(url.hostname))) {
      return { problem: `its bundle_url ${shown} is not https` }
    }
    try {
      const response = await this.transportFor(url).send({
        method: 'GET',
        url,
        accept: 'application/octet-stream, application/x-snappy, */*',
        limit: MAX_COMPRESSED_BYTES
      })
      return { json: decodeBundle(response.bytes), from: 'bundle_url' }
    } catch (error) {
      // The host did not serve it: no verdict can be had about a bundle never read.
      if (error instanceof RequestError) {
        throw new Error(`a bundle could not be downloaded from ${shown}: ${error.message}`, {
          cause: error
        })
      }
      const reason = error instanceof Error ? error.message : String(error)
      return { problem: `the bundle downloaded from ${shown} ${reason}` }
    }
  }

  dispose(): void {
    for (const transport of this.transports.values()) transport.dispose()
  }

  private transportFor(url: URL): HttpTransport {
    let transport = this.transports.get(url.origin)
    if (!transport) {
      transport = new HttpTransport({
        system: 'the attestation bundle host',
        origin: url.origin,
        // Blob storage authorizes by the signed query string, and refuses a Bearer header.
        authorization: undefined,
        userAgent: USER_AGENT,
        timeoutMs: this.options.timeoutMs,
        maxRetries: this.options.maxRetries,
        onRetry: this.options.onRetry
      })
      this.transports.set(url.origin, transport)
    }
    return transport
  }
}

/** Raw-block snappy bytes to the bundle's JSON object; throws a phrase saying what is wrong. */
export function decodeBundle(bytes: Buffer): Record<string, unknown> {
  let text: string
  try {
    text = Buffer.from(snappy.uncompress(bytes, MAX_BUNDLE_BYTES)).toString('utf8')
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    throw new Error(`is not raw-block snappy data (${reason.replace(/[.\s]+$/, '')})`)
  }
  const tooDeep = tooDeepAnswer(text)
  if (tooDeep !== undefined) throw new Error(`is refused: ${tooDeep}`)
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    throw new Error('is not JSON once decompressed')
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    throw new Error('is not a JSON object once decompressed')
  }
  return json as Record<string, unknown>
}
