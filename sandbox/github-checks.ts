/**
 * The write routes of the GitHub API emulator, a loopback double of GitHub's documented REST
 * API (not GitHub itself): check runs (`POST /repos/{owner}/{repo}/check-runs`) and a pull
 * request's comments (`GET` and `POST /repos/{owner}/{repo}/issues/{number}/comments`,
 * `PATCH /repos/{owner}/{repo}/issues/comments/{id}`), with `GET /user`, which a GitHub App's
 * token may not read. Bodies are checked as GitHub checks them (required fields, the
 * conclusions it knows, 65,535 characters of a check's summary, 65,536 of a comment).
 */
import { jsonReply } from './loopback-server.js'
import type { HttpReply, IncomingCall } from './loopback-server.js'

/** The account a token writes as: `github-actions[bot]` (a Bot) for a workflow's token. */
export interface GitHubAccount {
  login: string
  type: 'Bot' | 'User'
}

export interface GitHubCommentDefinition {
  body: string
  user: GitHubAccount
}

export interface GitHubCheckRun {
  id: number
  repository: string
  name: string
  head_sha: string
  status: string
  conclusion: string | null
  output: { title?: string; summary?: string; text?: string }
  details_url?: string
}

export interface GitHubComment extends GitHubCommentDefinition {
  id: number
  repository: string
  number: number
}

export interface GitHubWriteState {
  checkRuns: GitHubCheckRun[]
  comments: GitHubComment[]
}

export interface GitHubWriteRouteOptions {
  origin: () => string
  /** Comments already on pull requests, by `owner/repo#number`. */
  comments: Record<string, GitHubCommentDefinition[]>
  account: GitHubAccount
  maxPerPage: number
}

const CONCLUSIONS = new Set([
  'action_required',
  'cancelled',
  'failure',
  'neutral',
  'success',
  'skipped',
  'stale',
  'timed_out'
])
const MAX_CHECK_TEXT = 65_535
const MAX_COMMENT = 65_536
const FORBIDDEN = { message: 'Resource not accessible by integration', status: '403' }

function invalid(message: string): HttpReply {
  return jsonReply(422, { message: 'Validation Failed', errors: [{ message }], status: '422' })
}

function bodyOf(call: IncomingCall): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(call.body.toString('utf8'))
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined
  } catch {
    return undefined
  }
}

export function githubWriteRoutes(options: GitHubWriteRouteOptions): {
  state: GitHubWriteState
  answer: (call: IncomingCall, path: string) => HttpReply | undefined
} {
  const state: GitHubWriteState = { checkRuns: [], comments: [] }
  let nextId = 9000
  for (const [key, list] of Object.entries(options.comments)) {
    const [repository = '', number = ''] = key.split('#')
    for (const comment of list) {
      state.comments.push({ ...comment, id: nextId++, repository, number: Number(number) })
    }
  }
  const html = (repository: string) => `https://github.com/${repository}`
  const commentView = (comment: GitHubComment) => ({
    id: comment.id,
    html_url: `${html(comment.repository)}/pull/${comment.number}#issuecomment-${comment.id}`,
    issue_url: `${options.origin()}/repos/${comment.repository}/issues/${comment.number}`,
    body: comment.body,
    user: { login: comment.user.login, type: comment.user.type },
    created_at: '2026-11-21T08:00:00Z',
    updated_at: '2026-11-21T08:00:00Z'
  })

  const listComments = (call: IncomingCall, path: string, items: GitHubComment[]): HttpReply => {
    const asked = Number(call.query.get('per_page') ?? 30)
    const perPage = Math.min(Math.max(1, Number.isInteger(asked) ? asked : 30), options.maxPerPage)
    const page = Math.max(1, Number(call.query.get('page') ?? 1) || 1)
    const last = Math.max(1, Math.ceil(items.length / perPage))
    const at = (n: number) => `<${options.origin()}${path}?per_page=${perPage}&page=${n}>`
    const links = page < last ? [`${at(page + 1)}; rel="next"`, `${at(last)}; rel="last"`] : []
    return jsonReply(
      200,
      items.slice((page - 1) * perPage, page * perPage).map(commentView),
      links.length > 0 ? { link: links.join(', ') } : undefined
    )
  }

  const answer = (call: IncomingCall, path: string): HttpReply | undefined => {
    if (path === '/user' && call.method === 'GET') {
      return options.account.type === 'Bot'
        ? jsonReply(403, FORBIDDEN)
        : jsonReply(200, { login: options.account.login, type: 'User' })
    }
    const checks = /^\/repos\/([^/]+\/[^/]+)\/check-runs$/.exec(path)
    if (checks && call.method === 'POST') {
      const body = bodyOf(call)
      if (!body) return jsonReply(400, { message: 'Problems parsing JSON' })
      const output = (body.output ?? {}) as GitHubCheckRun['output']
      if (typeof body.name !== 'string' || body.name === '') return invalid('name is missing')
      if (typeof body.head_sha !== 'string' || !/^[0-9a-f]{40}$/.test(body.head_sha)) {
        return invalid('head_sha is not a commit')
      }
      const conclusion = typeof body.conclusion === 'string' ? body.conclusion : null
      if (body.status === 'completed' && (conclusion === null || !CONCLUSIONS.has(conclusion))) {
        return invalid('conclusion is required when status is completed')
      }
      if (
        (output.summary ?? '').length > MAX_CHECK_TEXT ||
        (output.text ?? '').length > MAX_CHECK_TEXT
      ) {
        return invalid('output is too long (maximum is 65535 characters)')
      }
      const run: GitHubCheckRun = {
        id: nextId++,
        repository: checks[1] ?? '',
        name: body.name,
        head_sha: body.head_sha,
        status: typeof body.status === 'string' ? body.status : 'queued',
        conclusion,
        output,
        ...(typeof body.details_url === 'string' ? { details_url: body.details_url } : {})
      }
      state.checkRuns.push(run)
      return jsonReply(201, {
        ...run,
        html_url: `${html(run.repository)}/runs/${run.id}`,
        url: `${options.origin()}/repos/${run.repository}/check-runs/${run.id}`
      })
    }
    const onIssue = /^\/repos\/([^/]+\/[^/]+)\/issues\/(\d+)\/comments$/.exec(path)
    if (onIssue) {
      const repository = onIssue[1] ?? ''
      const number = Number(onIssue[2])
      const mine = state.comments.filter(
        comment => comment.repository === repository && comment.number === number
      )
      if (call.method === 'GET') return listComments(call, path, mine)
      if (call.method === 'POST') {
        const body = bodyOf(call)
        if (typeof body?.body !== 'string') return invalid('body is missing')
        if (body.body.length > MAX_COMMENT)
          return invalid('body is too long (maximum is 65536 characters)')
        const comment = { id: nextId++, repository, number, body: body.body, user: options.account }
        state.comments.push(comment)
        return jsonReply(201, commentView(comment))
      }
    }
    const oneComment = /^\/repos\/([^/]+\/[^/]+)\/issues\/comments\/(\d+)$/.exec(path)
    if (oneComment && call.method === 'PATCH') {
      const comment = state.comments.find(
        item => item.repository === oneComment[1] && item.id === Number(oneComment[2])
      )
      if (!comment) return jsonReply(404, { message: 'Not Found', status: '404' })
      const body = bodyOf(call)
      if (typeof body?.body !== 'string') return invalid('body is missing')
      if (body.body.length > MAX_COMMENT)
        return invalid('body is too long (maximum is 65536 characters)')
      comment.body = body.body
      return jsonReply(200, commentView(comment))
    }
    return undefined
  }
  return { state, answer }
}
