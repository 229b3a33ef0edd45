/**
 * Contract: every request attest-pull-request sends validates against the service's published
 * OpenAPI description, each pull request as a `FoundPullRequestV2` (not merely one of the
 * union), and the sandbox refuses what the description refuses.
 */
import type { RecordedRequest } from '../../../sandbox/server.js'
import { COMPLIANT_FINGERPRINT, COMPLIANT_TRAIL, WEB_APP_FLOW } from '../../../sandbox/fixtures.js'
import { runStep } from '../../kit/step.js'
import {
  OPEN_PULL_REQUEST,
  OPEN_PULL_REQUEST_HEAD,
  pullRequestTarget,
  PUSH_HEAD,
  serviceInputs
} from '../../kit/examples.js'
import { event, postedDataJson, postsIn } from '../../kit/posted.js'
import { useGitHub, useSandbox } from '../../kit/servers.js'
import { createAjv, createRequestValidator, describeWithSpec, loadSpec } from '../../kit/openapi.js'
import { postJira } from '../../sandbox/client.js'

const ORPHAN = '9999999999999999999999999999999999999999'

const sandbox = useSandbox()
const github = useGitHub({
  pullRequests: [
    {
      number: 31,
      title: 'Fix checkout timeouts',
      state: 'closed',
      user: null,
      created_at: '2026-11-19T08:00:00Z',
      merged_at: '2026-11-20T09:30:00Z',
      merge_commit_sha: PUSH_HEAD,
      head: { sha: 'e'.repeat(40), ref: 'fix/checkout-timeouts' },
      commits: [{ sha: 'e'.repeat(40), message: 'Bump the client', login: 'bob' }],
      reviews: [
        { login: 'carol', state: 'APPROVED', submitted_at: '2026-11-20T09:00:00Z' },
        { login: null, state: 'APPROVED' }
      ]
    },
    {
      ...OPEN_PULL_REQUEST,
      commits: [{ sha: OPEN_PULL_REQUEST_HEAD, message: 'Dark mode' }],
      reviews: []
    }
  ]
})
let requests: RecordedRequest[] = []

const base = () => serviceInputs(sandbox, 'attest-pull-request', pullRequestTarget(github))

beforeAll(async () => {
  const env = { GITHUB_API_URL: github.apiUrl }
  const runs = [
    runStep({
      inputs: {
        ...base(),
        fingerprint: COMPLIANT_FINGERPRINT,
        description: 'Reviews of release 1.4.0',
        'origin-url': 'https://ci.acme.example/runs/1',
        'user-data': '{"build": 42}',
        annotations: 'team=payments',
        'external-urls': 'dashboard=https://grafana.acme.example/d/1'
      },
      event: event('push-commits.json'),
      eventName: 'push',
      env
    }),
    runStep({
      inputs: base(),
      event: event('pull-request-null-body.json'),
      eventName: 'pull_request',
      env
    }),
    runStep({
      inputs: { ...base(), 'commit-sha': ORPHAN },
      event: event('push-commits.json'),
      eventName: 'push',
      env
    })
  ]
  for (const run of await Promise.all(runs)) expect(run.exitCode).toBe(0)
  requests = postsIn(sandbox.requests)
})

const dataJson = postedDataJson

describeWithSpec('attest-pull-request requests', () => {
  it('conform to the published description', async () => {
    expect(requests).toHaveLength(3)
    const validate = createRequestValidator()
    for (const request of requests) expect(await validate(request)).toEqual([])
  })

  it('send each pull request as a FoundPullRequestV2', async () => {
    const ajv = createAjv(loadSpec())
    const v2 = ajv.compile({ $ref: 'spec#/components/schemas/FoundPullRequestV2' })
    const sent = (await Promise.all(requests.map(dataJson))).flatMap(
      data => data.pull_requests as unknown[]
    )
    expect(sent).toHaveLength(2)
    for (const sentPull of sent) {
      // base_ref is the one field beyond the description (a named wire exception): the
      // vendor CLI sends it since v2.27.0, after the service added it to FoundPullRequestV2.
      const { base_ref: baseRef, ...pull } = sentPull as Record<string, unknown>
      expect(typeof baseRef).toBe('string')
      expect({ pull, errors: v2(pull) ? [] : v2.errors }).toEqual({ pull, errors: [] })
    }
  })

  it('are refused by the sandbox when they carry a field neither the description nor the CLI has', async () => {
    const bodies = await Promise.all(requests.map(dataJson))
    // A body with pull requests: the runs post in no fixed order, one of them an empty list.
    const data = bodies.find(body => (body.pull_requests as unknown[]).length > 0)
    if (!data) throw new Error('no pull request was posted')
    const pulls = data.pull_requests as Record<string, unknown>[]
    // FoundPullRequestV2 forbids fields it does not declare; base_ref is the CLI's exception.
    const answer = await postJira(
      sandbox,
      `/attestations/${sandbox.org}/${WEB_APP_FLOW}/trail/${COMPLIANT_TRAIL}/pull_request`,
      { ...data, pull_requests: pulls.map(pull => ({ ...pull, base_branch: 'main' })) }
    )
    expect(answer.status).toBe(422)
    expect(JSON.stringify(answer.body)).toContain('base_branch')
  })
})
