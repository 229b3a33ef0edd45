/** The data_json of a pull request attestation, from the evidence read from GitHub. */
import type { PullRequestEvidence } from '../../github/pulls.js'
import type { FoundPullRequest, PullRequestCommit } from '../../service/attestation-types.js'

/** One `FoundPullRequestV2`; the commits carry the pull request's head branch. */
export function foundPullRequest(pull: PullRequestEvidence): FoundPullRequest {
  return {
    url: pull.url,
    state: pull.state,
    author: pull.author,
    title: pull.title,
    created_at: pull.createdAt,
    merged_at: pull.mergedAt ?? null,
    head_ref: pull.headRef,
    merge_commit: pull.mergeCommit ?? null,
    approvers: pull.approvals.map(approval => ({
      username: approval.login,
      state: 'APPROVED',
      ...(approval.submittedAt !== undefined ? { timestamp: approval.submittedAt } : {})
    })),
    commits: pull.commits.map(commit => {
      const found: PullRequestCommit = { sha1: commit.sha }
      if (commit.message !== undefined) found.message = commit.message
      if (commit.author !== undefined) found.author = commit.author
      if (commit.authorLogin !== undefined) found.author_username = commit.authorLogin
      found.branch = pull.headRef
      if (commit.timestamp !== undefined) found.timestamp = commit.timestamp
      if (commit.url !== undefined) found.url = commit.url
      return found
    })
  }
}

/** Every approver's login once, in the order first seen. */
export function approverLogins(pulls: readonly PullRequestEvidence[]): string[] {
  return [...new Set(pulls.flatMap(pull => pull.approvals.map(approval => approval.login)))]
}
