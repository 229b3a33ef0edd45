/**
 * The start of a fingerprint made whole through the org's search, against the sandbox: one
 * artifact of the flow gives its whole fingerprint, several fail naming at most three, an
 * artifact of another flow does not count, and a whole fingerprint is not searched for.
 */
import {
  ALLOWLISTED_FLOW,
  ALLOWLISTED_TRAIL,
  COMPLIANT_FINGERPRINT,
  WEB_APP_FLOW
} from '../../../sandbox/fixtures.js'
import { wholeFingerprint } from '../../../src/commands/get-attestation/prefix.js'
import { useSandbox, useServiceClient } from '../../kit/servers.js'

const sandbox = useSandbox({ resetEach: true })
const client = useServiceClient(sandbox)

const start = COMPLIANT_FINGERPRINT.slice(0, 10)
const lines: string[] = []
const log = { info: (line: string) => void lines.push(line) }

/** Artifacts like the compliant one whose fingerprints start the same, on `where` if given. */
function twins(count: number, where?: { flow: string; trail: string }): string[] {
  const artifact = sandbox.store.artifacts.get(COMPLIANT_FINGERPRINT)
  if (!artifact) throw new Error('the seed has no compliant artifact')
  return Array.from({ length: count }, (_, index) => {
    const fingerprint = `${start}${String(index).padStart(54, '0')}`
    sandbox.store.artifacts.set(fingerprint, { ...artifact, ...where, fingerprint })
    return fingerprint
  })
}

const whole = () => wholeFingerprint(client, { org: sandbox.org, flow: WEB_APP_FLOW, start }, log)

beforeEach(() => (lines.length = 0))

it('gives the whole fingerprint of the one artifact of the flow the start names', async () => {
  await expect(whole()).resolves.toBe(COMPLIANT_FINGERPRINT)
  expect(lines).toEqual([
    `Fingerprint "${start}" is the start of artifact ${COMPLIANT_FINGERPRINT} of flow "${WEB_APP_FLOW}" alone.`
  ])
})

it('does not count an artifact of another flow that starts the same', async () => {
  twins(2, { flow: ALLOWLISTED_FLOW, trail: ALLOWLISTED_TRAIL })
  await expect(whole()).resolves.toBe(COMPLIANT_FINGERPRINT)
})

it('names three of the artifacts that share the start, and how many more there are', async () => {
  const named = [...twins(4), COMPLIANT_FINGERPRINT].sort()
  await expect(whole()).rejects.toThrow(
    `Fingerprint "${start}" is the start of 5 artifacts' fingerprints in flow "${WEB_APP_FLOW}" (${named.slice(0, 3).join(', ')}, and 2 more), so the service would answer about one of them, its pick; nothing was read: give more of the fingerprint, or all 64 characters.`
  )
})

it('keeps the start when the search finds nothing, and searches nothing for a whole one', async () => {
  const none = 'abcdef0123'
  await expect(
    wholeFingerprint(client, { org: sandbox.org, flow: WEB_APP_FLOW, start: none }, log)
  ).resolves.toBe(none)
  const searched = sandbox.requests.length
  await expect(
    wholeFingerprint(
      client,
      { org: sandbox.org, flow: WEB_APP_FLOW, start: COMPLIANT_FINGERPRINT },
      log
    )
  ).resolves.toBe(COMPLIANT_FINGERPRINT)
  expect([searched, sandbox.requests.length]).toEqual([1, 1])
  expect(lines).toEqual([])
})

it('refuses a search answer about another artifact: no attestation is read', async () => {
  const other = sandbox.store.artifacts.get(COMPLIANT_FINGERPRINT)
  sandbox.faults.add(
    { method: 'GET', path: `/search/${sandbox.org}/sha/${start}` },
    { status: 200, body: { artifacts: [{ ...other, fingerprint: 'f'.repeat(64) }] } }
  )
  await expect(whole()).rejects.toThrow(
    /^The compliance service answered an artifact whose fingerprint or commit is "f{64}" when asked for the artifacts whose fingerprint or commit starts with [0-9a-f]{10}, so it did not apply the request as sent and no attestation was read; /
  )
})
