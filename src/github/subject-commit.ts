/**
 * The commit a run is about, and how it is read: the commit-sha input (a short one resolved
 * first), else the pull request's head, else the push's head, else GITHUB_SHA; its message,
 * author and time from the event payload, else the checkout, else the GitHub API when a token
 * is given. Every command that records or reads the run's commit comes here; the issue-key
 * harvester (./references.ts) reads the same commits through the same reader.
 */
import { fetchCommit, type GitHubClient } from './api.js'
import { commitUrl, type CommitFacts, type RunFacts } from './event.js'
import { readLocalCommit } from './git.js'
import { InputError, quote } from '../inputs/input-error.js'

export interface CommitReadOptions {
  /** The commit-sha input: replaces the event's commit(s). A short one is resolved first. */
  commitSha?: string
  /** Connects to the GitHub API on first use; undefined when there is no token. */
  github?: () => Promise<GitHubClient>
  /** The command has no github-token input: a commit is read from the event or the checkout. */
  localOnly?: boolean
  /** How a commit is read from the checkout (replaceable in tests). */
  readLocalCommit?: typeof readLocalCommit
}

/** The run's commit as far as it could be read, and its branch. */
export interface SubjectCommit {
  /** The commit the record is about (for git_commit_info), as far as it is known. */
  commit?: CommitFacts
  /** Why only the commit's id and URL are known, when its message, author and time are not. */
  commitUnread?: string
  branch?: string
}

/**
 * Reads the run's commit. Best effort past the id: what is known of the commit is recorded
 * even if reading its message failed, with the reason in commitUnread. A short commit-sha that
 * cannot be resolved is refused.
 */
export async function readSubjectCommit(
  facts: RunFacts,
  options: CommitReadOptions,
  reader = new CommitReader(facts, options)
): Promise<SubjectCommit> {
  const commitSha =
    options.commitSha === undefined
      ? undefined
      : await resolveCommitSha(options.commitSha, facts, reader)
  const result: SubjectCommit = { branch: runBranch(facts) }
  const sha = subjectSha(facts, commitSha)
  if (sha) {
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

/** The head branch on a pull request, else the ref the run is on. */
export function runBranch(facts: RunFacts): string | undefined {
  return facts.pullRequest ? (facts.headRef ?? facts.pullRequest.headRef) : facts.refName
}

const FULL_SHA = /^[0-9a-f]{40}$/

/**
 * git_commit_info.sha1 is always a full commit id: a short commit-sha is resolved through
 * the commits the event names, else the checkout or the GitHub API, or refused.
 */
export async function resolveCommitSha(
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

/** Reads a commit once: from the payload, else the checkout, else the API. */
export class CommitReader {
  private readonly cache = new Map<string, Promise<CommitFacts>>()

  constructor(
    private readonly facts: RunFacts,
    private readonly options: CommitReadOptions
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

export function short(sha: string | undefined): string {
  return sha ? sha.slice(0, 7) : 'unknown'
}

export function reasonOf(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error)
  return message.replace(/[.\s]+$/, '')
}
