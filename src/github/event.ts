/**
 * Facts about the triggering event, from the runner's environment and the event payload
 * (GITHUB_EVENT_PATH). Parsing is tolerant: a field of the wrong shape is treated as absent,
 * never as a crash, because payloads differ between events and GitHub Enterprise versions.
 */
import { readRegularFileSync } from '../files/regular-file.js'
import * as z from '../parsing/zod.js'
import { stepEnv } from '../runner/step-scope.js'

type Env = Record<string, string | undefined>

export interface CommitFacts {
  sha: string
  message?: string
  /** `Name <email>` */
  author?: string
  /** Unix seconds. */
  timestamp?: number
  url?: string
}

export interface PullRequestFacts {
  number?: number
  title: string
  /** A pull request without a description has a null body: that is empty text. */
  body: string
  headSha?: string
  headRef?: string
  url?: string
  /** `owner/name` of the repository the changes come from, and of the one they go to. */
  headRepository?: string
  baseRepository?: string
}

export interface RunFacts {
  eventName: string
  /** GITHUB_SHA: on pull_request events a generated merge commit, not the head. */
  sha?: string
  refName?: string
  /** GITHUB_HEAD_REF: set only on pull_request events. */
  headRef?: string
  workspace?: string
  serverUrl: string
  /** `owner/name` */
  repository?: string
  repositoryId?: string
  /** Set for push events: `commits` may be empty, `headCommit` absent (a deleted branch). */
  push?: { commits: CommitFacts[]; headCommit?: CommitFacts }
  pullRequest?: PullRequestFacts
  /** Why the payload could not be read, when it could not. */
  payloadProblem?: string
}

const text = z.catch(z.nullish(z.string()), undefined)

const PayloadCommitSchema = z.looseObject({
  id: z.string().check(z.minLength(1)),
  message: text,
  author: z.catch(z.nullish(z.looseObject({ name: text, email: text })), undefined),
  timestamp: text,
  url: text
})

const repoName = z.catch(z.nullish(z.looseObject({ full_name: text })), undefined)

const PayloadSchema = z.looseObject({
  commits: z.catch(z.nullish(z.array(z.unknown())), undefined),
  head_commit: z.optional(z.unknown()),
  pull_request: z.catch(
    z.nullish(
      z.looseObject({
        number: z.catch(z.nullish(z.number()), undefined),
        title: text,
        body: text,
        html_url: text,
        head: z.catch(
          z.nullish(z.looseObject({ sha: text, ref: text, repo: repoName })),
          undefined
        ),
        base: z.catch(z.nullish(z.looseObject({ repo: repoName })), undefined)
      })
    ),
    undefined
  ),
  repository: z.catch(
    z.nullish(
      z.looseObject({
        full_name: text,
        id: z.catch(z.nullish(z.union([z.number(), z.string()])), undefined)
      })
    ),
    undefined
  )
})

/** The variables the facts are read from: the step's own are read once while they stay. */
const RUN_VARIABLES = [
  'GITHUB_EVENT_NAME',
  'GITHUB_SHA',
  'GITHUB_REF_NAME',
  'GITHUB_HEAD_REF',
  'GITHUB_WORKSPACE',
  'GITHUB_SERVER_URL',
  'GITHUB_REPOSITORY',
  'GITHUB_REPOSITORY_ID',
  'GITHUB_EVENT_PATH'
] as const

let lastRead: { key: string; facts: RunFacts } | undefined

/**
 * The run's facts. A step asks for them several times (the trail's default while reading the
 * inputs, the commit, the record): the payload, which can be large, is parsed once.
 */
export function readRunFacts(env: Env = stepEnv()): RunFacts {
  if (env !== stepEnv()) return readFacts(env)
  const key = RUN_VARIABLES.map(name => env[name] ?? '').join('\0')
  if (lastRead?.key !== key) lastRead = { key, facts: readFacts(env) }
  return lastRead.facts
}

