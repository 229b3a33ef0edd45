/**
 * The pieces of a Jira attestation that are not Jira: the attachment, the commit and
 * repository records, and the sentences that explain a missing key or issue.
 */
import { readFile } from 'node:fs/promises'
import { basename } from 'node:path'
import type { RunFacts } from '../../github/event.js'
import type { KeySource, References } from '../../github/references.js'
import type { AttachmentFile, Redactable } from './reference-inputs.js'
import {
  MAX_ATTACHMENT_BYTES,
  type Attachment,
  type GitCommitInfo,
  type RepoInfo
} from '../../service/attestations.js'

export async function loadAttachment(file: AttachmentFile): Promise<Attachment> {
  const bytes = await readFile(file.path)
  // The file may have grown since it was checked: the limit holds for what is sent.
  if (bytes.length > MAX_ATTACHMENT_BYTES) {
    throw new Error(
      `The attachment ${file.path} grew to ${bytes.length} bytes, over the 10 MB limit; nothing was sent.`
    )
  }
  return { filename: basename(file.path), content: new Blob([bytes]) }
}

export function gitCommitInfo(
  references: References,
  redact: readonly Redactable[]
): GitCommitInfo | undefined {
  const commit = references.commit
  if (!commit) return undefined
  const info: GitCommitInfo = { sha1: commit.sha }
  if (commit.message !== undefined && !redact.includes('message')) info.message = commit.message
  if (commit.author !== undefined && !redact.includes('author')) info.author = commit.author
  if (references.branch !== undefined && !redact.includes('branch')) info.branch = references.branch
  if (commit.timestamp !== undefined) info.timestamp = commit.timestamp
  if (commit.url !== undefined) info.url = commit.url
  return info
}

export function repoInfo(facts: RunFacts): RepoInfo | undefined {
  if (!facts.repository) return undefined
  const info: RepoInfo = {
    name: facts.repository,
    url: `${facts.serverUrl}/${facts.repository}`,
    provider: 'github'
  }
  if (facts.repositoryId) info.id = facts.repositoryId
  return info
}

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
