/**
 * The pull request routes of the GitHub API emulator: the pull requests of a commit, one pull
 * request, its commits and its reviews. Listings are paged as GitHub pages them, with a
 * `Link` header (rel="next", "last", and "prev"/"first" past the first page).
 */
import { PULL_COMMITS_LISTED } from '../src/github/pulls.js'
import { jsonReply } from './loopback-server.js'
import type { HttpReply, IncomingCall } from './loopback-server.js'

export interface GitHubPullDefinition {
  number: number
  title: string
  body: string | null
  head: { sha: string; ref: string }
  merge_commit_sha?: string
}

export interface GitHubPullCommitDefinition {
  sha: string
  message: string
  author?: { name: string; email: string; date: string }
  /** The author's GitHub account; none when GitHub could not match the email. */
  login?: string
  /** GitHub's verdict on the commit's signature; an unsigned commit when left out. */
  verification?: { verified: boolean; reason: string }
}

export interface GitHubReviewDefinition {
  login: string | null
  state: 'APPROVED' | 'CHANGES_REQUESTED' | 'COMMENTED' | 'DISMISSED' | 'PENDING'
  submitted_at?: string
}

export interface GitHubPullRequestDefinition {
  number: number
  title: string
  body?: string | null
  state: 'open' | 'closed'
  /** The author's login; null for a deleted account. */
  user: string | null
  created_at: string
  merged_at?: string | null
  merge_commit_sha?: string | null
  head: { sha: string; ref: string }
  base?: { ref: string }
  commits: GitHubPullCommitDefinition[]
  reviews: GitHubReviewDefinition[]
}

export interface PullRequestRouteOptions {
  /** The origin clients reach the emulator at, for URLs in answers (Link headers). */
  origin: () => string
  pullRequests: readonly GitHubPullRequestDefinition[]
  /** Pull requests by the sha of a commit they contain (the older, shorter form). */
  legacy: Record<string, GitHubPullDefinition[]>
  maxPerPage: number
  /** The path a Link header names for a listing's path (GitHub's `/repositories/{id}/…`). */
  linkPath?: (path: string) => string
}

const DEFAULT_DATE = '2026-11-20T08:00:00Z'

/** Answers a pull request route, or undefined when the path is not one. */
/**
 * GitHub's paging of a listing: `per_page` (capped at maxPerPage) and `page`, and a Link
 * header naming the other pages at `linked` (an absolute URL without a query).
 */
export function githubPage<T>(
  call: IncomingCall,
  items: readonly T[],
  maxPerPage: number,
  linked: string
): { items: T[]; headers?: Record<string, string> } {
  const asked = Number(call.query.get('per_page') ?? 30)
  const perPage = Math.min(Math.max(1, Number.isInteger(asked) ? asked : 30), maxPerPage)
  const page = Math.max(1, Number(call.query.get('page') ?? 1) || 1)
  const last = Math.max(1, Math.ceil(items.length / perPage))
  const at = (n: number) => `<${linked}?per_page=${perPage}&page=${n}>`
  const links: string[] = []
  if (page < last) links.push(`${at(page + 1)}; rel="next"`, `${at(last)}; rel="last"`)
  if (page > 1) links.push(`${at(page - 1)}; rel="prev"`, `${at(1)}; rel="first"`)
  return {
    items: items.slice((page - 1) * perPage, page * perPage),
    headers: links.length > 0 ? { link: links.join(', ') } : undefined
  }
}

