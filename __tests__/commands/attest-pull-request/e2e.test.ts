/**
 * End to end: attest-pull-request as steps run in-process (kit/step.ts), against
 * the sandbox service and the GitHub API emulator (pages of two items, so every listing the
 * action reads is paged).
 */
import type { RecordedRequest } from '../../../sandbox/server.js'
import { COMPLIANT_FINGERPRINT, COMPLIANT_TRAIL, WEB_APP_FLOW } from '../../../sandbox/fixtures.js'
import { type ActionRun } from '../../../tools/run-action.js'
import { runStep } from '../../kit/step.js'
import { expectConformingRequests } from '../../kit/openapi.js'
import { annotations, expectOneError } from '../../kit/annotations.js'
import {
  OPEN_PULL_REQUEST,
  OPEN_PULL_REQUEST_HEAD,
  pullRequestTarget,
  PUSH_HEAD,
  serviceInputs
} from '../../kit/examples.js'
import { dataJsonOf, event, postedForm, postsIn } from '../../kit/posted.js'
import { GITHUB_FORBIDDEN, useGitHub, useSandbox } from '../../kit/servers.js'
import { startGitHubEmulator, type GitHubEmulatorOptions } from '../../../sandbox/github.js'

const BRANCH_COMMIT = '2222222222222222222222222222222222222222'
const UNREVIEWED = '9999999999999999999999999999999999999999'
const UNAPPROVED = '4444444444444444444444444444444444444444'
const seconds = (iso: string) => Date.parse(iso) / 1000

const sandbox = useSandbox({ resetEach: true })
const GITHUB: GitHubEmulatorOptions = {
  maxPerPage: 2,
  pullRequests: [
    {
      number: 31,
      title: 'Fix checkout timeouts',
      state: 'closed',
      user: 'bob',
      created_at: '2026-11-19T08:00:00Z',
      merged_at: '2026-11-20T09:30:00Z',
      merge_commit_sha: PUSH_HEAD,
      head: { sha: 'e'.repeat(40), ref: 'fix/checkout-timeouts' },
      commits: [
        {
          sha: BRANCH_COMMIT,
          message: 'abc-1: set up the build',
          author: {
            name: 'Alice Ng',
            email: 'alice@acme.example',
            date: '2026-11-19T07:00:00Z'
          },
          login: 'alice'
        },
        { sha: 'e'.repeat(40), message: 'Bump the client' }
      ],
      reviews: [
        { login: 'carol', state: 'APPROVED', submitted_at: '2026-11-20T09:00:00Z' },
        { login: 'dave', state: 'CHANGES_REQUESTED', submitted_at: '2026-11-19T12:00:00Z' }
      ]
    },
    {
      ...OPEN_PULL_REQUEST,
      commits: [{ sha: OPEN_PULL_REQUEST_HEAD, message: 'Dark mode', login: 'alice' }],
      reviews: [
        { login: 'erin', state: 'COMMENTED', submitted_at: '2026-11-21T09:00:00Z' },
        { login: 'frank', state: 'APPROVED', submitted_at: '2026-11-21T10:00:00Z' },
        { login: 'grace', state: 'APPROVED', submitted_at: '2026-11-21T11:00:00Z' }
      ]
    },
    {
      number: 40,
      title: 'Tweak the logo',
      state: 'closed',
      user: null,
      created_at: '2026-11-18T08:00:00Z',
      merged_at: '2026-11-18T09:00:00Z',
      merge_commit_sha: UNAPPROVED,
      head: { sha: 'd'.repeat(40), ref: 'logo' },
      commits: [{ sha: 'd'.repeat(40), message: 'Logo' }],
      reviews: [{ login: 'erin', state: 'COMMENTED', submitted_at: '2026-11-18T08:30:00Z' }]
    }
  ]
}
const github = useGitHub(GITHUB)
/** GitHub Enterprise Server: the API under /api/v3, next pages named /repositories/{id}/…. */
const enterprise = useGitHub({ ...GITHUB, mountPath: '/api/v3', repositoryLinks: true })

beforeEach(() => {
  github.clearRequests()
  github.faults.clear()
})

function prInputs(extra: Record<string, string> = {}): Record<string, string> {
  return serviceInputs(sandbox, 'attest-pull-request', {
    ...pullRequestTarget(github),
    ...extra
  })
}

function push(inputs: Record<string, string> = {}): Promise<ActionRun> {
  return runStep({
    inputs: prInputs(inputs),
    event: event('push-commits.json'),
    eventName: 'push',
    env: { GITHUB_SHA: PUSH_HEAD, GITHUB_API_URL: github.apiUrl }
  })
}

