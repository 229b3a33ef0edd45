/**
 * The one way commands reach the GitHub REST API: Octokit over the action's own transport
 * (octokit.ts, fetch.ts), so the same rules hold for it as for the service and Jira: a
 * redirect to another origin is never followed, the token goes to the API's origin only, the
 * same proxy and CA handling, retries, timeouts and size bounds. The API root is
 * GITHUB_API_URL (GitHub Enterprise Server: `https://host/api/v3`), and every URL asked (a
 * next-page link among them) must lie under that root.
 */
import type { RetryEvent } from '../http/transport.js'
import { stepEnv } from '../runner/step-scope.js'
import { createGitHubClient, type GitHubConnection, type GitHubLog } from './octokit.js'

export interface GitHubConnectOptions {
  /** Retries of a read that failed in a way worth retrying (the max-retries input). */
  maxRetries?: number
  onRetry?: (event: RetryEvent) => void
  /** The API root; default GITHUB_API_URL, else https://api.github.com. */
  apiUrl?: string
  /** The command's logger, for what Octokit and GitHub's headers have to say. */
  log?: GitHubLog
}

const DEFAULT_API_URL = 'https://api.github.com'

/**
 * A connector: every call hands out the same client. Undefined when there is no token, so a
 * command can say the token is missing before reading anything.
 */
export function connectGitHub(
  token: string | undefined,
  timeoutMs: number,
  options: GitHubConnectOptions = {}
): (() => Promise<GitHubConnection>) | undefined {
  if (!token) return undefined
  let connected: Promise<GitHubConnection> | undefined
  return () =>
    (connected ??= Promise.resolve().then(() =>
      createGitHubClient({
        token,
        root: apiRoot(options.apiUrl ?? stepEnv().GITHUB_API_URL),
        timeoutMs,
        maxRetries: options.maxRetries,
        onRetry: options.onRetry,
        log: options.log
      })
    ))
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
