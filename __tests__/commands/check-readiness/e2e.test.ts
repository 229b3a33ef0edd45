/**
 * End to end: check-readiness as steps run in-process (kit/step.ts), against the sandbox
 * service and the GitHub API emulator: the check run on the pull request's head, the one
 * comment (found on any page, edited by a later run), a push without a pull request, a
 * token without write permissions, names that try to link, ping or inject HTML, and tokens
 * that go only to their own host.
 */
import {
  COMPLIANT_TRAIL,
  NON_COMPLIANT_TRAIL,
  PRODUCTION_ENVIRONMENT,
  STAGING_ENVIRONMENT,
  STRICT_POLICY,
  WEB_APP_FLOW
} from '../../../sandbox/fixtures.js'
import type { GitHubCommentDefinition } from '../../../sandbox/github.js'
import { runStep, type StepRun } from '../../kit/step.js'
import { annotations } from '../../kit/annotations.js'
import { serviceInputs } from '../../kit/examples.js'
import { jsonOutput } from '../../kit/service-runs.js'
import { startRewritingProxy } from '../../kit/rewriting-proxy.js'
import { GITHUB_FORBIDDEN, useGitHub, useSandbox } from '../../kit/servers.js'

const HEAD = 'a1'.repeat(20)
const MERGE = 'b2'.repeat(20)
const MARKER = '<!-- kosli-compliance-action:check-readiness flow=web-app -->'

const sandbox = useSandbox()
const bot = (login: string) => ({ login, type: 'Bot' as const })
const person = (login: string) => ({ login, type: 'User' as const })

/** 130 comments on acme/busy#9: ours the 121st (page 2), with look-alikes on page 1. */
const BUSY: GitHubCommentDefinition[] = Array.from({ length: 130 }, (_, index) => {
  if (index === 3) return { body: `${MARKER}\nmine now`, user: person('mallory') }
  if (index === 4)
    return { body: '<!-- sticky:check-readiness -->\nother', user: bot('other[bot]') }
  if (index === 5) {
    return {
      body: `${MARKER.replace('web-app', 'payments')}\nanother flow`,
      user: bot('github-actions[bot]')
    }
  }
  if (index === 6) return { body: `> ${MARKER}\nquoted`, user: bot('quoting[bot]') }
  if (index === 120) return { body: `${MARKER}\nold report`, user: bot('github-actions[bot]') }
  return { body: `comment ${index}`, user: person('reviewer') }
})

const github = useGitHub({ comments: { 'acme/busy#9': BUSY } })

function pullRequestRun(repository: string, number: number, extra: Record<string, string> = {}) {
  return runStep({
    inputs: serviceInputs(sandbox, 'check-readiness', {
      flow: WEB_APP_FLOW,
      trail: NON_COMPLIANT_TRAIL,
      environments: `${PRODUCTION_ENVIRONMENT}\n${STAGING_ENVIRONMENT}`,
      'github-token': github.token,
      ...extra
    }),
    env: { GITHUB_API_URL: github.apiUrl, GITHUB_REPOSITORY: repository, GITHUB_SHA: MERGE },
    eventName: 'pull_request',
    event: {
      pull_request: { number, head: { sha: HEAD, ref: 'feature' } },
      repository: { full_name: repository }
    }
  })
}

const checkRunsOf = (repository: string) =>
  github.written.checkRuns.filter(run => run.repository === repository)
const commentsOf = (repository: string, number: number) =>
  github.written.comments.filter(item => item.repository === repository && item.number === number)

interface Lacking {
  environment: string | null
  artifact: string
  fingerprint: string | null
  rule: string
  resolution: string
}

