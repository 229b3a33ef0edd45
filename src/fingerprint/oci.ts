/**
 * Fingerprint of a container image read from its registry, with no docker daemon: the digest
 * of the image's manifest (an OCI index or manifest, or a Docker manifest list or v2
 * manifest), which is what docker records in RepoDigests once the image is pushed or pulled.
 *
 * The OCI distribution API: GET /v2/<name>/manifests/<tag or digest>. A registry that wants
 * a token answers 401 with `WWW-Authenticate: Bearer realm=...,service=...,scope=...`; the
 * token comes from that realm (anonymously, or with Basic registry credentials), and only
 * the realm ever sees the credentials and only the registry the token, as with docker.
 * The answer must be a manifest (its media type and shape; manifest.ts), and the digest the
 * registry names is checked against the SHA-256 of the bytes it sent.
 */
import { createHash } from 'node:crypto'
import { RequestError } from '../http/request-error.js'
import { HttpTransport, type HttpResponse } from '../http/transport.js'
import { FingerprintError } from './fingerprint-error.js'
import {
  formatImageReference,
  isLoopbackHost,
  parseImageReference,
  type ImageReference
} from '../images/image-reference.js'
import { checkManifest, MANIFEST_MEDIA_TYPES } from './manifest.js'

export { MANIFEST_MEDIA_TYPES } from './manifest.js'

export interface RegistryCredentials {
  username: string
  password: string
}

export interface OciOptions {
  credentials?: RegistryCredentials
  userAgent: string
  timeoutMs: number
  maxRetries?: number
  /** Called with each value that must be masked (the bearer token a realm hands out). */
  onSecret?: (secret: string) => void
}

const ACCEPT = MANIFEST_MEDIA_TYPES.join(', ')
const SHA256_DIGEST = /^sha256:([a-f0-9]{64})$/

export async function fingerprintOciImage(image: string, options: OciOptions): Promise<string> {
  const reference = parseImageReference(image)
  if ('problem' in reference) {
    throw new FingerprintError(`The image reference "${image}" ${reference.problem}.`)
  }
  const registry = `the registry ${reference.registry}`
  const origin = await reachableOrigin(reference, options, registry)
  const manifestUrl = new URL(
    `/v2/${reference.repository}/manifests/${reference.digest ?? reference.tag}`,
    origin
  )
  const transports: HttpTransport[] = []
  const transport = (target: string, authorization?: string, system = registry) => {
    const created = new HttpTransport({
      system,
      origin: target,
      authorization,
      userAgent: options.userAgent,
      timeoutMs: options.timeoutMs,
      maxRetries: options.maxRetries ?? 3
    })
    transports.push(created)
    return created
  }
  try {
    const anonymous = transport(origin)
    let response = await get(anonymous, manifestUrl, reference, registry)
    if (response.status === 401) {
      const authorization = await authorize(response, reference, options, registry, transport)
      response = await get(transport(origin, authorization), manifestUrl, reference, registry)
      if (response.status === 401) {
        throw new FingerprintError(
          `${capitalized(registry)} refused to let ${who(options)} read ${reference.repository} (401 on the manifest); ` +
            (options.credentials
              ? 'check that the registry account can pull this image.'
              : 'set registry-username and registry-password to credentials that can pull it.')
        )
      }
    }
    checkManifest(response, { registry, request: `GET ${manifestUrl.pathname}` })
    return verifiedDigest(response, reference, registry)
  } finally {
    for (const created of transports) created.dispose()
  }
}

/**
 * https; plain http only for a registry on this machine, and only when https fails there to
 * connect. A registry that does not answer the probe in time has said nothing about its
 * scheme: that timeout is the step's failure, not a reason to try https again.
 */
async function reachableOrigin(
  reference: ImageReference,
  options: OciOptions,
  registry: string
): Promise<string> {
  const secure = `https://${reference.host}`
  if (!isLoopbackHost(reference.host)) return secure
  const probe = new HttpTransport({
    system: registry,
    origin: secure,
    userAgent: options.userAgent,
    timeoutMs: options.timeoutMs,
    maxRetries: 0
  })
  try {
    await probe.send({ method: 'GET', url: new URL('/v2/', secure), acceptStatuses: [401, 404] })
    return secure
  } catch (error) {
    if (!(error instanceof RequestError)) return secure
    if (error.kind === 'timeout') throw error
    return error.kind === 'network' ? `http://${reference.host}` : secure
  } finally {
    probe.dispose()
  }
}

async function get(
  transport: HttpTransport,
  url: URL,
  reference: ImageReference,
  registry: string
): Promise<HttpResponse> {
  try {
    return await transport.send({ method: 'GET', url, accept: ACCEPT, acceptStatuses: [401] })
  } catch (error) {
    if (error instanceof RequestError && error.status === 404) {
      throw new FingerprintError(
        `${capitalized(registry)} has no image ${formatImageReference(reference)} (404 on its manifest); check the name and tag, and that the image was pushed.`,
        { cause: error }
      )
    }
    throw error
  }
}

