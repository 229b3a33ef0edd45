/**
 * What the log says of a commit whose details could not be read: git_commit_info then holds
 * only its id and URL, and the log says so, with why.
 */
import { recordingLogger } from '../../kit/logger.js'
import { gitCommitInfo, logUnreadCommit } from '../../../src/run-commit/commit-records.js'

const SHA = 'abcdef0123456789abcdef0123456789abcdef01'
const URL = `https://github.com/acme/web-app/commit/${SHA}`

describe('logUnreadCommit', () => {
  it('says the record holds only the id and URL, and why', () => {
    const { log, lines } = recordingLogger()
    const references = {
      commit: { sha: SHA, url: URL },
      commitUnread: 'commit abcdef0 could not be read: there is no git checkout in GITHUB_WORKSPACE'
    }
    logUnreadCommit(references, log)
    expect(lines).toEqual([
      'info git_commit_info records only the id and URL of commit abcdef0, not its message, author and time: commit abcdef0 could not be read: there is no git checkout in GITHUB_WORKSPACE.'
    ])
    expect(gitCommitInfo(references, [])).toEqual({ sha1: SHA, url: URL })
  })

  it('says nothing when the commit was read, or when the run names none', () => {
    const { log, lines } = recordingLogger()
    logUnreadCommit({ commit: { sha: SHA, url: URL, message: 'fix' } }, log)
    logUnreadCommit({ commitUnread: 'no commit' }, log)
    expect(lines).toEqual([])
  })
})