describe('check-readiness on a pull request', () => {
  let step: StepRun
  beforeAll(async () => {
    step = await pullRequestRun('acme/two-envs', 5)
  })

  it('names what the artifact lacks for each of two environments, and passes without fail-when-lacking', () => {
    expect(step.exitCode).toBe(0)
    expect(step.outputs.ready).toBe('false')
    expect(step.outputs.outcome).toBe('non-compliant')
    const lacking = jsonOutput<Lacking[]>(step.outputs, 'lacking')
    expect(new Set(lacking.map(entry => entry.environment))).toEqual(
      new Set([PRODUCTION_ENVIRONMENT, STAGING_ENVIRONMENT])
    )
    for (const entry of lacking) {
      expect(entry.artifact).toBe('web-app-image')
      expect(entry.fingerprint).toMatch(/^[0-9a-f]{64}$/)
      expect(entry.rule).not.toBe('')
      expect(entry.resolution).not.toBe('')
    }
    expect(lacking.find(entry => entry.environment === PRODUCTION_ENVIRONMENT)?.rule).toMatch(
      /policy "prod-requirements" v3/
    )
  })

  it("writes a neutral check run on the pull request's head, never on the merge commit", () => {
    const [run, ...more] = checkRunsOf('acme/two-envs')
    expect(more).toEqual([])
    expect(run?.head_sha).toBe(HEAD)
    expect(run?.status).toBe('completed')
    expect(run?.conclusion).toBe('neutral')
    // Its details link is the run's page, where the job summary goes on.
    expect(run?.details_url).toBe('https://github.com/acme/two-envs/actions/runs/987654321')
    expect(run?.output.summary).toContain('`prod-requirements`')
    expect(run?.output.summary).toContain('`staging`')
    expect(step.outputs['check-run-url']).toBe(`https://github.com/acme/two-envs/runs/${run?.id}`)
  })

  it('posts one comment with its marker, and shows the same report in the job summary', () => {
    const [comment, ...more] = commentsOf('acme/two-envs', 5)
    expect(more).toEqual([])
    expect(comment?.body.startsWith(`${MARKER}\n`)).toBe(true)
    expect(comment?.body).toContain('Not ready to deploy')
    expect(step.outputs['comment-url']).toContain(`#issuecomment-${comment?.id}`)
    expect(step.summary).toContain('`web-app-image`')
    expect(step.summary).toContain('Not ready for `production`')
  })

  it('edits its comment on a second run and adds none', async () => {
    const first = commentsOf('acme/two-envs', 5)[0]?.id
    const again = await pullRequestRun('acme/two-envs', 5, { trail: COMPLIANT_TRAIL })
    expect(again.exitCode).toBe(0)
    const comments = commentsOf('acme/two-envs', 5)
    expect(comments.map(item => item.id)).toEqual([first])
    expect(comments[0]?.body).toContain('Ready to deploy')
    expect(again.stdout).toContain('Edited the readiness comment on pull request #5.')
  })
})

describe('check-readiness finds its comment among many', () => {
  it('reads every page, edits its own comment on page 2, and leaves look-alikes alone', async () => {
    github.clearRequests()
    const step = await pullRequestRun('acme/busy', 9)
    expect(step.exitCode).toBe(0)
    const comments = commentsOf('acme/busy', 9)
    expect(comments).toHaveLength(130)
    expect(comments[120]?.body).toContain('Not ready to deploy')
    for (const index of [3, 4, 5, 6]) expect(comments[index]?.body).toBe(BUSY[index]?.body)
    const listed = github.requests.filter(
      request => request.method === 'GET' && request.path === '/repos/acme/busy/issues/9/comments'
    )
    expect(listed.map(request => request.query.get('page') ?? '1')).toEqual(['1', '2'])
    expect(
      github.requests.filter(
        request => request.method === 'POST' && request.path.includes('/issues/')
      )
    ).toEqual([])
  })
})

describe('check-readiness on a push', () => {
  it('writes the check run on the pushed commit and no comment', async () => {
    github.clearRequests()
    const step = await runStep({
      inputs: serviceInputs(sandbox, 'check-readiness', {
        flow: WEB_APP_FLOW,
        trail: COMPLIANT_TRAIL,
        environments: PRODUCTION_ENVIRONMENT,
        'github-token': github.token
      }),
      env: { GITHUB_API_URL: github.apiUrl, GITHUB_REPOSITORY: 'acme/pushed', GITHUB_SHA: MERGE },
      eventName: 'push',
      event: { commits: [], repository: { full_name: 'acme/pushed' } }
    })
    expect(step.exitCode).toBe(0)
    expect(step.outputs.ready).toBe('true')
    expect(checkRunsOf('acme/pushed').map(run => [run.head_sha, run.conclusion])).toEqual([
      [MERGE, 'success']
    ])
    expect(step.outputs['comment-url']).toBe('')
    expect(github.requests.filter(request => request.path.includes('/issues/'))).toEqual([])
    expect(step.stdout).toContain('Not a pull request event: no comment was written.')
  })
})

describe('check-readiness with policies', () => {
  it('judges each artifact against the policies, with no environment in lacking', async () => {
    const step = await pullRequestRun('acme/policies', 3, {
      environments: '',
      policies: STRICT_POLICY,
      'check-run': 'false'
    })
    expect(step.exitCode).toBe(0)
    const lacking = jsonOutput<Lacking[]>(step.outputs, 'lacking')
    expect(lacking.length).toBeGreaterThan(0)
    expect(lacking.every(entry => entry.environment === null)).toBe(true)
    expect(checkRunsOf('acme/policies')).toEqual([])
    expect(commentsOf('acme/policies', 3)).toHaveLength(1)
  })
})