/** The Authorization for a second try, from the registry's WWW-Authenticate challenge. */
async function authorize(
  response: HttpResponse,
  reference: ImageReference,
  options: OciOptions,
  registry: string,
  transport: (origin: string, authorization?: string, system?: string) => HttpTransport
): Promise<string> {
  const header = String(response.headers['www-authenticate'] ?? '')
  const challenge = parseChallenge(header)
  const basic = options.credentials
    ? `Basic ${Buffer.from(`${options.credentials.username}:${options.credentials.password}`).toString('base64')}`
    : undefined
  if (challenge?.scheme === 'basic') {
    if (!basic) {
      throw new FingerprintError(
        `${capitalized(registry)} asks for a username and password; set registry-username and registry-password.`
      )
    }
    return basic
  }
  const realm = challenge?.params.realm
  if (challenge?.scheme !== 'bearer' || !realm) {
    throw new FingerprintError(
      `${capitalized(registry)} answered 401 without a Bearer or Basic challenge the action understands; check that artifact-path names an OCI registry.`
    )
  }
  let realmUrl: URL
  try {
    realmUrl = new URL(realm)
  } catch {
    throw new FingerprintError(`${capitalized(registry)} named a token service that is not a URL.`)
  }
  // Credentials travel in clear over http: only to a token service on this machine.
  if (
    realmUrl.protocol !== 'https:' &&
    !(realmUrl.protocol === 'http:' && isLoopbackHost(realmUrl.host))
  ) {
    throw new FingerprintError(
      `${capitalized(registry)} named the token service ${realmUrl.origin}, which is not https; the action only asks https token services.`
    )
  }
  realmUrl.searchParams.set('service', challenge.params.service ?? '')
  if (!challenge.params.service) realmUrl.searchParams.delete('service')
  realmUrl.searchParams.set(
    'scope',
    challenge.params.scope ?? `repository:${reference.repository}:pull`
  )
  const system = `the token service of ${registry} (${realmUrl.origin})`
  let answer: HttpResponse
  try {
    answer = await transport(realmUrl.origin, basic, system).send({ method: 'GET', url: realmUrl })
  } catch (error) {
    if (error instanceof RequestError && (error.status === 401 || error.status === 403)) {
      throw new FingerprintError(
        `${capitalized(registry)} refused ${basic ? 'the credentials in registry-username and registry-password' : 'an anonymous pull'} (${error.status} from its token service ${realmUrl.origin}); ` +
          (basic
            ? 'check the username and password (or token) for this registry.'
            : 'set registry-username and registry-password.'),
        { cause: error }
      )
    }
    throw error
  }
  const token = readToken(answer.body)
  if (!token) {
    throw new FingerprintError(
      `The token service of ${registry} (${realmUrl.origin}) answered without a token; check that artifact-path names an OCI registry.`
    )
  }
  options.onSecret?.(token)
  return `Bearer ${token}`
}

function readToken(body: string): string | undefined {
  try {
    const parsed = JSON.parse(body) as { token?: unknown; access_token?: unknown }
    const token = parsed.token ?? parsed.access_token
    return typeof token === 'string' && token !== '' ? token : undefined
  } catch {
    return undefined
  }
}

interface Challenge {
  scheme: string
  params: Record<string, string>
}

/** `Bearer realm="https://...",service="...",scope="..."` (quoted or token values). */
export function parseChallenge(header: string): Challenge | undefined {
  const match = /^\s*([A-Za-z]+)\s*(.*)$/s.exec(header)
  if (!match) return undefined
  const params: Record<string, string> = {}
  const pattern = /([A-Za-z_]+)\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^,\s]*))/g
  for (let found = pattern.exec(match[2] ?? ''); found; found = pattern.exec(match[2] ?? '')) {
    const key = (found[1] ?? '').toLowerCase()
    params[key] = found[2] !== undefined ? found[2].replace(/\\(.)/g, '$1') : (found[3] ?? '')
  }
  return { scheme: (match[1] ?? '').toLowerCase(), params }
}

/**
 * The manifest digest, after checking it is the SHA-256 of the bytes the registry sent: the
 * bytes themselves, never text decoded from them (decoding drops a byte-order mark and
 * replaces invalid UTF-8, so its hash is not the manifest's).
 */
function verifiedDigest(
  response: HttpResponse,
  reference: ImageReference,
  registry: string
): string {
  const actual = createHash('sha256').update(response.bytes).digest('hex')
  const named = headerValue(response.headers['docker-content-digest'])
  const image = formatImageReference(reference)
  if (named !== undefined) {
    const hex = SHA256_DIGEST.exec(named.trim())?.[1]
    if (hex === undefined) {
      throw new FingerprintError(
        `${capitalized(registry)} named the digest of ${image} as "${named.slice(0, 80)}", which is not a sha256 digest; the fingerprint is not recorded.`
      )
    }
    if (hex !== actual) {
      throw new FingerprintError(
        `${capitalized(registry)} says the manifest of ${image} is sha256:${hex}, but the bytes it sent hash to sha256:${actual}; refusing a fingerprint that cannot be verified (a proxy or the registry altered the manifest).`
      )
    }
  }
  if (reference.digest !== undefined && reference.digest !== `sha256:${actual}`) {
    throw new FingerprintError(
      `${capitalized(registry)} sent a manifest for ${image} whose bytes hash to sha256:${actual}, not the digest asked for; refusing it.`
    )
  }
  return actual
}

function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value
}

function who(options: OciOptions): string {
  return options.credentials ? `the account ${options.credentials.username}` : 'an anonymous pull'
}

function capitalized(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1)
}
