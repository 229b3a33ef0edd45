/**
 * End to end: list-trails as steps run in-process (kit/step.ts), against the
 * sandbox service: the bare list, the paged answers joined in order, each trail's compliance
 * in the job summary, and an unknown flow.
 */
import {
  COMPLIANT_FINGERPRINT,
  COMPLIANT_TRAIL,
  PAYMENTS_FLOW,
  TRAIL_COUNTS,
  WEB_APP_FLOW
} from '../../../sandbox/fixtures.js'
import { runStep } from '../../kit/step.js'
import { jsonOutput } from '../../kit/service-runs.js'
import { annotations } from '../../kit/annotations.js'
import { serviceInputs } from '../../kit/examples.js'
import { expectSkippedWithoutRequests } from '../../kit/posted.js'
import { useSandbox } from '../../kit/servers.js'
import { getJson } from '../../sandbox/client.js'

interface Named {
  name: string
}

const sandbox = useSandbox({ resetEach: true })

const listTrails = (extra: Record<string, string>) =>
  runStep({ inputs: serviceInputs(sandbox, 'list-trails', extra) })

describe('list-trails', () => {
  it('reads the bare list when no paging is asked for', async () => {
    const result = await listTrails({ flow: WEB_APP_FLOW })
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
      listTrails({ flow: WEB_APP_FLOW }),
      listTrails({ flow: WEB_APP_FLOW, 'per-page': '10', 'all-pages': 'true' })
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
    const result = await listTrails({ flow: PAYMENTS_FLOW, 'per-page': '100', 'all-pages': 'true' })
    expect(sandbox.requests).toHaveLength(1)
    expect(result.outputs).toMatchObject({ count: String(count), 'total-count': String(count) })
  })

  /** The sandbox's own answer to a page of the flow's trails. */
  async function pageOf(flow: string, page: number, perPage: number): Promise<object> {
    const answer = await getJson(
      sandbox,
      `/trails/${sandbox.org}/${flow}?page=${page}&per_page=${perPage}`
    )
    expect(answer.status).toBe(200)
    return answer.body
  }
  const answerTrailsWith = (flow: string, body: object) =>
    sandbox.faults.add(
      { method: 'GET', path: new RegExp(`^/trails/${sandbox.org}/${flow}$`), times: Infinity },
      { status: 200, body }
    )

  it('counts what a paged answer to the unpaged request leaves out', async () => {
    const total = TRAIL_COUNTS[WEB_APP_FLOW] ?? 0
    expect(total).toBeGreaterThan(2)
    answerTrailsWith(WEB_APP_FLOW, await pageOf(WEB_APP_FLOW, 1, 2))
    const result = await listTrails({ flow: WEB_APP_FLOW })
    expect(result.exitCode).toBe(0)
    expect(result.outputs).toMatchObject({ count: '2', 'total-count': String(total) })
  })

  it('refuses an answer for another page than the one asked, instead of listing it again', async () => {
    answerTrailsWith(WEB_APP_FLOW, await pageOf(WEB_APP_FLOW, 1, 10))
    const result = await listTrails({ flow: WEB_APP_FLOW, 'per-page': '10', 'all-pages': 'true' })
    expect(result.exitCode).toBe(1)
    expect(annotations(result.stdout).join('\n')).toMatch(
      /The compliance service answered page 1 when asked for page 2 of the trails of flow "[^"]+", so it did not apply the request as sent and nothing is listed/
    )
    expect(result.outputs.result).toBeUndefined()
  })

  it('shows each trail compliance state in the summary', async () => {
    const result = await listTrails({ flow: WEB_APP_FLOW, 'max-items': '40' })
    expect(result.summary).toMatch(/\| ✅ compliant \|/)
    expect(result.summary).toMatch(/\| ❌ non-compliant \|/)
    expect(result.summary).toMatch(/\| ⏳ incomplete \|/)
  })

  it("lists an artifact's trails across the org's flows with GET /trails/{org}", async () => {
    const result = await listTrails({ fingerprint: COMPLIANT_FINGERPRINT })
    expect(result.exitCode).toBe(0)
    expect(sandbox.requests.map(request => request.path)).toEqual([`/api/v2/trails/${sandbox.org}`])
    expect(Object.fromEntries(sandbox.requests[0]?.query ?? [])).toEqual({
      fingerprint: COMPLIANT_FINGERPRINT,
      page: '1'
    })
    const trails = jsonOutput<(Named & { flow: Named })[]>(result.outputs, 'result')
    expect(trails.map(trail => `${trail.flow.name}/${trail.name}`)).toEqual([
      `${WEB_APP_FLOW}/${COMPLIANT_TRAIL}`
    ])
    expect(result.summary).toContain(COMPLIANT_FINGERPRINT)
  })

  it('lists the trails of the flows with a tag, every page, narrowed to a flow', async () => {
    const tagged = await listTrails({
      'flow-tag': 'team=payments',
      'all-pages': 'true',
      'per-page': '2'
    })
    expect(tagged.exitCode).toBe(0)
    const names = jsonOutput<(Named & { flow: Named })[]>(tagged.outputs, 'result')
    expect(new Set(names.map(trail => trail.flow.name))).toEqual(new Set([PAYMENTS_FLOW]))
    expect(names).toHaveLength(TRAIL_COUNTS[PAYMENTS_FLOW] ?? -1)
    sandbox.reset()
    const narrowed = await listTrails({ 'flow-tag': 'team=payments', flow: WEB_APP_FLOW })
    expect(Object.fromEntries(sandbox.requests[0]?.query ?? [])).toEqual({
      flow: WEB_APP_FLOW,
      flow_tag: 'team=payments',
      page: '1'
    })
    expect(narrowed.outputs.count).toBe('0')
  })

  it('fails with outcome error for an unknown flow', async () => {
    const result = await listTrails({ flow: 'no-such-flow' })
    expect(result.exitCode).not.toBe(0)
    expect(result.outputs.outcome).toBe('error')
    expect(annotations(result.stdout)[0]).toMatch(/404.*no-such-flow/)
  })

  it('asks nothing in a dry run without a token, and reports skipped', async () => {
    expectSkippedWithoutRequests(
      await listTrails({ flow: WEB_APP_FLOW, 'api-token': '', 'dry-run': 'true' }),
      sandbox.requests
    )
  })
})
