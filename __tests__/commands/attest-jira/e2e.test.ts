/**
 * End to end: attest-jira as steps run in-process (kit/step.ts), against the
 * sandbox service, the Jira emulator and (for what payloads lack) a GitHub API emulator.
 */
import { execFileSync } from 'node:child_process'
import { mkdtemp, rm, truncate, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { RecordedRequest } from '../../../sandbox/server.js'
import { COMPLIANT_FINGERPRINT, COMPLIANT_TRAIL, WEB_APP_FLOW } from '../../../sandbox/fixtures.js'
import { type ActionRun } from '../../../tools/run-action.js'
import { runStep } from '../../kit/step.js'
import { expectConformingRequests } from '../../kit/openapi.js'
import { annotations, expectOneError } from '../../kit/annotations.js'
import { attestJiraTarget, PUSH_HEAD, serviceInputs } from '../../kit/examples.js'
import { event, postedDataJson, postsIn } from '../../kit/posted.js'
import { GITHUB_FORBIDDEN, useGitHub, useJira, useSandbox } from '../../kit/servers.js'

const PR_HEAD = '6666666666666666666666666666666666666666'
const MERGE_SHA = '7777777777777777777777777777777777777777'
const OTHER_SHA = '8888888888888888888888888888888888888888'

const sandbox = useSandbox({ resetEach: true })
const jira = useJira()
const github = useGitHub({
  commits: {
    [PR_HEAD]: { message: 'OPS-42: rotate the credentials' },
    [OTHER_SHA]: { message: 'ABC-1 follow-up' }
  },
  pulls: {
    [PUSH_HEAD]: [
      {
        number: 31,
        title: 'PROJ-7 access review',
        body: 'Also ABC-12.',
        head: { sha: 'e'.repeat(40), ref: 'feature/x' },
        merge_commit_sha: PUSH_HEAD
      }
    ]
  }
})
let work: string

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'e2e-jira-'))
})

afterAll(async () => {
  await rm(work, { recursive: true, force: true })
})

beforeEach(() => {
  jira.clearRequests()
  jira.faults.clear()
  jira.mode = 'normal'
  github.clearRequests()
  github.faults.clear()
})

function jiraInputs(extra: Record<string, string> = {}): Record<string, string> {
  return serviceInputs(sandbox, 'attest-jira', {
    ...attestJiraTarget({ jira }),
    // The pull request sources need github-token, which only some tests give.
    'key-sources': 'commits,branch',
    ...extra
  })
}

function issueLookups(): RecordedRequest[] {
  return jira.requests.filter(request => request.path.startsWith('/rest/api/2/issue/'))
}

function push(
  inputs: Record<string, string> = {},
  env: Record<string, string> = {}
): Promise<ActionRun> {
  return runStep({
    inputs: jiraInputs(inputs),
    event: event('push-commits.json'),
    eventName: 'push',
    env: { GITHUB_SHA: PUSH_HEAD, ...env }
  })
}

const postedData = postedDataJson

