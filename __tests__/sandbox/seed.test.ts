/** The seed file, its loader's checks, the fixtures derived from it, and sandbox options. */
import { readFileSync } from 'node:fs'
import { sha256Hex } from '../../sandbox/hashing.js'
import { DEFAULT_SEED_PATH, SeedError, loadSeed } from '../../sandbox/seed.js'
import type { SandboxSeed } from '../../sandbox/seed.js'
import { startSandbox } from '../../sandbox/server.js'
import * as fixtures from '../../sandbox/fixtures.js'
import { getJson } from './client.js'

const rawSeed = (): SandboxSeed =>
  JSON.parse(readFileSync(DEFAULT_SEED_PATH, 'utf8')) as SandboxSeed

describe('fixtures derived from seed.json', () => {
  it('the compliant fingerprint is the SHA-256 of the documented content', () => {
    expect(fixtures.COMPLIANT_ARTIFACT_CONTENT).toBe('compliant artifact\n')
    expect(sha256Hex(fixtures.COMPLIANT_ARTIFACT_CONTENT)).toBe(fixtures.COMPLIANT_FINGERPRINT)
  })

  it('every fingerprint is a distinct lowercase 64-hex value', () => {
    const fingerprints = [
      fixtures.COMPLIANT_FINGERPRINT,
      fixtures.NON_COMPLIANT_FINGERPRINT,
      fixtures.INCOMPLETE_FINGERPRINT,
      fixtures.ALLOWLISTED_FINGERPRINT,
      fixtures.UNKNOWN_FINGERPRINT
    ]
    for (const fingerprint of fingerprints) expect(fingerprint).toMatch(/^[a-f0-9]{64}$/)
    expect(new Set(fingerprints).size).toBe(fingerprints.length)
    for (const trail of fixtures.SEED.trails) {
      for (const artifact of trail.artifacts) expect(artifact.fingerprint).toMatch(/^[a-f0-9]{64}$/)
    }
  })

  it('has the data the brief asks for', () => {
    expect(fixtures.ORG).toBe('acme')
    expect(fixtures.FLOW_NAMES).toEqual(expect.arrayContaining(['web-app', 'payments']))
    expect(fixtures.WEB_APP_FLOW).toBe('web-app')
    expect(fixtures.TRAIL_COUNTS['web-app']).toBeGreaterThanOrEqual(25)
    expect(fixtures.BUILD_COUNT).toBeGreaterThanOrEqual(47)
    expect(fixtures.REPOS).toHaveLength(2)
    expect(fixtures.ACTION_COUNT).toBeGreaterThanOrEqual(3)
    expect(fixtures.PRODUCTION_ENVIRONMENT).toBe('production')
    expect(fixtures.STAGING_ENVIRONMENT).toBe('staging')
    expect(fixtures.PRODUCTION_POLICIES).toContain(fixtures.STRICT_POLICY)
    expect(fixtures.STRICT_POLICY).not.toBe(fixtures.LENIENT_POLICY)
    expect(new Set(Object.values(fixtures.APPROVAL_NUMBERS)).size).toBe(3)
    expect(fixtures.FAILING_ATTESTATION).toEqual({ name: 'security-scan', type: 'snyk' })
    expect(fixtures.MISSING_ATTESTATION).toEqual({ name: 'jira-issues', type: 'jira' })
  })
})

describe('seed loader', () => {
  it('expands trail_series into trails and accepts its own output again', () => {
    const loaded = loadSeed(rawSeed())
    expect(loaded.trail_series).toEqual([])
    expect(loaded.trails.length).toBe(fixtures.SEED.trails.length)
    expect(loadSeed(loaded).trails.length).toBe(loaded.trails.length)
  })

  it.each([
    ['an unknown field', (s: SandboxSeed) => Object.assign(s, { orgg: 'x' }), /orgg/],
    [
      'a malformed fingerprint',
      (s: SandboxSeed) =>
        s.deployments?.[0] && Object.assign(s.deployments[0], { fingerprint: 'ABC' }),
      /64-hex/
    ],
    [
      'content that does not hash to the fingerprint',
      (s: SandboxSeed) =>
        s.trails?.[1]?.artifacts?.[0] && Object.assign(s.trails[1].artifacts[0], { content: 'x' }),
      /not the SHA-256 of its content/
    ],
    [
      'a trail of an unknown flow',
      (s: SandboxSeed) => s.trails?.[0] && Object.assign(s.trails[0], { flow: 'nope' }),
      /flow "nope" is not in flows/
    ],
    [
      'an environment with an unknown policy',
      (s: SandboxSeed) =>
        s.environments?.[1] && Object.assign(s.environments[1], { policies: ['ghost'] }),
      /policy "ghost" is not in policies/
    ],
    [
      'a label used twice',
      (s: SandboxSeed) =>
        s.trails?.[0]?.artifacts?.[0] &&
        Object.assign(s.trails[0].artifacts[0], { label: 'compliant' }),
      /label "compliant" is already used/
    ]
  ])('rejects %s with a message naming it', (_, edit, message) => {
    const seed = rawSeed()
    edit(seed)
    expect(() => loadSeed(seed, 'test')).toThrow(SeedError)
    expect(() => loadSeed(seed, 'test')).toThrow(message)
  })
})

describe('sandbox options', () => {
  it('defaults: loopback, random port, distinctive token, org from the seed', async () => {
    const sandbox = await startSandbox()
    try {
      expect(sandbox.token).toMatch(/^sbx_[0-9a-f]{32}$/)
      expect(sandbox.baseUrl).toBe(`http://127.0.0.1:${sandbox.port}/api/v2`)
      expect(sandbox.origin).toBe(`http://127.0.0.1:${sandbox.port}`)
      expect(sandbox.port).toBeGreaterThan(0)
      expect(sandbox.org).toBe('acme')
      expect(sandbox.store.policyNames()).toEqual(fixtures.POLICY_NAMES)
      expect(sandbox.store.flowOf(fixtures.COMPLIANT_FINGERPRINT)).toBe(fixtures.WEB_APP_FLOW)
    } finally {
      await sandbox.close()
    }
  })

  it('takes a token and a custom seed', async () => {
    const seed = rawSeed()
    seed.org = 'umbrella'
    const sandbox = await startSandbox({ token: 'sbx_test', seed })
    try {
      expect(sandbox.org).toBe('umbrella')
      const answer = await getJson<unknown[]>(sandbox, '/actions/umbrella')
      expect(answer.status).toBe(200)
      expect((await getJson(sandbox, '/actions/acme')).status).toBe(404)
    } finally {
      await sandbox.close()
    }
  })

  it('refuses an invalid seed at start', async () => {
    await expect(startSandbox({ seed: { org: 'acme' } as SandboxSeed })).rejects.toThrow(
      /Invalid sandbox seed/
    )
  })

  it('close() can be called twice and frees the port', async () => {
    const sandbox = await startSandbox()
    await sandbox.close()
    await sandbox.close()
    await expect(fetch(`${sandbox.baseUrl}/actions/acme`)).rejects.toThrow('fetch failed')
  })
})
