/**
 * Every page of a GitHub REST listing, followed the way GitHub asks: through the `Link`
 * header's rel="next" URL (octokit.paginate, in octokit.ts), never by guessing page numbers.
 * A next URL that is not a URL, or lies on another origin, is refused here, and one outside
 * GITHUB_API_URL's path by the fetch (fetch.ts): the token would go with it, and another
 * host's answers would be recorded as the repository's.
 */
import type { GitHubClient, GitHubResponse } from './api.js'

/** A bound on pages, so a server that always answers with a next link cannot loop forever. */
export const MAX_PAGES = 100

export async function readAllPages(
  github: GitHubClient,
  route: string,
  parameters: Record<string, string | number>
): Promise<unknown[]> {
  const items: unknown[] = []
  for await (const page of github.pages(route, parameters)) {
    if (!Array.isArray(page.data)) throw new Error('the GitHub API did not answer with a list')
    items.push(...(page.data as unknown[]))
  }
  return items
}

/**
 * The rel="next" URL of a `Link` header, resolved against the URL that was asked (the
 * transport follows no redirect to another origin, so that is the origin that answered).
 */
export function nextPageUrl(response: GitHubResponse): string | undefined {
  const header = response.headers?.link
  if (typeof header !== 'string') return undefined
  for (const part of header.split(',')) {
    const match = /^\s*<([^>]*)>\s*;(.*)$/.exec(part)
    if (!match?.[1] || !/\brel\s*=\s*"?([^"]*\s)?next(\s[^"]*)?"?/.test(match[2] ?? '')) continue
    const base = response.url
    const next = URL.parse(match[1], base)
    if (next === null) {
      // The header is the remote's text: quoted bounded, for the escaping logger to print.
      throw new Error(
        `the GitHub API pointed to its next page with a link that is not a URL (${JSON.stringify(match[1].slice(0, 100))})`
      )
    }
    if (base !== undefined && next.origin !== new URL(base).origin) {
      throw new Error(
        `the GitHub API pointed to its next page on another origin (${next.origin}); the token is not sent there`
      )
    }
    return next.href
  }
  return undefined
}
