/** The Jira emulator: issue lookups, both credential kinds, 401/404 shapes, latency, faults. */
import { ISSUE_NOT_FOUND, SSO_LOGIN_PAGE, startJiraEmulator } from '../../sandbox/jira.js'
import type { JiraEmulator } from '../../sandbox/jira.js'
import { JIRA_KNOWN_KEYS, JIRA_UNKNOWN_KEY } from '../../sandbox/fixtures.js'

let jira: JiraEmulator

beforeAll(async () => {
  jira = await startJiraEmulator()
})
afterAll(async () => {
  await jira.close()
})
beforeEach(() => {
  jira.clearRequests()
  jira.faults.clear()
  jira.mode = 'normal'
})

const basic = () => `Basic ${Buffer.from(`${jira.username}:${jira.apiToken}`).toString('base64')}`
/** `null` sends no Authorization header. */
const lookup = (key: string, query = '', authorization: string | null = basic()) =>
  fetch(`${jira.baseUrl}/rest/api/2/issue/${key}${query}`, {
    headers: authorization === null ? {} : { authorization }
  })

interface Issue {
  id: string
  key: string
  self: string
  fields: Record<string, unknown>
}

describe('issue lookup', () => {
  it('knows the seeded keys', () => {
    expect(JIRA_KNOWN_KEYS).toEqual(
      expect.arrayContaining(['ABC-1', 'ABC-12', 'ABC-123', 'PROJ-7', 'OPS-42'])
    )
    expect(Object.keys(jira.issues)).toEqual(JIRA_KNOWN_KEYS)
  })

  it('answers only the requested fields', async () => {
    const response = await lookup('ABC-123', '?fields=summary,status')
    expect(response.status).toBe(200)
    const issue = (await response.json()) as Issue
    expect(issue).toMatchObject({ key: 'ABC-123', id: expect.stringMatching(/^\d+$/) })
    expect(issue.self).toBe(`${jira.baseUrl}/rest/api/2/issue/${issue.id}`)
    expect(issue.fields).toEqual({
      summary: 'Add dark mode',
      status: { name: 'To Do', statusCategory: expect.any(Object) }
    })
  })

  it('answers every field for *all and none without a fields parameter', async () => {
    const all = (await (await lookup('OPS-42', '?fields=*all')).json()) as Issue
    expect(Object.keys(all.fields).sort()).toEqual(['assignee', 'issuetype', 'status', 'summary'])
    const none = (await (await lookup('OPS-42')).json()) as Issue
    expect(none.fields).toEqual({})
  })

  it('finds a key in any case', async () => {
    const issue = (await (await lookup('proj-7', '?fields=summary')).json()) as Issue
    expect(issue.key).toBe('PROJ-7')
  })

  it('answers 404 with errorMessages for an unknown issue', async () => {
    const response = await lookup(JIRA_UNKNOWN_KEY, '?fields=summary')
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({
      errorMessages: ['Issue does not exist or you do not have permission to see it.'],
      errors: {}
    })
    expect(ISSUE_NOT_FOUND.errors).toEqual({})
  })
})

