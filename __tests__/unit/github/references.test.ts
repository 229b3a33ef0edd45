import { join } from 'node:path'
import type { GitHubClient, GitHubRequest } from '../../../src/github/api.js'
import { clientOf } from '../../kit/github-client.js'
import { readRunFacts, type CommitFacts } from '../../../src/github/event.js'
import { InputError } from '../../../src/inputs/input-error.js'
import { gatherReferences } from '../../../src/github/references.js'
import { subjectSha } from '../../../src/github/subject-commit.js'

import { expectUnreadCommitKept, noCheckout } from '../../kit/unread-commit.js'

const EVENTS = join(process.cwd(), '__fixtures__', 'events')
const PR_HEAD = '6666666666666666666666666666666666666666'
const MERGE_SHA = '7777777777777777777777777777777777777777'

function env(event: string, eventName: string, extra: Record<string, string> = {}) {
  return {
    GITHUB_EVENT_PATH: join(EVENTS, event),
    GITHUB_EVENT_NAME: eventName,
    GITHUB_SHA: MERGE_SHA,
    GITHUB_REF_NAME: 'main',
    GITHUB_SERVER_URL: 'https://github.com',
    GITHUB_REPOSITORY: 'acme/web-app',
    GITHUB_REPOSITORY_ID: '123456',
    ...extra
  }
}

/** A fake GitHub API that records the routes asked for. */
function fakeGitHub(answers: Record<string, unknown>): {
  calls: string[]
  connect: () => Promise<GitHubClient>
} {
  const calls: string[] = []
  const request: GitHubRequest = async (route, parameters) => {
    const path = route
      .replace(/^GET /, '')
      .replace(/\{(\w+)\}/g, (_, name: string) => String(parameters[name]))
    calls.push(path)
    if (!(path in answers)) throw new Error(`Not Found - ${path}`)
    return { data: answers[path] }
  }
  return { calls, connect: async () => clientOf(request) }
}

const ALL = ['commits', 'branch', 'pr-title', 'pr-body'] as const

describe('gatherReferences on push', () => {
  it('searches every commit of the push, not only the head', async () => {
    const facts = readRunFacts(env('push-commits.json', 'push'))
    const refs = await gatherReferences(facts, {
      sources: ['commits'],
      readLocalCommit: noCheckout
    })
    expect(refs.texts.map(t => t.text.split('\n')[0])).toEqual([
      'abc-1: set up the build',
      'Fix checkout timeouts (OPS-42, ABC-99999)'
    ])
    expect(refs.searched).toEqual([{ source: 'commits', detail: '2 commits (2222222, 3333333)' }])
    expect(refs.commit).toEqual({
      sha: '3333333333333333333333333333333333333333',
      message: 'Fix checkout timeouts (OPS-42, ABC-99999)\n\nBumps a library for CVE-2026-41284.',
      author: 'Bob Roe <bob@acme.example>',
      timestamp: Date.parse('2026-11-20T10:30:00+01:00') / 1000,
      url: 'https://github.com/acme/web-app/commit/3333333333333333333333333333333333333333'
    })
    expect(refs.branch).toBe('main')
  })

  it('reports the pull request sources unreadable, with a reason, when there is no token', async () => {
    const facts = readRunFacts(env('push-commits.json', 'push'))
    const refs = await gatherReferences(facts, { sources: ALL, readLocalCommit: noCheckout })
    const reason = 'the push event has no pull request in its payload and github-token is empty'
    expect(refs.unreadable).toEqual([
      { source: 'pr-title', reason },
      { source: 'pr-body', reason }
    ])
    expect(refs.texts.map(t => t.source)).toEqual(['commits', 'commits', 'branch'])
  })

  it('reads the pull request a push merged through the API', async () => {
    const head = '3333333333333333333333333333333333333333'
    const github = fakeGitHub({
      [`/repos/acme/web-app/commits/${head}/pulls`]: [
        {
          number: 3,
          title: 'Other',
          body: null,
          merge_commit_sha: 'f'.repeat(40),
          head: { sha: 'e'.repeat(40) }
        },
        {
          number: 9,
          title: 'ABC-12 checkout',
          body: 'Closes OPS-42',
          merge_commit_sha: head,
          head: { sha: 'd'.repeat(40) }
        }
      ]
    })
    const facts = readRunFacts(env('push-commits.json', 'push'))
    const refs = await gatherReferences(facts, {
      sources: ALL,
      github: github.connect,
      readLocalCommit: noCheckout
    })
    expect(refs.unreadable).toEqual([])
    expect(refs.texts.filter(t => t.source.startsWith('pr-'))).toEqual([
      { source: 'pr-title', text: 'ABC-12 checkout' },
      { source: 'pr-body', text: 'Closes OPS-42' }
    ])
    expect(github.calls).toEqual([`/repos/acme/web-app/commits/${head}/pulls`])
  })

  it('says so when no pull request has the commit, without a warning', async () => {
    const github = fakeGitHub({
      '/repos/acme/web-app/commits/3333333333333333333333333333333333333333/pulls': []
    })
    const facts = readRunFacts(env('push-commits.json', 'push'))
    const refs = await gatherReferences(facts, { sources: ['pr-title'], github: github.connect })
    expect(refs.unreadable).toEqual([])
    expect(refs.searched).toEqual([
      { source: 'pr-title', detail: 'no pull request has commit 3333333' }
    ])
  })

  it('names an API failure as the reason a source is unreadable, and reads the others', async () => {
    const github = fakeGitHub({})
    const facts = readRunFacts(env('push-commits.json', 'push'))
    const refs = await gatherReferences(facts, {
      sources: ALL,
      github: github.connect,
      readLocalCommit: noCheckout
    })
    expect(refs.unreadable[0]).toMatchObject({
      source: 'pr-title',
      reason: expect.stringMatching(
        /^the GitHub API could not list the pull requests of 3333333: Not Found/
      )
    })
    expect(refs.texts.map(t => t.source)).toEqual(['commits', 'commits', 'branch'])
  })

  it('uses the head commit of a push that carried no commits', async () => {
    const facts = readRunFacts(
      env('push-no-commits.json', 'push', { GITHUB_REF_NAME: 'release/2026-11' })
    )
    const refs = await gatherReferences(facts, { sources: ['commits', 'branch'] })
    expect(refs.texts).toEqual([
      { source: 'commits', text: 'PROJ-7 quarterly access review' },
      { source: 'branch', text: 'release/2026-11' }
    ])
  })

  it('searches no commit and records none for a deleted branch', async () => {
    const facts = readRunFacts(
      env('push-deleted-branch.json', 'push', { GITHUB_REF_NAME: 'feature/ABC-12-checkout' })
    )
    expect(facts.push).toEqual({ commits: [], headCommit: undefined })
    const refs = await gatherReferences(facts, { sources: ['commits', 'branch'] })
    expect(refs.searched[0]).toEqual({
      source: 'commits',
      detail: 'no commits (the push carried none)'
    })
    expect(refs.texts).toEqual([{ source: 'branch', text: 'feature/ABC-12-checkout' }])
    // GITHUB_SHA reverts to the default branch when a branch is deleted: never attest it.
    expect(refs.commit).toBeUndefined()
  })
})

