/**
 * Attest Jira issues: `POST /attestations/{org}/{flow}/trail/{trail}/jira`, multipart with a
 * `data_json` part (the published `JiraAttestationPostInput`, which forbids unknown fields,
 * so these types list exactly its fields) and an optional `attachment_file` part.
 */
import type { ServiceClient, MultipartPart } from './client.js'
import type { EvidenceFields, GitCommitInfo, RepoInfo, TrailTarget } from './attestations.js'

export type { GitCommitInfo, RepoInfo }

/** The service's limit for attachment_file. */
export const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024

export interface JiraResult {
  issue_id: string
  issue_url: string
  issue_exists: boolean
  issue_fields?: Record<string, unknown>
}

export interface JiraAttestationData extends EvidenceFields {
  attestation_name: string
  /** Always present: `[]` when no key was found. */
  jira_results: JiraResult[]
  git_commit_info?: GitCommitInfo
  repo_info?: RepoInfo
}

export interface Attachment {
  filename: string
  content: Blob
}

/**
 * Sent once: the transport repeats a POST only when the service cannot have applied it
 * (connection refused, 409, 429, 503), so the attestation is never recorded twice.
 */
export function attestJira(
  client: ServiceClient,
  target: TrailTarget,
  data: JiraAttestationData,
  attachment?: Attachment
): Promise<unknown> {
  const parts: MultipartPart[] = [{ name: 'data_json', value: JSON.stringify(data) }]
  if (attachment) {
    parts.push({
      name: 'attachment_file',
      value: attachment.content,
      filename: attachment.filename
    })
  }
  return client.postMultipart(
    ['attestations', target.org, target.flow, 'trail', target.trail, 'jira'],
    parts
  )
}
