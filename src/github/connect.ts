/**
 * The one way commands reach the GitHub REST API: Octokit (which honours GITHUB_API_URL,
 * so GitHub Enterprise Server works, and HTTPS_PROXY through undici's ProxyAgent), loaded
 * on first use only, with every request bounded by the step's timeout, retried under the
 * action's retry policy, and every failure turned into words that say what to fix.
 */
import { setTimeout as sleep } from 'node:timers/promises'
import { loadUndici } from '../bundle/undici.js'
import { proxyRefusalStatus } from '../http/proxy.js'
import { isRetryable, retryDelayMs, type AttemptFailure } from '../http/retry.js'
import { describeUntrustedCertificate } from '../http/tls.js'
import type { RetryEvent } from '../http/transport.js'
import { USER_AGENT } from '../version.js'
import { describeGitHubFailure, GitHubApiError, type GitHubRequest } from './api.js'

export interface GitHubConnectOptions {
  /** Retries of a read that failed in a way worth retrying (the max-retries input). */
  maxRetries?: number
  onRetry?: (event: RetryEvent) => void
}

/**
 * A connector: the first call loads Octokit and every later call shares it. Undefined when
 * there is no token, so a command can say the token is missing before reading anything.
 */
export function connectGitHub(
  token: string | undefined,
  timeoutMs: number,
  options: GitHubConnectOptions = {}
): (() => Promise<GitHubRequest>) | undefined {
  if (!token) return undefined
  const maxRetries = options.maxRetries ?? 0
  let connected: Promise<GitHubRequest> | undefined
  return () =>
    (connected ??= (async () => {
      // Octokit fetches through undici, which the bundle loads only on demand. Loading
      // @actions/github builds its proxy dispatcher (undici's ProxyAgent, when HTTPS_PROXY is
      // set) at once, so undici must be in place before that import starts.
      await loadUndici()
      const { getOctokit } = await import('@actions/github')
      const octokit = getOctokit(token, { userAgent: USER_AGENT })
      return async (route, parameters) => {
        for (let attempt = 1; ; attempt++) {
          try {
            const response = await octokit.request(route, {
              ...parameters,
              request: { signal: AbortSignal.timeout(timeoutMs) }
            })
            return { data: response.data, headers: response.headers, url: response.url }
          } catch (error) {
            const failure = attemptFailure(error)
            const delayMs =
              failure && attempt <= maxRetries && isRetryable('GET', failure)
                ? retryDelayMs(attempt, failure.type === 'status' ? failure.retryAfter : undefined)
                : undefined
            const reason = describeGitHubFailure(error, timeoutMs)
            if (delayMs === undefined) throw new GitHubApiError(reason, error)
            const [method = 'GET', path = route] = route.split(' ')
            const shown = shortPath(path).replace(/\{(\w+)\}/g, (whole, name: string) =>
              String(parameters[name] ?? whole)
            )
            options.onRetry?.({ method, path: shown, attempt, delayMs, reason })
            await sleep(delayMs)
          }
        }
      }
    })())
}

/**
 * What went wrong, for the retry policy. Undefined for what a second try cannot mend and
 * should not wait for: a proxy's refusal, an untrusted certificate, and a read that already
 * waited the whole timeout (four more would hold the step four times as long).
 */
function attemptFailure(error: unknown): AttemptFailure | undefined {
  const status = (error as { status?: unknown } | null)?.status
  const response = (error as { response?: { headers?: Record<string, unknown> } } | null)?.response
  if (typeof status === 'number' && response !== undefined) {
    const retryAfter = response.headers?.['retry-after']
    return {
      type: 'status',
      status,
      retryAfter: typeof retryAfter === 'string' ? retryAfter : undefined
    }
  }
  if (proxyRefusalStatus(error) !== undefined) return undefined
  if (describeUntrustedCertificate(error) !== undefined) return undefined
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth++) {
    if (current.name === 'TimeoutError' || current.name === 'AbortError') return undefined
    current = current.cause
  }
  return { type: 'network' }
}

/** The route's path without the API root, for the log: `/repos/acme/web-app/pulls/7/reviews`. */
function shortPath(path: string): string {
  try {
    return new URL(path).pathname + new URL(path).search
  } catch {
    return path
  }
}
