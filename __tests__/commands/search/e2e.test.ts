/**
 * End to end: search as steps run in-process (kit/step.ts), against the sandbox: a
 * fingerprint prefix, a commit, refusals before any request, no match, and an answer holding
 * an artifact that matches neither by fingerprint nor by commit.
 */
import {
  COMPLIANT_FINGERPRINT,
  COMPLIANT_TRAIL,
  UNKNOWN_FINGERPRINT,
  WEB_APP_FLOW
} from '../../../sandbox/fixtures.js'
import { runStep } from '../../kit/step.js'
import { jsonOutput } from '../../kit/service-runs.js'
import { expectOneError, expectRefusedBeforeAnyRequest } from '../../kit/annotations.js'
import { serviceInputs } from '../../kit/examples.js'
import { useSandbox } from '../../kit/servers.js'

const sandbox = useSandbox({ resetEach: true })

const search = (value: string) => runStep({ inputs: serviceInputs(sandbox, 'search', { value }) })

describe('search', () => {
  it('resolves a fingerprint prefix, in either case, to its artifact and where it runs', async () => {
    const result = await search(COMPLIANT_FINGERPRINT.slice(0, 10).toUpperCase())
    expect(result.exitCode).toBe(0)
    expect(result.outputs).toMatchObject({
      outcome: 'ok',
      'resolved-to': 'fingerprint',
      count: '1'
    })
    expect(sandbox.requests[0]?.path).toBe(
      `/api/v2/search/${sandbox.org}/sha/${COMPLIANT_FINGERPRINT.slice(0, 10)}`
    )
    expect(result.summary).toMatch(/^## Search for `[0-9a-f]{10}`: 1 artifact\n/)
    expect(result.summary).toContain('production')
  })

  it('resolves a commit to the artifacts built from it', async () => {
    const commit = sandbox.store.findTrail(WEB_APP_FLOW, COMPLIANT_TRAIL)?.commit.sha1 ?? ''
    const result = await search(commit)
    expect(result.outputs).toMatchObject({ 'resolved-to': 'commit', 'full-match': commit })
    expect(jsonOutput<string[]>(result.outputs, 'fingerprints')).toEqual([COMPLIANT_FINGERPRINT])
  })

  it.each(['abcd', 'xyz12345', 'a'.repeat(65)])('refuses %s before any request', async value => {
    expectRefusedBeforeAnyRequest(await search(value), sandbox.requests, /^Input "value" has /)
  })

  it('fails naming the value when nothing starts with it', async () => {
    const [error] = expectOneError(await search(UNKNOWN_FINGERPRINT))
    expect(error).toMatch(
      // The service's reason comes first, then the input to check.
      new RegExp(
        `^No matches found for '${UNKNOWN_FINGERPRINT}' \\(.*\\): check the value input, or give more of it\\.$`
      )
    )
  })

  it('refuses an answer holding an artifact that is not what was searched', async () => {
    const response = await fetch(
      `${sandbox.baseUrl}/search/${sandbox.org}/sha/${COMPLIANT_FINGERPRINT}`,
      {
        headers: { authorization: `Bearer ${sandbox.token}` }
      }
    )
    const other = (await response.json()) as object
    sandbox.faults.add(
      { method: 'GET', path: `/search/${sandbox.org}/sha/`, times: Infinity },
      { status: 200, body: other }
    )
    const [error] = expectOneError(await search('0000000000'))
    expect(error).toMatch(
      /when asked for the artifacts whose fingerprint or commit starts with 0000000000/
    )
  })
})
