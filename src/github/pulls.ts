/**
 * Pull request evidence from the GitHub REST API: the pull requests of a commit (or one by
 * number), each with every commit and every approving review, all pages read. Answers are
 * parsed tolerantly: unknown fields pass, and only what the evidence needs is required.
 */
import * as z from '../parsing/zod.js'
import { CommitSchema, parse, repoParameters, type GitHubClient } from './api.js'
import { formatAuthor, unixSeconds } from './event.js'
import { readAllPages } from './paginate.js'

export interface PullCommit {
  sha: string
  /** The message's first line, as GitHub's messageHeadline (the vendor CLI records that). */
  headline?: string
  /** `Name <email>` */
  author?: string
  /** The GitHub login of the author, when GitHub matched the email to an account. */
  authorLogin?: string
  /** Unix seconds: the author date (the committer date when there is none). */
  timestamp?: number
  url?: string
  /** The signature's verdict, for a signed commit only (an unsigned one has no signature). */
  signature?: CommitSignature
}

/**
 * A signed commit's verification, as the vendor CLI records it from GitHub's GraphQL
 * `signature { isValid state }` (internal/github/github.go): `verified` and the state,
 * VALID, INVALID, UNKNOWN_KEY, ... The REST API's `verification.reason` is the same state in
 * lower case.
 */
export interface CommitSignature {
  verified: boolean
  state: string
}

export interface PullApproval {
  login: string
  /** Unix seconds. */
  submittedAt?: number
}

export interface PullRequestEvidence {
  number: number
  url: string
  /** OPEN, CLOSED or MERGED, as GitHub's GraphQL API names them. */
  state: 'OPEN' | 'CLOSED' | 'MERGED'
  author: string
  title: string
  /** Unix seconds. */
  createdAt: number
  mergedAt?: number
  headRef: string
  /** The branch the pull request merges into. */
  baseRef: string
  /** The commit the merge made; only for a merged pull request. */
  mergeCommit?: string
  commits: PullCommit[]
  approvals: PullApproval[]
}

const text = z.nullish(z.string())
/** A deleted account shows as null; GitHub names it ghost. */
const GHOST = 'ghost'
const user = z.catch(z.nullish(z.looseObject({ login: z.string() })), undefined)

const PullSchema = z.looseObject({
  number: z.number(),
  html_url: z.string(),
  state: z.string(),
  title: z.string(),
  user,
  created_at: z.string(),
  merged_at: text,
  merge_commit_sha: text,
  head: z.looseObject({ ref: z.string() }),
  base: z.looseObject({ ref: z.string() })
})

/** GitHub's verdict on a commit's signature; an answer without one is read as unknown. */
const VerificationSchema = z.catch(
  z.nullish(z.looseObject({ verified: z.boolean(), reason: z.string() })),
  undefined
)

/** A commit of the list, with the account of its author and its signature's verification. */
const PullCommitSchema = z.extend(CommitSchema, {
  author: user,
  commit: z.extend(CommitSchema.shape.commit, { verification: VerificationSchema })
})

const ReviewSchema = z.looseObject({
  state: z.string(),
  user,
  submitted_at: text
})

/** A pull request as GitHub lists it, before its commits and reviews are read. */
export type PullRequestListing = z.output<typeof PullSchema>

/** Every pull request GitHub associates with the commit (merged ones, and open ones off main). */
export async function listPullsOfCommit(
  github: GitHubClient,
  repository: string,
  sha: string
): Promise<PullRequestListing[]> {
  const items = await readAllPages(github, 'GET /repos/{owner}/{repo}/commits/{commit_sha}/pulls', {
    ...repoParameters(repository),
    commit_sha: sha
  })
  return items.map(item => parse(PullSchema, item, 'a pull request'))
}

/** One pull request by number (a pull_request event's own). */
export async function getPull(
  github: GitHubClient,
  repository: string,
  number: number
): Promise<PullRequestListing> {
  const { data } = await github.request('GET /repos/{owner}/{repo}/pulls/{pull_number}', {
    ...repoParameters(repository),
    pull_number: number
  })
  return parse(PullSchema, data, 'a pull request')
}

/**
 * The most commits GitHub lists for a pull request, however many it has ("List commits on a
 * pull request"): a longer one's list ends there, with no sign that it was cut.
 */
export const PULL_COMMITS_LISTED = 250

/** A pull request with its commits (up to PULL_COMMITS_LISTED) and approving reviews. */
export async function readPullEvidence(
  github: GitHubClient,
  repository: string,
  pull: PullRequestListing
): Promise<PullRequestEvidence> {
  const where = { ...repoParameters(repository), pull_number: pull.number }
  const [commits, reviews] = await Promise.all([
    readAllPages(github, 'GET /repos/{owner}/{repo}/pulls/{pull_number}/commits', where),
    readAllPages(github, 'GET /repos/{owner}/{repo}/pulls/{pull_number}/reviews', where)
  ])
  return {
    ...pullFacts(pull),
    commits: commits.map(item => commitFacts(parse(PullCommitSchema, item, 'a commit'))),
    approvals: reviews
      .map(item => parse(ReviewSchema, item, 'a review'))
      .filter(review => review.state === 'APPROVED')
      .map(review => {
        const approval: PullApproval = { login: review.user?.login ?? GHOST }
        const at = unixSeconds(review.submitted_at)
        if (at !== undefined) approval.submittedAt = at
        return approval
      })
  }
}

function pullFacts(pull: PullRequestListing): Omit<PullRequestEvidence, 'commits' | 'approvals'> {
  const createdAt = unixSeconds(pull.created_at)
  if (createdAt === undefined)
    throw new Error('the GitHub API answered a pull request without a creation time')
  const mergedAt = unixSeconds(pull.merged_at)
  const facts: Omit<PullRequestEvidence, 'commits' | 'approvals'> = {
    number: pull.number,
    url: pull.html_url,
    state:
      mergedAt !== undefined ? 'MERGED' : pull.state.toLowerCase() === 'open' ? 'OPEN' : 'CLOSED',
    author: pull.user?.login ?? GHOST,
    title: pull.title,
    createdAt,
    headRef: pull.head.ref,
    baseRef: pull.base.ref
  }
  if (mergedAt !== undefined) {
    facts.mergedAt = mergedAt
    // An open pull request's merge_commit_sha is a test merge, not a commit of the branch.
    if (pull.merge_commit_sha && /^[0-9a-f]{40}$/.test(pull.merge_commit_sha)) {
      facts.mergeCommit = pull.merge_commit_sha
    }
  }
  return facts
}

function commitFacts(commit: z.output<typeof PullCommitSchema>): PullCommit {
  const author = commit.commit.author
  const facts: PullCommit = { sha: commit.sha }
  if (commit.commit.message != null) facts.headline = headline(commit.commit.message)
  const name = formatAuthor(author?.name, author?.email)
  if (name !== undefined) facts.author = name
  if (commit.author?.login) facts.authorLogin = commit.author.login
  const timestamp = unixSeconds(author?.date ?? commit.commit.committer?.date)
  if (timestamp !== undefined) facts.timestamp = timestamp
  if (commit.html_url) facts.url = commit.html_url
  const verification = commit.commit.verification
  // GraphQL gives an unsigned commit no signature at all, so the CLI records none for it.
  if (verification && verification.reason !== 'unsigned') {
    facts.signature = { verified: verification.verified, state: verification.reason.toUpperCase() }
  }
  return facts
}

/** A commit message's first line, without the line break. */
function headline(message: string): string {
  return message.split('\n', 1)[0]?.replace(/\r$/, '') ?? ''
}