function readFacts(env: Env): RunFacts {
  const facts: RunFacts = {
    eventName: env.GITHUB_EVENT_NAME || 'unknown',
    sha: env.GITHUB_SHA || undefined,
    refName: env.GITHUB_REF_NAME || undefined,
    headRef: env.GITHUB_HEAD_REF || undefined,
    workspace: env.GITHUB_WORKSPACE || undefined,
    serverUrl: (env.GITHUB_SERVER_URL || 'https://github.com').replace(/\/+$/, ''),
    repository: env.GITHUB_REPOSITORY || undefined,
    repositoryId: env.GITHUB_REPOSITORY_ID || undefined
  }
  const { payload, problem } = readPayload(env.GITHUB_EVENT_PATH)
  facts.payloadProblem = problem
  const parsed = PayloadSchema.safeParse(payload ?? {})
  if (!parsed.success) {
    facts.payloadProblem ??= 'the event payload is not a JSON object'
    return facts
  }
  const data = parsed.data
  facts.repository ??= data.repository?.full_name ?? undefined
  if (facts.repositoryId === undefined && data.repository?.id != null) {
    facts.repositoryId = String(data.repository.id)
  }
  if (facts.eventName === 'push') {
    const commits = (data.commits ?? []).map(commitFacts).filter(c => c !== undefined)
    facts.push = { commits, headCommit: commitFacts(data.head_commit) }
  }
  const pr = data.pull_request
  if (pr) {
    facts.pullRequest = {
      number: pr.number ?? undefined,
      title: pr.title ?? '',
      body: pr.body ?? '',
      headSha: pr.head?.sha ?? undefined,
      headRef: pr.head?.ref ?? undefined,
      url: pr.html_url ?? undefined,
      headRepository: pr.head?.repo?.full_name ?? undefined,
      baseRepository: pr.base?.repo?.full_name ?? undefined
    }
  }
  return facts
}

/**
 * The events whose workflows GitHub runs without secrets when the pull request comes from a
 * fork. pull_request_target is not one: it runs in the base repository, with its secrets.
 */
const FORK_EVENTS = new Set(['pull_request', 'pull_request_review', 'pull_request_review_comment'])

/**
 * The fork (`owner/name`) this run's pull request comes from, when it comes from one: its head
 * repository differs from its base repository in the event payload. Undefined otherwise, and
 * when the payload does not say.
 */
export function forkOf(facts: RunFacts): string | undefined {
  if (!FORK_EVENTS.has(facts.eventName)) return undefined
  const head = facts.pullRequest?.headRepository
  const base = facts.pullRequest?.baseRepository
  if (!head || !base) return undefined
  return head.toLowerCase() === base.toLowerCase() ? undefined : head
}

/**
 * GitHub delivers no webhook payload over 25 MB, so the runner writes no event file over it:
 * a larger file is not the event, and is not read whole into memory.
 */
const MAX_EVENT_BYTES = 25 * 1024 * 1024

function readPayload(path: string | undefined): { payload?: unknown; problem?: string } {
  if (!path) return { problem: 'GITHUB_EVENT_PATH is not set' }
  try {
    // A regular file only: a FIFO or a device named by the variable would block the step.
    const { content } = readRegularFileSync(path, MAX_EVENT_BYTES)
    if (content.length > MAX_EVENT_BYTES) {
      return { problem: 'the event payload is over 25 MB, more than GitHub ever sends' }
    }
    return { payload: JSON.parse(content.toString('utf8')) as unknown }
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    return { problem: `the event payload could not be read (${reason})` }
  }
}

function commitFacts(value: unknown): CommitFacts | undefined {
  const parsed = PayloadCommitSchema.safeParse(value)
  if (!parsed.success) return undefined
  const commit = parsed.data
  return {
    sha: commit.id,
    message: commit.message ?? undefined,
    author: formatAuthor(commit.author?.name, commit.author?.email),
    timestamp: unixSeconds(commit.timestamp),
    url: commit.url ?? undefined
  }
}

export function formatAuthor(name?: string | null, email?: string | null): string | undefined {
  if (!name && !email) return undefined
  if (!email) return name ?? undefined
  return `${name ?? ''} <${email}>`.trim()
}

/** ISO 8601 (or anything Date parses) to whole unix seconds. */
export function unixSeconds(iso: string | null | undefined): number | undefined {
  if (!iso) return undefined
  const ms = Date.parse(iso)
  return Number.isNaN(ms) ? undefined : Math.floor(ms / 1000)
}

/** `https://github.com/owner/name/commit/sha` */
export function commitUrl(facts: RunFacts, sha: string): string | undefined {
  return facts.repository ? `${facts.serverUrl}/${facts.repository}/commit/${sha}` : undefined
}
