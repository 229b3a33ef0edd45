/** The data_json of a pull request attestation, from the evidence read from GitHub. */
import type { PullRequestEvidence } from '../../github/pulls.js'
import type { FoundPullRequest, PullRequestCommit } from '../../service/attestation-types.js'

/**
 * One `FoundPullRequestV2` with what the vendor CLI records besides (internal/types/types.go,
 * PREvidence and Commit): the base branch, each commit's headline and, for a signed commit,
 * its signature's verdict. The commits carry the pull request's head branch.
 */
export function foundPullRequest(pull: PullRequestEvidence): FoundPullRequest {
  return {
    url: pull.url,
    state: pull.state,
    author: pull.author,
    title: pull.title,
    created_at: pull.createdAt,
    merged_at: pull.mergedAt ?? null,
    head_ref: pull.headRef,
    base_ref: pull.baseRef,
    merge_commit: pull.mergeCommit ?? null,
    approvers: pull.approvals.map(approval => ({
      username: approval.login,
      state: 'APPROVED',
      ...(approval.submittedAt !== undefined ? { timestamp: approval.submittedAt } : {})
    })),
    commits: pull.commits.map(commit => {
      const found: PullRequestCommit = { sha1: commit.sha }
      if (commit.headline !== undefined) found.message = commit.headline
      if (commit.author !== undefined) found.author = commit.author
      if (commit.authorLogin !== undefined) found.author_username = commit.authorLogin
      found.branch = pull.headRef
      if (commit.timestamp !== undefined) found.timestamp = commit.timestamp
      if (commit.url !== undefined) found.url = commit.url
      if (commit.signature !== undefined) {
        found.verified = commit.signature.verified
        found.signature_state = commit.signature.state
      }
      return found
    })
  }
}

/** Every approver's login once, in the order first seen. */
export function approverLogins(pulls: readonly PullRequestEvidence[]): string[] {
  return [...new Set(pulls.flatMap(pull => pull.approvals.map(approval => approval.login)))]
}
