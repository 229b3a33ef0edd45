/**
 * The commit and repository records that evidence carries (`git_commit_info`, `repo_info`),
 * built from the run the same way for every command that writes to the service.
 */
import type { Logger } from '../action/command.js'
import type { RunFacts } from '../github/event.js'
import type { SubjectCommit } from '../github/subject-commit.js'
import type { Redactable } from '../inputs/commit.js'
import type { GitCommitInfo, RepoInfo } from '../service/bodies.js'

export function gitCommitInfo(
  subject: Pick<SubjectCommit, 'commit' | 'branch'>,
  redact: readonly Redactable[]
): GitCommitInfo | undefined {
  const commit = subject.commit
  if (!commit) return undefined
  const info: GitCommitInfo = { sha1: commit.sha }
  if (commit.message !== undefined && !redact.includes('message')) info.message = commit.message
  if (commit.author !== undefined && !redact.includes('author')) info.author = commit.author
  if (subject.branch !== undefined && !redact.includes('branch')) info.branch = subject.branch
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

/** Both records as body fields, each only when the run knows it (the bodies are strict). */
export function commitRecords(
  subject: Pick<SubjectCommit, 'commit' | 'branch'>,
  facts: RunFacts,
  redact: readonly Redactable[]
): { git_commit_info?: GitCommitInfo; repo_info?: RepoInfo } {
  const records: { git_commit_info?: GitCommitInfo; repo_info?: RepoInfo } = {}
  const commit = gitCommitInfo(subject, redact)
  if (commit) records.git_commit_info = commit
  const repo = repoInfo(facts)
  if (repo) records.repo_info = repo
  return records
}

/**
 * Says in the log when git_commit_info can hold only the commit's id and URL: the record is
 * still true, but a reader of the log should not assume the message and author are in it.
 */
export function logUnreadCommit(
  subject: Pick<SubjectCommit, 'commit' | 'commitUnread'>,
  log: Logger
): void {
  if (!subject.commit || subject.commitUnread === undefined) return
  log.info(
    `git_commit_info records only the id and URL of commit ${subject.commit.sha.slice(0, 7)}, not its message, author and time: ${subject.commitUnread}.`
  )
}
