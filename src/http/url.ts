/**
 * URL building for the service and Jira. Every caller-supplied name becomes exactly one
 * percent-encoded path segment, so no input can add, remove or climb path segments.
 */

export type QueryValue = string | number | boolean | readonly string[] | null | undefined
export type Query = Record<string, QueryValue>

const LOOPBACK_HOSTS = new Set(['localhost', '[::1]', '::1'])

/** True for localhost, 127.0.0.0/8 and ::1: the only hosts plain http:// may reach. */
export function isLoopbackHost(hostname: string): boolean {
  if (LOOPBACK_HOSTS.has(hostname.toLowerCase())) return true
  return /^127(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/.test(hostname)
}

/**
 * Parses a root URL (the service's API root or a Jira site) and checks that it is safe to
 * send a token to. Returns the reason as a sentence fragment when it is not.
 */
export function checkRootUrl(value: string): { url: URL } | { problem: string } {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return { problem: 'is not an absolute URL' }
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    return { problem: `uses ${url.protocol.replace(':', '')}, not https` }
  }
  if (url.protocol === 'http:' && !isLoopbackHost(url.hostname)) {
    return {
      problem: 'uses plain http to a host that is not loopback, which would expose the token'
    }
  }
  if (url.username || url.password) {
    return { problem: 'contains credentials; pass tokens through their own inputs instead' }
  }
  if (url.search || url.hash) {
    return { problem: 'has a query or fragment' }
  }
  return { url }
}

/**
 * A URL as a message may quote it: a user name and password, a query and a fragment are
 * replaced by "…", since a token pasted into any of them must not reach a log. A value that
 * is not an http(s) URL keeps nothing before an "@" and nothing from a "?" or "#" on.
 */
export function redactUrl(value: string): string {
  const url = URL.canParse(value) ? new URL(value) : undefined
  if (url && (url.protocol === 'https:' || url.protocol === 'http:')) {
    const auth = url.username || url.password ? '…@' : ''
    const rest = `${url.search ? '?…' : ''}${url.hash ? '#…' : ''}`
    return `${url.protocol}//${auth}${url.host}${url.pathname}${rest}`
  }
  return value.replace(/^[^@]*@/, '…@').replace(/[?#][^]*$/, '?…')
}

/** A URL part percent-decoded, or as it is when its escapes are malformed. */
export function decodeOrKeep(part: string): string {
  try {
    return decodeURIComponent(part)
  } catch {
    return part
  }
}

/**
 * Encodes one path segment. Empty, `.` and `..` segments are refused outright: URL parsers
 * treat even their percent-encoded forms (`%2e%2e`) as dot segments and would resolve them.
 */
export function encodeSegment(segment: string): string {
  if (segment === '' || segment === '.' || segment === '..') {
    throw new RangeError(`"${segment}" cannot be used as a URL path segment`)
  }
  return encodeURIComponent(segment)
}

/**
 * Joins a root URL (with or without a trailing slash) and path segments, then appends the
 * query: arrays become repeated parameters, null and undefined are omitted.
 */
export function buildUrl(root: string | URL, segments: readonly string[], query: Query = {}): URL {
  const base = typeof root === 'string' ? new URL(root) : root
  const basePath = base.pathname.replace(/\/+$/, '')
  const url = new URL(base.origin)
  url.pathname = `${basePath}/${segments.map(encodeSegment).join('/')}`
  const params = new URLSearchParams()
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue
    if (Array.isArray(value)) {
      for (const item of value) params.append(name, item)
    } else {
      params.append(name, String(value))
    }
  }
  url.search = params.toString()
  return url
}
