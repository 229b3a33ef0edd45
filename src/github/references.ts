/**
 * The texts of a push or pull request that may reference issues: commit messages, the
 * branch name, the pull request's title and body. Each comes from the event payload when it
 * is there, else from the local checkout, else from the GitHub API when a token is given.
 * A source that cannot be read is reported as unreadable, with the reason: the command must
 * not record evidence without it.
 */
import { fetchCommit, fetchPullRequestOf, type GitHubRequest } from './api.js'
import { commitUrl, type CommitFacts, type PullRequestFacts, type RunFacts } from './event.js'
import { readLocalCommit } from './git.js'
import { InputError, quote } from '../inputs/errors.js'

export const KEY_SOURCES = ['commits', 'branch', 'pr-title', 'pr-body'] as const
export type KeySource = (typeof KEY_SOURCES)[number]

export interface ReferenceOptions {
  sources: readonly KeySource[]
  /** The commit-sha input: replaces the event's commit(s). A short one is resolved first. */
  commitSha?: string
  /** Connects to the GitHub API on first use; undefined when there is no token. */
  github?: () => Promise<GitHubRequest>
  /** The command has no github-token input: a commit is read from the event or the checkout. */
  localOnly?: boolean
  /** How a commit is read from the checkout (replaceable in tests). */
  readLocalCommit?: typeof readLocalCommit
}

export interface SearchedText {
  source: KeySource
  text: string
}

export interface References {
  texts: SearchedText[]
  /** What each source searched, for the summary, e.g. `3 commits`, `feature/ABC-1`. */
  searched: { source: KeySource; detail: string }[]
  /** Each source that could not be read, with why (no trailing full stop). */
  unreadable: { source: KeySource; reason: string }[]
  /** The commit the attestation is about (for git_commit_info), as far as it is known. */
  commit?: CommitFacts
  /** Why only the commit's id and URL are known, when its message, author and time are not. */
  commitUnread?: string
  branch?: string
}

export async function gatherReferences(
  facts: RunFacts,
  options: ReferenceOptions
): Promise<References> {
  const reader = new CommitReader(facts, options)
  const commitSha =
    options.commitSha === undefined
      ? undefined
      : await resolveCommitSha(options.commitSha, facts, reader)
  const result: References = { texts: [], searched: [], unreadable: [] }
  const sha = subjectSha(facts, commitSha)
  result.branch = facts.pullRequest ? (facts.headRef ?? facts.pullRequest.headRef) : facts.refName
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

  if (sha) {
    // Best effort: the attestation records what is known of the commit even if reading failed.
    try {
      result.commit = await reader.read(sha)
    } catch (error) {
      result.commit = { sha }
      result.commitUnread = reasonOf(error)
    }
    result.commit.url ??= commitUrl(facts, sha)
  }
  return result
}

const FULL_SHA = /^[0-9a-f]{40}$/

/**
 * git_commit_info.sha1 is always a full commit id: a short commit-sha is resolved through
 * the commits the event names, else the checkout or the GitHub API, or refused.
 */
async function resolveCommitSha(
  given: string,
  facts: RunFacts,
  reader: CommitReader
): Promise<string> {
  if (FULL_SHA.test(given)) return given
  const known = [
    ...(facts.push?.commits ?? []).map(commit => commit.sha),
    facts.push?.headCommit?.sha,
    facts.pullRequest?.headSha,
    facts.sha
  ]
  const matches = [...new Set(known)].filter(
    (sha): sha is string => sha !== undefined && FULL_SHA.test(sha) && sha.startsWith(given)
  )
  if (matches.length === 1 && matches[0]) return matches[0]
  let reason = `it starts ${matches.length} commits of the event`
  if (matches.length === 0) {
    try {
      const commit = await reader.read(given)
      if (FULL_SHA.test(commit.sha) && commit.sha.startsWith(given)) {
        reader.remember(commit)
        return commit.sha
      }
      reason = `it was read as ${quote(commit.sha)}, which is not a full id that starts with it`
    } catch (error) {
      reason = reasonOf(error)
    }
  }
  throw new InputError(
    'commit-sha',
    `has ${quote(given)}, a short commit id that could not be resolved to a full one (${reason})`,
    'the full 40-character commit SHA, or a short one of a commit in the event payload, the checkout or, with github-token, the GitHub API'
  )
}

