/** The sentences that say which keys were found where, and explain a missing key or issue. */
import type { KeySource } from '../../github/references.js'

/** "ABC-1 (commits), OPS-2 (branch, pr-title)" */
export function describeKeys(
  keys: readonly string[],
  sources: ReadonlyMap<string, readonly string[]>
): string {
  return keys.map(key => `${key} (${(sources.get(key) ?? []).join(', ')})`).join(', ')
}

const SOURCE_PLACES: Record<string, string> = {
  commits: 'a commit message',
  branch: 'the branch name',
  'pr-title': 'the pull request title',
  'pr-body': 'the pull request description',
  'secondary-source': 'secondary-source'
}

/** Points only at the places that were searched: advice about an unread one would mislead. */
export function noKeyMessage(searched: readonly string[]): string {
  if (searched.length === 0) {
    return (
      'No Jira issue key was searched for: key-sources is none and secondary-source is not ' +
      'given, so the attestation records no issue and is not compliant'
    )
  }
  const places = [...new Set(searched.map(source => SOURCE_PLACES[source] ?? source))]
  const last = places.pop()
  const where = places.length > 0 ? `${places.join(', ')} or ${last}` : last
  return (
    `No Jira issue key was found in ${searched.join(', ')}; the attestation records no ` +
    `issue, so it is not compliant: reference an issue (such as ABC-123) in ${where}`
  )
}

export function missingMessage(
  missing: readonly string[],
  sources: ReadonlyMap<string, readonly string[]>
): string {
  const one = missing.length === 1
  return (
    `Jira has no issue${one ? '' : 's'} ${describeKeys(missing, sources)}, or these credentials ` +
    `cannot see ${one ? 'it' : 'them'} (Jira answers 404 for both); the attestation records ` +
    `${one ? 'it' : 'them'} as missing`
  )
}

/** Names each requested key source that could not be read, with why, and what to do. */
export function unreadableMessage(
  unreadable: readonly { source: KeySource; reason: string }[]
): string {
  const one = unreadable.length === 1
  const reasons = unreadable
    .map(({ source, reason }) => `key source ${source} could not be read: ${reason}`)
    .join('; ')
  return (
    `${reasons.charAt(0).toUpperCase()}${reasons.slice(1)}. No attestation was posted: without ` +
    `${one ? 'this source' : 'these sources'} it could miss issue keys and would record ` +
    `evidence that was never gathered. Fix the cause, or leave the source out of key-sources.`
  )
}
