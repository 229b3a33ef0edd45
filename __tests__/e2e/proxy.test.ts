/**
 * End to end behind a corporate proxy: dist/index.js reaches the service, Jira and the GitHub
 * API over TLS through a CONNECT proxy (HTTPS_PROXY), trusting a private CA given by
 * NODE_EXTRA_CA_CERTS, as on a self-hosted runner. The servers are named *.test, which only
 * the proxy resolves: a request that skipped the proxy could not reach them.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { startGitHubEmulator, type GitHubEmulator } from '../../sandbox/github.js'
import { startJiraEmulator, type JiraEmulator } from '../../sandbox/jira.js'
import { startSandbox, type Sandbox } from '../../sandbox/server.js'
import { COMPLIANT_TRAIL, WEB_APP_FLOW } from '../../sandbox/fixtures.js'
import { runAction, type ActionRun } from '../../tools/run-action.js'
import {
  behind,
  startConnectProxy,
  startTlsFront,
  TEST_CA_FILE,
  type ConnectProxy,
  type TlsFront
} from '../kit/proxy.js'
import { annotations } from '../kit/annotations.js'
import { serviceInputs } from '../kit/examples.js'

const EVENTS = join(process.cwd(), '__fixtures__', 'events')
const PUSH_HEAD = '3333333333333333333333333333333333333333'
/** The merge commit of pull request #44, which two people approved. */
const REVIEWED_SHA = '5555555555555555555555555555555555555555'
const PROXY_USER = 'runner'
const PROXY_PASSWORD = 'proxy-pass-5e7a91'

let sandbox: Sandbox
let jira: JiraEmulator
let github: GitHubEmulator
let fronts: TlsFront[]
let service: string
let jiraUrl: string
let githubUrl: string
let proxy: ConnectProxy
let authProxy: ConnectProxy

beforeAll(async () => {
  ;[sandbox, jira, github, proxy, authProxy] = await Promise.all([
    startSandbox(),
    startJiraEmulator(),
    startGitHubEmulator({
      // Pages of one review: the next-page links must lead through the proxy too.
      maxPerPage: 1,
      pullRequests: [
        {
          number: 44,
          title: 'Rotate the keys',
          state: 'closed',
          user: 'bob',
          created_at: '2026-11-19T08:00:00Z',
          merged_at: '2026-11-20T09:30:00Z',
          merge_commit_sha: REVIEWED_SHA,
          head: { sha: 'c'.repeat(40), ref: 'rotate-keys' },
          commits: [{ sha: 'c'.repeat(40), message: 'Rotate the keys' }],
          reviews: [
            { login: 'carol', state: 'APPROVED' },
            { login: 'dave', state: 'APPROVED' }
          ]
        }
      ],
      pulls: {
        [PUSH_HEAD]: [
          {
            number: 31,
            title: 'PROJ-7 access review',
            body: '',
            head: { sha: 'e'.repeat(40), ref: 'feature/x' },
            merge_commit_sha: PUSH_HEAD
          }
        ]
      }
    }),
    startConnectProxy(),
    startConnectProxy({ credentials: { user: PROXY_USER, password: PROXY_PASSWORD } })
  ])
  fronts = await Promise.all([
    startTlsFront('service.test', sandbox.baseUrl),
    startTlsFront('jira.test', jira.baseUrl),
    startTlsFront('github.test', github.apiUrl)
  ])
  const [serviceFront, jiraFront, githubFront] = fronts as [TlsFront, TlsFront, TlsFront]
  service = behind(sandbox.baseUrl, serviceFront.origin)
  jiraUrl = jiraFront.origin
  githubUrl = githubFront.origin
  github.setPublicOrigin(githubUrl)
})

afterAll(async () => {
  await Promise.all([
    sandbox.close(),
    jira.close(),
    github.close(),
    proxy.close(),
    authProxy.close(),
    ...fronts.map(front => front.close())
  ])
})

beforeEach(() => {
  sandbox.reset()
  jira.clearRequests()
  github.clearRequests()
  proxy.clear()
  authProxy.clear()
})

/** The service as the action reaches it here: through its TLS front. */
function front(): Pick<Sandbox, 'token' | 'org' | 'baseUrl'> {
  return { token: sandbox.token, org: sandbox.org, baseUrl: service }
}

