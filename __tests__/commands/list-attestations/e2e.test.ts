/**
 * End to end: list-attestations as steps run in-process (kit/step.ts), against the
 * sandbox service: its paging default, the timestamp filters, and a summary capped at 100
 * rows.
 */
import { ATTESTATION_COUNTS, PAYMENTS_FLOW, WEB_APP_FLOW } from '../../../sandbox/fixtures.js'
import { runStep } from '../../kit/step.js'
import { jsonOutput } from '../../kit/service-runs.js'
import { serviceInputs } from '../../kit/examples.js'
import { expectSkippedWithoutRequests } from '../../kit/posted.js'
import { useSandbox } from '../../kit/servers.js'

const sandbox = useSandbox({ resetEach: true })

const listAttestations = (extra: Record<string, string>) =>
  runStep({ inputs: serviceInputs(sandbox, 'list-attestations', extra) })

describe('list-attestations', () => {
  it('pages with per_page 20 by default and filters by whole-second timestamps', async () => {
    const now = Math.floor(Date.now() / 1000)
    const from = now - 3 * 24 * 3600
    const result = await listAttestations({
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
    const result = await listAttestations({
      flow: WEB_APP_FLOW,
      'per-page': '50',
      'all-pages': 'true'
    })
    expect(result.outputs.count).toBe(String(total))
    expect(result.summary).toContain(`and ${total - 100} more: see`)
    expect(result.summary).toContain('result-file')
    const rows = result.summary.split('\n').filter(line => /^\| \d{4}-\d\d-\d\d /.test(line))
    expect(rows).toHaveLength(100)
  })

  it('asks nothing in a dry run without a token, and reports skipped', async () => {
    expectSkippedWithoutRequests(
      await listAttestations({ flow: WEB_APP_FLOW, 'api-token': '', 'dry-run': 'true' }),
      sandbox.requests
    )
  })
})
