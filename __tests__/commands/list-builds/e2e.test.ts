/**
 * End to end: list-builds as steps run in-process (kit/step.ts), against the
 * sandbox service: paging through every build, filters and time window, result-file and the
 * job summary.
 */
import { readFile } from 'node:fs/promises'
import {
  BUILD_COUNT_IN_DEFAULT_WINDOW,
  BUILD_COUNTS_BY_REPO,
  REPOS
} from '../../../sandbox/fixtures.js'
import { runStep } from '../../kit/step.js'
import { jsonOutput } from '../../kit/service-runs.js'
import { serviceInputs } from '../../kit/examples.js'
import { expectSkippedWithoutRequests } from '../../kit/posted.js'
import { useSandboxSuite } from '../../kit/sandbox-suite.js'
import { getJson } from '../../sandbox/client.js'

interface BuildItem {
  fingerprint: string
  created_at: number
  repo_info: { name: string } | null
}

const { sandbox, work: temp } = useSandboxSuite('e2e-list-builds-')

const listBuilds = (extra: Record<string, string> = {}, env?: Record<string, string>) =>
  runStep({ inputs: serviceInputs(sandbox, 'list-builds', extra), env })

/** Page numbers asked for, in the order they were asked. */
const pagesAsked = () => sandbox.requests.map(request => Number(request.query.get('page')))

/** The builds in the default window, newest first, as the sandbox holds them. */
function expectedBuilds(): string[] {
  const since = Date.now() / 1000 - 28 * 24 * 3600
  return sandbox.store
    .artifactsNewestFirst()
    .filter(artifact => artifact.createdAt >= since)
    .map(artifact => artifact.fingerprint)
}