function attestJira(
  env: Record<string, string>,
  inputs: Record<string, string> = {}
): Promise<ActionRun> {
  return runAction({
    inputs: serviceInputs(front(), 'attest-jira', {
      flow: WEB_APP_FLOW,
      trail: COMPLIANT_TRAIL,
      name: 'jira-issues',
      'jira-base-url': jiraUrl,
      'jira-username': jira.username,
      'jira-api-token': jira.apiToken,
      'github-token': github.token,
      'key-sources': 'commits,pr-title',
      ...inputs
    }),
    event: JSON.parse(readFileSync(join(EVENTS, 'push-commits.json'), 'utf8')),
    eventName: 'push',
    env: {
      GITHUB_SHA: PUSH_HEAD,
      GITHUB_API_URL: githubUrl,
      NODE_EXTRA_CA_CERTS: TEST_CA_FILE,
      ...env
    }
  })
}

function attestPullRequest(env: Record<string, string>): Promise<ActionRun> {
  return runAction({
    inputs: serviceInputs(front(), 'attest-pull-request', {
      flow: WEB_APP_FLOW,
      trail: COMPLIANT_TRAIL,
      name: 'pull-request',
      'github-token': github.token,
      'commit-sha': REVIEWED_SHA
    }),
    event: JSON.parse(readFileSync(join(EVENTS, 'push-commits.json'), 'utf8')),
    eventName: 'push',
    env: { GITHUB_API_URL: githubUrl, NODE_EXTRA_CA_CERTS: TEST_CA_FILE, ...env }
  })
}

function hostsTunnelled(of: ConnectProxy): string[] {
  return [...new Set(of.tunnels.map(tunnel => tunnel.replace(/:\d+$/, '')))].sort()
}

