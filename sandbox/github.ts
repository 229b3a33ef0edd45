/**
 * A tiny GitHub REST API emulator on loopback for the reads the action makes: a commit
 * (`GET /repos/{owner}/{repo}/commits/{ref}`), the pull requests of a commit
 * (`.../commits/{sha}/pulls`), a pull request (`.../pulls/{n}`), its commits and its reviews
 * (`.../pulls/{n}/commits`, `.../pulls/{n}/reviews`), and the artifact attestations of a
 * digest (`.../attestations/sha256:{digest}`: 404 when it has none, as GitHub answers), and
 * the writes of check runs and pull request comments (github-checks.ts). Listings are paged as GitHub pages them:
 * `per_page` (at most `maxPerPage`) and `page`, with a `Link` header naming the next page.
 * Point the action at it with GITHUB_API_URL; it wants `Authorization: token <token>` (or
 * Bearer), as the action sends. Like GitHub Enterprise Server, it can answer under a path
 * (`/api/v3`); like GitHub, its next-page links can name a repository by its id
 * (`/repositories/{id}/…`), which it answers as the repository's own routes.
 */
import {
  githubPage,
  pullRequestRoutes,
  type GitHubPullDefinition,
  type GitHubPullRequestDefinition
} from './github-pulls.js'

export type {
  GitHubPullCommitDefinition,
  GitHubPullDefinition,
  GitHubPullRequestDefinition,
  GitHubReviewDefinition
} from './github-pulls.js'
import {
  githubWriteRoutes,
  type GitHubAccount,
  type GitHubCommentDefinition,
  type GitHubWriteState
} from './github-checks.js'
export type {
  GitHubAccount,
  GitHubCheckRun,
  GitHubComment,
  GitHubCommentDefinition
} from './github-checks.js'
import { distinctiveSecret } from './hashing.js'
import { jsonReply, startLoopbackServer } from './loopback-server.js'
import type { HttpReply, IncomingCall, RecordedRequest } from './loopback-server.js'
import type { FaultInjector } from './faults.js'

export interface GitHubCommitDefinition {
  message: string
  author?: { name: string; email: string; date: string }
}

/** An artifact attestation, listed for its repository and subject digest. */
export interface GitHubAttestationDefinition {
  /** `owner/name`. */
  repository: string
  /** `sha256:<hex>`. */
  digest: string
  /** The bundle, or null with bundleUrl (served elsewhere). */
  bundle: object | null
  bundleUrl?: string
}

export interface GitHubEmulatorOptions {
  /** Artifact attestations, by repository and digest. */
  attestations?: GitHubAttestationDefinition[]
  /** Default `ghs_` and 32 random hex digits. */
  token?: string
  /** Commits by full sha. */
  commits?: Record<string, GitHubCommitDefinition>
  /** Pull requests by the sha of a commit they contain. */
  pulls?: Record<string, GitHubPullDefinition[]>
  /** Whole pull requests, with commits and reviews: listed for their commits' shas too. */
  pullRequests?: GitHubPullRequestDefinition[]
  /** The most items a listing page holds, whatever per_page asks (GitHub's is 100). */
  maxPerPage?: number
  /** Comments already on pull requests, by `owner/repo#number`. */
  comments?: Record<string, GitHubCommentDefinition[]>
  /** Whom the token writes as; default `github-actions[bot]`, a Bot, as a workflow's token. */
  account?: GitHubAccount
  /** The path the API answers under, e.g. `/api/v3` (GitHub Enterprise Server); default none. */
  mountPath?: string
  /** Next-page links name `/repositories/{id}/…` instead of `/repos/{owner}/{repo}/…`, as GitHub's do. */
  repositoryLinks?: boolean
}

export interface GitHubEmulator {
  /** e.g. `http://127.0.0.1:54323` (and the mount path): the value for GITHUB_API_URL. */
  readonly apiUrl: string
  readonly token: string
  readonly requests: RecordedRequest[]
  readonly faults: FaultInjector
  /** The check runs and comments written, and the comments seeded. */
  readonly written: GitHubWriteState
  /** Where clients reach the emulator when not at apiUrl (a TLS front): used in Link headers. */
  setPublicOrigin(origin: string): void
  clearRequests(): void
  close(): Promise<void>
}