/**
 * The commit the run is about: commit-sha when given; the head of a pull request (never the
 * generated merge commit in GITHUB_SHA); the head of a push (none when a branch was
 * deleted); otherwise GITHUB_SHA.
 */
export function subjectSha(facts: RunFacts, commitSha?: string): string | undefined {
  if (commitSha) return commitSha
  if (facts.pullRequest) return facts.pullRequest.headSha
  if (facts.push && !facts.payloadProblem) {
    return facts.push.headCommit?.sha ?? facts.push.commits.at(-1)?.sha
  }
  return facts.sha
}

/**
 * Why subjectSha found no commit, as the end of a sentence: on a push that deleted a branch
 * GITHUB_SHA is set (to the default branch's head), so "GITHUB_SHA is not set" would be false.
 */
export function missingCommitCause(facts: RunFacts): string {
  if (facts.pullRequest) return 'the pull request payload has no head commit'
  if (facts.push && !facts.payloadProblem) {
    return 'the push event has no head commit and no commits, as when a push deletes a branch'
  }
  return facts.payloadProblem
    ? `GITHUB_SHA is not set and ${facts.payloadProblem}`
    : `GITHUB_SHA is not set and the ${facts.eventName} event names no commit`
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
  github: (() => Promise<GitHubRequest>) | undefined,
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

/** Reads a commit once: from the payload, else the checkout, else the API. */
class CommitReader {
  private readonly cache = new Map<string, Promise<CommitFacts>>()

  constructor(
    private readonly facts: RunFacts,
    private readonly options: ReferenceOptions
  ) {}

  read(sha: string): Promise<CommitFacts> {
    let pending = this.cache.get(sha)
    if (!pending) this.cache.set(sha, (pending = this.load(sha)))
    return pending
  }

  /** A commit read under a short id is the same commit under its full one. */
  remember(commit: CommitFacts): void {
    this.cache.set(commit.sha, Promise.resolve(commit))
  }

  private async load(sha: string): Promise<CommitFacts> {
    const push = this.facts.push
    const known = [...(push?.commits ?? []), ...(push?.headCommit ? [push.headCommit] : [])]
    const inPayload = known.find(commit => commit.sha === sha && commit.message !== undefined)
    if (inPayload) return inPayload
    let localProblem: string
    try {
      const read = this.options.readLocalCommit ?? readLocalCommit
      return { ...(await read(sha, this.facts.workspace)), url: commitUrl(this.facts, sha) }
    } catch (error) {
      localProblem = reasonOf(error)
    }
    if (!this.options.github) {
      const api = this.options.localOnly ? '' : ', and github-token is empty'
      throw new Error(`commit ${short(sha)} could not be read: ${localProblem}${api}`)
    }
    if (!this.facts.repository)
      throw new Error(`commit ${short(sha)} could not be read: GITHUB_REPOSITORY is not set`)
    try {
      return await fetchCommit(await this.options.github(), this.facts.repository, sha)
    } catch (error) {
      throw new Error(
        `commit ${short(sha)} could not be read: ${localProblem}, and the GitHub API failed: ${reasonOf(error)}`
      )
    }
  }
}

function describeCommits(commits: readonly CommitFacts[]): string {
  if (commits.length === 0) return 'no commits (the push carried none)'
  const shown = commits.slice(0, 5).map(commit => short(commit.sha))
  const more = commits.length > shown.length ? `, and ${commits.length - shown.length} more` : ''
  return `${commits.length} commit${commits.length === 1 ? '' : 's'} (${shown.join(', ')}${more})`
}

function short(sha: string | undefined): string {
  return sha ? sha.slice(0, 7) : 'unknown'
}

function reasonOf(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error)
  return message.replace(/[.\s]+$/, '')
}
