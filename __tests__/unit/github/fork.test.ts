/**
 * A run from a fork is told by its payload: a pull request whose head repository is not its
 * base repository, on an event GitHub runs without secrets for forks.
 */
import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { forkOf, readRunFacts } from '../../../src/github/event.js'
import { useTempDir } from '../../kit/temp.js'

const work = useTempDir('fork-')

async function factsOf(eventName: string, payload: unknown) {
  const path = join(work.path, `${eventName}-${Math.random().toString(36).slice(2)}.json`)
  await writeFile(path, JSON.stringify(payload))
  return readRunFacts({ GITHUB_EVENT_NAME: eventName, GITHUB_EVENT_PATH: path })
}

const pullRequest = (head: unknown, base: unknown) => ({
  pull_request: {
    number: 3,
    title: 't',
    head: { sha: 'a'.repeat(40), repo: head },
    base: { repo: base }
  }
})

describe('forkOf', () => {
  it.each(['pull_request', 'pull_request_review', 'pull_request_review_comment'])(
    'names the fork of a %s run',
    async event => {
      const facts = await factsOf(
        event,
        pullRequest({ full_name: 'someone/web-app' }, { full_name: 'acme/web-app' })
      )
      expect(forkOf(facts)).toBe('someone/web-app')
    }
  )

  it('is undefined for a pull request from a branch of the same repository', async () => {
    const facts = await factsOf(
      'pull_request',
      pullRequest({ full_name: 'acme/web-app' }, { full_name: 'Acme/Web-App' })
    )
    expect(forkOf(facts)).toBeUndefined()
  })

  it('is undefined for pull_request_target, which runs with the base repository secrets', async () => {
    const facts = await factsOf(
      'pull_request_target',
      pullRequest({ full_name: 'someone/web-app' }, { full_name: 'acme/web-app' })
    )
    expect(forkOf(facts)).toBeUndefined()
  })

  it.each([
    ['a push', 'push', { head_commit: null }],
    ['a deleted head repository', 'pull_request', pullRequest(null, { full_name: 'acme/web-app' })],
    ['a payload of the wrong shape', 'pull_request', pullRequest('someone', 7)]
  ])('is undefined for %s', async (_what, event, payload) => {
    expect(forkOf(await factsOf(event, payload))).toBeUndefined()
  })
})
