import { startJiraEmulator, type JiraEmulator } from '../../../sandbox/jira.js'
import { JIRA_KNOWN_KEYS, JIRA_UNKNOWN_KEY } from '../../../sandbox/fixtures.js'
import {
  authorizationHeader,
  secretsOf,
  type JiraCredentials
} from '../../../src/commands/attest-jira/jira-auth.js'
import {
  JiraClient,
  JiraCredentialsError,
  type JiraClientOptions
} from '../../../src/commands/attest-jira/jira-client.js'
import { RequestError } from '../../../src/http/request-error.js'

let jira: JiraEmulator
const clients: JiraClient[] = []

beforeAll(async () => {
  jira = await startJiraEmulator()
})

afterAll(async () => {
  await jira.close()
})

afterEach(() => {
  for (const client of clients.splice(0)) client.dispose()
  jira.clearRequests()
  jira.faults.clear()
})

function cloud(): JiraCredentials {
  return { kind: 'cloud', username: jira.username, apiToken: jira.apiToken }
}

function client(options: Partial<JiraClientOptions> = {}): JiraClient {
  const created = new JiraClient({
    baseUrl: new URL(jira.baseUrl),
    credentials: cloud(),
    userAgent: 'test',
    timeoutMs: 5000,
    maxRetries: 2,
    backoff: { baseMs: 1, capMs: 1, maxRetryAfterMs: 1000 },
    ...options
  })
  clients.push(created)
  return created
}

const known = JIRA_KNOWN_KEYS[0] as string

