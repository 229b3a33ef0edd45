/**
 * A tiny GitHub REST API emulator on loopback for the two reads attest-jira makes when the
 * event payload lacks something: `GET /repos/{owner}/{repo}/commits/{ref}` and
 * `GET /repos/{owner}/{repo}/commits/{sha}/pulls`. Point the action at it with
 * GITHUB_API_URL; it wants `Authorization: token <token>` (or Bearer), as Octokit sends.
 */
import { distinctiveSecret } from './hashing.js'
import { jsonReply, startLoopbackServer } from './loopback-server.js'
import type { HttpReply, IncomingCall, RecordedRequest } from './loopback-server.js'
import type { FaultInjector } from './faults.js'

export interface GitHubCommitDefinition {
  message: string
  author?: { name: string; email: string; date: string }
}

export interface GitHubPullDefinition {
  number: number
  title: string
  body: string | null
  head: { sha: string; ref: string }
  merge_commit_sha?: string
}

export interface GitHubEmulatorOptions {
  /** Default `ghs_` and 32 random hex digits. */
  token?: string
  /** Commits by full sha. */
  commits?: Record<string, GitHubCommitDefinition>
  /** Pull requests by the sha of a commit they contain. */
  pulls?: Record<string, GitHubPullDefinition[]>
}

export interface GitHubEmulator {
  /** e.g. `http://127.0.0.1:54323`: the value for GITHUB_API_URL. */
  readonly apiUrl: string
  readonly token: string
  readonly requests: RecordedRequest[]
  readonly faults: FaultInjector
  clearRequests(): void
  close(): Promise<void>
}

export async function startGitHubEmulator(
  options: GitHubEmulatorOptions = {}
): Promise<GitHubEmulator> {
  const token = options.token ?? distinctiveSecret('ghs_')
  const commits = options.commits ?? {}
  const pulls = options.pulls ?? {}
  let origin = ''

  const server = await startLoopbackServer({
    host: '127.0.0.1',
    port: 0,
    mountPath: '',
    maxBodyBytes: 64 * 1024,
    handle: async call => answer(call)
  })
  origin = server.origin

  function answer(call: IncomingCall): HttpReply {
    const header = call.headers.authorization ?? ''
    if (!/^(token|bearer) /i.test(header) || header.replace(/^\S+ /, '') !== token) {
      return jsonReply(401, { message: 'Bad credentials', status: '401' })
    }
    const path = call.pathUnderMount ?? ''
    const pullsMatch = /^\/repos\/([^/]+)\/([^/]+)\/commits\/([^/]+)\/pulls$/.exec(path)
    if (call.method === 'GET' && pullsMatch) {
      const [, owner, repo, sha = ''] = pullsMatch
      return jsonReply(
        200,
        (pulls[sha] ?? []).map(pull => ({
          ...pull,
          html_url: `https://github.com/${owner}/${repo}/pull/${pull.number}`,
          merge_commit_sha: pull.merge_commit_sha ?? null
        }))
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
    apiUrl: origin,
    token,
    requests: server.requests,
    faults: server.faults,
    clearRequests: server.clearRequests,
    close: server.close
  }
}
