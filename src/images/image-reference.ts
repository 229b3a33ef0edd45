/**
 * Container image references as docker reads them: `[registry/]name[:tag][@sha256:digest]`.
 * A first component with a "." or ":" in it, or "localhost", is the registry (host and
 * port); otherwise the image is on Docker Hub, whose one-component names live under
 * `library/` and whose registry answers at registry-1.docker.io.
 */

export interface ImageReference {
  /** The registry as named in the reference: "docker.io", "ghcr.io", "localhost:5000". */
  registry: string
  /** The host (and port) the registry answers on. */
  host: string
  /** The repository path: "library/alpine", "org/app". */
  repository: string
  /** The tag; "latest" when neither a tag nor a digest was given. */
  tag?: string
  /** "sha256:<hex>" when the reference pins one. */
  digest?: string
}

const DOCKER_HUB = 'docker.io'
const DOCKER_HUB_HOST = 'registry-1.docker.io'
const COMPONENT = /^[a-z0-9]+(?:(?:[._]|__|-+)[a-z0-9]+)*$/
const TAG = /^[\w][\w.-]{0,127}$/
const DIGEST = /^sha256:[a-f0-9]{64}$/
const HOST =
  /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/

/** The reference's parts, or a short reason it is not a reference (for an input error). */
export function parseImageReference(text: string): ImageReference | { problem: string } {
  let rest = text
  let digest: string | undefined
  const at = rest.indexOf('@')
  if (at >= 0) {
    digest = rest.slice(at + 1)
    rest = rest.slice(0, at)
    if (!DIGEST.test(digest))
      return { problem: 'has a digest that is not sha256: and 64 lowercase hex characters' }
  }
  let tag: string | undefined
  const colon = rest.lastIndexOf(':')
  if (colon > rest.lastIndexOf('/')) {
    tag = rest.slice(colon + 1)
    rest = rest.slice(0, colon)
    if (!TAG.test(tag))
      return { problem: `has the tag ${JSON.stringify(tag)}, which is not a valid tag` }
  }
  const parts = rest.split('/')
  let registry = DOCKER_HUB
  const first = parts[0] ?? ''
  if (parts.length > 1 && (first.includes('.') || first.includes(':') || first === 'localhost')) {
    if (!HOST.test(first))
      return { problem: `names the registry ${JSON.stringify(first)}, which is not a host[:port]` }
    registry = first === 'index.docker.io' ? DOCKER_HUB : first
    parts.shift()
  }
  if (parts.length === 0 || parts.some(part => !COMPONENT.test(part))) {
    return { problem: 'has a name that is not lowercase letters, digits and separators (. _ - /)' }
  }
  if (registry === DOCKER_HUB && parts.length === 1) parts.unshift('library')
  return {
    registry,
    host: registry === DOCKER_HUB ? DOCKER_HUB_HOST : registry,
    repository: parts.join('/'),
    tag: tag ?? (digest ? undefined : 'latest'),
    digest
  }
}

/** "registry/repository:tag@digest", as the fingerprint was computed for. */
export function formatImageReference(reference: ImageReference): string {
  const tag = reference.tag ? `:${reference.tag}` : ''
  const digest = reference.digest ? `@${reference.digest}` : ''
  return `${reference.registry}/${reference.repository}${tag}${digest}`
}

/** A registry on this machine: the only kind reached over plain http, and only after https. */
export function isLoopbackHost(host: string): boolean {
  const name = host.replace(/:\d+$/, '').replace(/^\[|\]$/g, '')
  return name === 'localhost' || /^127\.\d+\.\d+\.\d+$/.test(name) || name === '::1'
}