export function pullRequestRoutes(
  options: PullRequestRouteOptions
): (call: IncomingCall, path: string) => HttpReply | undefined {
  const { origin, pullRequests, legacy } = options
  const htmlBase = (owner: string, repo: string) => `https://github.com/${owner}/${repo}`

  const pullView = (owner: string, repo: string, pull: GitHubPullRequestDefinition) => ({
    url: `${origin()}/repos/${owner}/${repo}/pulls/${pull.number}`,
    html_url: `${htmlBase(owner, repo)}/pull/${pull.number}`,
    number: pull.number,
    state: pull.state,
    title: pull.title,
    body: pull.body ?? null,
    user: pull.user === null ? null : { login: pull.user, type: 'User' },
    created_at: pull.created_at,
    updated_at: pull.merged_at ?? pull.created_at,
    merged_at: pull.merged_at ?? null,
    merge_commit_sha: pull.merge_commit_sha ?? null,
    head: { ...pull.head, label: `${owner}:${pull.head.ref}` },
    base: { ref: pull.base?.ref ?? 'main' }
  })

  const legacyView = (owner: string, repo: string, pull: GitHubPullDefinition) => ({
    ...pull,
    html_url: `${htmlBase(owner, repo)}/pull/${pull.number}`,
    state: 'closed',
    user: { login: 'sandbox-dev' },
    created_at: DEFAULT_DATE,
    merge_commit_sha: pull.merge_commit_sha ?? null
  })

  const paged = (call: IncomingCall, path: string, items: readonly unknown[]): HttpReply => {
    const page = githubPage(
      call,
      items,
      options.maxPerPage,
      origin() + (options.linkPath?.(path) ?? path)
    )
    return jsonReply(200, page.items, page.headers)
  }

  const notFound = () => jsonReply(404, { message: 'Not Found', status: '404' })

  return (call, path) => {
    if (call.method !== 'GET') return undefined
    const ofCommit = /^\/repos\/([^/]+)\/([^/]+)\/commits\/([^/]+)\/pulls$/.exec(path)
    if (ofCommit) {
      const [, owner = '', repo = '', sha = ''] = ofCommit
      const containing = pullRequests.filter(
        pull =>
          pull.head.sha === sha ||
          pull.merge_commit_sha === sha ||
          pull.commits.some(commit => commit.sha === sha)
      )
      return paged(call, path, [
        ...(legacy[sha] ?? []).map(pull => legacyView(owner, repo, pull)),
        ...containing.map(pull => pullView(owner, repo, pull))
      ])
    }
    const one = /^\/repos\/([^/]+)\/([^/]+)\/pulls\/(\d+)(\/commits|\/reviews)?$/.exec(path)
    if (!one) return undefined
    const [, owner = '', repo = '', number = '', part] = one
    const pull = pullRequests.find(candidate => candidate.number === Number(number))
    if (!pull) return notFound()
    if (part === undefined) return jsonReply(200, pullView(owner, repo, pull))
    if (part === '/commits') {
      return paged(
        call,
        path,
        // As GitHub, which lists no more of a pull request's commits than this.
        pull.commits.slice(0, PULL_COMMITS_LISTED).map(commit => {
          const author = commit.author ?? {
            name: 'Sandbox Dev',
            email: 'dev@acme.example',
            date: DEFAULT_DATE
          }
          return {
            sha: commit.sha,
            html_url: `${htmlBase(owner, repo)}/commit/${commit.sha}`,
            commit: {
              message: commit.message,
              author,
              committer: author,
              // GitHub answers every commit with a verification, "unsigned" for most.
              verification: {
                ...(commit.verification ?? { verified: false, reason: 'unsigned' }),
                signature: null,
                payload: null,
                verified_at: null
              }
            },
            author: commit.login ? { login: commit.login, type: 'User' } : null,
            committer: null
          }
        })
      )
    }
    return paged(
      call,
      path,
      pull.reviews.map((review, index) => ({
        id: 1000 + index,
        user: review.login === null ? null : { login: review.login, type: 'User' },
        body: '',
        state: review.state,
        html_url: `${htmlBase(owner, repo)}/pull/${pull.number}#pullrequestreview-${1000 + index}`,
        ...(review.state === 'PENDING' ? {} : { submitted_at: review.submitted_at ?? DEFAULT_DATE })
      }))
    )
  }
}
