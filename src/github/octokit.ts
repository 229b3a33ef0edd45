/**
 * The one GitHub client: `@actions/github`'s Octokit, with the action's transport as its
 * fetch (fetch.ts) and a log that reaches the job log only through the caller's escaping
 * logger. Reads go through `request` and `pages`; writes (check runs, comments) through
 * `octokit` itself (`octokit.rest.checks.create(...)`). Whichever way, a failure is a
 * GitHubApiError whose message says what to fix, and whose status a command can read.
 *
 * `@actions/github` is loaded on the first connection, so only a step that talks to GitHub
 * pays for it.
 */
import type { getOctokit } from '@actions/github'
import { getProxyUrl } from '@actions/http-client'
import { loadUndici } from '../bundle/undici.js'
import { RequestError } from '../http/request-error.js'
import { transportFor, type RetryEvent } from '../http/transport.js'
import { USER_AGENT } from '../version.js'
import {
  describeGitHubFailure,
  GitHubApiError,
  type GitHubClient,
  type GitHubRequest,
  type GitHubResponse
} from './api.js'
import { transportFetch, type Deprecation } from './fetch.js'
import { MAX_PAGES, nextPageUrl } from './paginate.js'

export type GitHubOctokit = ReturnType<typeof getOctokit>

/** Where the client's own lines go: the command's logger, which escapes every message. */
export interface GitHubLog {
  info(message: string): void
  warning(message: string): void
  debug(message: string): void
}

export interface GitHubClientOptions {
  token: string
  /** The API root, its path ending in `/` (connect.ts apiRoot). */
  root: URL
  timeoutMs: number
  maxRetries?: number
  onRetry?: (event: RetryEvent) => void
  /** Absent, Octokit's messages are dropped: its default prints them to stderr as they are. */
  log?: GitHubLog
}

/** The client, with Octokit itself for what `request` and `pages` do not cover (writes). */
export interface GitHubConnection extends GitHubClient {
  /** Octokit from @actions/github over the transport; its failures are GitHubApiError too. */
  octokit: GitHubOctokit
  /** The API root every request stays under. */
  root: URL
}

export async function createGitHubClient(options: GitHubClientOptions): Promise<GitHubConnection> {
  const { token, root, timeoutMs } = options
  const { getOctokit } = await loadActionsGitHub()
  const transport = transportFor('the GitHub API', root, `Bearer ${token}`, {
    userAgent: USER_AGENT,
    timeoutMs,
    maxRetries: options.maxRetries ?? 0,
    onRetry: options.onRetry
  })
  const log = octokitLog(options.log, token)
  const fetch = transportFetch(transport, root, deprecation =>
    options.log?.info(describeDeprecation(deprecation))
  )
  const octokit = getOctokit(token, {
    // Octokit joins its base URL and a route's path with no slash of its own.
    baseUrl: root.href.replace(/\/$/, ''),
    log,
    // The fetch wrapper logs through `request.log` (console when absent), not `log`.
    request: { fetch, log }
  })
  octokit.hook.before('request', options => refuseDotSegments(options.url, options))
  octokit.hook.error('request', error => {
    throw asGitHubFailure(error, timeoutMs)
  })

  const request: GitHubRequest = async (route, parameters) => {
    const { data, headers, url } = await octokit.request(route, parameters)
    return { data, headers, url }
  }
  return { octokit, root, request, pages: (route, parameters) => pages(octokit, route, parameters) }
}

/**
 * @actions/github builds, when it loads, a fetch dispatcher for GITHUB_API_URL as the
 * process's environment gives it: an undici ProxyAgent when a proxy applies, though nothing
 * uses it (requests go through the transport). The bundle's undici is loaded on demand
 * (src/bundle/undici.ts), so then it is loaded first. It also reads the event payload when it
 * loads (its `context`), and fails to load when that file is not JSON.
 */
let loaded: Promise<typeof import('@actions/github')> | undefined

function loadActionsGitHub(): Promise<typeof import('@actions/github')> {
  return (loaded ??= (async () => {
    if (getProxyUrl(process.env.GITHUB_API_URL || 'https://api.github.com')) await loadUndici()
    try {
      return await import('@actions/github')
    } catch (error) {
      if (!(error instanceof SyntaxError)) throw error
      // Its message quotes the file: the payload's text, not the action's.
      throw new Error(
        'the GitHub client could not start: it reads the event payload (GITHUB_EVENT_PATH) ' +
          'when it loads, and that file is not JSON'
      )
    }
  })())
}

/**
 * Every page of a listing, through octokit.paginate: at most MAX_PAGES, each next link
 * checked before it is followed (a URL, on the API's origin, not one already read; the fetch
 * refuses one outside GITHUB_API_URL), and no failure taken for the end of the list.
 */
