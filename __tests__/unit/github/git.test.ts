import { execFileSync } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { readLocalCommit } from '../../../src/github/git.js'

let repo: string
let sha: string

beforeAll(async () => {
  repo = await mkdtemp(join(tmpdir(), 'git-read-'))
  const git = (...args: string[]) =>
    execFileSync(
      'git',
      ['-c', 'user.name=Alice Ng', '-c', 'user.email=alice@acme.example', ...args],
      {
        cwd: repo,
        env: {
          ...process.env,
          GIT_COMMITTER_DATE: '1763630000 +0000',
          GIT_AUTHOR_DATE: '1763620000 +0000'
        }
      }
    )
      .toString()
      .trim()
  git('init', '-q')
  await writeFile(join(repo, 'a.txt'), 'a')
  git('add', 'a.txt')
  git('commit', '-q', '-m', 'ABC-1: first line', '-m', 'Body with OPS-42.')
  sha = git('rev-parse', 'HEAD')
})

afterAll(async () => {
  await rm(repo, { recursive: true, force: true })
})

describe('readLocalCommit', () => {
  it('reads the full message, author and commit time of a commit in the checkout', async () => {
    expect(await readLocalCommit(sha, repo)).toEqual({
      sha,
      author: 'Alice Ng <alice@acme.example>',
      timestamp: 1763630000,
      message: 'ABC-1: first line\n\nBody with OPS-42.'
    })
  })

  it('accepts a short sha', async () => {
    expect((await readLocalCommit(sha.slice(0, 8), repo)).sha).toBe(sha)
  })

  it('fails with a reason for a commit the checkout lacks', async () => {
    await expect(readLocalCommit('f'.repeat(40), repo)).rejects.toThrow(/^git log failed: /)
  })

  it('fails with a reason when there is no checkout', async () => {
    await expect(readLocalCommit(sha, tmpdir())).rejects.toThrow(
      'there is no git checkout in GITHUB_WORKSPACE'
    )
    await expect(readLocalCommit(sha, undefined)).rejects.toThrow(
      'there is no git checkout in GITHUB_WORKSPACE'
    )
  })

  it('refuses something that is not a commit id before running git', async () => {
    await expect(readLocalCommit('--output=/tmp/x', repo)).rejects.toThrow(/is not a commit id/)
  })
})