describe('JiraClient.lookup', () => {
  it('finds a known issue with Basic auth and asks for no fields by default', async () => {
    const issue = await client().lookup(known)
    expect(issue).toEqual({ key: known, url: `${jira.baseUrl}/browse/${known}`, exists: true })
    const sent = jira.requests.at(-1)
    expect(sent?.path).toBe(`/rest/api/2/issue/${known}`)
    expect(sent?.query.get('fields')).toBeTruthy()
    expect(sent?.headers.authorization).toBe(authorizationHeader(cloud()))
  })

  it('reports a missing issue as not existing, with its browse URL', async () => {
    const issue = await client().lookup(JIRA_UNKNOWN_KEY)
    expect(issue).toEqual({
      key: JIRA_UNKNOWN_KEY,
      url: `${jira.baseUrl}/browse/${JIRA_UNKNOWN_KEY}`,
      exists: false
    })
  })

  it('returns the requested fields of a found issue', async () => {
    const issue = await client().lookup(known, ['summary', 'status'])
    expect(jira.requests.at(-1)?.query.get('fields')).toBe('summary,status')
    expect(issue.fields?.summary).toBe(jira.issues[known]?.summary)
    expect(Object.keys(issue.fields ?? {}).sort()).toEqual(['status', 'summary'])
  })

  it.each([
    ['led by a byte-order mark', { encode: 'identity', bom: true }],
    ['gzip-compressed with a byte-order mark', { encode: 'gzip', bom: true }],
    ['brotli-compressed, though not asked for', { encode: 'br' }]
  ] as const)('reads an issue answered %s', async (_name, step) => {
    jira.faults.add({ path: `/rest/api/2/issue/${known}` }, step)
    jira.faults.add({ path: `/rest/api/2/issue/${JIRA_UNKNOWN_KEY}` }, step)
    const issue = await client().lookup(known, ['summary'])
    expect(issue.exists).toBe(true)
    expect(issue.fields?.summary).toBe(jira.issues[known]?.summary)
    expect((await client().lookup(JIRA_UNKNOWN_KEY)).exists).toBe(false)
  })

  it('works with a Bearer personal access token', async () => {
    const issue = await client({ credentials: { kind: 'server', pat: jira.pat } }).lookup(known)
    expect(issue.exists).toBe(true)
    expect(jira.requests.at(-1)?.headers.authorization).toBe(`Bearer ${jira.pat}`)
  })

  it('keeps a context path of the site (Jira Server under /jira)', async () => {
    const withPath = client({ baseUrl: new URL(`${jira.baseUrl}/jira/`) })
    expect(withPath.issueUrl('ABC-1')).toBe(`${jira.baseUrl}/jira/browse/ABC-1`)
  })

  it.each<[string, JiraCredentials | (() => JiraCredentials)]>([
    ['a wrong API token', () => ({ kind: 'cloud', username: jira.username, apiToken: 'wrong' })],
    [
      'a wrong user',
      () => ({ kind: 'cloud', username: 'someone@else.example', apiToken: jira.apiToken })
    ],
    ['a wrong PAT', { kind: 'server', pat: 'wrong' }]
  ])(
    'turns a 401 for %s into a credential error, not a missing issue',
    async (_name, credentials) => {
      const resolved = typeof credentials === 'function' ? credentials() : credentials
      const error = await client({ credentials: resolved })
        .lookup(known)
        .catch((e: unknown) => e)
      expect(error).toBeInstanceOf(JiraCredentialsError)
      const message = (error as Error).message
      expect(message).toMatch(
        /^Jira refused (jira-username and jira-api-token|jira-pat) \(401 to GET \/rest\/api\/2\/issue\//
      )
      expect(message).toMatch(
        resolved.kind === 'cloud' ? /expire after at most a year.*scoped token/ : /jira-pat/
      )
      expect(jira.requests).toHaveLength(1)
    }
  )

  it('turns a 403 into a credential error naming the permission', async () => {
    jira.faults.add(
      { path: '/rest/api/2/issue/' },
      { status: 403, body: { errorMessages: ['Forbidden'] } }
    )
    const error = await client()
      .lookup(known)
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(JiraCredentialsError)
    expect((error as JiraCredentialsError).status).toBe(403)
    expect((error as Error).message).toMatch(/Browse Projects permission/)
  })

  it('retries 503 honouring Retry-After, then answers', async () => {
    jira.faults.add(
      { path: '/rest/api/2/issue/' },
      { status: 503, retryAfter: 0 },
      { status: 503, retryAfter: 0 }
    )
    const retries: number[] = []
    const issue = await client({ onRetry: event => retries.push(event.attempt) }).lookup(known)
    expect(issue.exists).toBe(true)
    expect(retries).toEqual([1, 2])
    expect(jira.requests).toHaveLength(3)
  })

  it('refuses a 404 that is not Jira answering (a wrong jira-base-url)', async () => {
    jira.faults.add({ path: '/rest/api/2/issue/' }, { html: true, status: 404 })
    const error = await client()
      .lookup(known)
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(RequestError)
    expect((error as RequestError).kind).toBe('invalid-response')
    expect((error as Error).message).toMatch(
      /^Jira sent an unexpected answer to GET .*status 404 with an HTML page/
    )
  })

  it('takes a 200 login page (single sign-on in front of Jira) as a credential error, not an issue', async () => {
    jira.faults.add(
      { path: '/rest/api/2/issue/' },
      { status: 200, body: '<html><title>Log in</title></html>' }
    )
    const error = await client()
      .lookup(known)
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(JiraCredentialsError)
    expect((error as Error).message).toMatch(
      /^Jira did not accept jira-username and jira-api-token: it answered GET \/rest\/api\/2\/issue\/[A-Z0-9-]+ \(status 200\) with an HTML page \("Log in"\) instead of JSON, a single sign-on login page .*check that jira-base-url is the Jira site root\.$/
    )
  })

  it('refuses a 200 JSON answer that is not an issue', async () => {
    jira.faults.add({ path: '/rest/api/2/issue/' }, { status: 200, body: '{"ok": true}' })
    const error = await client()
      .lookup(known)
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(RequestError)
    expect((error as Error).message).toMatch(/not an answer of the Jira REST API/)
  })

  it('takes a 200 to an anonymous user (a public issue, an expired token) as a credential error', async () => {
    jira.faults.add(
      { path: '/rest/api/2/issue/' },
      {
        status: 200,
        headers: { 'x-seraph-loginreason': 'AUTHENTICATED_FAILED' },
        body: { id: '10000', key: known, fields: {} }
      }
    )
    const error = await client()
      .lookup(known)
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(JiraCredentialsError)
    expect((error as Error).message).toMatch(/as an anonymous user/)
  })

  it('takes a 404 to an anonymous user (an expired token) as a credential error, not a missing issue', async () => {
    jira.mode = 'expired-token'
    const error = await client()
      .lookup(known)
      .catch((e: unknown) => e)
    jira.mode = 'normal'
    expect(error).toBeInstanceOf(JiraCredentialsError)
    expect((error as Error).message).toMatch(
      /^Jira did not accept jira-username and jira-api-token: it answered GET \/rest\/api\/2\/issue\/[A-Z0-9-]+ as an anonymous user \(X-Seraph-LoginReason: AUTHENTICATED_FAILED\).*expire after at most a year/
    )
  })

  it('never sends the credentials to another origin on a redirect', async () => {
    jira.faults.add({ path: '/rest/api/2/issue/' }, { redirect: 'http://127.0.0.2:9/elsewhere' })
    const error = await client()
      .lookup(known)
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(RequestError)
    expect((error as RequestError).kind).toBe('redirect')
  })
})

describe('JiraClient.checkCredentials', () => {
  afterEach(() => {
    jira.mode = 'normal'
  })

  it('passes with credentials Jira takes, with one GET /rest/api/2/myself', async () => {
    await expect(client().checkCredentials()).resolves.toBeUndefined()
    expect(jira.requests.map(request => request.path)).toEqual(['/rest/api/2/myself'])
  })

  it('refuses an expired Jira Cloud token, which Jira answers 401 on /myself only', async () => {
    jira.mode = 'expired-token'
    const error = await client()
      .checkCredentials()
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(JiraCredentialsError)
    expect((error as JiraCredentialsError).status).toBe(401)
    expect((error as Error).message).toMatch(/GET \/rest\/api\/2\/myself/)
  })

  it('refuses a single sign-on login page answered with 200', async () => {
    jira.mode = 'sso-login-page'
    const error = await client({ credentials: { kind: 'server', pat: jira.pat } })
      .checkCredentials()
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(JiraCredentialsError)
    expect((error as Error).message).toMatch(
      /^Jira did not accept jira-pat: .*\("Sign in - Acme SSO"\).*single sign-on login page/
    )
  })
})

describe('JiraClient.lookupAll', () => {
  it('looks keys up in parallel, with a bound, keeping the order of the keys', async () => {
    const slow = await startJiraEmulator({ latencyMs: 150 })
    try {
      const keys = Array.from({ length: 16 }, (_, i) => `ABC-${1000 + i}`)
      const started = Date.now()
      const issues = await client({
        baseUrl: new URL(slow.baseUrl),
        credentials: { kind: 'server', pat: slow.pat },
        concurrency: 8
      }).lookupAll(keys)
      const elapsed = Date.now() - started
      expect(issues.map(issue => issue.key)).toEqual(keys)
      // One at a time would take 16 × 150 ms; eight at a time takes two rounds.
      expect(elapsed).toBeLessThan(16 * 150 * 0.6)
      expect(elapsed).toBeGreaterThanOrEqual(2 * 150 - 20)
    } finally {
      await slow.close()
    }
  })

  it('stops at the first credential error', async () => {
    const keys = Array.from({ length: 20 }, (_, i) => `ABC-${i + 1}`)
    const error = await client({ credentials: { kind: 'server', pat: 'wrong' }, concurrency: 2 })
      .lookupAll(keys)
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(JiraCredentialsError)
    expect(jira.requests.length).toBeLessThanOrEqual(2)
  })
})

describe('secretsOf', () => {
  it('lists the token and the Basic header value for Cloud, the PAT for Server', () => {
    const basic = Buffer.from('me@acme.example:tok').toString('base64')
    expect(secretsOf({ kind: 'cloud', username: 'me@acme.example', apiToken: 'tok' })).toEqual([
      'tok',
      basic
    ])
    expect(
      authorizationHeader({ kind: 'cloud', username: 'me@acme.example', apiToken: 'tok' })
    ).toBe(`Basic ${basic}`)
    expect(secretsOf({ kind: 'server', pat: 'pat' })).toEqual(['pat'])
  })
})
