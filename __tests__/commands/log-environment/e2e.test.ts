/**
 * End to end: log-environment as steps run in-process (kit/step.ts), against the
 * sandbox: the events newest first, oldest first, every page of a bare-array listing, an
 * unknown environment, a listing holding another environment's events, and pages that repeat.
 */
import {
  PRODUCTION_ENVIRONMENT,
  STAGING_ENVIRONMENT,
  UNKNOWN_ENVIRONMENT
} from '../../../sandbox/fixtures.js'
import { runStep } from '../../kit/step.js'
import { jsonOutput } from '../../kit/service-runs.js'
import { expectOneError } from '../../kit/annotations.js'
import { serviceInputs } from '../../kit/examples.js'
import { useSandbox } from '../../kit/servers.js'
import { getJson } from '../../sandbox/client.js'

const sandbox = useSandbox({ resetEach: true })

const logEnvironment = (extra: Record<string, string>) =>
  runStep({ inputs: serviceInputs(sandbox, 'log-environment', extra) })

interface Event {
  snapshot_index: number
  type: string
  environment_name: string
}

describe('log-environment', () => {
  it('lists the events newest first, with a summary table', async () => {
    const result = await logEnvironment({ environment: PRODUCTION_ENVIRONMENT })
    expect(result.exitCode).toBe(0)
    expect(result.outputs).toMatchObject({ outcome: 'ok', count: '6' })
    const events = jsonOutput<Event[]>(result.outputs, 'result')
    expect(events.map(e => e.snapshot_index)).toEqual([4, 4, 3, 3, 2, 1])
    expect(result.summary).toMatch(/^## Events of environment production/)
    expect(result.summary).toContain('started running')
    expect(sandbox.requests[0]?.query.get('per_page')).toBe('15')
  })

  it('reads every page until a short one, oldest first with reverse', async () => {
    const result = await logEnvironment({
      environment: STAGING_ENVIRONMENT,
      reverse: 'true',
      'per-page': '2',
      'all-pages': 'true'
    })
    expect(result.exitCode).toBe(0)
    const events = jsonOutput<Event[]>(result.outputs, 'result')
    expect(events[0]?.snapshot_index).toBe(1)
    expect(events.length).toBe(Number(result.outputs.count))
    expect(sandbox.requests.length).toBe(Math.floor(events.length / 2) + 1)
    expect(sandbox.requests.every(r => r.query.get('reverse') === 'true')).toBe(true)
  })

  it('fails naming an unknown environment', async () => {
    const [error] = expectOneError(await logEnvironment({ environment: UNKNOWN_ENVIRONMENT }))
    // The service's reason comes first, then the input to check.
    expect(error).toMatch(
      /^Environment 'no-such-environment' not found in organization 'acme' \(.*\): check the environment input\.$/
    )
  })

  it("refuses a listing that holds another environment's events", async () => {
    const response = await fetch(
      `${sandbox.baseUrl}/environments/${sandbox.org}/${STAGING_ENVIRONMENT}/events`,
      { headers: { authorization: `Bearer ${sandbox.token}` } }
    )
    const stagingEvents = (await response.json()) as object
    sandbox.faults.add(
      {
        method: 'GET',
        path: `/environments/${sandbox.org}/${PRODUCTION_ENVIRONMENT}/events`,
        times: Infinity
      },
      { status: 200, body: stagingEvents }
    )
    const [error] = expectOneError(await logEnvironment({ environment: PRODUCTION_ENVIRONMENT }))
    expect(error).toMatch(
      /answered an event whose environment is "staging" when asked for the events of environment "production"/
    )
  })

  it('refuses pages that repeat the one before, as from a service that ignores page', async () => {
    const { body: firstPage } = await getJson<Event[]>(
      sandbox,
      `/environments/${sandbox.org}/${STAGING_ENVIRONMENT}/events?page=1&per_page=2`
    )
    expect(firstPage).toHaveLength(2)
    sandbox.faults.add(
      {
        method: 'GET',
        path: `/environments/${sandbox.org}/${STAGING_ENVIRONMENT}/events`,
        times: Infinity
      },
      { status: 200, body: firstPage }
    )
    const result = await logEnvironment({
      environment: STAGING_ENVIRONMENT,
      'per-page': '2',
      'all-pages': 'true'
    })
    const [error] = expectOneError(result)
    expect(error).toMatch(
      /^The compliance service answered page 1 again when asked for page 2, so it did not apply the request as sent and nothing is listed/
    )
    // The step's requests, after the one that read the first page: pages 1 and 2, no more.
    expect(sandbox.requests.slice(1).map(request => request.query.get('page'))).toEqual(['1', '2'])
    expect(result.outputs.result).toBeUndefined()
  })
})
