/**
 * One comment per pull request that a step keeps up to date, as
 * marocchino/sticky-pull-request-comment does: found by a hidden marker among the pull
 * request's comments (every page), edited in place when found
 * (`PATCH /repos/{owner}/{repo}/issues/comments/{id}`), posted otherwise
 * (`POST /repos/{owner}/{repo}/issues/{number}/comments`); `pull-requests: write`.
 *
 * A comment is ours only when its body begins with the marker and a bot wrote it (the run's
 * token is a GitHub App's): a person who pastes the marker into a comment of their own would
 * otherwise have the step write its report under their name, and edit it afterwards. With a
 * personal token, the token's own account (`GET /user`) stands in for the bot.
 */
import * as z from '../parsing/zod.js'
import { GitHubApiError, parse, repoParameters, type GitHubClient } from './api.js'
import type { GitHubConnection } from './octokit.js'
import { readAllPages } from './paginate.js'

/** The most characters GitHub takes in a comment's body. */
export const MAX_COMMENT_BODY = 65_536

export interface StickyComment {
  repository: string
  /** The pull request's (issue's) number. */
  number: number
  /** A hidden HTML comment, `<!-- ... -->`, that names the step's comment and nothing else. */
  marker: string
  /** Markdown without the marker: it is put first. */
  body: string
}

export interface WrittenComment {
  id: number
  htmlUrl?: string
  /** Whether an earlier comment was edited, or a new one posted. */
  edited: boolean
}

const user = z.catch(
  z.nullish(
    z.looseObject({
      login: z.catch(z.nullish(z.string()), undefined),
      type: z.catch(z.nullish(z.string()), undefined)
    })
  ),
  undefined
)

const CommentSchema = z.looseObject({
  id: z.number(),
  body: z.catch(z.nullish(z.string()), undefined),
  html_url: z.catch(z.nullish(z.string()), undefined),
  user
})
type Comment = z.output<typeof CommentSchema>

const UserSchema = z.looseObject({ login: z.string() })

export async function writeStickyComment(
  github: GitHubConnection,
  comment: StickyComment
): Promise<WrittenComment> {
  const where = repoParameters(comment.repository)
  const body = `${comment.marker}\n${comment.body}`
  const existing = await findStickyComment(github, comment)
  if (existing !== undefined) {
    const { data } = await github.octokit.rest.issues.updateComment({
      ...where,
      comment_id: existing,
      body
    })
    return written(data, true)
  }
  const { data } = await github.octokit.rest.issues.createComment({
    ...where,
    issue_number: comment.number,
    body
  })
  return written(data, false)
}

/** The id of the step's earlier comment on the pull request, if it has one. */
export async function findStickyComment(
  github: GitHubClient,
  comment: Pick<StickyComment, 'repository' | 'number' | 'marker'>
): Promise<number | undefined> {
  const items = await readAllPages(
    github,
    'GET /repos/{owner}/{repo}/issues/{issue_number}/comments',
    { ...repoParameters(comment.repository), issue_number: comment.number }
  )
  const marked = items
    .map(item => parse(CommentSchema, item, 'an issue comment'))
    .filter(item => isMarked(item, comment.marker))
  const byBot = marked.find(item => item.user?.type === 'Bot')
  if (byBot) return byBot.id
  if (marked.length === 0) return undefined
  const self = await tokenAccount(github)
  return self === undefined ? undefined : marked.find(item => item.user?.login === self)?.id
}

/** The body begins with the marker line itself: a quote of it elsewhere in a body is not it. */
function isMarked(comment: Comment, marker: string): boolean {
  const body = comment.body ?? ''
  return body === marker || body.startsWith(`${marker}\n`) || body.startsWith(`${marker}\r\n`)
}

/**
 * The login a personal token acts as; undefined for a GitHub App's token, which GitHub does
 * not let read `/user` (and whose comments are a bot's, found without it).
 */
async function tokenAccount(github: GitHubClient): Promise<string | undefined> {
  try {
    const { data } = await github.request('GET /user', {})
    return parse(UserSchema, data, 'an account').login
  } catch (error) {
    if (error instanceof GitHubApiError && [401, 403, 404].includes(error.status ?? 0)) {
      return undefined
    }
    throw error
  }
}

function written(data: unknown, edited: boolean): WrittenComment {
  const answer = parse(CommentSchema, data, 'an issue comment')
  return { id: answer.id, htmlUrl: answer.html_url ?? undefined, edited }
}
