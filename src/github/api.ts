/**
 * The two GitHub REST reads that fill in what an event payload lacks: a commit (its message
 * on pull_request events) and the pull requests of a commit (the one a push to main merged).
 * They take a plain request function, so this module needs no Octokit: the command that
 * uses them loads Octokit only when a token is given and a source needs the API.
 */
import { z } from 'zod'
import { describeProxyRefusal, proxyRefusalStatus } from '../http/proxy.js'
import { describeUntrustedCertificate } from '../http/tls.js'
import { formatAuthor, unixSeconds, type CommitFacts, type PullRequestFacts } from './event.js'

export type GitHubRequest = (
  route: string,
  parameters: Record<string, string | number>
) => Promise<GitHubResponse>

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

  constructor(message: string, cause: unknown) {
    super(message, { cause })
    this.name = 'GitHubApiError'
    const status = (cause as { status?: unknown } | null)?.status
    const answered = (cause as { response?: unknown } | null)?.response !== undefined
    this.status = answered && typeof status === 'number' ? status : undefined
    const headers = (cause as { response?: { headers?: Record<string, unknown> } } | null)?.response
      ?.headers
    this.rateLimited =
      this.status === 429 ||
      (this.status === 403 && String(headers?.['x-ratelimit-remaining']) === '0')
  }
}

const text = z.string().nullish()

const CommitSchema = z.looseObject({
  sha: z.string(),
  html_url: text,
  commit: z.looseObject({
    message: text,
    author: z.looseObject({ name: text, email: text, date: text }).nullish(),
    committer: z.looseObject({ date: text }).nullish()
  })
})

const PullSchema = z.looseObject({
  number: z.number(),
  title: text,
  body: text,
  html_url: text,
  merge_commit_sha: text,
  head: z.looseObject({ sha: text, ref: text }).nullish()
})

/** `owner/name` split, for the API's path parameters. */
function repoParameters(repository: string): { owner: string; repo: string } {
  const [owner = '', repo = ''] = repository.split('/')
  return { owner, repo }
}

export async function fetchCommit(
  request: GitHubRequest,
  repository: string,
  sha: string
): Promise<CommitFacts> {
  const { data } = await request('GET /repos/{owner}/{repo}/commits/{ref}', {
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
  request: GitHubRequest,
  repository: string,
  sha: string
): Promise<PullRequestFacts | undefined> {
  const { data } = await request('GET /repos/{owner}/{repo}/commits/{commit_sha}/pulls', {
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

function parse<S extends z.ZodType>(schema: S, data: unknown, what: string): z.output<S> {
  const parsed = schema.safeParse(data)
  if (!parsed.success) throw new Error(`the GitHub API did not answer with ${what}`)
  return parsed.data
}

/**
 * Why a GitHub API read failed, in words that say what to fix: Octokit reports a timeout, a
 * proxy refusal and a DNS failure all as "status 500" with the low-level message.
 */
export function describeGitHubFailure(error: unknown, timeoutMs: number): string {
  const proxyStatus = proxyRefusalStatus(error)
  if (proxyStatus !== undefined) return describeProxyRefusal(proxyStatus)
  const untrusted = describeUntrustedCertificate(error)
  if (untrusted !== undefined) return untrusted
  if (causes(error).some(cause => cause.name === 'TimeoutError' || cause.name === 'AbortError')) {
    return `no answer within ${timeoutMs / 1000} s`
  }
  const status = (error as { status?: unknown } | null)?.status
  const response = (error as { response?: unknown } | null)?.response
  const message = oneLine(error instanceof Error ? error.message : String(error))
  if (typeof status !== 'number' || response === undefined) {
    // No answer at all: the deepest cause names the network problem (ENOTFOUND, ECONNREFUSED).
    const deepest = causes(error).at(-1)
    return `no answer (${oneLine(deepest?.message ?? message)})`
  }
  switch (status) {
    case 401:
      return `it refused github-token (401: ${message}): give a current token`
    case 403:
      return (
        `it refused access (403: ${message}): the token needs contents: read and ` +
        `pull-requests: read on the repository, or the API rate limit was reached`
      )
    case 404:
      return `it answered 404 (${message}): the token cannot see the repository, or GITHUB_API_URL is wrong`
    default:
      return `it answered ${status}: ${message}`
  }
}

function causes(error: unknown): Error[] {
  const found: Error[] = []
  for (let current = error; current instanceof Error && found.length < 5; current = current.cause)
    found.push(current)
  return found
}

function oneLine(text: string): string {
  const flat = text
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[.\s]+$/, '')
  return flat.length > 300 ? `${flat.slice(0, 300)}…` : flat
}