describe('gatherReferences on pull_request', () => {
  const prEnv = () =>
    env('pull-request-null-body.json', 'pull_request', {
      GITHUB_HEAD_REF: 'feature/abc-12-checkout'
    })

  it('uses the head commit, never the merge commit in GITHUB_SHA', () => {
    expect(subjectSha(readRunFacts(prEnv()))).toBe(PR_HEAD)
  })

  it('reads title, a null body as empty text, and the head branch', async () => {
    const facts = readRunFacts(prEnv())
    const refs = await gatherReferences(facts, { sources: ['branch', 'pr-title', 'pr-body'] })
    expect(refs.texts).toEqual([
      { source: 'branch', text: 'feature/abc-12-checkout' },
      { source: 'pr-title', text: 'ABC-123: dark mode' },
      { source: 'pr-body', text: '' }
    ])
    expect(refs.searched.map(s => s.detail)).toEqual([
      'feature/abc-12-checkout',
      'pull request #12',
      'pull request #12'
    ])
  })

  it('reports the head commit unreadable, with a reason, when there is no checkout and no token', async () => {
    const refs = await gatherReferences(readRunFacts(prEnv()), {
      sources: ['commits'],
      readLocalCommit: noCheckout
    })
    expect(refs.unreadable).toEqual([
      {
        source: 'commits',
        reason:
          'commit 6666666 could not be read: there is no git checkout in GITHUB_WORKSPACE, and github-token is empty'
      }
    ])
    expectUnreadCommitKept(
      refs,
      PR_HEAD,
      'commit 6666666 could not be read: there is no git checkout in GITHUB_WORKSPACE, and github-token is empty'
    )
  })

  it('does not mention github-token for a command that never reads the API', async () => {
    const refs = await gatherReferences(readRunFacts(prEnv()), {
      sources: [],
      localOnly: true,
      readLocalCommit: noCheckout
    })
    expectUnreadCommitKept(
      refs,
      PR_HEAD,
      'commit 6666666 could not be read: there is no git checkout in GITHUB_WORKSPACE'
    )
  })

  it('reads the head commit message through the API, once', async () => {
    const github = fakeGitHub({
      [`/repos/acme/web-app/commits/${PR_HEAD}`]: {
        sha: PR_HEAD,
        html_url: `https://github.com/acme/web-app/commit/${PR_HEAD}`,
        commit: {
          message: 'OPS-42 rotate credentials',
          author: { name: 'Alice Ng', email: 'alice@acme.example', date: '2026-11-20T08:00:00Z' },
          committer: { date: '2026-11-20T08:05:00Z' }
        }
      }
    })
    const refs = await gatherReferences(readRunFacts(prEnv()), {
      sources: ['commits'],
      github: github.connect,
      readLocalCommit: noCheckout
    })
    expect(refs.texts).toEqual([{ source: 'commits', text: 'OPS-42 rotate credentials' }])
    expect(refs.commit).toMatchObject({
      sha: PR_HEAD,
      author: 'Alice Ng <alice@acme.example>',
      timestamp: Date.parse('2026-11-20T08:05:00Z') / 1000
    })
    expect(refs.commitUnread).toBeUndefined()
    expect(github.calls).toEqual([`/repos/acme/web-app/commits/${PR_HEAD}`])
  })

  it('prefers the local checkout to the API', async () => {
    const github = fakeGitHub({})
    const local: CommitFacts = {
      sha: PR_HEAD,
      message: 'ABC-1 from git',
      author: 'A <a@b>',
      timestamp: 1
    }
    const refs = await gatherReferences(readRunFacts(prEnv()), {
      sources: ['commits'],
      github: github.connect,
      readLocalCommit: async () => local
    })
    expect(refs.texts).toEqual([{ source: 'commits', text: 'ABC-1 from git' }])
    expect(github.calls).toEqual([])
  })
})

