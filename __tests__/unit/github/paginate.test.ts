import type { GitHubRequest } from '../../../src/github/api.js'
import { nextPageUrl, readAllPages } from '../../../src/github/paginate.js'
import { clientOf } from '../../kit/github-client.js'

const API = 'https://ghe.acme.example/api/v3'

describe('nextPageUrl', () => {
  it('refuses a next link that is not a URL with a sentence, not a TypeError', () => {
    const link = '<http://[bad>; rel="next"'
    expect(() => nextPageUrl({ data: [], headers: { link }, url: undefined })).toThrow(
      /^the GitHub API pointed to its next page with a link that is not a URL \("http:\/\/\[bad"\)$/
    )
  })

  it('takes the rel="next" link, wherever it stands in the header', () => {
    const link =
      `<${API}/repos/a/b/pulls/1/reviews?page=1>; rel="prev", ` +
      `<${API}/repos/a/b/pulls/1/reviews?page=3>; rel="next", ` +
      `<${API}/repos/a/b/pulls/1/reviews?page=9>; rel="last"`
    expect(
      nextPageUrl({ data: [], headers: { link }, url: `${API}/repos/a/b/pulls/1/reviews` })
    ).toBe(`${API}/repos/a/b/pulls/1/reviews?page=3`)
  })

  it('finds no next page on the last page or without a Link header', () => {
    const link = `<${API}/x?page=1>; rel="first", <${API}/x?page=1>; rel="prev"`
    expect(nextPageUrl({ data: [], headers: { link }, url: `${API}/x` })).toBeUndefined()
    expect(nextPageUrl({ data: [], headers: {}, url: `${API}/x` })).toBeUndefined()
  })

  it('refuses a next page on another origin, where the token would follow', () => {
    const link = '<https://evil.example/steal?page=2>; rel="next"'
    expect(() => nextPageUrl({ data: [], headers: { link }, url: `${API}/x` })).toThrow(
      /another origin \(https:\/\/evil\.example\); the token is not sent there/
    )
  })
})

// Pages followed, bounded and refused through the real client: connect.test.ts.
describe('readAllPages', () => {
  it('refuses an answer that is not a list', async () => {
    const request: GitHubRequest = async () => ({ data: { message: 'hi' } })
    await expect(readAllPages(clientOf(request), 'GET /items', {})).rejects.toThrow(
      'did not answer with a list'
    )
  })
})
