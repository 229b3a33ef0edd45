/**
 * The bodies of the attestation writes. Each is a published `*PostInput` schema that
 * forbids unknown fields, so each type lists exactly its fields (with the evidence fields
 * every attestation shares) and nothing else.
 */

export type JsonValue =
  null | boolean | number | string | JsonValue[] | { [key: string]: JsonValue }

/** An external link recorded with the evidence (`external_urls` values). */
export interface ExternalUrl {
  href: string
  fingerprint?: string
}

/** The trail an attestation write goes to. */
export interface TrailTarget {
  org: string
  flow: string
  trail: string
}

/** Optional evidence fields; only set ones are sent, since the bodies are strict. */
export interface EvidenceFields {
  origin_url?: string
  description?: string
  artifact_fingerprint?: string
  target_artifacts?: string[]
  external_urls?: Record<string, ExternalUrl>
  annotations?: Record<string, string>
  user_data?: JsonValue
}

/** `OverrideAttestationPostInput`. */
export interface OverrideAttestationBody extends EvidenceFields {
  attestation_name: string
  reason: string
  new_compliance_status: boolean
  original_attestation_type: string
}

/**
 * Jira: the `data_json` part (`JiraAttestationPostInput`) of a multipart body with an
 * optional `attachment_file` part.
 */
/** The service's limit for attachment_file. */
export const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024

export interface JiraResult {
  issue_id: string
  issue_url: string
  issue_exists: boolean
  issue_fields?: Record<string, unknown>
}

/** `GitCommit` of the published description: the commit an attestation is about. */
export interface GitCommitInfo {
  sha1: string
  message?: string
  /** `Name <email>` */
  author?: string
  branch?: string
  /** Unix seconds. */
  timestamp?: number
  url?: string
}

export interface RepoInfo {
  name: string
  id?: string
  url: string
  provider: 'github'
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
