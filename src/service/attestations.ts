/**
 * The bodies of the attestation writes: the `data_json` part of each
 * `POST /attestations/{org}/{flow}/trail/{trail}/{type}` (JSON for an override). Each is a
 * published `*AttestationPostInput` schema that forbids unknown fields, so each type lists
 * exactly its fields, with the evidence fields every attestation shares.
 */
import type { AttestationTypeName } from '../declarations/attestation-types.js'
import type { ExternalUrl, GitCommitInfo, JsonValue, RepoInfo } from './bodies.js'

/** The service's limit for attachment_file. */
export const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024

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

/** What every attestation body starts with. */
export interface AttestationBase extends EvidenceFields {
  attestation_name: string
  git_commit_info?: GitCommitInfo
  repo_info?: RepoInfo
}

/** `GenericAttestationPostInput` */
export interface GenericAttestationBody extends AttestationBase {
  is_compliant: boolean
}

/** `CustomAttestationPostInput` */
export interface CustomAttestationBody extends AttestationBase {
  type_name: string
  /**
   * The JSON value itself, as the reference CLI sends it: the live service evaluates this
   * object with the type's jq rules. The published description annotates the field as JSON
   * text; the contract tests name this one deliberate difference.
   */
  attestation_data: JsonValue
}

/**
 * A decision against a governance control, posted to `.../trail/{trail}/system`. Not in the
 * published description: the fields are the reference CLI's (`kosli attest decision`).
 */
export interface DecisionAttestationBody extends AttestationBase {
  type_name: 'decision'
  /** The control's identifier, such as RCTL-043. */
  control: string
  attestation_data: { is_compliant: boolean }
}

/** `OverrideAttestationPostInput` */
export interface OverrideAttestationBody extends EvidenceFields {
  attestation_name: string
  reason: string
  new_compliance_status: boolean
  original_attestation_type: string
}

export interface JiraResult {
  issue_id: string
  issue_url: string
  issue_exists: boolean
  issue_fields?: Record<string, unknown>
}

/** `JiraAttestationPostInput` */
export interface JiraAttestationBody extends AttestationBase {
  /** Always present: `[]` when no key was found. */
  jira_results: JiraResult[]
}

/** One `<testsuite>` as the published `JUnitResult` has it. */
export interface JUnitResult {
  name: string
  failures: number
  errors: number
  skipped: number
  total: number
  /** Seconds. */
  duration: number
  /** Unix seconds; left out when the suite has none in a known form. */
  timestamp?: number
}

/** `JUnitAttestationPostInput` */
export interface JUnitAttestationBody extends EvidenceFields {
  attestation_name: string
  junit_results: JUnitResult[]
}

/** `IssueLocation`: both fields are required by the description. */
export interface IssueLocation {
  uri: string
  lines: string
}

/** `FoundIssue` */
export interface FoundIssue {
  id: string
  message: string
  locations: IssueLocation[]
  priority_score?: number
}

/** `ProjectScanResult`: one scanned project (one SARIF run, one Snyk JSON project). */
export interface ProjectScanResult {
  high_count: number
  medium_count: number
  low_count: number
  high: FoundIssue[]
  medium: FoundIssue[]
  low: FoundIssue[]
}

/** `SnykResultsSummary` */
export interface SnykResults {
  schema_version: 1
  tool: { name: string; version: string }
  results: ProjectScanResult[]
}

/** `SnykAttestationPostInput` */
export interface SnykAttestationBody extends EvidenceFields {
  attestation_name: string
  snyk_results: SnykResults
}

/** `PullRequestApprover` */
export interface PullRequestApprover {
  username: string
  state?: string
  /** Unix seconds. */
  timestamp?: number
}

/** `GitCommit`, as a pull request's commit. */
export interface PullRequestCommit extends GitCommitInfo {
  author_username?: string
}

/** `FoundPullRequestV2` */
export interface FoundPullRequest {
  url: string
  state: string
  author: string
  title: string
  /** Unix seconds. */
  created_at: number
  merged_at: number | null
  head_ref: string
  merge_commit: string | null
  approvers: PullRequestApprover[]
  commits: PullRequestCommit[]
}

/** `PullRequestAttestationPostInput` */
export interface PullRequestAttestationBody extends AttestationBase {
  git_provider: 'github'
  /** Always present: `[]` when the commit has no pull request. */
  pull_requests: FoundPullRequest[]
}

/**
 * The body of each attestation type the action posts, by its name in ATTESTATION_TYPES
 * (declarations/attestation-types.ts), which also says where it is posted.
 */
export interface AttestationBodies {
  generic: GenericAttestationBody
  custom: CustomAttestationBody
  jira: JiraAttestationBody
  junit: JUnitAttestationBody
  snyk: SnykAttestationBody
  pull_request: PullRequestAttestationBody
  decision: DecisionAttestationBody
}

/** A type the action posts: one of the table's, with a body here. */
export type AttestationType = keyof AttestationBodies & AttestationTypeName
