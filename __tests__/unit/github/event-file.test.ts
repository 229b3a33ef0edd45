/**
 * The event file is read as what the runner writes: a regular JSON file of at most GitHub's
 * 25 MB payload limit. A FIFO or a larger file named by GITHUB_EVENT_PATH is not read (a FIFO
 * would block the step, a huge file fill its memory): the step goes on without the payload
 * and says why.
 */
import { execFileSync } from 'node:child_process'
import { truncate, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { readRunFacts } from '../../../src/github/event.js'
import { useTempDir } from '../../kit/temp.js'

const work = useTempDir('event-file-')

const factsOf = (path: string) =>
  readRunFacts({ GITHUB_EVENT_PATH: path, GITHUB_EVENT_NAME: 'pull_request' })

describe('the event file', () => {
  it('is read when it is a regular JSON file', async () => {
    const path = join(work.path, 'event.json')
    await writeFile(path, JSON.stringify({ pull_request: { number: 7, title: 'Fix' } }))
    const facts = factsOf(path)
    expect(facts.payloadProblem).toBeUndefined()
    expect(facts.pullRequest?.title).toBe('Fix')
  })

  it('is not read when it is a FIFO, and the step says so instead of waiting', () => {
    const path = join(work.path, 'event.fifo')
    execFileSync('mkfifo', [path])
    const facts = factsOf(path)
    expect(facts.pullRequest).toBeUndefined()
    expect(facts.payloadProblem).toMatch(/^the event payload could not be read \(.*regular file/)
  })

  it('is not read past 25 MB, more than GitHub ever sends', async () => {
    const path = join(work.path, 'huge.json')
    await writeFile(path, '')
    await truncate(path, 25 * 1024 * 1024 + 1)
    const facts = factsOf(path)
    expect(facts.pullRequest).toBeUndefined()
    expect(facts.payloadProblem).toBe(
      'the event payload is over 25 MB, more than GitHub ever sends'
    )
  })
})
