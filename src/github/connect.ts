/**
 * The one way commands reach the GitHub REST API: the action's own transport (the one the
 * service and Jira use), so the same rules hold for it: a redirect to another origin is
 * never followed, the token goes to the API's origin only, the same proxy and CA handling,
 * retries, timeouts and size bounds. The API root is GITHUB_API_URL (GitHub Enterprise
 * Server: `https://host/api/v3`), and a route given as an absolute URL (a next-page link)
 * must lie under that root.
 */
import type { IncomingHttpHeaders } from 'node:http'
import { RequestError, tryParseJson } from '../http/request-error.js'
import { transportFor, type HttpTransport, type RetryEvent } from '../http/transport.js'
import { USER_AGENT } from '../version.js'
import { describeGitHubFailure, GitHubApiError, type GitHubRequest } from './api.js'
import { stepEnv } from '../runner/step-scope.js'

export interface GitHubConnectOptions {
  /** Retries of a read that failed in a way worth retrying (the max-retries input). */
  maxRetries?: number
  onRetry?: (event: RetryEvent) => void
  /** The API root; default GITHUB_API_URL, else https://api.github.com. */
  apiUrl?: string
}

const DEFAULT_API_URL = 'https://api.github.com'
/** What GitHub asks clients to send, so answers keep the shape this code parses. */
const GITHUB_HEADERS = { 'x-github-api-version': '2022-11-28' }
const GITHUB_MEDIA_TYPE = 'application/vnd.github+json'

/**
 * A connector: every call hands out the same request function. Undefined when there is no
 * token, so a command can say the token is missing before reading anything.
 */
export function connectGitHub(
  token: string | undefined,
  timeoutMs: number,
  options: GitHubConnectOptions = {}
): (() => Promise<GitHubRequest>) | undefined {
  if (!token) return undefined
  let connected: Promise<GitHubRequest> | undefined
  return () =>
    (connected ??= Promise.resolve().then(() => gitHubRequest(token, timeoutMs, options)))
}

function gitHubRequest(
  token: string,
  timeoutMs: number,
  options: GitHubConnectOptions
): GitHubRequest {
  const root = apiRoot(options.apiUrl ?? stepEnv().GITHUB_API_URL)
  const transport: HttpTransport = transportFor('the GitHub API', root, `Bearer ${token}`, {
    userAgent: USER_AGENT,
    timeoutMs,
    maxRetries: options.maxRetries ?? 0,
    onRetry: options.onRetry
  })
  return async (route, parameters, body) => {
    const method = routeMethod(route)
    const url = routeUrl(root, route, parameters)
    try {
      const response = await transport.send({
        method,
        url,
        accept: GITHUB_MEDIA_TYPE,
        headers: GITHUB_HEADERS,
        ...(body === undefined
          ? {}
          : { body: JSON.stringify(body), contentType: 'application/json' })
      })
      const data = tryParseJson(response.body)
      if (data === undefined) {
        throw new Error(
          `the GitHub API answered ${method} ${url.pathname} with something that is not JSON ` +
            `(content type ${JSON.stringify(String(response.headers['content-type'] ?? 'none'))}); ` +
            `check GITHUB_API_URL`
        )
      }
      return { data, headers: flatHeaders(response.headers), url: url.href }
    } catch (error) {
      if (!(error instanceof RequestError)) throw error
      throw new GitHubApiError(describeGitHubFailure(error, timeoutMs), error)
    }
  }
}

/** GITHUB_API_URL as a URL whose path ends in `/`, so routes resolve beneath it. */
export function apiRoot(configured: string | undefined): URL {
  const text = configured?.trim() || DEFAULT_API_URL
  let url: URL
  try {
    url = new URL(text)
  } catch {
    throw new Error(
      `GITHUB_API_URL has ${JSON.stringify(text.slice(0, 200))}, which is not a URL; ` +
        `set it to the API root, e.g. ${DEFAULT_API_URL} or https://github.example.com/api/v3`
    )
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(
      `GITHUB_API_URL has ${JSON.stringify(url.href)}, which is not an http(s) URL; ` +
        `set it to the API root, e.g. ${DEFAULT_API_URL}`
    )
  }
  url.search = ''
  url.hash = ''
  if (!url.pathname.endsWith('/')) url.pathname += '/'
  return url
}

/** The methods routes are sent with: reads, and the writes of check runs and comments. */
const METHODS = ['GET', 'POST', 'PATCH'] as const
type RouteMethod = (typeof METHODS)[number]

function routeMethod(route: string): RouteMethod {
  const method = METHODS.find(known => route.startsWith(`${known} `))
  if (!method) throw new Error(`Internal error: ${route} has no method this client sends`)
  return method
}

/**
 * The URL of a route: `GET /repos/{owner}/{repo}` (or POST, PATCH) with its path parameters
 * encoded and the rest as the query, or `GET <absolute URL>` (a next-page link), accepted
 * only under the API root, since the token goes with it.
 */
export function routeUrl(
  root: URL,
  route: string,
  parameters: Readonly<Record<string, string | number>>
): URL {
  const [, path = ''] = route.split(' ', 2)
  routeMethod(route)
  const remaining = new Map(Object.entries(parameters).map(([k, v]) => [k, String(v)]))
  let url: URL
  if (/^[a-z][a-z0-9+.-]*:/i.test(path)) {
    url = new URL(path)
    if (url.origin !== root.origin || !url.pathname.startsWith(root.pathname)) {
      throw new GitHubApiError(
        `it pointed to ${url.origin}${url.pathname}, outside GITHUB_API_URL ` +
          `(${root.origin}${root.pathname}), and github-token is never sent there`,
        undefined
      )
    }
  } else {
    const filled = path.replace(/\{(\w+)\}/g, (whole, name: string) => {
      const value = remaining.get(name)
      if (value === undefined) throw new Error(`Internal error: ${route} lacks ${name}`)
      remaining.delete(name)
      // URLs read "." and ".." (even encoded) as steps up: such a value would leave the route.
      if (/^(\.|%2e){1,2}$/i.test(value)) {
        throw new Error(`${name} ${JSON.stringify(value)} cannot be read from the GitHub API`)
      }
      return encodeURIComponent(value)
    })
    url = new URL(filled.replace(/^\/+/, ''), root)
  }
  for (const [name, value] of remaining) url.searchParams.set(name, value)
  return url
}

function flatHeaders(headers: IncomingHttpHeaders): Record<string, string | undefined> {
  const flat: Record<string, string | undefined> = {}
  for (const [name, value] of Object.entries(headers)) {
    flat[name] = Array.isArray(value) ? value.join(', ') : value
  }
  return flat
}