describe('gatherReferences on other events', () => {
  it('reads the commit of GITHUB_SHA on workflow_dispatch', async () => {
    const shas: string[] = []
    const refs = await gatherReferences(
      readRunFacts(env('workflow-dispatch.json', 'workflow_dispatch')),
      {
        sources: ['commits', 'branch', 'pr-title'],
        readLocalCommit: async sha => {
          shas.push(sha)
          return { sha, message: 'ABC-1 release' }
        }
      }
    )
    expect(shas).toEqual([MERGE_SHA])
    expect(refs.texts).toEqual([
      { source: 'commits', text: 'ABC-1 release' },
      { source: 'branch', text: 'main' }
    ])
    expect(refs.unreadable).toEqual([
      {
        source: 'pr-title',
        reason:
          'the workflow_dispatch event has no pull request in its payload and github-token is empty'
      }
    ])
  })

  it('searches only commit-sha when it is given, even on push', async () => {
    const sha = 'abcdef1234567'.padEnd(40, '0')
    const refs = await gatherReferences(readRunFacts(env('push-commits.json', 'push')), {
      sources: ['commits'],
      commitSha: sha,
      readLocalCommit: async read => ({ sha: read, message: 'OPS-42' })
    })
    expect(refs.texts).toEqual([{ source: 'commits', text: 'OPS-42' }])
    expect(refs.commit?.sha).toBe(sha)
  })

  it('resolves a short commit-sha to the full commit of the event payload, with no read', async () => {
    const reads: string[] = []
    const refs = await gatherReferences(readRunFacts(env('push-commits.json', 'push')), {
      sources: ['commits'],
      commitSha: '2222222',
      readLocalCommit: async read => {
        reads.push(read)
        throw new Error('no checkout')
      }
    })
    expect(refs.commit?.sha).toBe('2'.repeat(40))
    expect(refs.texts).toHaveLength(1)
    expect(reads).toEqual([])
  })

  it('resolves a short commit-sha through the GitHub API, reading the commit once', async () => {
    const full = 'abcdef1'.padEnd(40, '9')
    const calls: string[] = []
    const request: GitHubRequest = async (route, parameters) => {
      calls.push(`${route} ${String(parameters.ref)}`)
      return {
        data: { sha: full, html_url: null, commit: { message: 'ABC-1 hotfix', author: null } }
      }
    }
    const refs = await gatherReferences(readRunFacts(env('push-commits.json', 'push')), {
      sources: ['commits'],
      commitSha: 'abcdef1',
      github: async () => clientOf(request),
      readLocalCommit: noCheckout
    })
    expect(refs.commit?.sha).toBe(full)
    expect(refs.texts).toEqual([{ source: 'commits', text: 'ABC-1 hotfix' }])
    expect(calls).toEqual(['GET /repos/{owner}/{repo}/commits/{ref} abcdef1'])
  })

  it('refuses a short commit-sha it cannot resolve, as an input error naming the cause', async () => {
    const refused = gatherReferences(readRunFacts(env('push-commits.json', 'push')), {
      sources: ['branch'],
      commitSha: 'abcdef1',
      readLocalCommit: noCheckout
    })
    await expect(refused).rejects.toBeInstanceOf(InputError)
    await expect(refused).rejects.toThrow(
      /^Input "commit-sha" has "abcdef1", a short commit id that could not be resolved to a full one \(commit abcdef1 could not be read: .*github-token is empty\); expected the full 40-character commit SHA/
    )
  })

  it('reports a missing payload and falls back to GITHUB_SHA', async () => {
    const facts = readRunFacts({ ...env('no-such-file.json', 'push') })
    expect(facts.payloadProblem).toMatch(/could not be read/)
    expect(subjectSha(facts)).toBe(MERGE_SHA)
  })
})
