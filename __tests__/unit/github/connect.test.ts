/**
 * The GitHub client (Octokit from @actions/github over the action's transport) against a
 * loopback server: the routes it builds under GITHUB_API_URL (GitHub Enterprise Server's
 * `/api/v3` root included), the headers GitHub asks for, pages followed through
 * octokit.paginate within the bound, next-page links outside that root refused before any
 * request, and what it logs.
 */
import { createServer, type IncomingHttpHeaders } from 'node:http'
import { apiRoot, connectGitHub } from '../../../src/github/connect.js'
import { GitHubApiError } from '../../../src/github/api.js'
import { MAX_PAGES, readAllPages } from '../../../src/github/paginate.js'
import type { GitHubLog } from '../../../src/github/octokit.js'
import { listenOnLoopback, type LoopbackServer } from '../../kit/loopback.js'

const TOKEN = 'ghs_unit_test_token_0000'

describe('apiRoot', () => {
  it('defaults to api.github.com and names a GITHUB_API_URL that is not a URL', () => {
    expect(apiRoot(undefined).href).toBe('https://api.github.com/')
    expect(apiRoot('').href).toBe('https://api.github.com/')
    expect(() => apiRoot('not a url')).toThrow(
      /^GITHUB_API_URL has "not a url", which is not a URL; set it to the API root/
    )
  })
})

