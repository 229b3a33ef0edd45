/**
 * The texts of a push or pull request that may reference issues: commit messages, the
 * branch name, the pull request's title and body. Each comes from the event payload when it
 * is there, else from the local checkout, else from the GitHub API when a token is given.
 * A source that cannot be read is reported as unreadable, with the reason: the command must
 * not record evidence without it.
 */
import { fetchPullRequestOf, type GitHubClient } from './api.js'
import type { CommitFacts, PullRequestFacts, RunFacts } from './event.js'
import {
  CommitReader,
  missingCommitCause,
  readSubjectCommit,
  reasonOf,
  short,
  type CommitReadOptions,
  type SubjectCommit
} from './subject-commit.js'

export const KEY_SOURCES = ['commits', 'branch', 'pr-title', 'pr-body'] as const
export type KeySource = (typeof KEY_SOURCES)[number]

export interface ReferenceOptions extends CommitReadOptions {
  sources: readonly KeySource[]
}

export interface SearchedText {
  source: KeySource
  text: string
}

export interface References extends SubjectCommit {
  texts: SearchedText[]
  /** What each source searched, for the summary, e.g. `3 commits`, `feature/ABC-1`. */
  searched: { source: KeySource; detail: string }[]
  /** Each source that could not be read, with why (no trailing full stop). */
  unreadable: { source: KeySource; reason: string }[]
}

export async function gatherReferences(
  facts: RunFacts,
  options: ReferenceOptions
): Promise<References> {
  // The subject commit is read first, through the reader that then serves the commits searched.
  const reader = new CommitReader(facts, options)
  const subject = await readSubjectCommit(facts, options, reader)
  const sha = subject.commit?.sha
  // Given, commit-sha is the subject (resolved to its full id): only that commit is searched.
  const commitSha = options.commitSha === undefined ? undefined : sha
  const result: References = { texts: [], searched: [], unreadable: [], ...subject }
  const skip = (source: KeySource, reason: string) => result.unreadable.push({ source, reason })

  if (options.sources.includes('commits')) {
    try {
      const commits = await commitsToSearch(facts, commitSha, sha, reader)
      for (const commit of commits)
        result.texts.push({ source: 'commits', text: commit.message ?? '' })
      result.searched.push({ source: 'commits', detail: describeCommits(commits) })
    } catch (error) {
      skip('commits', reasonOf(error))
    }
  }

  if (options.sources.includes('branch')) {
    if (result.branch) {
      result.texts.push({ source: 'branch', text: result.branch })
      result.searched.push({ source: 'branch', detail: result.branch })
    } else {
      skip('branch', 'the run has no branch name (GITHUB_REF_NAME and GITHUB_HEAD_REF are empty)')
    }
  }

  const wantsPull = options.sources.filter(s => s === 'pr-title' || s === 'pr-body')
  if (wantsPull.length > 0) {
    try {
      const pull = facts.pullRequest ?? (await pullOfCommit(sha, options.github, facts))
      for (const source of wantsPull) {
        if (!pull) {
          result.searched.push({ source, detail: `no pull request has commit ${short(sha)}` })
          continue
        }
        result.texts.push({ source, text: source === 'pr-title' ? pull.title : pull.body })
        result.searched.push({
          source,
          detail: `pull request ${pull.number ? `#${pull.number}` : ''}`.trim()
        })
      }
    } catch (error) {
      for (const source of wantsPull) skip(source, reasonOf(error))
    }
  }
  return result
}

async function commitsToSearch(
  facts: RunFacts,
  commitSha: string | undefined,
  sha: string | undefined,
  reader: CommitReader
): Promise<CommitFacts[]> {
  // Every commit of a push, not only its head; a push may carry none (a deleted branch).
  if (!commitSha && facts.push && !facts.payloadProblem) {
    if (facts.push.commits.length > 0) return facts.push.commits
    return facts.push.headCommit ? [facts.push.headCommit] : []
  }
  if (!sha) throw new Error(missingCommitCause(facts))
  return [await reader.read(sha)]
}

async function pullOfCommit(
  sha: string | undefined,
  github: (() => Promise<GitHubClient>) | undefined,
  facts: RunFacts
): Promise<PullRequestFacts | undefined> {
  if (!github) {
    throw new Error(
      `the ${facts.eventName} event has no pull request in its payload and github-token is empty`
    )
  }
  if (!sha || !facts.repository)
    throw new Error('the commit or the repository of the run is unknown')
  try {
    return await fetchPullRequestOf(await github(), facts.repository, sha)
  } catch (error) {
    throw new Error(
      `the GitHub API could not list the pull requests of ${short(sha)}: ${reasonOf(error)}`
    )
  }
}

function describeCommits(commits: readonly CommitFacts[]): string {
  if (commits.length === 0) return 'no commits (the push carried none)'
  const shown = commits.slice(0, 5).map(commit => short(commit.sha))
  const more = commits.length > shown.length ? `, and ${commits.length - shown.length} more` : ''
  return `${commits.length} commit${commits.length === 1 ? '' : 's'} (${shown.join(', ')}${more})`
}