export async function startGitHubEmulator(
  options: GitHubEmulatorOptions = {}
): Promise<GitHubEmulator> {
  const token = options.token ?? distinctiveSecret('ghs_')
  const commits = options.commits ?? {}
  const pulls = options.pulls ?? {}
  const mountPath = options.mountPath ?? ''
  let origin = ''
  /** Repositories named by id in next-page links, in the order they were first linked. */
  const repositoryIds: string[] = []

  const server = await startLoopbackServer({
    host: '127.0.0.1',
    port: 0,
    mountPath,
    // A check run's summary and a comment take 65,536 characters, JSON-escaped on the wire.
    maxBodyBytes: 1024 * 1024,
    handle: async call => answer(call)
  })
  origin = server.origin
  let publicOrigin: string | undefined
  const pullRequests = pullRequestRoutes({
    origin: () => `${publicOrigin ?? origin}${mountPath}`,
    linkPath: path =>
      options.repositoryLinks
        ? path.replace(/^\/repos\/([^/]+\/[^/]+)(?=\/)/, (_, repository: string) => {
            if (!repositoryIds.includes(repository)) repositoryIds.push(repository)
            return `/repositories/${1000 + repositoryIds.indexOf(repository)}`
          })
        : path,
    pullRequests: options.pullRequests ?? [],
    legacy: pulls,
    maxPerPage: options.maxPerPage ?? 100
  })
  const writes = githubWriteRoutes({
    origin: () => publicOrigin ?? origin,
    comments: options.comments ?? {},
    account: options.account ?? { login: 'github-actions[bot]', type: 'Bot' },
    maxPerPage: options.maxPerPage ?? 100
  })

  function answer(call: IncomingCall): HttpReply {
    const header = call.headers.authorization ?? ''
    if (!/^(token|bearer) /i.test(header) || header.replace(/^\S+ /, '') !== token) {
      return jsonReply(401, { message: 'Bad credentials', status: '401' })
    }
    const path = (call.pathUnderMount ?? '').replace(
      /^\/repositories\/(\d+)(?=\/)/,
      (whole, id: string) => {
        const repository = repositoryIds[Number(id) - 1000]
        return repository === undefined ? whole : `/repos/${repository}`
      }
    )
    const pullRequestReply = pullRequests(call, path)
    if (pullRequestReply) return pullRequestReply
    const writeReply = writes.answer(call, path)
    if (writeReply) return writeReply
    const attestationsMatch = /^\/repos\/([^/]+)\/([^/]+)\/attestations\/([^/]+)$/.exec(path)
    if (call.method === 'GET' && attestationsMatch) {
      const [, owner, repo, digest = ''] = attestationsMatch
      const listed = (options.attestations ?? []).filter(
        entry =>
          entry.repository.toLowerCase() === `${owner}/${repo}`.toLowerCase() &&
          entry.digest === decodeURIComponent(digest)
      )
      if (listed.length === 0) return jsonReply(404, { message: 'Not Found', status: '404' })
      // Paged as the other listings, each page's entries under `attestations`.
      const page = githubPage(
        call,
        listed,
        options.maxPerPage ?? 100,
        `${publicOrigin ?? origin}${mountPath}${path}`
      )
      return jsonReply(
        200,
        {
          attestations: page.items.map(entry => ({
            bundle: entry.bundle,
            bundle_url: entry.bundleUrl ?? null,
            repository_id: 1000
          }))
        },
        page.headers
      )
    }
    const commitMatch = /^\/repos\/([^/]+)\/([^/]+)\/commits\/([^/]+)$/.exec(path)
    if (call.method === 'GET' && commitMatch) {
      const [, owner, repo, ref = ''] = commitMatch
      const sha = Object.keys(commits).find(full => full.startsWith(ref))
      const commit = sha === undefined ? undefined : commits[sha]
      if (!sha || !commit)
        return jsonReply(422, { message: `No commit found for SHA: ${ref}`, status: '422' })
      const author = commit.author ?? {
        name: 'Sandbox Dev',
        email: 'dev@acme.example',
        date: '2026-11-20T08:00:00Z'
      }
      return jsonReply(200, {
        sha,
        html_url: `https://github.com/${owner}/${repo}/commit/${sha}`,
        commit: { message: commit.message, author, committer: author }
      })
    }
    return jsonReply(404, { message: 'Not Found', status: '404' })
  }

  return {
    apiUrl: `${origin}${mountPath}`,
    token,
    requests: server.requests,
    faults: server.faults,
    written: writes.state,
    setPublicOrigin: value => {
      publicOrigin = value
    },
    clearRequests: server.clearRequests,
    close: server.close
  }
}