describe('list-builds', () => {
  it('pages through every build, three pages and more, in order, with count and total', async () => {
    const result = await listBuilds({ 'per-page': '20', 'all-pages': 'true' })
    expect(result.exitCode).toBe(0)
    expect(BUILD_COUNT_IN_DEFAULT_WINDOW).toBeGreaterThan(40)
    expect(result.outputs).toMatchObject({
      outcome: 'ok',
      count: String(BUILD_COUNT_IN_DEFAULT_WINDOW),
      'total-count': String(BUILD_COUNT_IN_DEFAULT_WINDOW)
    })
    const builds = jsonOutput<BuildItem[]>(result.outputs, 'result')
    expect(builds.map(build => build.fingerprint)).toEqual(expectedBuilds())
    const pages = Math.ceil(BUILD_COUNT_IN_DEFAULT_WINDOW / 20)
    expect(pages).toBeGreaterThanOrEqual(3)
    expect(pagesAsked()[0]).toBe(1)
    expect([...pagesAsked()].sort((a, b) => a - b)).toEqual(
      Array.from({ length: pages }, (_, i) => i + 1)
    )
    for (const request of sandbox.requests) expect(request.query.get('per_page')).toBe('20')
  })

  it('refuses an answer for another page than the one asked, instead of listing it again', async () => {
    const { body: firstPage } = await getJson<{ page: number; total_pages: number }>(
      sandbox,
      `/builds/${sandbox.org}?page=1&per_page=20`
    )
    expect(firstPage).toMatchObject({ page: 1 })
    expect(firstPage.total_pages).toBeGreaterThan(1)
    sandbox.faults.add(
      { method: 'GET', path: new RegExp(`^/builds/${sandbox.org}$`), times: Infinity },
      { status: 200, body: firstPage }
    )
    const result = await listBuilds({ 'per-page': '20', 'all-pages': 'true' })
    expect(result.exitCode).toBe(1)
    expect(result.stdout).toMatch(
      /::error::The compliance service answered page 1 when asked for page 2 of the builds/
    )
    expect(result.outputs.result).toBeUndefined()
  })

  it('asks for one page of 15 by default', async () => {
    const result = await listBuilds()
    expect(result.outputs.count).toBe('15')
    expect(result.outputs['total-count']).toBe(String(BUILD_COUNT_IN_DEFAULT_WINDOW))
    expect(sandbox.requests).toHaveLength(1)
    expect(sandbox.requests[0]?.query.get('per_page')).toBe('15')
    expect(jsonOutput<BuildItem[]>(result.outputs, 'result').map(b => b.fingerprint)).toEqual(
      expectedBuilds().slice(0, 15)
    )
  })

  it('stops at max-items without asking for the pages it does not need', async () => {
    const result = await listBuilds({
      'per-page': '5',
      'all-pages': 'true',
      'max-items': '12'
    })
    expect(result.outputs.count).toBe('12')
    expect(result.outputs['total-count']).toBe(String(BUILD_COUNT_IN_DEFAULT_WINDOW))
    expect([...pagesAsked()].sort()).toEqual([1, 2, 3])
    expect(jsonOutput<BuildItem[]>(result.outputs, 'result').map(b => b.fingerprint)).toEqual(
      expectedBuilds().slice(0, 12)
    )
  })

  it('filters by repository and time window, sending start-ts and end-ts as published', async () => {
    const repo = REPOS.find(candidate => candidate.name !== REPOS[0]?.name) ?? REPOS[0]
    if (!repo) throw new Error('the seed has no repositories')
    const byName = await listBuilds({ 'repo-name': repo.name, 'per-page': '50' })
    expect(byName.outputs.count).toBe(String(BUILD_COUNTS_BY_REPO[repo.name]))
    for (const build of jsonOutput<BuildItem[]>(byName.outputs, 'result')) {
      expect(build.repo_info?.name).toBe(repo.name)
    }

    sandbox.clearRequests()
    const now = Math.floor(Date.now() / 1000)
    const start = now - 5 * 24 * 3600
    const end = now - 24 * 3600
    const windowed = await listBuilds({
      'repo-id': repo.id,
      'start-ts': String(start),
      'end-ts': String(end),
      'per-page': '50'
    })
    const builds = jsonOutput<BuildItem[]>(windowed.outputs, 'result')
    expect(builds.length).toBeGreaterThan(0)
    for (const build of builds) {
      expect(build.created_at).toBeGreaterThanOrEqual(start)
      expect(build.created_at).toBeLessThanOrEqual(end)
    }
    const sent = sandbox.requests[0]?.query
    expect(sent?.get('start-ts')).toBe(String(start))
    expect(sent?.get('end-ts')).toBe(String(end))
    expect(sent?.get('repo_id')).toBe(repo.id)
    expect(sent?.has('start_ts')).toBe(false)
    expect(windowed.summary).toContain(
      `- **From:** ${new Date(start * 1000).toISOString().slice(0, 19).replace('T', ' ')} UTC\n`
    )
  })

  it('writes result-file under RUNNER_TEMP with exactly the result, unique per step', async () => {
    const env = { RUNNER_TEMP: temp.path }
    const [first, second] = await Promise.all([
      listBuilds({ 'per-page': '7' }, env),
      listBuilds({ 'per-page': '7' }, env)
    ])
    const file = first?.outputs['result-file'] ?? ''
    expect(file.startsWith(`${temp.path}/`)).toBe(true)
    expect(await readFile(file, 'utf8')).toBe(first?.outputs.result)
    expect(second?.outputs['result-file']).not.toBe(file)
  })

  it('summarises created, flow, trail, repository and short fingerprint, capped with a note', async () => {
    const result = await listBuilds({ 'per-page': '5' })
    const [first] = jsonOutput<BuildItem[]>(result.outputs, 'result')
    expect(result.summary).toMatch(/^## Builds in acme: 5 of \d+/)
    expect(result.summary).toContain('| Created | Flow | Trail | Repository | Fingerprint |')
    // Shown short, linked to the artifact.
    expect(result.summary).toContain(`| [${first?.fingerprint.slice(0, 12)}](http`)
  })

  it('asks nothing in a dry run without a token, and reports skipped', async () => {
    expectSkippedWithoutRequests(
      await listBuilds({ 'api-token': '', 'dry-run': 'true' }),
      sandbox.requests
    )
  })
})
