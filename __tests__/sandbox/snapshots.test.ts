/**
 * The sandbox's environment half: snapshots from the seed's deployments and from reports,
 * snapshot expressions, compliance as the attached policies judge it, events, diffs, search
 * and the list of custom attestation types.
 */
import {
  ALLOWLISTED_FINGERPRINT,
  COMPLIANT_FINGERPRINT,
  INCOMPLETE_FINGERPRINT,
  NON_COMPLIANT_FINGERPRINT,
  PRODUCTION_ENVIRONMENT,
  STAGING_ENVIRONMENT,
  UNKNOWN_ENVIRONMENT,
  UNKNOWN_FINGERPRINT
} from '../../sandbox/fixtures.js'
import { attachPolicy } from '../kit/policies.js'
import { useSandbox } from '../kit/servers.js'
import { getJson, putJson } from './client.js'
import type { Json } from './client.js'

const sandbox = useSandbox({ resetEach: true })

interface SnapshotArtifact {
  name: string
  fingerprint: string
  compliant: boolean
  flow_name: string
  trail_name: string
  annotation: { type: string; was: number; now: number }
  policy_decisions: { policy_name: string; status: string }[]
}
interface Snapshot {
  index: number
  is_latest: boolean
  compliant: boolean
  artifacts: SnapshotArtifact[]
  applied_policies: { name: string }[]
}

const snapshot = (env: string, expression: string) =>
  getJson<Snapshot>(sandbox, `/snapshots/${sandbox.org}/${env}/${encodeURIComponent(expression)}`)
const running = (body: Snapshot) =>
  body.artifacts.filter(a => a.annotation.now > 0).map(a => a.fingerprint)
const report = (env: string, digests: Record<string, string>[]) =>
  putJson(sandbox, `/environments/${sandbox.org}/${env}/report/server`, {
    artifacts: digests.map(d => ({ digests: d, creationTimestamp: 1_790_000_000 }))
  })

const POLICY_HEAD = '_schema: https://kosli.com/schemas/policy/environment/v1\nartifacts:\n'

