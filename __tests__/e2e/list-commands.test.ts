/**
 * End to end: list-builds, list-trails, list-attestations and list-actions through the
 * bundled dist/index.js under Node 24, against the sandbox service.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  ACTION_COUNT,
  ATTESTATION_COUNTS,
  BUILD_COUNT_IN_DEFAULT_WINDOW,
  BUILD_COUNTS_BY_REPO,
  FAILING_ACTION_NAME,
  PAYMENTS_FLOW,
  REPOS,
  TRAIL_COUNTS,
  WEB_APP_FLOW
} from '../../sandbox/fixtures.js'
import { useSandbox } from '../kit/servers.js'
import { runAction } from '../../tools/run-action.js'
import { jsonOutput } from '../helpers/service-runs.js'
import { annotations } from '../kit/annotations.js'
import { serviceInputs } from '../kit/examples.js'

interface Named {
  name: string
}
interface BuildItem {
  fingerprint: string
  created_at: number
  repo_info: { name: string } | null
}

const sandbox = useSandbox({ resetEach: true })
let temp: string

beforeAll(async () => {
  temp = await mkdtemp(join(tmpdir(), 'e2e-lists-'))
})

afterAll(async () => {
  await rm(temp, { recursive: true, force: true })
})

const run = (command: string, extra: Record<string, string> = {}, env?: Record<string, string>) =>
  runAction({ inputs: serviceInputs(sandbox, command, extra), env })

/** Reads every page of `command`'s listing of `flow`, `perPage` items a page. */
const runAllPages = (command: string, flow: string, perPage: string) =>
  run(command, { flow, 'per-page': perPage, 'all-pages': 'true' })

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
    const result = await run('list-builds', { 'per-page': '20', 'all-pages': 'true' })
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

  it('asks for one page of 15 by default', async () => {
    const result = await run('list-builds')
    expect(result.outputs.count).toBe('15')
    expect(result.outputs['total-count']).toBe(String(BUILD_COUNT_IN_DEFAULT_WINDOW))
    expect(sandbox.requests).toHaveLength(1)
    expect(sandbox.requests[0]?.query.get('per_page')).toBe('15')
    expect(jsonOutput<BuildItem[]>(result.outputs, 'result').map(b => b.fingerprint)).toEqual(
      expectedBuilds().slice(0, 15)
    )
  })

  it('stops at max-items without asking for the pages it does not need', async () => {
    const result = await run('list-builds', {
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
    const byName = await run('list-builds', { 'repo-name': repo.name, 'per-page': '50' })
    expect(byName.outputs.count).toBe(String(BUILD_COUNTS_BY_REPO[repo.name]))
    for (const build of jsonOutput<BuildItem[]>(byName.outputs, 'result')) {
      expect(build.repo_info?.name).toBe(repo.name)
    }

    sandbox.clearRequests()
    const now = Math.floor(Date.now() / 1000)
    const start = now - 5 * 24 * 3600
    const end = now - 24 * 3600
    const windowed = await run('list-builds', {
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
    const env = { RUNNER_TEMP: temp }
    const [first, second] = await Promise.all([
      run('list-builds', { 'per-page': '7' }, env),
      run('list-builds', { 'per-page': '7' }, env)
    ])
    const file = first?.outputs['result-file'] ?? ''
    expect(file.startsWith(`${temp}/`)).toBe(true)
    expect(await readFile(file, 'utf8')).toBe(first?.outputs.result)
    expect(second?.outputs['result-file']).not.toBe(file)
  })

  it('summarises created, flow, trail, repository and short fingerprint, capped with a note', async () => {
    const result = await run('list-builds', { 'per-page': '5' })
    const [first] = jsonOutput<BuildItem[]>(result.outputs, 'result')
    expect(result.summary).toMatch(/^## Builds in acme: 5 of \d+/)
    expect(result.summary).toContain('| Created | Flow | Trail | Repository | Fingerprint |')
    // Shown short, linked to the artifact.
    expect(result.summary).toContain(`| [${first?.fingerprint.slice(0, 12)}](http`)
  })
})

describe('list-trails', () => {
  it('reads the bare list when no paging is asked for', async () => {
    const result = await run('list-trails', { flow: WEB_APP_FLOW })
    expect(result.exitCode).toBe(0)
    expect(sandbox.requests).toHaveLength(1)
    expect([...(sandbox.requests[0]?.query.keys() ?? [])]).toEqual([])
    expect(result.outputs).toMatchObject({
      outcome: 'ok',
      count: String(TRAIL_COUNTS[WEB_APP_FLOW]),
      'total-count': String(TRAIL_COUNTS[WEB_APP_FLOW])
    })
    const names = jsonOutput<Named[]>(result.outputs, 'result').map(trail => trail.name)
    expect(names).toEqual(sandbox.store.trailsNewestFirst(WEB_APP_FLOW).map(trail => trail.name))
  })

  it('pages through {data, pagination} answers, three pages, joined in order', async () => {
    const [bare, paged] = await Promise.all([
      run('list-trails', { flow: WEB_APP_FLOW }),
      runAllPages('list-trails', WEB_APP_FLOW, '10')
    ])
    const pagedRequests = sandbox.requests.filter(request => request.query.has('page'))
    expect(pagedRequests.map(request => Number(request.query.get('page'))).sort()).toEqual([
      1, 2, 3
    ])
    expect(paged?.outputs['total-count']).toBe(String(TRAIL_COUNTS[WEB_APP_FLOW]))
    const names = (run?: { outputs: Record<string, string> }) =>
      jsonOutput<Named[]>(run?.outputs ?? {}, 'result').map(trail => trail.name)
    expect(names(paged)).toHaveLength(TRAIL_COUNTS[WEB_APP_FLOW] ?? -1)
    expect(names(paged)).toEqual(names(bare))
  })

  it('takes a {data} answer without pagination as the only page', async () => {
    const count = TRAIL_COUNTS[PAYMENTS_FLOW] ?? 0
    expect(count).toBeLessThan(100)
    const result = await runAllPages('list-trails', PAYMENTS_FLOW, '100')
    expect(sandbox.requests).toHaveLength(1)
    expect(result.outputs).toMatchObject({ count: String(count), 'total-count': String(count) })
  })

  it('shows each trail compliance state in the summary', async () => {
    const result = await run('list-trails', { flow: WEB_APP_FLOW, 'max-items': '40' })
    expect(result.summary).toMatch(/\| ✅ compliant \|/)
    expect(result.summary).toMatch(/\| ❌ non-compliant \|/)
    expect(result.summary).toMatch(/\| ⚠️ incomplete \|/)
  })

  it('fails with outcome error for an unknown flow', async () => {
    const result = await run('list-trails', { flow: 'no-such-flow' })
    expect(result.exitCode).not.toBe(0)
    expect(result.outputs.outcome).toBe('error')
    expect(annotations(result.stdout)[0]).toMatch(/404.*no-such-flow/)
  })
})

describe('list-attestations', () => {
  it('pages with per_page 20 by default and filters by whole-second timestamps', async () => {
    const now = Math.floor(Date.now() / 1000)
    const from = now - 3 * 24 * 3600
    const result = await run('list-attestations', {
      flow: PAYMENTS_FLOW,
      'from-ts': String(from),
      'to-ts': String(now)
    })
    expect(result.exitCode).toBe(0)
    const sent = sandbox.requests[0]?.query
    expect(sent?.get('per_page')).toBe('20')
    expect(sent?.get('from_timestamp')).toBe(String(from))
    expect(sent?.get('to_timestamp')).toBe(String(now))
    const items = jsonOutput<{ created_at: number }[]>(result.outputs, 'result')
    expect(items.length).toBeGreaterThan(0)
    for (const item of items) expect(item.created_at).toBeGreaterThanOrEqual(from)
    expect(Number(result.outputs['total-count'])).toBeLessThan(
      ATTESTATION_COUNTS[PAYMENTS_FLOW] ?? 0
    )
  })

  it('caps a summary longer than 100 rows and points at result-file', async () => {
    const total = ATTESTATION_COUNTS[WEB_APP_FLOW] ?? 0
    expect(total).toBeGreaterThan(100)
    const result = await runAllPages('list-attestations', WEB_APP_FLOW, '50')
    expect(result.outputs.count).toBe(String(total))
    expect(result.summary).toContain(`and ${total - 100} more: see`)
    expect(result.summary).toContain('result-file')
    const rows = result.summary.split('\n').filter(line => /^\| \d{4}-\d\d-\d\d /.test(line))
    expect(rows).toHaveLength(100)
  })
})

describe('list-actions', () => {
  it('lists every action and names the failing ones', async () => {
    const result = await run('list-actions')
    expect(result.exitCode).toBe(0)
    expect(result.outputs).toMatchObject({ outcome: 'ok', count: String(ACTION_COUNT) })
    expect(jsonOutput<string[]>(result.outputs, 'failing')).toEqual([FAILING_ACTION_NAME])
    expect(result.stdout).toMatch(new RegExp(`::warning::.*${FAILING_ACTION_NAME}`))
    expect(result.summary).toContain(
      '| Action | Type | Triggers | State | Last success | Last failure |'
    )
    expect(result.summary).toMatch(new RegExp(`${FAILING_ACTION_NAME} \\| .* \\| ❌ failing`))
  })

  it('says none are failing when none are', async () => {
    for (const action of sandbox.store.actions) action.is_failing = false
    const result = await run('list-actions')
    expect(jsonOutput<string[]>(result.outputs, 'failing')).toEqual([])
    expect(result.stdout).not.toMatch(/::warning::/)
  })
})

describe('dry run without a token', () => {
  it.each([
    ['list-builds', {}],
    ['list-trails', { flow: WEB_APP_FLOW }],
    ['list-attestations', { flow: WEB_APP_FLOW }],
    ['list-actions', {}]
  ])('%s asks nothing and reports skipped', async (command, extra) => {
    const result = await run(command, { ...extra, 'api-token': '', 'dry-run': 'true' })
    expect(result.exitCode).toBe(0)
    expect(result.outputs.outcome).toBe('skipped')
    expect(sandbox.requests).toHaveLength(0)
  })
})