describe('the GitHub client against a loopback server', () => {
  let server: LoopbackServer
  const seen: { method: string; url: string; headers: IncomingHttpHeaders; body: string }[] = []
  let answer: (url: string) => { status: number; headers?: Record<string, string>; body: string }

  beforeAll(async () => {
    server = await listenOnLoopback(
      createServer((req, res) => {
        let body = ''
        req.setEncoding('utf8')
        req.on('data', (chunk: string) => (body += chunk))
        req.on('end', () => {
          seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body })
          const reply = answer(req.url ?? '')
          res
            .writeHead(reply.status, { 'content-type': 'application/json', ...reply.headers })
            .end(reply.body)
        })
      })
    )
  })

  afterAll(() => server.close())

  beforeEach(() => {
    seen.length = 0
  })

  function connect(root = '/api/v3', log?: GitHubLog) {
    const connector = connectGitHub(TOKEN, 5000, { apiUrl: `${server.origin}${root}`, log })
    if (!connector) throw new Error('no connector for a token')
    return connector()
  }

  it('sends the token as Bearer, with the media type and API version GitHub asks for', async () => {
    answer = () => ({ status: 200, body: '{"sha":"abc"}' })
    const github = await connect()
    const response = await github.request('GET /repos/{owner}/{repo}', {
      owner: 'acme',
      repo: 'web'
    })
    expect(response.data).toEqual({ sha: 'abc' })
    expect(seen).toHaveLength(1)
    expect(seen[0]?.url).toBe('/api/v3/repos/acme/web')
    expect(seen[0]?.headers).toMatchObject({
      authorization: 'Bearer ghs_unit_test_token_0000',
      accept: 'application/vnd.github+json',
      'x-github-api-version': '2022-11-28'
    })
  })

  it('fills path parameters, encoded, under the API root, and puts the rest in the query', async () => {
    answer = () => ({ status: 200, body: '{}' })
    const github = await connect()
    await github.request('GET /repos/{owner}/{repo}/commits/{ref}', {
      owner: 'acme',
      repo: 'web app',
      ref: 'a/b',
      per_page: 100
    })
    expect(seen.map(request => request.url)).toEqual([
      '/api/v3/repos/acme/web%20app/commits/a%2Fb?per_page=100'
    ])
  })

  it('refuses a "." or ".." value, which would climb out of the route, sending nothing', async () => {
    answer = () => ({ status: 200, body: '{}' })
    const github = await connect()
    for (const value of ['.', '..', '%2e%2E']) {
      await expect(
        github.request('GET /repos/{owner}/{repo}', { owner: value, repo: 'x' })
      ).rejects.toThrow(`owner ${JSON.stringify(value)} cannot be read from the GitHub API`)
    }
    expect(seen).toEqual([])
  })

  it('takes an absolute URL under the API root, and refuses one elsewhere in one sentence', async () => {
    answer = () => ({ status: 200, body: '[]' })
    const github = await connect()
    await github.request(`GET ${server.origin}/api/v3/x?page=2`, {})
    expect(seen.map(request => request.url)).toEqual(['/api/v3/x?page=2'])
    const root = `${server.origin}/api/v3/`.replace(/[.()/]/g, '\\$&')
    for (const elsewhere of [
      'https://evil.example/api/v3/x?page=2',
      `${server.origin}/other/x?page=2`,
      `${server.origin.replace('http:', 'https:')}/api/v3/x?page=2`
    ]) {
      const failure = await github.request(`GET ${elsewhere}`, {}).catch((e: unknown) => e)
      expect(failure).toBeInstanceOf(GitHubApiError)
      expect((failure as Error).message).toMatch(
        new RegExp(
          `^it pointed to .*, outside GITHUB_API_URL \\(${root}\\), and github-token is never sent there$`
        )
      )
    }
    expect(seen).toHaveLength(1)
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
    const github = await connect()
    const read = readAllPages(github, 'GET /items', {})
    await expect(read).rejects.toThrow(GitHubApiError)
    await expect(read).rejects.toThrow(/outside GITHUB_API_URL/)
    expect(seen.map(request => request.url)).toEqual([
      '/api/v3/items?per_page=100',
      '/api/v3/items?page=2'
    ])
  })

  it('reads every page of a listing in order, asking for 100 a page (GitHub Enterprise Server root)', async () => {
    answer = url => {
      const page = Number(new URL(url, server.origin).searchParams.get('page') ?? '1')
      const headers: Record<string, string> =
        page < 3 ? { link: `<${server.origin}/api/v3/items?page=${page + 1}>; rel="next"` } : {}
      return { status: 200, headers, body: JSON.stringify([page]) }
    }
    const github = await connect()
    expect(await readAllPages(github, 'GET /items', { owner: 'a' })).toEqual([1, 2, 3])
    expect(seen.map(request => request.url)).toEqual([
      '/api/v3/items?owner=a&per_page=100',
      '/api/v3/items?page=2',
      '/api/v3/items?page=3'
    ])
  })

  it("follows GitHub's next link to /repositories/{id}/… on the same origin", async () => {
    answer = url =>
      url.startsWith('/repos/')
        ? {
            status: 200,
            headers: { link: `<${server.origin}/repositories/42/pulls?page=2>; rel="next"` },
            body: '[1]'
          }
        : { status: 200, body: '[2]' }
    const github = await connect('')
    expect(
      await readAllPages(github, 'GET /repos/{owner}/{repo}/pulls', { owner: 'a', repo: 'b' })
    ).toEqual([1, 2])
    expect(seen.map(request => request.url)).toEqual([
      '/repos/a/b/pulls?per_page=100',
      '/repositories/42/pulls?page=2'
    ])
    expect(seen[1]?.headers.authorization).toBe(`Bearer ${TOKEN}`)
  })

  it('stops a listing that never ends, saying so', async () => {
    let page = 0
    answer = () => {
      page++
      return {
        status: 200,
        headers: { link: `<${server.origin}/api/v3/items?page=${page + 1}>; rel="next"` },
        body: '[]'
      }
    }
    const github = await connect()
    await expect(readAllPages(github, 'GET /items', {})).rejects.toThrow(
      `went on past ${MAX_PAGES} pages`
    )
    expect(seen).toHaveLength(MAX_PAGES)
  })

  it('refuses a next link that repeats a page already read', async () => {
    answer = () => ({
      status: 200,
      headers: { link: `<${server.origin}/api/v3/items?page=2>; rel="next"` },
      body: '[1]'
    })
    const github = await connect()
    await expect(readAllPages(github, 'GET /items', {})).rejects.toThrow(
      'the GitHub API pointed to a next page it had already sent'
    )
    expect(seen).toHaveLength(2)
  })

  it('refuses an answer that is not a list, and a null one octokit.paginate would call empty', async () => {
    const github = await connect()
    for (const body of ['{"message":"hi"}', 'null']) {
      answer = () => ({ status: 200, body })
      await expect(readAllPages(github, 'GET /items', {})).rejects.toThrow(
        'did not answer with a list'
      )
    }
  })

  it('fails a listing answered 409, which octokit.paginate alone would read as an empty page', async () => {
    answer = () => ({ status: 409, body: '{"message":"Git Repository is empty."}' })
    const github = await connect()
    const failure = await readAllPages(github, 'GET /items', {}).catch((e: unknown) => e)
    expect(failure).toBeInstanceOf(GitHubApiError)
    expect(failure).toMatchObject({ status: 409 })
    expect((failure as Error).message).toBe('it answered 409: Git Repository is empty')
  })

  it('reads the status and the rate limit of a refusal', async () => {
    answer = () => ({
      status: 403,
      headers: { 'x-ratelimit-remaining': '0' },
      body: '{"message":"API rate limit exceeded"}'
    })
    const github = await connect()
    const failure = await github.request('GET /x', {}).catch((error: unknown) => error)
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
    const github = await connect()
    await expect(github.request('GET /x', {})).rejects.toThrow(
      /^the GitHub API answered GET \/api\/v3\/x with something that is not JSON \(content type "text\/html"\); check GITHUB_API_URL$/
    )
  })

  it('reads JSON whatever content type labels it, as the transport-based reads did', async () => {
    answer = () => ({ status: 200, headers: { 'content-type': 'text/plain' }, body: '{"a":1}' })
    const github = await connect()
    expect((await github.request('GET /x', {})).data).toEqual({ a: 1 })
  })

  it('writes through octokit.rest with a JSON body, and a refusal is a GitHubApiError', async () => {
    answer = () => ({ status: 201, body: '{"id":7}' })
    const github = await connect()
    const created = await github.octokit.rest.checks.create({
      owner: 'acme',
      repo: 'web',
      name: 'readiness',
      head_sha: 'a'.repeat(40)
    })
    expect(created.data).toEqual({ id: 7 })
    expect(seen[0]).toMatchObject({ method: 'POST', url: '/api/v3/repos/acme/web/check-runs' })
    expect(JSON.parse(seen[0]?.body ?? '')).toEqual({ name: 'readiness', head_sha: 'a'.repeat(40) })
    expect(seen[0]?.headers).toMatchObject({
      authorization: `Bearer ${TOKEN}`,
      'content-type': 'application/json; charset=utf-8'
    })

    answer = () => ({ status: 403, body: '{"message":"Resource not accessible by integration"}' })
    const failure = await github.octokit.rest.issues
      .createComment({ owner: 'acme', repo: 'web', issue_number: 3, body: 'hi' })
      .catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(GitHubApiError)
    expect(failure).toMatchObject({ status: 403, rateLimited: false })
  })

  it("reports a deprecated route in its own words, quoting none of GitHub's headers", async () => {
    const lines: string[] = []
    const log: GitHubLog = {
      info: message => lines.push(`info ${message}`),
      warning: message => lines.push(`warning ${message}`),
      debug: message => lines.push(`debug ${message}`)
    }
    answer = () => ({
      status: 200,
      headers: {
        deprecation: 'true',
        sunset: 'Wed, 01 Dec 2027 00:00:00 GMT',
        link: '<https://docs.example/x##[error]forged>; rel="deprecation"'
      },
      body: '{}'
    })
    // Octokit's own default for its warnings is the console, which the runner reads as is.
    const printed: unknown[] = []
    const { warn, error } = console
    console.warn = (...args: unknown[]) => printed.push(args)
    console.error = (...args: unknown[]) => printed.push(args)
    const github = await connect('/api/v3', log)
    try {
      await github.request('GET /repos/{owner}/{repo}', { owner: 'acme', repo: 'web' })
    } finally {
      Object.assign(console, { warn, error })
    }
    expect(printed).toEqual([])
    expect(lines).toEqual([
      'info GitHub marks GET /api/v3/repos/acme/web as deprecated, to be removed on 2027-12-01.'
    ])
  })
})
