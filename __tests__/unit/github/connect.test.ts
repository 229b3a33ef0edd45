/**
 * The GitHub API client over the action's transport: the routes it builds under
 * GITHUB_API_URL (GitHub Enterprise Server's `/api/v3` root included), the headers GitHub
 * asks for, and next-page links outside that root refused before any request.
 */
import { createServer, type IncomingHttpHeaders } from 'node:http'
import { apiRoot, connectGitHub, routeUrl } from '../../../src/github/connect.js'
import { GitHubApiError } from '../../../src/github/api.js'
import { readAllPages } from '../../../src/github/paginate.js'
import { listenOnLoopback, type LoopbackServer } from '../../kit/loopback.js'

describe('routeUrl', () => {
  const root = apiRoot('https://github.example.com/api/v3')

  it('fills path parameters, encoded, under the API root, and puts the rest in the query', () => {
    const url = routeUrl(root, 'GET /repos/{owner}/{repo}/commits/{ref}', {
      owner: 'acme',
      repo: 'web app',
      ref: 'a/b',
      per_page: 100
    })
    expect(url.href).toBe(
      'https://github.example.com/api/v3/repos/acme/web%20app/commits/a%2Fb?per_page=100'
    )
  })

  it('refuses a "." or ".." value, which would climb out of the route', () => {
    for (const value of ['.', '..', '%2e%2E']) {
      expect(() =>
        routeUrl(root, 'GET /repos/{owner}/{repo}', { owner: value, repo: 'x' })
      ).toThrow(`owner ${JSON.stringify(value)} cannot be read from the GitHub API`)
    }
  })

  it('takes an absolute URL under the API root, and refuses one elsewhere in one sentence', () => {
    expect(routeUrl(root, 'GET https://github.example.com/api/v3/x?page=2', {}).href).toBe(
      'https://github.example.com/api/v3/x?page=2'
    )
    for (const elsewhere of [
      'https://evil.example/api/v3/x?page=2',
      'https://github.example.com/other/x?page=2',
      'http://github.example.com/api/v3/x?page=2'
    ]) {
      expect(() => routeUrl(root, `GET ${elsewhere}`, {})).toThrow(
        /^it pointed to .*, outside GITHUB_API_URL \(https:\/\/github\.example\.com\/api\/v3\/\), and github-token is never sent there$/
      )
    }
  })

  it('defaults to api.github.com and names a GITHUB_API_URL that is not a URL', () => {
    expect(apiRoot(undefined).href).toBe('https://api.github.com/')
    expect(apiRoot('').href).toBe('https://api.github.com/')
    expect(() => apiRoot('not a url')).toThrow(
      /^GITHUB_API_URL has "not a url", which is not a URL; set it to the API root/
    )
  })
})

describe('connectGitHub against a loopback server', () => {
  let server: LoopbackServer
  const seen: { url: string; headers: IncomingHttpHeaders }[] = []
  let answer: () => { status: number; headers?: Record<string, string>; body: string }

  beforeAll(async () => {
    server = await listenOnLoopback(
      createServer((req, res) => {
        seen.push({ url: req.url ?? '', headers: req.headers })
        const { status, headers, body } = answer()
        res.writeHead(status, { 'content-type': 'application/json', ...headers }).end(body)
      })
    )
  })

  afterAll(() => server.close())

  beforeEach(() => {
    seen.length = 0
  })

  function connect() {
    const connector = connectGitHub('ghs_unit_test_token_0000', 5000, {
      apiUrl: `${server.origin}/api/v3`
    })
    if (!connector) throw new Error('no connector for a token')
    return connector()
  }

  it('sends the token as Bearer, with the media type and API version GitHub asks for', async () => {
    answer = () => ({ status: 200, body: '{"sha":"abc"}' })
    const request = await connect()
    const response = await request('GET /repos/{owner}/{repo}', { owner: 'acme', repo: 'web' })
    expect(response.data).toEqual({ sha: 'abc' })
    expect(seen).toHaveLength(1)
    expect(seen[0]?.url).toBe('/api/v3/repos/acme/web')
    expect(seen[0]?.headers).toMatchObject({
      authorization: 'Bearer ghs_unit_test_token_0000',
      accept: 'application/vnd.github+json',
      'x-github-api-version': '2022-11-28'
    })
  })

  it('follows next links under the root and refuses one outside it, sending nothing there', async () => {
    let page = 0
    answer = () => {
      page++
      const next =
        page === 1
          ? `<${server.origin}/api/v3/items?page=2>; rel="next"`
          : `<${server.origin}/elsewhere/items?page=3>; rel="next"`
      return { status: 200, headers: { link: next }, body: `[${page}]` }
    }
    const request = await connect()
    const read = readAllPages(request, 'GET /items', {})
    await expect(read).rejects.toThrow(GitHubApiError)
    await expect(read).rejects.toThrow(/outside GITHUB_API_URL/)
    expect(seen.map(request => request.url)).toEqual([
      '/api/v3/items?per_page=100',
      '/api/v3/items?page=2'
    ])
  })

  it('reads the status and the rate limit of a refusal', async () => {
    answer = () => ({
      status: 403,
      headers: { 'x-ratelimit-remaining': '0' },
      body: '{"message":"API rate limit exceeded"}'
    })
    const request = await connect()
    const failure = await request('GET /x', {}).catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(GitHubApiError)
    expect(failure).toMatchObject({ status: 403, rateLimited: true })
    expect((failure as Error).message).toMatch(
      /^it refused access \(403: API rate limit exceeded\)/
    )
  })

  it('says so when the answer is not JSON', async () => {
    answer = () => ({
      status: 200,
      headers: { 'content-type': 'text/html' },
      body: '<html>Sign in</html>'
    })
    const request = await connect()
    await expect(request('GET /x', {})).rejects.toThrow(
      /^the GitHub API answered GET \/api\/v3\/x with something that is not JSON \(content type "text\/html"\); check GITHUB_API_URL$/
    )
  })
})
