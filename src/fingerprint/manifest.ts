/**
 * Whether a registry's answer is an image manifest at all, before its digest becomes a
 * fingerprint. An SSO gateway or captive proxy in front of a registry answers 200 with its
 * sign-in page; hashing that page would give every image behind it the same fingerprint, so
 * an image never built or attested would pass a gate as the one that was. The answer must
 * carry a manifest media type and have the shape that type promises.
 */
import type { HttpResponse } from '../http/transport.js'
import { FingerprintError } from './fingerprint-error.js'

/** Index types (a list of manifests, one per platform), as docker asks for them first. */
const INDEX_TYPES = [
  'application/vnd.oci.image.index.v1+json',
  'application/vnd.docker.distribution.manifest.list.v2+json'
]
/** Single-platform manifest types (a config and layers). */
const IMAGE_TYPES = [
  'application/vnd.oci.image.manifest.v1+json',
  'application/vnd.docker.distribution.manifest.v2+json'
]

/** The manifest types asked for: an index or list first, as docker asks for them. */
export const MANIFEST_MEDIA_TYPES: readonly string[] = [...INDEX_TYPES, ...IMAGE_TYPES]

/** How much of a page's title a message quotes. */
const MAX_TITLE_CHARS = 80

export interface ManifestSource {
  /** "the registry ghcr.io" */
  registry: string
  /** The request, as "GET /v2/acme/app/manifests/1.0". */
  request: string
}

/**
 * Throws a FingerprintError naming the registry, the status, the content type and the
 * page's title when `response` is not an image manifest or index.
 */
export function checkManifest(response: HttpResponse, source: ManifestSource): void {
  const contentType = headerValue(response.headers['content-type'])?.trim() ?? ''
  const mediaType = contentType.split(';')[0]?.trim().toLowerCase() ?? ''
  const problem = MANIFEST_MEDIA_TYPES.includes(mediaType)
    ? shapeProblem(response.body, mediaType)
    : describePage(response.body)
  if (problem === undefined) return
  const registry = source.registry.charAt(0).toUpperCase() + source.registry.slice(1)
  throw new FingerprintError(
    `${registry} answered ${response.status} to ${source.request} with content type ` +
      `${contentType === '' ? 'none' : quoted(contentType)} and ${problem}, which is not an ` +
      'image manifest, so no fingerprint is recorded; check that artifact-path names an image in ' +
      'an OCI registry and that no sign-in page or proxy answers in its place.'
  )
}

/** What is wrong with a body served as `mediaType`, or undefined when it has the shape. */
function shapeProblem(text: string, mediaType: string): string | undefined {
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    const title = pageTitle(text)
    return `a body that is not JSON${title === undefined ? '' : ` (a page titled ${quoted(title)})`}`
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    return 'a JSON body that is not an object'
  }
  const manifest = parsed as Record<string, unknown>
  if (manifest.schemaVersion !== 2) return 'a JSON object without schemaVersion 2'
  if (manifest.mediaType !== undefined && manifest.mediaType !== mediaType) {
    return `a JSON object whose mediaType is ${quoted(String(manifest.mediaType))}`
  }
  if (INDEX_TYPES.includes(mediaType)) {
    return Array.isArray(manifest.manifests) ? undefined : 'a JSON object without a manifests list'
  }
  const hasConfig = typeof manifest.config === 'object' && manifest.config !== null
  return hasConfig && Array.isArray(manifest.layers)
    ? undefined
    : 'a JSON object without a config and layers'
}

/** "a page titled "Sign in"", or what the body is when it has no title. */
function describePage(text: string): string {
  const title = pageTitle(text)
  if (title !== undefined) return `a page titled ${quoted(title)}`
  if (text.trim() === '') return 'an empty body'
  return isJson(text) ? 'a JSON body' : 'a body with no title'
}

function isJson(text: string): boolean {
  try {
    JSON.parse(text)
    return true
  } catch {
    return false
  }
}

/** The text of an HTML page's <title>, its common entities decoded and spaces collapsed. */
export function pageTitle(html: string): string | undefined {
  const match = /<title\b[^>]*>([\s\S]*?)<\/title\s*>/i.exec(html.slice(0, 64 * 1024))
  if (!match) return undefined
  const title = decodeEntities(match[1] ?? '')
    .replace(/\s+/g, ' ')
    .trim()
  return title === '' ? undefined : title
}

function decodeEntities(text: string): string {
  // A map: a name the page writes, such as `&constructor;`, finds nothing it does not hold.
  const named = new Map([
    ['amp', '&'],
    ['lt', '<'],
    ['gt', '>'],
    ['quot', '"'],
    ['apos', "'"]
  ])
  return text.replace(/&(#x[0-9a-f]{1,6}|#[0-9]{1,7}|[a-z]+);/gi, (entity, name: string) => {
    const code = name.startsWith('#x')
      ? parseInt(name.slice(2), 16)
      : name.startsWith('#')
        ? parseInt(name.slice(1), 10)
        : undefined
    if (code === undefined) return named.get(name.toLowerCase()) ?? entity
    return code <= 0x10ffff ? String.fromCodePoint(code) : entity
  })
}

/**
 * Server text quoted for a message: cut to a readable length, every control character and
 * line break escaped by JSON, and the legacy `##[` command form defused, so a hostile title
 * can never become a workflow command of its own.
 */
function quoted(text: string): string {
  const chars = [...text]
  const cut = chars.length > MAX_TITLE_CHARS ? `${chars.slice(0, MAX_TITLE_CHARS).join('')}…` : text
  return JSON.stringify(cut)
    .replace(
      /[\u007f-\u009f\u2028\u2029]/g,
      char => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`
    )
    .replace(/##\[/g, '##\\[')
}

function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value
}
