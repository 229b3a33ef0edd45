/**
 * Attest pull requests: `POST /attestations/{org}/{flow}/trail/{trail}/pull_request`,
 * multipart with a `data_json` part: the published `PullRequestAttestationPostInput`, each
 * pull request a `FoundPullRequestV2`. Both forbid unknown fields, so these types list
 * exactly their fields.
 */
import type { MultipartPart, ServiceClient } from './client.js'
import type { EvidenceFields, GitCommitInfo, RepoInfo, TrailTarget } from './attestations.js'

/** `PullRequestApprover` */
export interface PullRequestApprover {
  username: string
  state?: string
  /** Unix seconds. */
  timestamp?: number
}

/** `GitCommit`, as a pull request's commit. */
export interface PullRequestCommit {
  sha1: string
  message?: string
  /** `Name <email>` */
  author?: string
  author_username?: string
  branch?: string
  /** Unix seconds. */
  timestamp?: number
  url?: string
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

export interface PullRequestAttestationData extends EvidenceFields {
  attestation_name: string
  git_provider: 'github'
  /** Always present: `[]` when the commit has no pull request. */
  pull_requests: FoundPullRequest[]
  git_commit_info?: GitCommitInfo
  repo_info?: RepoInfo
}

/**
 * Sent once: the transport repeats a POST only when the service cannot have applied it
 * (connection refused, 409, 429, 503), so the attestation is never recorded twice.
 */
export function attestPullRequest(
  client: ServiceClient,
  target: TrailTarget,
  data: PullRequestAttestationData
): Promise<unknown> {
  const parts: MultipartPart[] = [{ name: 'data_json', value: JSON.stringify(data) }]
  return client.postMultipart(
    ['attestations', target.org, target.flow, 'trail', target.trail, 'pull_request'],
    parts
  )
}