describe('snapshots', () => {
  it("builds each environment's history from the seed's deployments", async () => {
    const latest = await snapshot(PRODUCTION_ENVIRONMENT, '-1')
    expect(latest.status).toBe(200)
    expect(latest.body).toMatchObject({ index: 4, is_latest: true, compliant: true, type: 'K8S' })
    expect(running(latest.body).sort()).toEqual(
      [COMPLIANT_FINGERPRINT, ALLOWLISTED_FINGERPRINT].sort()
    )
    expect(latest.body.applied_policies.map(p => p.name)).toEqual(['prod-requirements'])
  })

  it('resolves N, #N, -N, ~N and @{...} to the same snapshots', async () => {
    const indexes = await Promise.all(
      ['2', '#2', '-3', '~2', '@{now}', '@{1.days.ago}', '@{300.hours.ago}'].map(
        async e => (await snapshot(PRODUCTION_ENVIRONMENT, e)).body.index
      )
    )
    expect(indexes).toEqual([2, 2, 2, 2, 4, 4, 2])
    expect((await snapshot(PRODUCTION_ENVIRONMENT, '@{2000-01-01T00:00:00}')).status).toBe(404)
    expect((await snapshot(PRODUCTION_ENVIRONMENT, '9')).status).toBe(404)
    expect((await snapshot(PRODUCTION_ENVIRONMENT, 'latest')).status).toBe(400)
    expect((await snapshot(PRODUCTION_ENVIRONMENT, '@{yesterday}')).status).toBe(400)
    expect((await snapshot(UNKNOWN_ENVIRONMENT, '-1')).status).toBe(404)
  })

  it('judges an environment without policies by provenance and trail compliance', async () => {
    const latest = await snapshot(STAGING_ENVIRONMENT, '-1')
    expect(latest.body.compliant).toBe(false)
    const exited = latest.body.artifacts.filter(a => a.annotation.now === 0)
    expect(exited.map(a => a.fingerprint)).toEqual([NON_COMPLIANT_FINGERPRINT])
    expect(latest.body.artifacts.find(a => a.fingerprint === INCOMPLETE_FINGERPRINT)).toMatchObject(
      { compliant: false, flow_name: 'web-app', annotation: { type: 'started' } }
    )
  })

  it('judges by the attached policies: provenance, trail compliance, attestations', async () => {
    await report(STAGING_ENVIRONMENT, [
      { web: COMPLIANT_FINGERPRINT },
      { rogue: UNKNOWN_FINGERPRINT }
    ])
    attachPolicy(sandbox.store, STAGING_ENVIRONMENT, {
      name: 'needs-provenance',
      yaml: `${POLICY_HEAD}  provenance:\n    required: true\n`
    })
    const judged = (await snapshot(STAGING_ENVIRONMENT, '-1')).body
    expect(judged.compliant).toBe(false)
    const verdicts = Object.fromEntries(
      judged.artifacts.filter(a => a.annotation.now > 0).map(a => [a.name, a.compliant])
    )
    expect(verdicts).toEqual({ web: true, rogue: false })

    attachPolicy(sandbox.store, STAGING_ENVIRONMENT, {
      name: 'needs-provenance',
      yaml: `${POLICY_HEAD}  attestations:\n    - name: sbom\n      type: generic\n`
    })
    const strict = (await snapshot(STAGING_ENVIRONMENT, '-1')).body
    expect(strict.artifacts.find(a => a.name === 'web')?.policy_decisions).toEqual([
      expect.objectContaining({ policy_name: 'needs-provenance', status: 'NON-COMPLIANT' })
    ])
  })

  it('adds a snapshot for a changed report (201), none for the same one (200)', async () => {
    const first = await report(PRODUCTION_ENVIRONMENT, [{ web: COMPLIANT_FINGERPRINT }])
    expect(first).toMatchObject({ status: 201, body: { index: 5 } })
    const again = await report(PRODUCTION_ENVIRONMENT, [{ web: COMPLIANT_FINGERPRINT }])
    expect(again.status).toBe(200)
    const latest = (await snapshot(PRODUCTION_ENVIRONMENT, '-1')).body
    expect(latest.index).toBe(5)
    expect(running(latest)).toEqual([COMPLIANT_FINGERPRINT])
  })

  it('refuses a report out of the ServerReport shape (422) or for an unknown environment', async () => {
    const bad = await putJson(
      sandbox,
      `/environments/${sandbox.org}/${STAGING_ENVIRONMENT}/report/server`,
      {
        artifacts: [{ digests: { web: 'not-a-sha' }, creationTimestamp: 1 }]
      }
    )
    expect(bad.status).toBe(422)
    expect((await report(UNKNOWN_ENVIRONMENT, [])).status).toBe(404)
  })

  it.each([
    ['docker', { artifacts: [{ digests: { web: COMPLIANT_FINGERPRINT }, creationTimestamp: 1 }] }],
    [
      'K8S',
      {
        artifacts: [
          {
            podName: 'web-1',
            namespace: 'prod',
            digests: { web: COMPLIANT_FINGERPRINT },
            creationTimestamp: 1,
            owners: [{ apiVersion: 'v1', kind: 'ReplicaSet', name: 'web', uid: 'u', extra: 1 }]
          }
        ]
      }
    ]
  ])(
    'records a %s report as a snapshot, and refuses one out of its shape (422)',
    async (kind, body) => {
      const path = `/environments/${sandbox.org}/${STAGING_ENVIRONMENT}/report/${kind}`
      expect((await putJson(sandbox, path, body)).status).toBe(201)
      expect(running((await snapshot(STAGING_ENVIRONMENT, '-1')).body)).toEqual([
        COMPLIANT_FINGERPRINT
      ])
      const [artifact] = body.artifacts
      const extraField = { artifacts: [{ ...artifact, image: 'web' }] }
      const wrongType = { ...body, type: 'server' }
      expect((await putJson(sandbox, path, extraField)).status).toBe(422)
      expect((await putJson(sandbox, path, wrongType)).status).toBe(422)
    }
  )

  it('refuses a K8S pod without its name or namespace (422)', async () => {
    const path = `/environments/${sandbox.org}/${STAGING_ENVIRONMENT}/report/K8S`
    const pod = { digests: { web: COMPLIANT_FINGERPRINT }, creationTimestamp: 1 }
    expect((await putJson(sandbox, path, { artifacts: [{ ...pod, namespace: 'p' }] })).status).toBe(
      422
    )
    expect((await putJson(sandbox, path, { artifacts: [{ ...pod, podName: 'w' }] })).status).toBe(
      422
    )
  })
})

