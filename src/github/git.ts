/**
 * Reads a commit from the local checkout with `git log`, so no API call is needed when the
 * workflow checked the commit out. Fails (with a reason) when there is no checkout or the
 * commit is not in it: a shallow pull_request checkout has the merge commit, not the head.
 */
import { execFile } from 'node:child_process'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { formatAuthor, type CommitFacts } from './event.js'
import { stepEnv } from '../runner/step-scope.js'

const FORMAT = '%H%x00%an%x00%ae%x00%ct%x00%B'
const TIMEOUT_MS = 15_000

export async function readLocalCommit(
  sha: string,
  workspace: string | undefined
): Promise<CommitFacts> {
  if (!workspace || !existsSync(join(workspace, '.git'))) {
    throw new Error('there is no git checkout in GITHUB_WORKSPACE')
  }
  if (!/^[0-9a-f]{4,64}$/i.test(sha)) throw new Error(`"${sha}" is not a commit id`)
  const output = await git(workspace, ['log', '-1', `--format=${FORMAT}`, sha, '--'])
  const [full = '', name, email, time, ...message] = output.split('\0')
  if (!full) throw new Error(`git log printed nothing for ${sha}`)
  const seconds = Number(time)
  return {
    sha: full.trim(),
    author: formatAuthor(name, email),
    timestamp: Number.isFinite(seconds) ? seconds : undefined,
    message: message.join('\0').replace(/\n+$/, '')
  }
}

function git(cwd: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(
      'git',
      args,
      { cwd, env: stepEnv(), timeout: TIMEOUT_MS, maxBuffer: 16 * 1024 * 1024 },
      (error, stdout, stderr) => {
        if (error) {
          const reason = stderr.trim().split('\n')[0] || error.message
          reject(new Error(`git ${args[0]} failed: ${reason}`))
        } else {
          resolve(stdout)
        }
      }
    )
  })
}
