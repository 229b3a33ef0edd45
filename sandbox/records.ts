/**
 * The shapes of the sandbox's live state: what SandboxStore (store.ts) holds and handlers
 * read and change. Times are seconds since the epoch, as the service sends them.
 */
import type {
  ActionSeed,
  ApprovalSeed,
  ArtifactLabel,
  EnvironmentSeed,
  PolicySeed,
  RepoSeed,
  TemplateAttestation
} from './seed-schema.js'

export interface CommitRecord {
  sha1: string
  message: string
  author: string
  branch: string
  timestamp: number
}

export interface JiraResultRecord {
  issue_id: string
  issue_url: string
  issue_exists: boolean
  issue_fields?: Record<string, unknown>
}

export interface OverrideRecord {
  id: string
  newComplianceStatus: boolean
  reason: string
  createdAt: number
  /** The artifact named in the override request, if any. */
  artifactFingerprint?: string
  description?: string
  originUrl?: string
}

export interface AttachmentRecord {
  filename: string
  size: number
  sha256: string
}

export interface AttestationRecord {
  id: string
  name: string
  type: string
  flow: string
  trail: string
  /** Set when the attestation is about one artifact; absent for a trail-level attestation. */
  artifactFingerprint?: string
  /** Compliance as reported; an override may replace it (see effectiveCompliance). */
  compliant: boolean
  override?: OverrideRecord
  createdAt: number
  description: string
  originUrl?: string
  reportedBy: string
  userData: Record<string, unknown> | unknown[]
  jiraResults?: JiraResultRecord[]
  attachment?: AttachmentRecord
  /** Everything else a client sent (annotations, external_urls, git_commit_info, ...). */
  extra?: Record<string, unknown>
}

/** An attestation as a client posts it, before the store files it in a trail. */
/** An attestation a trail's compliance counts: recorded, or expected and missing. */
export interface AttestationStatus {
  name: string
  type: string
  status: 'COMPLETE' | 'MISSING'
  isCompliant: boolean
  unexpected: boolean
  record?: AttestationRecord
}

export type NewAttestation = Omit<
  AttestationRecord,
  'id' | 'flow' | 'trail' | 'artifactFingerprint'
>

export interface ArtifactRecord {
  fingerprint: string
  /** The template's artifact name. */
  name: string
  flow: string
  trail: string
  createdAt: number
  label?: ArtifactLabel
  content?: string
}

export interface TrailRecord {
  name: string
  flow: string
  description: string
  createdAt: number
  createdBy: string
  commit: CommitRecord
  artifacts: ArtifactRecord[]
  attestations: AttestationRecord[]
  /** The trail's own template (begun with template_file); else the flow's applies. */
  template?: FlowRecord['template']
}

/** One version of a custom attestation type: its definition as posted. */
export interface CustomTypeVersion {
  version: number
  description?: string | null
  evaluator?: { content_type: string; rules?: string[] } | null
  /** The type_schema part's JSON, when one was sent. */
  schema?: unknown
}

export interface FlowRecord {
  name: string
  description: string
  tags: Record<string, string>
  repo: Omit<RepoSeed, '_comment'>
  template: {
    attestations: TemplateAttestation[]
    artifacts: { name: string; attestations: TemplateAttestation[] }[]
  }
  /** In creation order, oldest first. */
  trails: Map<string, TrailRecord>
}

/** A repository the service records; the tags endpoint names it by `id`, its internal id. */
export interface RepoRecord {
  id: string
  name: string
  provider: string
  url: string
  /** The VCS's own id of the repository (the seed's `id`, list builds' `repo_id`). */
  externalId: string
  tags: Record<string, string>
}

/** A governance control, by its identifier. */
export interface ControlRecord {
  identifier: string
  name: string
  tags: Record<string, string>
}

export interface DeploymentRecord {
  environment: string
  fingerprint: string
  deployedAt: number
  /** 1-based position in its environment's history. */
  snapshotIndex: number
}

export interface EnvironmentRecord extends Omit<EnvironmentSeed, 'allowlist' | '_comment'> {
  /** Set by PATCH /tags; an environment of the seed starts with none. */
  tags: Record<string, string>
  includeScaling: boolean
  /** For a logical environment: the physical ones it groups. */
  includedEnvironments: string[]
  lastModifiedAt: number
  allowlist: {
    id: string
    fingerprint: string
    allowedBy: string
    timestamp: number
    description: string
  }[]
}

/** One version of a policy: the YAML as it was put, and why. */
export interface PolicyVersionRecord {
  version: number
  yaml: string
  comment: string
  createdBy: string
  createdAt: number
}

/**
 * A policy: `rules` and `version` are its latest version's, which asserts and snapshots are
 * judged by; `versions` holds every version, oldest first.
 */
export interface PolicyRecord extends Omit<PolicySeed, '_comment'> {
  createdBy: string
  createdAt: number
  lastModifiedAt: number
  versions: PolicyVersionRecord[]
}

export interface ApprovalRecord extends Omit<ApprovalSeed, 'reviews' | 'age_hours' | '_comment'> {
  createdAt: number
  lastModifiedAt: number
  reviews: {
    state: 'APPROVED' | 'UNAPPROVED'
    comment: string
    by: string
    url: string
    timestamp: number
  }[]
}

export interface ActionRecord extends Omit<ActionSeed, '_comment'> {
  createdAt: number
  lastModifiedAt: number
  lastSuccessTimestamp: number | null
  lastFailureTimestamp: number | null
}