describe('attest-jira as steps', () => {
  it('attests every commit of a push: found and missing issues are posted, the step passes', async () => {
    const run = await push()
    expect(run.exitCode).toBe(0)
    expect(run.outputs).toMatchObject({
      outcome: 'ok',
      'issue-keys': '["ABC-1","ABC-99999","OPS-42","UTF-8"]',
      'found-issue-keys': '["ABC-1","OPS-42"]',
      'missing-issue-keys': '["ABC-99999","UTF-8"]'
    })
    expect(run.stdout).toMatch(
      /::warning::Jira has no issues ABC-99999 \(commits\), UTF-8 \(commits\).*assert is false/
    )
    const [post] = postsIn(sandbox.requests)
    expect(post?.path).toBe(
      `/api/v2/attestations/${sandbox.org}/${WEB_APP_FLOW}/trail/${COMPLIANT_TRAIL}/jira`
    )
    expect(post?.headers.authorization).toBe(`Bearer ${sandbox.token}`)
    const data = await postedData(post)
    expect(data.jira_results).toEqual([
      { issue_id: 'ABC-1', issue_url: `${jira.baseUrl}/browse/ABC-1`, issue_exists: true },
      { issue_id: 'ABC-99999', issue_url: `${jira.baseUrl}/browse/ABC-99999`, issue_exists: false },
      { issue_id: 'OPS-42', issue_url: `${jira.baseUrl}/browse/OPS-42`, issue_exists: true },
      { issue_id: 'UTF-8', issue_url: `${jira.baseUrl}/browse/UTF-8`, issue_exists: false }
    ])
    expect(data.git_commit_info).toEqual({
      sha1: PUSH_HEAD,
      message: 'Fix checkout timeouts (OPS-42, ABC-99999)\n\nBumps a library for CVE-2026-41284.',
      author: 'Bob Roe <bob@acme.example>',
      branch: 'main',
      timestamp: Date.parse('2026-11-20T10:30:00+01:00') / 1000,
      url: `https://github.com/acme/web-app/commit/${PUSH_HEAD}`
    })
    expect(data.repo_info).toEqual({
      name: 'acme/web-app',
      id: '123456',
      url: 'https://github.com/acme/web-app',
      provider: 'github'
    })
    expect(data.origin_url).toBe('https://github.com/acme/web-app/actions/runs/987654321')
    // One credentials check, then four lookups, all at once rather than one by one.
    expect(jira.requests[0]?.path).toBe('/rest/api/2/myself')
    expect(issueLookups()).toHaveLength(4)
    const stored = sandbox.store.findTrail(WEB_APP_FLOW, COMPLIANT_TRAIL)?.attestations.at(-1)
    expect(stored).toMatchObject({ name: 'jira-issues', type: 'jira', compliant: false })
    expect(run.summary).toMatch(
      /\| `OPS-42` \| ✅ found \| \[OPS-42\]\(http:\/\/127\.0\.0\.1:\d+\/browse\/OPS-42\) \| commits \|/
    )
    expect(run.summary).toContain('- **commits**: 2 commits (2222222, 3333333)')
  })

  it('fails with assert when an issue is missing, after posting the evidence', async () => {
    const run = await push({ assert: 'true', 'jira-ignore-project-keys': 'UTF' })
    expect(run.exitCode).not.toBe(0)
    expect(run.outputs.outcome).toBe('non-compliant')
    expect(run.outputs['issue-keys']).toBe('["ABC-1","ABC-99999","OPS-42"]')
    const [error] = annotations(run.stdout)
    expect(error).toMatch(
      /Jira has no issue ABC-99999 \(commits\), or these credentials cannot see it/
    )
    expect(postsIn(sandbox.requests)).toHaveLength(1)
  })

  it('passes with assert when every issue exists, and records the requested fields', async () => {
    const run = await push({
      assert: 'true',
      'key-sources': 'none',
      'jira-project-keys': 'abc, ops',
      'secondary-source': 'Release notes: ABC-12, ops-42; see also ABC-1 and XYZ-9',
      'jira-issue-fields': 'summary,status'
    })
    expect(run.exitCode).toBe(0)
    expect(run.outputs.outcome).toBe('compliant')
    expect(run.outputs['issue-keys']).toBe('["ABC-1","ABC-12","OPS-42"]')
    const data = await postedData(postsIn(sandbox.requests)[0])
    const results = data.jira_results as { issue_id: string; issue_fields?: { summary?: string } }[]
    expect(results.map(r => r.issue_fields?.summary)).toEqual([
      jira.issues['ABC-1']?.summary,
      jira.issues['ABC-12']?.summary,
      jira.issues['OPS-42']?.summary
    ])
    expect(run.summary).toContain(`| ${jira.issues['OPS-42']?.summary} |`)
    expect(run.summary).toMatch(/\| `ABC-12` .*\| secondary-source \|/)
  })

  it('posts an empty result and passes when no key is found without assert', async () => {
    const run = await runStep({
      inputs: jiraInputs({ 'key-sources': 'branch' }),
      event: event('workflow-dispatch.json'),
      eventName: 'workflow_dispatch'
    })
    expect(run.exitCode).toBe(0)
    expect(run.outputs).toMatchObject({
      outcome: 'ok',
      'issue-keys': '[]',
      'missing-issue-keys': '[]'
    })
    expect(run.stdout).toMatch(
      /::warning::No Jira issue key was found in branch; .*reference an issue \(such as ABC-123\) in the branch name\. The step passes/
    )
    expect((await postedData(postsIn(sandbox.requests)[0])).jira_results).toEqual([])
    expect(jira.requests).toHaveLength(0)
  })

  it('fails with assert when no key is found, still posting the evidence', async () => {
    const run = await runStep({
      inputs: jiraInputs({ 'key-sources': 'branch', assert: 'true' }),
      event: event('workflow-dispatch.json'),
      eventName: 'workflow_dispatch'
    })
    expect(run.exitCode).not.toBe(0)
    expect(run.outputs.outcome).toBe('non-compliant')
    expect(annotations(run.stdout)[0]).toMatch(/No Jira issue key was found in branch/)
    expect(postsIn(sandbox.requests)).toHaveLength(1)
  })

  it('fails on a Jira 401, naming Jira, the status and the cause, and posts nothing', async () => {
    const run = await push({ 'jira-api-token': 'expired-token-value' })
    const errors = expectOneError(run)
    expect(errors[0]).toMatch(
      /Jira refused jira-username and jira-api-token \(401 to GET \/rest\/api\/2\/myself/
    )
    expect(errors[0]).toMatch(/expire after at most a year/)
    expect(errors[0]).toMatch(/No attestation was posted/)
    expect(sandbox.requests).toHaveLength(0)
  })

  it('retries Jira 503 answers and then attests', async () => {
    jira.faults.add(
      { path: '/rest/api/2/issue/' },
      { status: 503, retryAfter: 0 },
      { status: 503, retryAfter: 0 }
    )
    const run = await push()
    expect(run.exitCode).toBe(0)
    expect(run.outputs['found-issue-keys']).toBe('["ABC-1","OPS-42"]')
    expect(issueLookups()).toHaveLength(6)
    expect(run.stdout).toMatch(
      /Jira GET \/rest\/api\/2\/issue\/[A-Z0-9-]+ failed \(status 503\); retry 1/
    )
    expect(postsIn(sandbox.requests)).toHaveLength(1)
  })

  it('records in the trail of the pushed commit when no trail is given, and says where', async () => {
    const begun = await runStep({
      inputs: serviceInputs(sandbox, 'begin-trail', { flow: WEB_APP_FLOW }),
      event: event('push-commits.json'),
      eventName: 'push',
      env: { GITHUB_SHA: PUSH_HEAD }
    })
    expect(begun.outputs.trail).toBe(PUSH_HEAD)
    const run = await push({ trail: '' })
    expect(run.exitCode).toBe(0)
    expect(run.outputs).toMatchObject({ outcome: 'ok', flow: WEB_APP_FLOW, trail: PUSH_HEAD })
    expect(postsIn(sandbox.requests).map(request => request.path)).toContain(
      `/api/v2/attestations/${sandbox.org}/${WEB_APP_FLOW}/trail/${PUSH_HEAD}/jira`
    )
    expect(run.summary).toContain(`**Trail:** ${PUSH_HEAD}`)
  })

  it('looks issues up but posts nothing in a dry run, printing the payload', async () => {
    const run = await push({ 'dry-run': 'true', 'api-token': '' })
    expect(run.exitCode).toBe(0)
    expect(run.outputs.outcome).toBe('skipped')
    expect(issueLookups()).toHaveLength(4)
    expect(sandbox.requests).toHaveLength(0)
    expect(run.stdout).toContain(
      `Dry run: would POST /attestations/${sandbox.org}/${WEB_APP_FLOW}/trail/${COMPLIANT_TRAIL}/jira as multipart/form-data: data_json; nothing was sent.`
    )
    expect(run.stdout).toContain('"issue_id": "OPS-42"')
    expect(JSON.parse(run.outputs.result ?? '{}')).toMatchObject({
      attestation_name: 'jira-issues'
    })
    expect(run.summary).toContain('<details><summary>Payload that would have been posted</summary>')
  })

  it('refuses an attachment over 10 MB before any request', async () => {
    const big = join(work, 'evidence.bin')
    await writeFile(big, '')
    await truncate(big, 10 * 1024 * 1024 + 1)
    const run = await push({ attachment: big })
    expect(run.exitCode).not.toBe(0)
    const errors = annotations(run.stdout)
    expect(errors).toHaveLength(1)
    expect(errors[0]).toContain('Input "attachment"')
    expect(sandbox.requests).toHaveLength(0)
    expect(jira.requests).toHaveLength(0)
  })

  it.each<[Record<string, string>, string]>([
    [{ 'jira-pat': 'some-pat' }, 'jira-pat'],
    [{ 'jira-api-token': '' }, 'jira-api-token'],
    [{ 'jira-base-url': 'http://jira.acme.example' }, 'jira-base-url'],
    [{ 'key-sources': 'commits,tags' }, 'key-sources'],
    [{ name: 'jira issues' }, 'name'],
    [{ 'commit-sha': 'HEAD' }, 'commit-sha'],
    [{ 'redact-commit-info': 'email' }, 'redact-commit-info'],
    [{ 'artifact-type': 'file' }, 'fingerprint']
  ])('refuses %j naming %s, with no request sent', async (extra, input) => {
    const run = await push(extra)
    const errors = expectOneError(run)
    expect(errors[0]).toContain(`Input "${input}"`)
    expect(sandbox.requests).toHaveLength(0)
    expect(jira.requests).toHaveLength(0)
  })

  it('attests a pull request: head commit via the API, head branch, title, a null body', async () => {
    const run = await runStep({
      inputs: jiraInputs({
        'key-sources': 'commits,branch,pr-title,pr-body',
        'github-token': github.token,
        'jira-username': '',
        'jira-api-token': '',
        'jira-pat': jira.pat
      }),
      event: event('pull-request-null-body.json'),
      eventName: 'pull_request',
      env: {
        GITHUB_API_URL: github.apiUrl,
        GITHUB_SHA: MERGE_SHA,
        GITHUB_HEAD_REF: 'feature/abc-12-checkout',
        GITHUB_REF_NAME: '12/merge'
      }
    })
    expect(run.exitCode).toBe(0)
    expect(run.outputs['issue-keys']).toBe('["ABC-12","ABC-123","OPS-42"]')
    expect(github.requests.map(r => r.path)).toEqual([`/repos/acme/web-app/commits/${PR_HEAD}`])
    expect(jira.requests.every(r => r.headers.authorization === `Bearer ${jira.pat}`)).toBe(true)
    const data = await postedData(postsIn(sandbox.requests)[0])
    expect(data.git_commit_info).toMatchObject({
      sha1: PR_HEAD,
      branch: 'feature/abc-12-checkout',
      message: 'OPS-42: rotate the credentials'
    })
    expect(run.summary).toMatch(/\| `ABC-12` .*\| branch \|/)
    expect(run.summary).toMatch(/\| `ABC-123` .*\| pr-title \|/)
    expect(run.summary).toContain('- **pr-body**: pull request #12')
  })

  it('fails naming the source when the head commit cannot be read (no token), posting nothing', async () => {
    const run = await runStep({
      inputs: jiraInputs(),
      event: event('pull-request-null-body.json'),
      eventName: 'pull_request',
      env: { GITHUB_SHA: MERGE_SHA, GITHUB_HEAD_REF: 'feature/abc-12-checkout' }
    })
    const errors = expectOneError(run)
    expect(errors[0]).toMatch(
      /Key source commits could not be read: commit 6666666 could not be read: there is no git checkout in GITHUB_WORKSPACE, and github-token is empty\. No attestation was posted/
    )
    // It does not tell the user to reference an issue in a commit it never read.
    expect(run.stdout).not.toMatch(/reference an issue/)
    expect(sandbox.requests).toHaveLength(0)
    expect(jira.requests).toHaveLength(0)
  })

  it.each<[string, () => void, Record<string, string>, RegExp]>([
    [
      'a GitHub API 401',
      () => undefined,
      { 'github-token': 'ghs_not_the_token_0000000000' },
      /Key source pr-title could not be read: the GitHub API could not list the pull requests of 3333333: it refused github-token \(401: Bad credentials\)/
    ],
    [
      'a GitHub API 403',
      () => github.faults.add({ path: '/repos/' }, GITHUB_FORBIDDEN),
      {},
      /Key source pr-title could not be read: .*it refused access \(403: Resource not accessible by integration\): the token needs contents: read and pull-requests: read/
    ],
    [
      'a GitHub API that does not answer in time',
      () => github.faults.add({ path: '/repos/' }, { hang: true }),
      { 'timeout-seconds': '1', 'max-retries': '0' },
      /Key source pr-title could not be read: .*no answer within 1 s/
    ]
  ])('fails on %s for a requested source, posting nothing', async (_, fault, extra, message) => {
    fault()
    const run = await push(
      { 'github-token': github.token, 'key-sources': 'commits,pr-title', ...extra },
      { GITHUB_API_URL: github.apiUrl }
    )
    const errors = expectOneError(run)
    expect(errors[0]).toMatch(message)
    expect(errors[0]).toMatch(/No attestation was posted/)
    expect(github.requests.length).toBeGreaterThan(0)
    expect(sandbox.requests).toHaveLength(0)
    expect(jira.requests).toHaveLength(0)
  })

  it('fails on an expired Jira token (answers as an anonymous user) as a credential error, posting nothing', async () => {
    jira.mode = 'expired-token'
    const run = await push()
    const errors = expectOneError(run)
    expect(errors[0]).toMatch(
      /Jira refused jira-username and jira-api-token \(401 to GET \/rest\/api\/2\/myself.*expire after at most a year.*No attestation was posted/
    )
    expect(run.stdout).not.toMatch(/Jira has no issue/)
    expect(run.outputs['missing-issue-keys']).toBeUndefined()
    expect(sandbox.requests).toHaveLength(0)
  })

  it('fails on a single sign-on login page from Jira Server as a credential error, posting nothing', async () => {
    jira.mode = 'sso-login-page'
    const run = await push({ 'jira-username': '', 'jira-api-token': '', 'jira-pat': jira.pat })
    const errors = expectOneError(run)
    expect(errors[0]).toMatch(
      /Jira did not accept jira-pat: it answered GET \/rest\/api\/2\/myself \(status 200\) with an HTML page .*"Sign in - Acme SSO".*single sign-on login page.*No attestation was posted/
    )
    expect(run.outputs['found-issue-keys']).toBeUndefined()
    expect(sandbox.requests).toHaveLength(0)
  })

  it('records the full commit for a short commit-sha found in the payload', async () => {
    const run = await push({ 'commit-sha': '2222222' })
    expect(run.exitCode).toBe(0)
    const data = await postedData(postsIn(sandbox.requests)[0])
    expect((data.git_commit_info as { sha1: string }).sha1).toBe('2'.repeat(40))
  })

  it('resolves a short commit-sha the payload lacks through the GitHub API, reading it once', async () => {
    const run = await runStep({
      inputs: jiraInputs({ 'commit-sha': OTHER_SHA.slice(0, 8), 'github-token': github.token }),
      event: event('pull-request-null-body.json'),
      eventName: 'pull_request',
      env: { GITHUB_API_URL: github.apiUrl, GITHUB_SHA: MERGE_SHA, GITHUB_HEAD_REF: 'x' }
    })
    expect(run.exitCode).toBe(0)
    expect(run.outputs['issue-keys']).toBe('["ABC-1"]')
    expect(github.requests.map(r => r.path)).toEqual([
      `/repos/acme/web-app/commits/${OTHER_SHA.slice(0, 8)}`
    ])
    const data = await postedData(postsIn(sandbox.requests)[0])
    expect(data.git_commit_info).toMatchObject({ sha1: OTHER_SHA, message: 'ABC-1 follow-up' })
  })

  it('refuses a short commit-sha it cannot resolve with one input error, sending nothing', async () => {
    const run = await push({ 'commit-sha': 'abcdef1' })
    const errors = expectOneError(run)
    expect(errors[0]).toMatch(
      /^Input "commit-sha" has "abcdef1", a short commit id that could not be resolved to a full one \(.*github-token is empty\); expected the full 40-character commit SHA/
    )
    expect(sandbox.requests).toHaveLength(0)
    expect(jira.requests).toHaveLength(0)
  })

  it('reads the pull request a push to main merged, through the API', async () => {
    const run = await push(
      { 'github-token': github.token, 'key-sources': 'pr-title,pr-body' },
      { GITHUB_API_URL: github.apiUrl }
    )
    expect(run.exitCode).toBe(0)
    expect(run.outputs['issue-keys']).toBe('["ABC-12","PROJ-7"]')
    expect(github.requests.map(r => r.path)).toEqual([
      `/repos/acme/web-app/commits/${PUSH_HEAD}/pulls`
    ])
  })

  it('attests an artifact with evidence, an attachment, and conforms to the published description', async () => {
    const attachment = join(work, 'report.txt')
    await writeFile(attachment, 'evidence\n')
    const run = await push({
      fingerprint: COMPLIANT_FINGERPRINT,
      attachment,
      description: 'Issues of release 1.4.0',
      'origin-url': 'https://ci.acme.example/runs/1',
      'user-data': '{"build": 42}',
      annotations: 'team=payments\nticket-system=jira',
      'external-urls': 'dashboard=https://grafana.acme.example/d/1',
      'jira-issue-fields': '*all'
    })
    expect(run.exitCode).toBe(0)
    expect(run.outputs.fingerprint).toBe(COMPLIANT_FINGERPRINT)
    const [post] = postsIn(sandbox.requests)
    const form = await new Response(new Uint8Array(post?.body ?? Buffer.alloc(0)), {
      headers: { 'content-type': post?.contentType ?? '' }
    }).formData()
    const file = form.get('attachment_file')
    expect(file).toBeInstanceOf(Blob)
    expect(await (file as Blob).text()).toBe('evidence\n')
    const data = await postedData(post)
    expect(data).toMatchObject({
      artifact_fingerprint: COMPLIANT_FINGERPRINT,
      description: 'Issues of release 1.4.0',
      origin_url: 'https://ci.acme.example/runs/1',
      user_data: { build: 42 },
      annotations: { team: 'payments', 'ticket-system': 'jira' },
      external_urls: { dashboard: { href: 'https://grafana.acme.example/d/1' } }
    })
    // The contract part needs the published description (skipped, and said so, without it).
    await expectConformingRequests(sandbox.requests)
  })

  it('reads the commit of a workflow_dispatch run from the local checkout', async () => {
    const repo = await mkdtemp(join(work, 'checkout-'))
    const git = (...args: string[]) =>
      execFileSync(
        'git',
        ['-c', 'user.name=Dana Lee', '-c', 'user.email=dana@acme.example', ...args],
        { cwd: repo }
      )
        .toString()
        .trim()
    git('init', '-q')
    git('commit', '-q', '--allow-empty', '-m', 'Release prep for OPS-42')
    const sha = git('rev-parse', 'HEAD')
    const run = await runStep({
      inputs: jiraInputs({ 'key-sources': 'commits' }),
      event: event('workflow-dispatch.json'),
      eventName: 'workflow_dispatch',
      cwd: repo,
      env: { GITHUB_SHA: sha }
    })
    expect(run.exitCode).toBe(0)
    expect(run.outputs['issue-keys']).toBe('["OPS-42"]')
    expect((await postedData(postsIn(sandbox.requests)[0])).git_commit_info).toMatchObject({
      sha1: sha,
      author: 'Dana Lee <dana@acme.example>'
    })
  })

  it('records no commit for a deleted branch but still searches its name', async () => {
    const run = await runStep({
      inputs: jiraInputs(),
      event: event('push-deleted-branch.json'),
      eventName: 'push',
      env: {
        GITHUB_REF_NAME: 'feature/ABC-12-checkout',
        GITHUB_SHA: '1111111111111111111111111111111111111111'
      }
    })
    expect(run.exitCode).toBe(0)
    expect(run.outputs['issue-keys']).toBe('["ABC-12"]')
    expect((await postedData(postsIn(sandbox.requests)[0])).git_commit_info).toBeUndefined()
  })

  it('never prints a token, even with step debugging on', async () => {
    const debug = { ACTIONS_STEP_DEBUG: 'true', GITHUB_API_URL: github.apiUrl }
    const pr = { event: event('pull-request-null-body.json'), eventName: 'pull_request' }
    const runs = await Promise.all([
      push({ 'github-token': github.token, 'key-sources': 'commits,pr-title' }, debug),
      push({ 'jira-api-token': `${jira.apiToken}x` }, debug),
      push({ 'dry-run': 'true' }, debug),
      runStep({
        inputs: jiraInputs({
          'jira-username': '',
          'jira-api-token': '',
          'jira-pat': jira.pat,
          'github-token': github.token
        }),
        ...pr,
        env: debug
      }),
      runStep({
        inputs: jiraInputs({
          'jira-username': '',
          'jira-api-token': '',
          'jira-pat': `${jira.pat}x`
        }),
        ...pr,
        env: debug
      })
    ])
    const basic = Buffer.from(`${jira.username}:${jira.apiToken}`).toString('base64')
    const secrets = [sandbox.token, jira.apiToken, jira.pat, basic, github.token]
    for (const run of runs) {
      const printed = [run.stdout, run.stderr]
        .join('\n')
        .split('\n')
        .filter(line => !line.startsWith('::add-mask::'))
      const everything = [...printed, run.summary, ...Object.values(run.outputs)].join('\n')
      for (const secret of secrets) expect(everything).not.toContain(secret)
    }
    // The tokens and the Basic header value were masked before any request.
    expect(runs[0]?.stdout).toContain(`::add-mask::${basic}`)
    expect(runs[0]?.stdout).toContain(`::add-mask::${jira.apiToken}`)
    expect(runs[3]?.stdout).toContain(`::add-mask::${jira.pat}`)
    expect(runs[3]?.stdout).toContain(`::add-mask::${github.token}`)
    expect(runs[1]?.exitCode).not.toBe(0)
  })
})
