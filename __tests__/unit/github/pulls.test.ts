import type { GitHubClient, GitHubRequest } from '../../../src/github/api.js'
import { clientOf } from '../../kit/github-client.js'
import { getPull, readPullEvidence } from '../../../src/github/pulls.js'

/** Answers GitHub's routes from a table, one page each; records what was asked. */
function fakeGitHub(answers: Record<string, unknown>): { request: GitHubClient; asked: string[] } {
  const asked: string[] = []
  const request: GitHubRequest = async (route, parameters) => {
    asked.push(route)
    if (!(route in answers)) throw new Error(`unexpected ${route} ${JSON.stringify(parameters)}`)
    return { data: answers[route], headers: {}, url: 'https://api.github.com/x' }
  }
  return { request: clientOf(request), asked }
}

const PULL = {
  number: 7,
  html_url: 'https://github.com/acme/web-app/pull/7',
  state: 'closed',
  title: 'Drop the old client',
  user: { login: 'bob' },
  created_at: '2026-11-19T08:00:00Z',
  merged_at: null,
  merge_commit_sha: 'a'.repeat(40),
  head: { ref: 'drop-client', sha: 'b'.repeat(40) },
  base: { ref: 'main' },
  unknown_field: { kept: true }
}

describe('readPullEvidence', () => {
  it('calls a closed, unmerged pull request CLOSED, with no merge commit', async () => {
    const { request } = fakeGitHub({
      'GET /repos/{owner}/{repo}/pulls/{pull_number}/commits': [],
      'GET /repos/{owner}/{repo}/pulls/{pull_number}/reviews': []
    })
    const pull = await readPullEvidence(request, 'acme/web-app', PULL)
    expect(pull).toMatchObject({ state: 'CLOSED', author: 'bob', headRef: 'drop-client' })
    expect(pull.mergeCommit).toBeUndefined()
    expect(pull.mergedAt).toBeUndefined()
  })

  it('keeps only approving reviews, a deleted reviewer as ghost, every approval in order', async () => {
    const { request } = fakeGitHub({
      'GET /repos/{owner}/{repo}/pulls/{pull_number}/commits': [],
      'GET /repos/{owner}/{repo}/pulls/{pull_number}/reviews': [
        { state: 'COMMENTED', user: { login: 'erin' }, submitted_at: '2026-11-19T09:00:00Z' },
        { state: 'APPROVED', user: null, submitted_at: '2026-11-19T10:00:00Z' },
        { state: 'PENDING', user: { login: 'frank' } },
        { state: 'DISMISSED', user: { login: 'grace' }, submitted_at: '2026-11-19T10:30:00Z' },
        { state: 'APPROVED', user: { login: 'heidi' } }
      ]
    })
    const pull = await readPullEvidence(request, 'acme/web-app', PULL)
    expect(pull.approvals).toEqual([
      { login: 'ghost', submittedAt: Date.parse('2026-11-19T10:00:00Z') / 1000 },
      { login: 'heidi' }
    ])
  })

  it('takes a commit’s author date, else its committer date, and its GitHub login when known', async () => {
    const { request } = fakeGitHub({
      'GET /repos/{owner}/{repo}/pulls/{pull_number}/commits': [
        {
          sha: 'c'.repeat(40),
          author: null,
          commit: {
            message: 'Drop it',
            author: { name: 'Bob Roe', email: 'bob@acme.example' },
            committer: { date: '2026-11-19T07:00:00Z' }
          }
        }
      ],
      'GET /repos/{owner}/{repo}/pulls/{pull_number}/reviews': []
    })
    const [commit] = (await readPullEvidence(request, 'acme/web-app', PULL)).commits
    expect(commit).toEqual({
      sha: 'c'.repeat(40),
      headline: 'Drop it',
      author: 'Bob Roe <bob@acme.example>',
      timestamp: Date.parse('2026-11-19T07:00:00Z') / 1000
    })
  })
})

describe('readPullEvidence, as the vendor CLI records a pull request', () => {
  // internal/github/github.go (buildPREvidence): baseRefName, each commit's messageHeadline,
  // and signature { isValid, state } only for a signed commit.
  it("keeps the base branch, each message headline, and a signed commit's verdict", async () => {
    const commit = (sha: string, message: string, verification?: unknown) => ({
      sha,
      author: null,
      commit: { message, author: { name: 'Bob Roe', email: 'bob@acme.example' }, verification }
    })
    const { request } = fakeGitHub({
      'GET /repos/{owner}/{repo}/pulls/{pull_number}/commits': [
        commit('1'.repeat(40), 'Sign it\r\n\nThe body, left out', {
          verified: true,
          reason: 'valid'
        }),
        commit('2'.repeat(40), 'Key gone\nmore', { verified: false, reason: 'unknown_key' }),
        commit('3'.repeat(40), 'Unsigned', { verified: false, reason: 'unsigned' }),
        commit('4'.repeat(40), 'Old answer')
      ],
      'GET /repos/{owner}/{repo}/pulls/{pull_number}/reviews': []
    })
    const pull = await readPullEvidence(request, 'acme/web-app', {
      ...PULL,
      base: { ref: 'release/1.x' }
    })
    expect(pull.baseRef).toBe('release/1.x')
    expect(pull.commits.map(c => [c.headline, c.signature])).toEqual([
      ['Sign it', { verified: true, state: 'VALID' }],
      ['Key gone', { verified: false, state: 'UNKNOWN_KEY' }],
      ['Unsigned', undefined],
      ['Old answer', undefined]
    ])
  })
})

describe('getPull', () => {
  it('refuses an answer that is not a pull request, saying what was expected', async () => {
    const { request } = fakeGitHub({
      'GET /repos/{owner}/{repo}/pulls/{pull_number}': { message: 'Moved Permanently' }
    })
    await expect(getPull(request, 'acme/web-app', 7)).rejects.toThrow(
      'the GitHub API did not answer with a pull request'
    )
  })
})