function pullRequestEvent(inputs: Record<string, string> = {}): Promise<ActionRun> {
  return runStep({
    inputs: prInputs(inputs),
    event: event('pull-request-null-body.json'),
    eventName: 'pull_request',
    env: {
      GITHUB_SHA: '7777777777777777777777777777777777777777',
      GITHUB_HEAD_REF: 'feature/abc-12-checkout',
      GITHUB_API_URL: github.apiUrl
    }
  })
}

async function postedData(request: RecordedRequest | undefined): Promise<Record<string, unknown>> {
  const form = await postedForm(request)
  expect([...form.keys()]).toEqual(['data_json'])
  return dataJsonOf(form)
}

describe('attest-pull-request as steps', () => {
  it('records the pull request a push merged, with every commit and approval', async () => {
    const run = await push()
    expect(run.exitCode).toBe(0)
    expect(run.outputs).toMatchObject({
      outcome: 'ok',
      'pull-requests': '1',
      approvers: '["carol"]'
    })
    const [post] = postsIn(sandbox.requests)
    expect(post?.path).toBe(
      `/api/v2/attestations/${sandbox.org}/${WEB_APP_FLOW}/trail/${COMPLIANT_TRAIL}/pull_request`
    )
    expect(post?.headers.authorization).toBe(`Bearer ${sandbox.token}`)
    const data = await postedData(post)
    expect(data).toMatchObject({
      attestation_name: 'pull-request',
      git_provider: 'github',
      origin_url: 'https://github.com/acme/web-app/actions/runs/987654321',
      repo_info: { name: 'acme/web-app', provider: 'github' }
    })
    expect(data.git_commit_info).toMatchObject({ sha1: PUSH_HEAD, branch: 'main' })
    expect(data.pull_requests).toEqual([
      {
        url: 'https://github.com/acme/web-app/pull/31',
        state: 'MERGED',
        author: 'bob',
        title: 'Fix checkout timeouts',
        created_at: seconds('2026-11-19T08:00:00Z'),
        merged_at: seconds('2026-11-20T09:30:00Z'),
        head_ref: 'fix/checkout-timeouts',
        base_ref: 'main',
        merge_commit: PUSH_HEAD,
        approvers: [
          { username: 'carol', state: 'APPROVED', timestamp: seconds('2026-11-20T09:00:00Z') }
        ],
        commits: [
          {
            sha1: BRANCH_COMMIT,
            message: 'abc-1: set up the build',
            author: 'Alice Ng <alice@acme.example>',
            author_username: 'alice',
            branch: 'fix/checkout-timeouts',
            timestamp: seconds('2026-11-19T07:00:00Z'),
            url: `https://github.com/acme/web-app/commit/${BRANCH_COMMIT}`
          },
          {
            sha1: 'e'.repeat(40),
            message: 'Bump the client',
            author: 'Sandbox Dev <dev@acme.example>',
            branch: 'fix/checkout-timeouts',
            timestamp: seconds('2026-11-20T08:00:00Z'),
            url: `https://github.com/acme/web-app/commit/${'e'.repeat(40)}`
          }
        ]
      }
    ])
    expect(github.requests.map(request => request.path)).toEqual(
      expect.arrayContaining([
        `/repos/acme/web-app/commits/${PUSH_HEAD}/pulls`,
        '/repos/acme/web-app/pulls/31/commits',
        '/repos/acme/web-app/pulls/31/reviews'
      ])
    )
    // The service saw it, and later reads list it.
    const stored = sandbox.store.flows.get(WEB_APP_FLOW)?.trails.get(COMPLIANT_TRAIL)
    expect(stored?.attestations.at(-1)).toMatchObject({ type: 'pull_request', compliant: true })
    expect(run.summary).toContain('Pull request attestation pull-request recorded')
    expect(run.summary).toContain('[#31](https://github.com/acme/web-app/pull/31)')
    expect(run.summary).toMatch(/\| merged \| bob \| carol \| 2 \|/)
    await expectConformingRequests(sandbox.requests)
  })

  it('records a pull_request event’s own pull request, reading reviews over two pages', async () => {
    const run = await pullRequestEvent({ assert: 'true' })
    expect(run.exitCode).toBe(0)
    expect(run.outputs).toMatchObject({
      outcome: 'compliant',
      'pull-requests': '1',
      approvers: '["frank","grace"]'
    })
    const reviewPages = github.requests.filter(request =>
      request.path.endsWith('/pulls/12/reviews')
    )
    expect(reviewPages.map(request => request.query.get('page') ?? '1')).toEqual(['1', '2'])
    const data = await postedData(postsIn(sandbox.requests)[0])
    expect(data.git_commit_info).toMatchObject({ sha1: OPEN_PULL_REQUEST_HEAD })
    expect(data.pull_requests).toEqual([
      expect.objectContaining({
        url: 'https://github.com/acme/web-app/pull/12',
        state: 'OPEN',
        author: 'alice',
        merged_at: null,
        merge_commit: null,
        head_ref: 'feature/abc-12-checkout',
        approvers: [
          { username: 'frank', state: 'APPROVED', timestamp: seconds('2026-11-21T10:00:00Z') },
          { username: 'grace', state: 'APPROVED', timestamp: seconds('2026-11-21T11:00:00Z') }
        ]
      })
    ])
    // Its own pull request, read by number: not every pull request with the head commit.
    expect(github.requests.map(request => request.path)).toContain('/repos/acme/web-app/pulls/12')
    expect(github.requests.some(request => request.path.endsWith('/pulls'))).toBe(false)
    await expectConformingRequests(sandbox.requests)
  })

  it('reads GitHub Enterprise Server under /api/v3, following next pages to /repositories/{id}/…', async () => {
    const run = await runStep({
      inputs: serviceInputs(sandbox, 'attest-pull-request', pullRequestTarget(enterprise)),
      event: event('pull-request-null-body.json'),
      eventName: 'pull_request',
      env: {
        GITHUB_SHA: '7777777777777777777777777777777777777777',
        GITHUB_HEAD_REF: 'feature/abc-12-checkout',
        GITHUB_API_URL: enterprise.apiUrl
      }
    })
    expect(run.exitCode).toBe(0)
    expect(run.outputs).toMatchObject({ 'pull-requests': '1', approvers: '["frank","grace"]' })
    expect(enterprise.apiUrl).toMatch(/\/api\/v3$/)
    const paths = enterprise.requests.map(request => request.path)
    expect(paths).toContain('/api/v3/repos/acme/web-app/pulls/12')
    expect(paths).toContain('/api/v3/repos/acme/web-app/pulls/12/reviews')
    expect(paths).toContain('/api/v3/repositories/1000/pulls/12/reviews')
    expect(
      enterprise.requests.every(
        request => request.headers.authorization === `Bearer ${enterprise.token}`
      )
    ).toBe(true)
    enterprise.clearRequests()
  })

  it('records a pull request nobody approved, and says so in the summary', async () => {
    const run = await push({ 'commit-sha': UNAPPROVED })
    expect(run.exitCode).toBe(0)
    expect(run.outputs.approvers).toBe('[]')
    const data = await postedData(postsIn(sandbox.requests)[0])
    expect(data.pull_requests).toEqual([
      expect.objectContaining({ author: 'ghost', state: 'MERGED', approvers: [] })
    ])
    expect(run.summary).toMatch(/\| ⚠️ none \|/)
  })

  it('posts an empty list and warns when the commit has no pull request', async () => {
    const run = await push({ 'commit-sha': UNREVIEWED })
    expect(run.exitCode).toBe(0)
    expect(run.outputs).toMatchObject({ outcome: 'ok', 'pull-requests': '0', approvers: '[]' })
    expect(run.stdout).toMatch(
      /::warning::No pull request contains commit 9999999: .*The step passes because assert is false\./
    )
    const data = await postedData(postsIn(sandbox.requests)[0])
    expect(data.pull_requests).toEqual([])
    expect(data.git_commit_info).toMatchObject({ sha1: UNREVIEWED })
    const stored = sandbox.store.flows.get(WEB_APP_FLOW)?.trails.get(COMPLIANT_TRAIL)
    expect(stored?.attestations.at(-1)).toMatchObject({ compliant: false })
    await expectConformingRequests(sandbox.requests)
  })

  it('fails the step with assert when the commit has no pull request, after posting', async () => {
    const run = await push({ 'commit-sha': UNREVIEWED, assert: 'true' })
    expect(run.exitCode).not.toBe(0)
    expect(run.outputs.outcome).toBe('non-compliant')
    const errors = annotations(run.stdout)
    expect(errors).toHaveLength(1)
    expect(errors[0]).toMatch(/No pull request contains commit 9999999/)
    expect(postsIn(sandbox.requests)).toHaveLength(1)
  })

  it.each<[string, () => void, RegExp]>([
    [
      'a 403',
      () => github.faults.add({ path: '/repos/' }, GITHUB_FORBIDDEN),
      /github-token may not read the pull requests of commit 3333333 \(the GitHub API answered 403\).*"permissions: pull-requests: read".*No attestation was posted/
    ],
    [
      'a 404',
      () => github.faults.add({ path: /\/commits\/\w+\/pulls$/ }, { status: 404 }),
      /github-token may not read the pull requests of commit 3333333 \(the GitHub API answered 404\).*"permissions: pull-requests: read"/
    ],
    [
      'a rate limit',
      () =>
        github.faults.add(
          { path: '/repos/' },
          {
            status: 403,
            headers: { 'content-type': 'application/json', 'x-ratelimit-remaining': '0' },
            body: '{"message":"API rate limit exceeded"}'
          }
        ),
      /The GitHub API could not read the pull requests of commit 3333333: it refused access \(403: API rate limit exceeded\).*No attestation was posted/
    ],
    [
      'a reviews page that does not answer in time',
      () => github.faults.add({ path: /\/reviews$/ }, { hang: true }),
      /The GitHub API could not read the pull requests of commit 3333333: no answer within 1 s.*No attestation was posted/
    ]
  ])('posts nothing on %s from the GitHub API, naming the cause', async (_, fault, message) => {
    fault()
    // A timed-out GET is retried like any other remote's: with no retries, the first counts.
    const run = await push({ 'timeout-seconds': '1', 'max-retries': '0' })
    expect(expectOneError(run)[0]).toMatch(message)
    expect(sandbox.requests).toHaveLength(0)
  })

  it('retries a GitHub read that failed in passing, and attests', async () => {
    github.faults.add({ path: /\/reviews$/ }, { status: 502 })
    const run = await push()
    expect(run.exitCode).toBe(0)
    expect(run.outputs.approvers).toBe('["carol"]')
    expect(run.stdout).toMatch(
      /GitHub GET \/repos\/acme\/web-app\/pulls\/31\/reviews failed \(status 502\); retry 1 in/
    )
    expect(github.requests.filter(request => request.path.endsWith('/reviews'))).toHaveLength(2)
    expect(postsIn(sandbox.requests)).toHaveLength(1)
  })

  it('posts nothing when a GitHub read keeps failing after its retries', async () => {
    github.faults.add({ path: /\/reviews$/, times: Infinity }, { status: 503 })
    const run = await push({ 'max-retries': '1' })
    expect(run.exitCode).not.toBe(0)
    expect(annotations(run.stdout)[0]).toMatch(
      /The GitHub API could not read the pull requests of commit 3333333: it answered 503.*No attestation was posted/
    )
    expect(github.requests.filter(request => request.path.endsWith('/reviews'))).toHaveLength(2)
    expect(sandbox.requests).toHaveLength(0)
  })

  it('posts nothing when GitHub refuses the token', async () => {
    const run = await push({ 'github-token': 'ghs_not_the_token_0000000000' })
    expect(run.exitCode).not.toBe(0)
    expect(annotations(run.stdout)[0]).toMatch(
      /The GitHub API could not read the pull requests of commit 3333333: it refused github-token \(401: Bad credentials\)/
    )
    expect(sandbox.requests).toHaveLength(0)
  })

  describe('on a push that deleted a branch (no head commit, no commits)', () => {
    // GitHub then sets GITHUB_SHA to the default branch's head, which is not what was pushed.
    const deletion = {
      ref: 'refs/heads/feature/gone',
      before: PUSH_HEAD,
      after: '0'.repeat(40),
      deleted: true,
      commits: [],
      head_commit: null,
      repository: { full_name: 'acme/web-app', id: 1 }
    }
    const pushDeletion = (inputs: Record<string, string> = {}) =>
      runStep({
        inputs: prInputs(inputs),
        event: deletion,
        eventName: 'push',
        env: { GITHUB_SHA: UNREVIEWED, GITHUB_API_URL: github.apiUrl }
      })

    it.each([
      ['', {}],
      [' in a dry run', { 'dry-run': 'true' }]
    ])(
      'refuses the run%s before any request, saying why, not "GITHUB_SHA is not set"',
      async (_, inputs) => {
        const run = await pushDeletion(inputs)
        const [message] = expectOneError(run)
        expect(message).toBe(
          'Input "commit-sha" is empty, and the push event has no head commit and no commits, as when a push deletes a branch; expected the commit whose pull requests to attest, as a full or short SHA.'
        )
        expect(message).not.toMatch(/GITHUB_SHA/)
        expect(sandbox.requests).toHaveLength(0)
        expect(github.requests).toHaveLength(0)
      }
    )

    it('attests the commit given as commit-sha', async () => {
      const run = await pushDeletion({ 'commit-sha': PUSH_HEAD })
      expect(run.exitCode).toBe(0)
      expect(run.outputs['pull-requests']).toBe('1')
      expect(postsIn(sandbox.requests)).toHaveLength(1)
    })
  })

  it.each<[Record<string, string>, RegExp]>([
    [
      { 'github-token': '' },
      /Input "github-token" is empty, .*expected a token that can read pull requests/
    ],
    [{ name: 'pull request' }, /Input "name" has "pull request"/],
    [{ 'commit-sha': 'HEAD' }, /Input "commit-sha" has "HEAD"/],
    [{ assert: 'yes' }, /Input "assert" has "yes"/],
    [{ 'target-artifacts': 'web app' }, /Input "target-artifacts" has "web app"/]
  ])('refuses %j in one sentence before any request', async (inputs, message) => {
    const run = await push(inputs)
    expect(run.exitCode).not.toBe(0)
    const errors = annotations(run.stdout)
    expect(errors).toHaveLength(1)
    expect(errors[0]).toMatch(message)
    expect(sandbox.requests).toHaveLength(0)
    expect(github.requests).toHaveLength(0)
  })

  it('reads GitHub but posts nothing in a dry run, printing the payload', async () => {
    const run = await push({ 'dry-run': 'true', 'api-token': '' })
    expect(run.exitCode).toBe(0)
    expect(run.outputs.outcome).toBe('skipped')
    expect(sandbox.requests).toHaveLength(0)
    expect(github.requests.length).toBeGreaterThan(0)
    expect(run.stdout).toContain(
      `Dry run: would POST /attestations/${sandbox.org}/${WEB_APP_FLOW}/trail/${COMPLIANT_TRAIL}/pull_request as multipart/form-data: data_json; nothing was sent.`
    )
    expect(run.stdout).toContain('"head_ref": "fix/checkout-timeouts"')
    expect(JSON.parse(run.outputs.result ?? '{}')).toMatchObject({
      attestation_name: 'pull-request',
      git_provider: 'github'
    })
    expect(run.summary).toContain('Dry run: pull request attestation not sent')
    expect(run.summary).toContain('<details><summary>Payload that would have been posted</summary>')
  })

  it('attests for an artifact with the shared evidence inputs', async () => {
    const run = await push({
      fingerprint: COMPLIANT_FINGERPRINT,
      description: 'Reviews of release 1.4.0',
      'user-data': '{"build": 42}',
      annotations: 'team=payments'
    })
    expect(run.exitCode).toBe(0)
    expect(run.outputs.fingerprint).toBe(COMPLIANT_FINGERPRINT)
    expect(run.outputs['html-url']).toMatch(/attestation_id=/)
    expect(await postedData(postsIn(sandbox.requests)[0])).toMatchObject({
      artifact_fingerprint: COMPLIANT_FINGERPRINT,
      description: 'Reviews of release 1.4.0',
      user_data: { build: 42 },
      annotations: { team: 'payments' }
    })
    await expectConformingRequests(sandbox.requests)
  })

  it('fails without false success when the service answers 2xx without JSON', async () => {
    sandbox.faults.add(
      { path: /\/pull_request$/ },
      { status: 201, headers: { 'content-type': 'text/html' }, body: '<html>ok</html>' }
    )
    const run = await push()
    expect(run.exitCode).not.toBe(0)
    expect(run.outputs.outcome).toBe('error')
    expect(run.stdout).not.toContain('Pull request attestation "pull-request" posted')
  })

  it('warns that the evidence of a pull request of over 250 commits names the first 250 only', async () => {
    const head = 'a'.repeat(40)
    const commits = Array.from({ length: 260 }, (_, index) => ({
      sha: index === 259 ? head : index.toString(16).padStart(40, '0'),
      message: `Step ${index + 1}`
    }))
    const long = await startGitHubEmulator({
      pullRequests: [
        {
          ...OPEN_PULL_REQUEST,
          number: 77,
          head: { sha: head, ref: 'long-branch' },
          commits,
          reviews: [{ login: 'carol', state: 'APPROVED' }]
        }
      ]
    })
    try {
      const run = await runStep({
        inputs: serviceInputs(sandbox, 'attest-pull-request', {
          ...pullRequestTarget(long),
          'commit-sha': head
        }),
        env: { GITHUB_API_URL: long.apiUrl }
      })
      expect(run.exitCode).toBe(0)
      expect(annotations(run.stdout, 'warning')).toEqual([
        "#77's evidence names its first 250 commits only: GitHub lists no more of a pull " +
          'request, so any later ones are not in it.'
      ])
      const data = await postedData(postsIn(sandbox.requests)[0])
      const [pull] = data.pull_requests as { commits: unknown[] }[]
      expect(pull?.commits).toHaveLength(250)
    } finally {
      await long.close()
    }
  })
})