describe('events', () => {
  it('lists what started and exited, newest first, paged; reverse gives oldest first', async () => {
    const path = `/environments/${sandbox.org}/${PRODUCTION_ENVIRONMENT}/events`
    const all = await getJson<Json[]>(sandbox, `${path}?per_page=100`)
    expect(all.body.map(e => [e.snapshot_index, e.type])).toEqual([
      [4, 'started'],
      [4, 'exited'],
      [3, 'started'],
      [3, 'exited'],
      [2, 'started'],
      [1, 'started']
    ])
    const second = await getJson<Json[]>(sandbox, `${path}?page=2&per_page=4`)
    expect(second.body.map(e => e.snapshot_index)).toEqual([2, 1])
    const reversed = await getJson<Json[]>(sandbox, `${path}?reverse=true&per_page=1`)
    expect(reversed.body[0]).toMatchObject({
      snapshot_index: 1,
      environment_name: PRODUCTION_ENVIRONMENT
    })
    expect((await getJson(sandbox, `${path}?per_page=101`)).status).toBe(422)
  })
})

describe('env-diff', () => {
  it('says what only each side runs, and what did not change', async () => {
    const answer = await getJson<Record<string, { snapshot_id?: string; artifacts: Json[] }>>(
      sandbox,
      `/env-diff/${sandbox.org}?snappish1=${STAGING_ENVIRONMENT}%232&snappish2=${PRODUCTION_ENVIRONMENT}`
    )
    expect(answer.status).toBe(200)
    const prints = (key: string) => answer.body[key]?.artifacts.map(a => a.fingerprint)
    expect(answer.body.snappish1?.snapshot_id).toBe(`${STAGING_ENVIRONMENT}#2`)
    expect(answer.body.snappish2?.snapshot_id).toBe(`${PRODUCTION_ENVIRONMENT}#4`)
    expect(prints('snappish2')?.sort()).toEqual(
      [COMPLIANT_FINGERPRINT, ALLOWLISTED_FINGERPRINT].sort()
    )
    expect(prints('changed')).toEqual([])
    const missing = await getJson(
      sandbox,
      `/env-diff/${sandbox.org}?snappish1=${STAGING_ENVIRONMENT}`
    )
    expect(missing.status).toBe(422)
  })
})

describe('search', () => {
  it('resolves a fingerprint prefix to its artifact, with where it runs', async () => {
    const answer = await getJson<{ resolved_to: Json; artifacts: Json[] }>(
      sandbox,
      `/search/${sandbox.org}/sha/${COMPLIANT_FINGERPRINT.slice(0, 8).toUpperCase()}`
    )
    expect(answer.status).toBe(200)
    expect(answer.body.resolved_to).toMatchObject({
      type: 'fingerprint',
      full_match: COMPLIANT_FINGERPRINT
    })
    expect(answer.body.artifacts).toEqual([
      expect.objectContaining({
        fingerprint: COMPLIANT_FINGERPRINT,
        has_provenance: true,
        running_in: [PRODUCTION_ENVIRONMENT],
        exited_from: [STAGING_ENVIRONMENT]
      })
    ])
  })

  it('answers 400 for a value too short or not hex, 404 for no match', async () => {
    expect((await getJson(sandbox, `/search/${sandbox.org}/sha/abcd`)).status).toBe(400)
    expect((await getJson(sandbox, `/search/${sandbox.org}/sha/xyz123`)).status).toBe(400)
    expect(
      (await getJson(sandbox, `/search/${sandbox.org}/sha/${UNKNOWN_FINGERPRINT}`)).status
    ).toBe(404)
  })
})

describe('custom attestation types', () => {
  it('lists each type with its versions', async () => {
    sandbox.store.customTypes.set('coverage', [{ version: 1, description: 'Line coverage' }])
    const answer = await getJson<Json[]>(sandbox, `/custom-attestation-types/${sandbox.org}`)
    expect(answer.body).toEqual([
      expect.objectContaining({
        name: 'coverage',
        description: 'Line coverage',
        versions: [expect.objectContaining({ version: 1 })]
      })
    ])
  })
})
