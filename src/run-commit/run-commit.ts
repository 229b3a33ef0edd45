/**
 * The commit a build-side record is about, read once per step: the commit-sha input, else
 * the pull request's head (never the generated merge commit in GITHUB_SHA), else GITHUB_SHA;
 * with its message, author and time from the event payload or the
 * checkout when they are there, and its repository.
 */
import { commitUrl, readRunFacts, type RunFacts } from '../github/event.js'
import { readSubjectCommit } from '../github/subject-commit.js'
import type { Redactable } from '../inputs/commit.js'
import type { GitCommitInfo, RepoInfo } from '../service/bodies.js'
import type { Logger } from '../action/command.js'
import { gitCommitInfo, logUnreadCommit, repoInfo } from './commit-records.js'

export interface RunCommit {
  facts: RunFacts
  /** The full commit id, when the run names one. */
  sha?: string
  commitUrl?: string
  gitCommitInfo?: GitCommitInfo
  repoInfo?: RepoInfo
}

export async function readRunCommit(
  options: { commitSha?: string; redact: readonly Redactable[] },
  log: Logger
): Promise<RunCommit> {
  const facts = readRunFacts()
  if (facts.payloadProblem) log.warning(`The event payload was not used: ${facts.payloadProblem}.`)
  // What was built is GITHUB_SHA, except on a pull request, where GITHUB_SHA is a generated
  // merge commit and the head is what the author pushed.
  const commitSha = options.commitSha ?? facts.pullRequest?.headSha ?? facts.sha
  // Only the commit itself is read: payload, then checkout; never the API.
  const subject = await readSubjectCommit(facts, { commitSha, localOnly: true })
  logUnreadCommit(subject, log)
  const sha = subject.commit?.sha
  return {
    facts,
    sha,
    commitUrl: sha ? (subject.commit?.url ?? commitUrl(facts, sha)) : undefined,
    gitCommitInfo: gitCommitInfo(subject, options.redact),
    repoInfo: repoInfo(facts)
  }
}
