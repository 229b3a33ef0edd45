/**
 * The two GitHub REST reads that fill in what an event payload lacks: a commit (its message
 * on pull_request events) and the pull requests of a commit (the one a push to main merged).
 * They take a GitHubClient (connect.ts makes the real one, over Octokit), so tests can hand
 * them any answers.
 */
import * as z from '../parsing/zod.js'
import { RequestError } from '../http/request-error.js'
import { formatAuthor, unixSeconds, type CommitFacts, type PullRequestFacts } from './event.js'

export type GitHubRequest = (
  route: string,
  parameters: Record<string, string | number>
) => Promise<GitHubResponse>

/**
 * What reads the GitHub API: one route at a time, and a listing page by page. The real one
 * (octokit.ts) is Octokit over the action's transport, its pages read by octokit.paginate,
 * bounded.
 */
export interface GitHubClient {
  request: GitHubRequest
  /** Each page of a listing, in order, asking for 100 a page; refuses one that never ends. */
  pages(route: string, parameters: Record<string, string | number>): AsyncIterable<GitHubResponse>
}

export interface GitHubResponse {
  data: unknown
  /** Response headers (lower-case names), e.g. `link` for the next page. */
  headers?: Record<string, string | number | undefined>
  /** The URL that answered. */
  url?: string
}

/**
 * A failed GitHub API read: the message says why in words (describeGitHubFailure); the
 * status, when GitHub answered, lets a command name the permission a 403 or 404 points at.
 */
export class GitHubApiError extends Error {
  readonly status: number | undefined
  /** A 403 or 429 because the API rate limit was used up, not for want of permission. */
  readonly rateLimited: boolean

  constructor(message: string, cause: RequestError | undefined) {
    super(message, { cause })
    this.name = 'GitHubApiError'
    this.status = cause?.kind === 'status' ? cause.status : undefined
    const remaining = cause?.headers?.['x-ratelimit-remaining']
    this.rateLimited =
      this.status === 429 || (this.status === 403 && String(remaining).trim() === '0')
  }
}

const text = z.nullish(z.string())

/** A commit as the API answers it, in a commit's read and in a pull request's commit list. */
export const CommitSchema = z.looseObject({
  sha: z.string(),
  html_url: text,
  commit: z.looseObject({
    message: text,
    author: z.nullish(z.looseObject({ name: text, email: text, date: text })),
    committer: z.nullish(z.looseObject({ date: text }))
  })
})

const PullSchema = z.looseObject({
  number: z.number(),
  title: text,
  body: text,
  html_url: text,
  merge_commit_sha: text,
  head: z.nullish(z.looseObject({ sha: text, ref: text }))
})

/** `owner/name` split, for the API's path parameters. */
export function repoParameters(repository: string): { owner: string; repo: string } {
  const [owner = '', repo = ''] = repository.split('/')
  return { owner, repo }
}

export async function fetchCommit(
  github: GitHubClient,
  repository: string,
  sha: string
): Promise<CommitFacts> {
  const { data } = await github.request('GET /repos/{owner}/{repo}/commits/{ref}', {
    ...repoParameters(repository),
    ref: sha
  })
  const commit = parse(CommitSchema, data, 'a commit')
  const author = commit.commit.author
  return {
    sha: commit.sha,
    message: commit.commit.message ?? undefined,
    author: formatAuthor(author?.name, author?.email),
    timestamp: unixSeconds(commit.commit.committer?.date ?? author?.date),
    url: commit.html_url ?? undefined
  }
}

/**
 * The pull request a commit belongs to: the one it merged (its merge commit), else the one
 * whose head it is, else the first GitHub lists. Undefined when there is none.
 */
export async function fetchPullRequestOf(
  github: GitHubClient,
  repository: string,
  sha: string
): Promise<PullRequestFacts | undefined> {
  const { data } = await github.request('GET /repos/{owner}/{repo}/commits/{commit_sha}/pulls', {
    ...repoParameters(repository),
    commit_sha: sha,
    per_page: 100
  })
  const pulls = parse(z.array(PullSchema), data, 'a list of pull requests')
  const chosen =
    pulls.find(pull => pull.merge_commit_sha === sha) ??
    pulls.find(pull => pull.head?.sha === sha) ??
    pulls[0]
  if (!chosen) return undefined
  return {
    number: chosen.number,
    title: chosen.title ?? '',
    body: chosen.body ?? '',
    headSha: chosen.head?.sha ?? undefined,
    headRef: chosen.head?.ref ?? undefined,
    url: chosen.html_url ?? undefined
  }
}

/** An answer of the API read by `schema`, or an error that says what was expected. */
export function parse<S extends z.ZodMiniType>(
  schema: S,
  data: unknown,
  what: string
): z.output<S> {
  const parsed = schema.safeParse(data)
  if (!parsed.success) throw new Error(`the GitHub API did not answer with ${what}`)
  return parsed.data
}

/**
 * Why a GitHub API read failed, in words that say what to fix: the transport's error names
 * the system and request; this says what the token, the permissions or GITHUB_API_URL lack.
 */
export function describeGitHubFailure(error: RequestError, timeoutMs: number): string {
  const detail = oneLine(error.detail)
  switch (error.kind) {
    case 'timeout':
      return `no answer within ${timeoutMs / 1000} s`
    case 'network':
      // The detail already names a proxy's refusal or an untrusted certificate in full.
      return detail.startsWith('the ') ? detail : `no answer (${detail})`
    case 'redirect':
      return `it redirected ${error.method} ${error.path}: ${detail.replace(
        /set the base URL to the address the service/,
        'set GITHUB_API_URL to the address the API'
      )}`
    case 'too-large':
    case 'invalid-response':
      return `it sent an answer the action cannot read to ${error.method} ${error.path}: ${detail}`
    case 'status':
      break
  }
  const tries = error.attempts > 1 ? ` after ${error.attempts} attempts` : ''
  switch (error.status) {
    case 401:
      return `it refused github-token (401: ${detail}): give a current token`
    case 403:
      return (
        `it refused access (403: ${detail}): the token needs contents: read and ` +
        `pull-requests: read on the repository, or the API rate limit was reached`
      )
    case 404:
      return `it answered 404 (${detail}): the token cannot see the repository, or GITHUB_API_URL is wrong`
    default:
      return `it answered ${String(error.status)}${tries}: ${detail}`
  }
}

function oneLine(text: string): string {
  const flat = text
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[.\s]+$/, '')
  return flat.length > 300 ? `${flat.slice(0, 300)}…` : flat
}

/**
 * A write GitHub refused for want of a permission: 403 (not the rate limit), as a token gets
 * that lacks `checks: write` or `pull-requests: write`, and a fork's pull request always does
 * ("Resource not accessible by integration"). GitHub's own words, for the warning that names
 * the permission; undefined for any other failure.
 */
export function permissionRefusal(error: unknown): string | undefined {
  if (!(error instanceof GitHubApiError) || error.status !== 403 || error.rateLimited) {
    return undefined
  }
  const cause = error.cause
  return (cause instanceof RequestError && oneLine(cause.reason ?? cause.detail)) || 'forbidden'
}