describe('check-readiness with a token that may not write', () => {
  afterEach(() => github.faults.clear())

  it("warns naming each permission, as on a fork's pull request, and goes on with the job summary", async () => {
    github.faults.add({ method: 'POST', times: Infinity }, GITHUB_FORBIDDEN)
    const step = await pullRequestRun('acme/forked', 4)
    expect(step.exitCode).toBe(0)
    const warnings = annotations(step.stdout, 'warning')
    expect(warnings.some(line => line.includes('permissions: checks: write'))).toBe(true)
    expect(warnings.some(line => line.includes('permissions: pull-requests: write'))).toBe(true)
    expect(warnings.join('\n')).toContain('Resource not accessible by integration')
    expect(step.outputs['check-run-url']).toBe('')
    expect(step.outputs['comment-url']).toBe('')
    expect(step.summary).toContain('Not ready to deploy')
  })

  it('with fail-when-lacking, writes the failing check run and the comment before it fails', async () => {
    const step = await pullRequestRun('acme/strict', 6, { 'fail-when-lacking': 'true' })
    expect(step.exitCode).not.toBe(0)
    expect(annotations(step.stdout).join('\n')).toMatch(/Not ready for "production" and "staging"/)
    expect(checkRunsOf('acme/strict').map(run => run.conclusion)).toEqual(['failure'])
    expect(commentsOf('acme/strict', 6)).toHaveLength(1)
    expect(step.summary).toContain('Not ready to deploy')
  })
})

describe('check-readiness with hostile names from the service', () => {
  const HOSTILE = '@alice [pwn](https://evil.example) <img src=x onerror=alert(1)> `x` ``y'
  const renamed = new Set(['web-app-image', 'security-scan', 'prod-requirements'])
  let proxy: { origin: string; close(): Promise<void> }
  beforeAll(async () => {
    const rename = (value: unknown): unknown => {
      if (typeof value === 'string') return renamed.has(value) ? HOSTILE : value
      if (Array.isArray(value)) return value.map(rename)
      if (value && typeof value === 'object') {
        return Object.fromEntries(
          Object.entries(value).map(([key, item]) => [
            renamed.has(key) ? HOSTILE : key,
            rename(item)
          ])
        )
      }
      return value
    }
    proxy = await startRewritingProxy(sandbox.origin, rename)
  })
  afterAll(() => proxy.close())

  /** The Markdown with every code span taken out: what GitHub renders as Markdown. */
  const outsideCode = (markdown: string) => markdown.replace(/(`+)(?!`)[\s\S]*?(?<!`)\1(?!`)/g, '')

  it('shows them in code spans only: no link, HTML or mention in the check run, comment or summary', async () => {
    const step = await runStep({
      inputs: {
        ...serviceInputs(sandbox, 'check-readiness', {
          flow: WEB_APP_FLOW,
          trail: NON_COMPLIANT_TRAIL,
          environments: `${PRODUCTION_ENVIRONMENT},${STAGING_ENVIRONMENT}`,
          'github-token': github.token
        }),
        'base-url': `${proxy.origin}/api/v2`
      },
      env: { GITHUB_API_URL: github.apiUrl, GITHUB_REPOSITORY: 'acme/hostile' },
      eventName: 'pull_request',
      event: { pull_request: { number: 8, head: { sha: HEAD } } }
    })
    expect(step.exitCode).toBe(0)
    const texts = [
      checkRunsOf('acme/hostile')[0]?.output.summary ?? '',
      commentsOf('acme/hostile', 8)[0]?.body ?? '',
      step.summary
    ]
    for (const text of texts) {
      expect(text).toContain('alice')
      const rendered = outsideCode(text)
      expect(rendered).not.toMatch(/@alice/)
      expect(rendered).not.toContain('evil.example')
      expect(rendered).not.toMatch(/<img/i)
    }
    expect(jsonOutput<Lacking[]>(step.outputs, 'lacking')[0]?.artifact).toBe(HOSTILE)
  })
})

describe('check-readiness sends each token to its own host only', () => {
  it('gives the GitHub token to GitHub alone and the service token to the service alone', async () => {
    sandbox.clearRequests()
    github.clearRequests()
    const step = await pullRequestRun('acme/tokens', 2)
    expect(step.exitCode).toBe(0)
    expect(sandbox.requests.length).toBeGreaterThan(0)
    expect(github.requests.length).toBeGreaterThan(0)
    const carries = (request: { headers: Record<string, unknown>; body: Buffer }, secret: string) =>
      JSON.stringify(request.headers).includes(secret) ||
      request.body.toString('utf8').includes(secret)
    for (const request of sandbox.requests) expect(carries(request, github.token)).toBe(false)
    for (const request of github.requests) {
      expect(carries(request, sandbox.token)).toBe(false)
      expect(request.headers.authorization).toBe(`Bearer ${github.token}`)
    }
  })
})

describe('check-readiness refuses inputs before any request', () => {
  it.each([
    [{ environments: '' }, /environments.*is empty, and so is policies/],
    [{ policies: STRICT_POLICY }, /policies.*is set together with environments/],
    [{ 'github-token': '' }, /github-token.*is empty.*check-run: false and comment: false/]
  ])('%j', async (extra, message) => {
    sandbox.clearRequests()
    const step = await pullRequestRun('acme/refused', 1, extra)
    expect(step.exitCode).not.toBe(0)
    expect(annotations(step.stdout).join('\n')).toMatch(message)
    expect(sandbox.requests).toEqual([])
  })
})
