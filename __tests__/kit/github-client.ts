/**
 * A GitHubClient over a request function, for tests of what is made of GitHub's answers:
 * each listing is the one page the function answers. Paging itself (octokit.paginate over the
 * transport) is tested against a loopback server in __tests__/unit/github/connect.test.ts.
 */
import type { GitHubClient, GitHubRequest } from '../../src/github/api.js'

export function clientOf(request: GitHubRequest): GitHubClient {
  return {
    request,
    async *pages(route, parameters) {
      const page = await request(route, { ...parameters, per_page: 100 })
      if (typeof page.headers?.link === 'string') {
        throw new Error(`a one-page double answered ${route} with a next link`)
      }
      yield page
    }
  }
}