describe('credentials', () => {
  it('has random, distinctive defaults', () => {
    expect(jira.apiToken).toMatch(/^jira_[0-9a-f]{32}$/)
    expect(jira.pat).toMatch(/^jpat_[0-9a-f]{32}$/)
    expect(jira.username).toContain('@')
  })

  it('accepts a Bearer personal access token', async () => {
    expect((await lookup('ABC-1', '', `Bearer ${jira.pat}`)).status).toBe(200)
  })

  it.each([
    ['no header', null],
    [
      'a wrong api token',
      `Basic ${Buffer.from('sandbox-bot@acme.example:nope').toString('base64')}`
    ],
    ['a wrong PAT', 'Bearer jpat_nope'],
    ['the api token as a Bearer', 'Bearer jira_nope'],
    ['an unknown scheme', 'Token abc']
  ])('refuses %s with 401 (not 404), even for an unknown key', async (_, authorization) => {
    for (const key of ['ABC-1', JIRA_UNKNOWN_KEY]) {
      const response = await lookup(key, '', authorization)
      expect(response.status).toBe(401)
      expect(((await response.json()) as { errorMessages: string[] }).errorMessages[0]).toMatch(
        /not authenticated/
      )
    }
  })

  it('answers /myself for working credentials', async () => {
    const response = await fetch(`${jira.baseUrl}/rest/api/2/myself`, {
      headers: { authorization: basic() }
    })
    expect(await response.json()).toMatchObject({ emailAddress: jira.username, active: true })
  })

  it('takes credentials and issues from options', async () => {
    const custom = await startJiraEmulator({
      username: 'me@example.test',
      apiToken: 'token-1',
      pat: 'pat-1',
      issues: { 'XY-9': { summary: 'Custom' } }
    })
    try {
      const response = await fetch(`${custom.baseUrl}/rest/api/2/issue/XY-9?fields=summary`, {
        headers: {
          authorization: `Basic ${Buffer.from('me@example.test:token-1').toString('base64')}`
        }
      })
      expect(await response.json()).toMatchObject({ key: 'XY-9', fields: { summary: 'Custom' } })
      const missing = await fetch(`${custom.baseUrl}/rest/api/2/issue/ABC-1`, {
        headers: { authorization: 'Bearer pat-1' }
      })
      expect(missing.status).toBe(404)
    } finally {
      await custom.close()
    }
  })
})

describe('latency and faults', () => {
  it('waits latencyMs before every answer', async () => {
    const slow = await startJiraEmulator({ latencyMs: 120 })
    try {
      const started = performance.now()
      const response = await fetch(`${slow.baseUrl}/rest/api/2/issue/ABC-1`, {
        headers: { authorization: `Bearer ${slow.pat}` }
      })
      expect(response.status).toBe(200)
      expect(performance.now() - started).toBeGreaterThanOrEqual(110)
    } finally {
      await slow.close()
    }
  })

  it('uses the same fault steps, with paths from the root', async () => {
    jira.faults.add(
      { path: '/rest/api/2/issue/ABC-12' },
      { status: 503, retryAfter: 2 },
      { html: true }
    )
    const first = await lookup('ABC-12')
    expect(first.status).toBe(503)
    expect(first.headers.get('retry-after')).toBe('2')
    expect((await lookup('ABC-12')).headers.get('content-type')).toMatch(/text\/html/)
    expect((await lookup('ABC-12')).status).toBe(200)
    expect((await lookup('ABC-1')).status).toBe(200)
    expect(jira.requests.map(r => r.status)).toEqual([503, 502, 200, 200])
    expect(jira.requests[0]?.headers.authorization).toBe(basic())
  })
})

describe('credentials Jira does not take', () => {
  const myself = (authorization = basic()) =>
    fetch(`${jira.baseUrl}/rest/api/2/myself`, { headers: { authorization } })

  it('answers /myself for good credentials', async () => {
    const response = await myself()
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ emailAddress: jira.username, active: true })
  })

  it('serves an expired token as an anonymous user: 404 issues and a 401 /myself, both flagged', async () => {
    jira.mode = 'expired-token'
    const issue = await lookup('ABC-1')
    expect(issue.status).toBe(404)
    expect(issue.headers.get('x-seraph-loginreason')).toBe('AUTHENTICATED_FAILED')
    expect(await issue.json()).toEqual(ISSUE_NOT_FOUND)
    const me = await myself()
    expect(me.status).toBe(401)
    expect(me.headers.get('x-seraph-loginreason')).toBe('AUTHENTICATED_FAILED')
  })

  it('answers everything with a 200 HTML login page behind single sign-on', async () => {
    jira.mode = 'sso-login-page'
    for (const response of [await lookup('ABC-1'), await myself()]) {
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toMatch(/text\/html/)
      expect(await response.text()).toBe(SSO_LOGIN_PAGE)
    }
  })
})
