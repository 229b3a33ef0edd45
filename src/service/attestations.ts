/** Request-body fields every attestation write shares (override, Jira, pull request). */

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
