/**
 * The one route by which every command reads the run's commit: the subject commit, resolved
 * and read once, without searching any text for issue keys.
 */
import { join } from 'node:path'
import { readRunFacts } from '../../../src/github/event.js'
import { InputError } from '../../../src/inputs/input-error.js'
import { readSubjectCommit } from '../../../src/github/subject-commit.js'

import { expectUnreadCommitKept, noCheckout } from '../../kit/unread-commit.js'

const EVENTS = join(process.cwd(), '__fixtures__', 'events')
const MERGE_SHA = '7777777777777777777777777777777777777777'
const PUSH_HEAD = '3333333333333333333333333333333333333333'

function facts(event: string, eventName: string) {
  return readRunFacts({
    GITHUB_EVENT_PATH: join(EVENTS, event),
    GITHUB_EVENT_NAME: eventName,
    GITHUB_SHA: MERGE_SHA,
    GITHUB_REF_NAME: 'main',
    GITHUB_SERVER_URL: 'https://github.com',
    GITHUB_REPOSITORY: 'acme/web-app'
  })
}

describe('readSubjectCommit', () => {
  it("reads a push's head commit from the payload, with its branch", async () => {
    const subject = await readSubjectCommit(facts('push-commits.json', 'push'), {
      readLocalCommit: noCheckout,
      localOnly: true
    })
    expect(subject.commit?.sha).toBe(PUSH_HEAD)
    expect(subject.commit?.message).toMatch(/^Fix checkout timeouts/)
    expect(subject.commit?.url).toBe(`https://github.com/acme/web-app/commit/${PUSH_HEAD}`)
    expect(subject.commitUnread).toBeUndefined()
    expect(subject.branch).toBe('main')
  })

  it('resolves a short commit-sha through the commits the event names', async () => {
    const subject = await readSubjectCommit(facts('push-commits.json', 'push'), {
      commitSha: '2222222',
      readLocalCommit: noCheckout,
      localOnly: true
    })
    expect(subject.commit?.sha).toBe('2222222222222222222222222222222222222222')
  })

  it('keeps the id and URL, and says why, when the commit cannot be read', async () => {
    const subject = await readSubjectCommit(facts('workflow-dispatch.json', 'workflow_dispatch'), {
      readLocalCommit: noCheckout,
      localOnly: true
    })
    expectUnreadCommitKept(
      subject,
      MERGE_SHA,
      'commit 7777777 could not be read: there is no git checkout in GITHUB_WORKSPACE'
    )
  })

  it('refuses a short commit-sha that names no known commit, naming commit-sha', async () => {
    const reading = readSubjectCommit(facts('push-commits.json', 'push'), {
      commitSha: 'abcdef1',
      readLocalCommit: noCheckout,
      localOnly: true
    })
    await expect(reading).rejects.toBeInstanceOf(InputError)
    await expect(reading).rejects.toThrow(/^Input "commit-sha" has "abcdef1"/)
  })
})
