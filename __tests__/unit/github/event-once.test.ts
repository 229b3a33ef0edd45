/**
 * The step's event payload is parsed once: the trail default, the run's commit and the record
 * all ask for the run's facts, and a payload can be large. New runner variables (another
 * payload file) are read afresh.
 */
import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { readRunFacts } from '../../../src/github/event.js'
import { useTempDir } from '../../kit/temp.js'

const work = useTempDir('event-once-')
const saved = { ...process.env }

afterEach(() => {
  for (const name of ['GITHUB_EVENT_PATH', 'GITHUB_EVENT_NAME', 'GITHUB_REPOSITORY']) {
    if (saved[name] === undefined) delete process.env[name]
    else process.env[name] = saved[name]
  }
})

const payload = (title: string): string =>
  JSON.stringify({ pull_request: { number: 7, title, head: { sha: 'a'.repeat(40) } } })

describe('readRunFacts from the step environment', () => {
  it('parses the payload once while the runner variables stay the same', async () => {
    const first = join(work.path, 'first.json')
    await writeFile(first, payload('first title'))
    process.env.GITHUB_EVENT_PATH = first
    process.env.GITHUB_EVENT_NAME = 'pull_request'
    delete process.env.GITHUB_REPOSITORY
    expect(readRunFacts().pullRequest?.title).toBe('first title')
    // The same variables: the facts already read, not the file as it is now.
    await writeFile(first, payload('rewritten title'))
    expect(readRunFacts().pullRequest?.title).toBe('first title')
  })

  it('reads again when a runner variable names another payload', async () => {
    const second = join(work.path, 'second.json')
    await writeFile(second, payload('second title'))
    process.env.GITHUB_EVENT_PATH = second
    process.env.GITHUB_EVENT_NAME = 'pull_request'
    expect(readRunFacts().pullRequest?.title).toBe('second title')
  })

  it('reads an environment given explicitly every time', async () => {
    const third = join(work.path, 'third.json')
    await writeFile(third, payload('third title'))
    const env = { GITHUB_EVENT_PATH: third, GITHUB_EVENT_NAME: 'pull_request' }
    expect(readRunFacts(env).pullRequest?.title).toBe('third title')
    await writeFile(third, payload('changed title'))
    expect(readRunFacts(env).pullRequest?.title).toBe('changed title')
  })
})
