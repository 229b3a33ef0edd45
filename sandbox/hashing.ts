import { createHash, randomBytes } from 'node:crypto'

/** Lowercase hex SHA-256 of a text or bytes: the form fingerprints take in the service. */
export function sha256Hex(content: string | Uint8Array): string {
  return createHash('sha256').update(content).digest('hex')
}

/** Lowercase hex SHA-1, used for made-up but well-formed git commit ids. */
export function sha1Hex(content: string): string {
  return createHash('sha1').update(content).digest('hex')
}

/**
 * A UUID-shaped id derived from its parts, so ids stay the same across restarts and
 * reset() and a test can predict them by reading the store.
 */
export function stableId(...parts: string[]): string {
  const hex = sha256Hex(parts.join('\u0000'))
  return [
    hex.slice(0, 8),
    hex.slice(8, 12),
    `4${hex.slice(13, 16)}`,
    `8${hex.slice(17, 20)}`,
    hex.slice(20, 32)
  ].join('-')
}

/** A random secret with a fixed prefix, easy to grep for in logs (`sbx_…`, `jira_…`). */
export function distinctiveSecret(prefix: string): string {
  return `${prefix}${randomBytes(16).toString('hex')}`
}
