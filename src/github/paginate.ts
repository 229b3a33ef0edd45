/**
 * Every page of a GitHub REST listing, followed the way GitHub asks: through the `Link`
 * header's rel="next" URL, never by guessing page numbers. A next URL on another origin is
 * refused here, and one outside GITHUB_API_URL's path by the request function (connect.ts):
 * the token would go with it, and another host's answers would be recorded as the
 * repository's.
 */
import type { GitHubRequest, GitHubResponse } from './api.js'

/** A bound on pages, so a server that always answers with a next link cannot loop forever. */
export const MAX_PAGES = 100

export async function readAllPages(
  request: GitHubRequest,
  route: string,
  parameters: Record<string, string | number>
): Promise<unknown[]> {
  const items: unknown[] = []
  let response = await request(route, { ...parameters, per_page: 100 })
  for (let page = 1; ; page++) {
    if (!Array.isArray(response.data)) throw new Error('the GitHub API did not answer with a list')
    items.push(...(response.data as unknown[]))
    const next = nextPageUrl(response)
    if (next === undefined) return items
    if (page >= MAX_PAGES) {
      throw new Error(`the GitHub API listing went on past ${MAX_PAGES} pages of 100`)
    }
    response = await request(`GET ${next}`, {})
  }
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