async function* pages(
  octokit: GitHubOctokit,
  route: string,
  parameters: Record<string, string | number>
): AsyncGenerator<GitHubResponse> {
  const seen = new Set<string>()
  let read = 0
  try {
    const iterate = octokit.paginate.iterator as unknown as PageIterator
    for await (const page of iterate(strictPages(octokit, route), {
      ...parameters,
      per_page: 100
    })) {
      read++
      const response: GitHubResponse = { data: page.data, headers: page.headers, url: page.url }
      yield response
      const next = nextPageUrl(response)
      if (next === undefined) return
      if (seen.has(next)) {
        throw new Error('the GitHub API pointed to a next page it had already sent')
      }
      seen.add(next)
      if (read >= MAX_PAGES) {
        throw new Error(`the GitHub API listing went on past ${MAX_PAGES} pages of 100`)
      }
    }
  } catch (error) {
    throw error instanceof PageFailure ? error.failure : error
  }
}

/** A failure of a page, carried past octokit.paginate, which reads a 409 as an empty page. */
class PageFailure extends Error {
  constructor(readonly failure: unknown) {
    super('a page of a GitHub listing failed')
  }
}

/** A request function with its endpoint, the form of route octokit.paginate also takes. */
type PageRoute = ((options: object) => Promise<unknown>) & {
  endpoint: (parameters: Record<string, unknown>) => object
}
type PageIterator = (
  route: PageRoute,
  parameters: Record<string, unknown>
) => AsyncIterable<{ data: unknown; headers: GitHubResponse['headers']; url: string }>

/**
 * The route as a request function for octokit.paginate: its failures (a 409 among them, an
 * empty repository's answer that it would turn into an empty page) and an answer with no
 * body at all, which it would read as an empty page too, end the listing with an error.
 */
function strictPages(octokit: GitHubOctokit, route: string): PageRoute {
  const requestPage = async (options: object) => {
    let response: Awaited<ReturnType<GitHubOctokit['request']>>
    try {
      // What the paginator asks: the method, the URL (the next link) and the headers.
      const { url, ...rest } = options as { method: string; url: string }
      response = await octokit.request({ ...rest, url: withoutTemplateColons(url) })
    } catch (error) {
      throw new PageFailure(error)
    }
    if (!response.data)
      throw new PageFailure(new Error('the GitHub API did not answer with a list'))
    return response
  }
  const endpoint = (parameters: Record<string, unknown>) =>
    octokit.request.endpoint(route, parameters)
  return Object.assign(requestPage, { endpoint })
}

/**
 * A URL already filled in, with each `:` before a letter percent-encoded: Octokit reads the
 * URL it is given as a template, and `:name` in it as a variable (the old Express form), which
 * it fills with nothing, so `/attestations/sha256:ae57…` would be asked as `/attestations/
 * sha256`. GitHub reads `%3A` as `:`.
 */
function withoutTemplateColons(url: string): string {
  const parsed = new URL(url)
  return `${parsed.origin}${`${parsed.pathname}${parsed.search}`.replace(/:(?=[a-z])/gi, '%3A')}`
}

/**
 * URLs read "." and ".." (even encoded) as steps up: a path parameter with such a value would
 * leave its route for another.
 */
function refuseDotSegments(template: string, parameters: Record<string, unknown>): void {
  for (const [, name] of template.matchAll(/\{\+?(\w+)\}/g)) {
    const value = name === undefined ? undefined : parameters[name]
    if (typeof value === 'string' && /^(\.|%2e){1,2}$/i.test(value)) {
      throw new Error(`${name} ${JSON.stringify(value)} cannot be read from the GitHub API`)
    }
  }
}

/**
 * What a request failed with, as the action reports it. Octokit wraps what its fetch throws
 * as the cause of an error of its own (an HttpError "500"): the transport's RequestError
 * becomes a GitHubApiError that says what to fix; a refusal of the fetch's own is passed on.
 */
function asGitHubFailure(error: unknown, timeoutMs: number): unknown {
  let current = error
  for (let depth = 0; depth < 3; depth++) {
    if (current instanceof GitHubApiError) return current
    if (current instanceof RequestError) {
      return new GitHubApiError(describeGitHubFailure(current, timeoutMs), current)
    }
    if (!(current instanceof Error) || current.name !== 'HttpError' || !current.cause) break
    current = current.cause
  }
  return current
}

function octokitLog(sink: GitHubLog | undefined, token: string): GitHubOctokit['log'] {
  // Octokit's messages are its own text about routes and options; the token is kept out all
  // the same, and the sink escapes the rest.
  const clean = (message: unknown) => String(message).split(token).join('***')
  return {
    debug: message => sink?.debug(clean(message)),
    info: message => sink?.debug(clean(message)),
    warn: message => sink?.warning(clean(message)),
    error: message => sink?.warning(clean(message))
  }
}

function describeDeprecation({ method, path, sunset }: Deprecation): string {
  const when = sunset ? `, to be removed on ${sunset.toISOString().slice(0, 10)}` : ''
  return `GitHub marks ${method} ${path} as deprecated${when}.`
}