describe('behind a CONNECT proxy, with a private CA', () => {
  it('reaches the service, Jira and the GitHub API through HTTPS_PROXY and attests', async () => {
    const run = await attestJira({ HTTPS_PROXY: proxy.url })
    expect(annotations(run.stdout)).toEqual([])
    expect(run.exitCode).toBe(0)
    // PROJ-7 is only in the pull request the GitHub API lists.
    expect(run.outputs['issue-keys']).toBe('["ABC-1","ABC-99999","OPS-42","PROJ-7","UTF-8"]')
    expect(hostsTunnelled(proxy)).toEqual(['github.test', 'jira.test', 'service.test'])
    expect(proxy.plainRequests).toEqual([])
    expect(github.requests.map(request => request.path)).toEqual([
      `/repos/acme/web-app/commits/${PUSH_HEAD}/pulls`
    ])
    expect(jira.requests.length).toBeGreaterThan(0)
    expect(sandbox.requests.filter(request => request.method === 'POST')).toHaveLength(1)
  })

  it('reads pull requests, every page of their reviews, through HTTPS_PROXY and attests', async () => {
    const run = await attestPullRequest({ HTTPS_PROXY: proxy.url })
    expect(annotations(run.stdout)).toEqual([])
    expect(run.exitCode).toBe(0)
    expect(run.outputs.approvers).toBe('["carol","dave"]')
    expect(hostsTunnelled(proxy)).toEqual(['github.test', 'service.test'])
    expect(proxy.plainRequests).toEqual([])
    expect(
      github.requests.filter(request => request.path.endsWith('/pulls/44/reviews'))
    ).toHaveLength(2)
    expect(sandbox.requests.filter(request => request.method === 'POST')).toHaveLength(1)
  })

  it('takes https_proxy in lower case too, with the proxy credentials in its URL', async () => {
    const url = new URL(authProxy.url)
    url.username = PROXY_USER
    url.password = PROXY_PASSWORD
    const run = await attestJira({ https_proxy: url.href })
    expect(annotations(run.stdout)).toEqual([])
    expect(run.exitCode).toBe(0)
    expect(hostsTunnelled(authProxy)).toEqual(['github.test', 'jira.test', 'service.test'])
    expect(authProxy.refused).toBe(0)
    expect(`${run.stdout}${run.stderr}${run.summary}`).not.toContain(PROXY_PASSWORD)
  })

  it('names a 407 from the proxy as a proxy authentication failure, and posts nothing', async () => {
    const run = await attestJira({ HTTPS_PROXY: authProxy.url })
    expect(run.exitCode).not.toBe(0)
    expect(run.outputs.outcome).toBe('error')
    const [error, ...more] = annotations(run.stdout)
    expect(more).toEqual([])
    expect(error).toMatch(/proxy/i)
    expect(error).toMatch(/407/)
    expect(error).toMatch(/credentials in HTTPS_PROXY/)
    expect(error).not.toMatch(/connection reset/)
    // The GitHub API is read first.
    expect(error).toMatch(/^Key source pr-title could not be read: the GitHub API could not list/)
    expect(authProxy.refused).toBeGreaterThan(0)
    expect(sandbox.requests).toHaveLength(0)
  })

  it('names a 407 on the Jira path as a proxy authentication failure, without retrying it', async () => {
    const run = await attestJira({ HTTPS_PROXY: authProxy.url }, { 'key-sources': 'commits' })
    expect(run.exitCode).not.toBe(0)
    const [error, ...more] = annotations(run.stdout)
    expect(more).toEqual([])
    expect(error).toMatch(
      /^Jira could not be reached for GET \/rest\/api\/2\/myself: the proxy asked for authentication \(407 Proxy Authentication Required\): check the credentials in HTTPS_PROXY's URL/
    )
    expect(authProxy.refused).toBe(1)
    expect(jira.requests).toHaveLength(0)
    expect(sandbox.requests).toHaveLength(0)
  })

  it('names a 407 on the service path as a proxy authentication failure, without retrying it', async () => {
    const run = await runAction({
      inputs: serviceInputs(front(), 'list-builds', { flow: WEB_APP_FLOW }),
      env: { HTTPS_PROXY: authProxy.url, NODE_EXTRA_CA_CERTS: TEST_CA_FILE }
    })
    expect(run.exitCode).not.toBe(0)
    const [error] = annotations(run.stdout)
    expect(error).toMatch(/^The compliance service could not be reached for GET/)
    expect(error).toMatch(/proxy .*407.*credentials in HTTPS_PROXY/)
    expect(error).not.toMatch(/connection reset|attempts/)
    expect(authProxy.refused).toBe(1)
  })

  it('says to give the CA in NODE_EXTRA_CA_CERTS when the certificate is not trusted', async () => {
    const run = await runAction({
      inputs: serviceInputs(front(), 'list-builds', {
        flow: WEB_APP_FLOW,
        'max-retries': '0'
      }),
      env: { HTTPS_PROXY: proxy.url }
    })
    expect(run.exitCode).not.toBe(0)
    const [error] = annotations(run.stdout)
    expect(error).toMatch(
      /^The compliance service could not be reached for GET \S+: the server's TLS certificate is not trusted: .*give that CA's certificate \(PEM\) in NODE_EXTRA_CA_CERTS \(UNABLE_TO_VERIFY_LEAF_SIGNATURE\)\. Nothing was sent: the TLS handshake failed\.$/
    )
  })

  it('says the same on the GitHub API path, naming the source it could not read', async () => {
    const run = await attestJira({ HTTPS_PROXY: proxy.url, NODE_EXTRA_CA_CERTS: '' })
    expect(run.exitCode).not.toBe(0)
    const [error] = annotations(run.stdout)
    expect(error).toMatch(
      /^Key source pr-title could not be read: .*the server's TLS certificate is not trusted: .*NODE_EXTRA_CA_CERTS \(UNABLE_TO_VERIFY_LEAF_SIGNATURE\)/
    )
    expect(sandbox.requests).toHaveLength(0)
  })

  it('leaves the hosts in NO_PROXY to a direct connection', async () => {
    const run = await attestJira(
      { HTTPS_PROXY: proxy.url, NO_PROXY: 'example.org,github.test' },
      // A host not found is retried like any failed request; what is proved here needs one try.
      { 'max-retries': '0' }
    )
    // github.test resolves only through the proxy: read directly, the pull request is unread.
    expect(hostsTunnelled(proxy)).not.toContain('github.test')
    expect(github.requests).toHaveLength(0)
    expect(run.exitCode).not.toBe(0)
    expect(annotations(run.stdout).join('\n')).toMatch(/pr-title/)
  })

  it('never proxies loopback: servers on 127.0.0.1 are reached directly', async () => {
    const run = await runAction({
      inputs: serviceInputs(sandbox, 'list-builds', { flow: WEB_APP_FLOW }),
      env: { HTTPS_PROXY: proxy.url, HTTP_PROXY: proxy.url }
    })
    expect(run.exitCode).toBe(0)
    expect(proxy.tunnels).toEqual([])
    expect(proxy.plainRequests).toEqual([])
    expect(sandbox.requests.length).toBeGreaterThan(0)
  })
})
