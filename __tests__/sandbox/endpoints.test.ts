/** Happy paths of the nine operations, and their paging. */
import { useSandbox } from '../kit/servers.js'
import {
  ACTION_COUNT,
  ALLOWLISTED_FINGERPRINT,
  APPROVAL_FLOW,
  APPROVAL_NUMBERS,
  ATTESTATION_COUNTS,
  BUILD_COUNT,
  BUILD_COUNTS_BY_REPO,
  BUILD_COUNT_IN_DEFAULT_WINDOW,
  COMPLIANT_FINGERPRINT,
  COMPLIANT_TRAIL,
  DEFAULT_ATTESTATIONS_PER_PAGE,
  DEFAULT_BUILDS_PER_PAGE,
  FAILING_ACTION_NAME,
  FAILING_ATTESTATION,
  FIRST_DEPLOYMENT,
  INCOMPLETE_FINGERPRINT,
  INCOMPLETE_TRAIL,
  LENIENT_POLICY,
  MISSING_ATTESTATION,
  NON_COMPLIANT_FINGERPRINT,
  PAYMENTS_FLOW,
  PRODUCTION_ENVIRONMENT,
  REPLACING_DEPLOYMENT,
  REPOS,
  STAGING_ENVIRONMENT,
  STRICT_POLICY,
  TRAIL_COUNTS,
  WEB_APP_FLOW
} from '../../sandbox/fixtures.js'
import { getJson } from './client.js'
import type { Json } from './client.js'

const sandbox = useSandbox()

interface Status {
  attestation_name: string
  attestation_type: string
  status: string
  is_compliant: boolean
  unexpected: boolean
}
interface Assertion {
  fingerprint: string
  flow: string
  trail: string
  compliant: boolean
  scope: string
  html_url: string
  compliance_status: { status: string; is_compliant: boolean; attestations_statuses: Status[] }
  flows: Json
  environment?: string
  policy_evaluations?: { policy_name: string; status: string; rule_evaluations: Json[] }[]
  allow_listing?: Json
}

const assertPath = (fingerprint: string, query = '') =>
  `/asserts/acme/fingerprint/${fingerprint}${query ? `?${query}` : ''}`

describe('assert artifact', () => {
  it('flow scope: a compliant artifact, every expected attestation COMPLETE', async () => {
    const { status, body } = await getJson<Assertion>(sandbox, assertPath(COMPLIANT_FINGERPRINT))
    expect(status).toBe(200)
    expect(body).toMatchObject({
      fingerprint: COMPLIANT_FINGERPRINT,
      flow: WEB_APP_FLOW,
      trail: COMPLIANT_TRAIL,
      compliant: true,
      scope: 'flow',
      html_url: `${sandbox.origin}/acme/flows/${WEB_APP_FLOW}/artifacts/${COMPLIANT_FINGERPRINT}`
    })
    expect(body.compliance_status.status).toBe('COMPLIANT')
    expect(body.compliance_status.attestations_statuses.length).toBeGreaterThanOrEqual(3)
    for (const item of body.compliance_status.attestations_statuses) {
      expect(item).toMatchObject({ status: 'COMPLETE', is_compliant: true, unexpected: false })
    }
    // `flows` is one object, as the published description says.
    expect(Array.isArray(body.flows)).toBe(false)
    expect(body.flows).toMatchObject({
      flow: WEB_APP_FLOW,
      trail: COMPLIANT_TRAIL,
      compliant: true
    })
    for (const key of ['environment', 'policy_evaluations', 'allow_listing']) {
      expect(body).not.toHaveProperty(key)
    }
  })

  it('flow scope: a failing attestation makes the artifact NON-COMPLIANT', async () => {
    const { body } = await getJson<Assertion>(sandbox, assertPath(NON_COMPLIANT_FINGERPRINT))
    expect(body.compliant).toBe(false)
    expect(body.compliance_status.status).toBe('NON-COMPLIANT')
    expect(body.compliance_status.attestations_statuses).toContainEqual(
      expect.objectContaining({
        attestation_name: FAILING_ATTESTATION.name,
        attestation_type: FAILING_ATTESTATION.type,
        status: 'COMPLETE',
        is_compliant: false
      })
    )
  })

  it('flow scope: a missing attestation makes the artifact INCOMPLETE', async () => {
    const { body } = await getJson<Assertion>(sandbox, assertPath(INCOMPLETE_FINGERPRINT))
    expect(body.compliant).toBe(false)
    expect(body.compliance_status.status).toBe('INCOMPLETE')
    expect(body.compliance_status.attestations_statuses).toContainEqual(
      expect.objectContaining({
        attestation_name: MISSING_ATTESTATION.name,
        status: 'MISSING',
        is_compliant: false
      })
    )
  })

  it('flow_name restricts the search to that flow', async () => {
    const inFlow = await getJson<Assertion>(
      sandbox,
      assertPath(COMPLIANT_FINGERPRINT, `flow_name=${WEB_APP_FLOW}`)
    )
    expect(inFlow.status).toBe(200)
    const elsewhere = await getJson(
      sandbox,
      assertPath(COMPLIANT_FINGERPRINT, `flow_name=${PAYMENTS_FLOW}`)
    )
    expect(elsewhere.status).toBe(404)
  })

  it('environment scope evaluates the environment policies', async () => {
    const good = await getJson<Assertion>(
      sandbox,
      assertPath(COMPLIANT_FINGERPRINT, `environment_name=${PRODUCTION_ENVIRONMENT}`)
    )
    expect(good.body).toMatchObject({
      scope: 'environment',
      environment: PRODUCTION_ENVIRONMENT,
      compliant: true
    })
    expect(good.body.policy_evaluations?.every(p => p.status === 'COMPLIANT')).toBe(true)
    expect(good.body).not.toHaveProperty('allow_listing')

    const bad = await getJson<Assertion>(
      sandbox,
      assertPath(NON_COMPLIANT_FINGERPRINT, `environment_name=${PRODUCTION_ENVIRONMENT}`)
    )
    expect(bad.body.compliant).toBe(false)
    const evaluation = bad.body.policy_evaluations?.[0]
    expect(evaluation?.status).toBe('NON-COMPLIANT')
    expect(evaluation?.rule_evaluations).toContainEqual(
      expect.objectContaining({
        rule: expect.objectContaining({ type: 'trail-compliance' }),
        satisfied: false,
        resolutions: [expect.objectContaining({ type: 'non_compliant_in_trail' })]
      })
    )
  })

  it('environment scope: an allowlisted artifact complies and carries allow_listing', async () => {
    const { body } = await getJson<Assertion>(
      sandbox,
      assertPath(ALLOWLISTED_FINGERPRINT, `environment_name=${PRODUCTION_ENVIRONMENT}`)
    )
    expect(body.compliant).toBe(true)
    expect(body.compliance_status.is_compliant).toBe(false)
    expect(body.allow_listing).toEqual({
      allowlist_id: expect.any(String),
      allowed_by_user_id: expect.any(String),
      timestamp: expect.any(Number),
      description: expect.any(String)
    })
  })

  it('an environment without policies is ignored: scope stays flow', async () => {
    const { body } = await getJson<Assertion>(
      sandbox,
      assertPath(NON_COMPLIANT_FINGERPRINT, `environment_name=${STAGING_ENVIRONMENT}`)
    )
    expect(body.scope).toBe('flow')
    expect(body).not.toHaveProperty('environment')
    expect(body).not.toHaveProperty('policy_evaluations')
  })

  it('policy scope evaluates the named policies (repeated policy_name)', async () => {
    const lenient = await getJson<Assertion>(
      sandbox,
      assertPath(NON_COMPLIANT_FINGERPRINT, `policy_name=${LENIENT_POLICY}`)
    )
    expect(lenient.body).toMatchObject({ scope: 'policy', compliant: true })
    // As the service answers (the vendor CLI's tests read them), not as the description says.
    expect(lenient.body.policy_evaluations?.map(p => [p.policy_name, p.status])).toEqual([
      [LENIENT_POLICY, 'COMPLIANT']
    ])
    const both = await getJson<Assertion>(
      sandbox,
      assertPath(
        NON_COMPLIANT_FINGERPRINT,
        `policy_name=${LENIENT_POLICY}&policy_name=${STRICT_POLICY}`
      )
    )
    expect(both.body).toMatchObject({ scope: 'policy', compliant: false })
    const compliant = await getJson<Assertion>(
      sandbox,
      assertPath(
        COMPLIANT_FINGERPRINT,
        `policy_name=${STRICT_POLICY}&environment_name=${STAGING_ENVIRONMENT}`
      )
    )
    expect(compliant.body).toMatchObject({ scope: 'policy', compliant: true })
  })
})

interface Trail {
  name: string
  created_at: number
  compliance_state: string
  is_compliant: boolean
  compliance_status: {
    status: string
    attestations_statuses: Status[]
    artifacts_statuses: Record<string, Json>
  }
  template: { version: number; trail: Json; content: string }
}
interface TrailPage {
  data: Trail[]
  pagination?: { total: number; page: number; per_page: number; page_count: number }
}

describe('list trails', () => {
  const total = TRAIL_COUNTS[WEB_APP_FLOW] ?? 0

  it('answers a bare array of every trail, newest first, without paging parameters', async () => {
    const { status, body } = await getJson<Trail[]>(sandbox, `/trails/acme/${WEB_APP_FLOW}`)
    expect(status).toBe(200)
    expect(Array.isArray(body)).toBe(true)
    expect(body).toHaveLength(total)
    expect(total).toBeGreaterThanOrEqual(25)
    const times = body.map(trail => trail.created_at)
    expect(times).toEqual([...times].sort((a, b) => b - a))
  })

  it('shows compliance per trail: COMPLIANT, NON-COMPLIANT and a MISSING attestation', async () => {
    const { body } = await getJson<Trail[]>(sandbox, `/trails/acme/${WEB_APP_FLOW}`)
    const byName = new Map(body.map(trail => [trail.name, trail]))
    expect(byName.get(COMPLIANT_TRAIL)).toMatchObject({
      compliance_state: 'COMPLIANT',
      is_compliant: true
    })
    const incomplete = byName.get(INCOMPLETE_TRAIL)
    expect(incomplete?.compliance_state).toBe('INCOMPLETE')
    expect(incomplete?.compliance_status.attestations_statuses).toContainEqual(
      expect.objectContaining({ attestation_name: MISSING_ATTESTATION.name, status: 'MISSING' })
    )
    expect(incomplete?.template.version).toBe(1)
    expect(incomplete?.template.content).toContain(`name: ${MISSING_ATTESTATION.name}`)
    expect(new Set(body.map(trail => trail.compliance_state))).toEqual(
      new Set(['COMPLIANT', 'NON-COMPLIANT', 'INCOMPLETE'])
    )
  })

  it('pages with {data, pagination} when there is more than one page', async () => {
    const names: string[] = []
    const pageCount = Math.ceil(total / 10)
    for (let page = 1; page <= pageCount; page++) {
      const { body } = await getJson<TrailPage>(
        sandbox,
        `/trails/acme/${WEB_APP_FLOW}?page=${page}&per_page=10`
      )
      expect(body.pagination).toEqual({ total, page, per_page: 10, page_count: pageCount })
      expect(body.data.length).toBe(page < pageCount ? 10 : total - 10 * (pageCount - 1))
      names.push(...body.data.map(trail => trail.name))
    }
    const { body: all } = await getJson<Trail[]>(sandbox, `/trails/acme/${WEB_APP_FLOW}`)
    expect(names).toEqual(all.map(trail => trail.name))
  })

  it('leaves pagination out when everything fits in one page', async () => {
    const { body } = await getJson<TrailPage>(sandbox, `/trails/acme/${WEB_APP_FLOW}?per_page=100`)
    expect(body.data).toHaveLength(total)
    expect(body).not.toHaveProperty('pagination')
  })

  it('defaults per_page to 20 when only page is given, and pages past the end are empty', async () => {
    const first = await getJson<TrailPage>(sandbox, `/trails/acme/${WEB_APP_FLOW}?page=1`)
    expect(first.body.data).toHaveLength(Math.min(20, total))
    const past = await getJson<TrailPage>(
      sandbox,
      `/trails/acme/${WEB_APP_FLOW}?page=99&per_page=10`
    )
    expect(past.body.data).toEqual([])
  })
})

describe('get deployment', () => {
  it('names the artifact it replaced and a diff_url', async () => {
    const { environment, fingerprint, replacedFingerprint } = REPLACING_DEPLOYMENT
    const { status, body } = await getJson(
      sandbox,
      `/deployments/acme/${environment}/${fingerprint}`
    )
    expect(status).toBe(200)
    expect(body).toMatchObject({
      fingerprint,
      env_name: environment,
      artifact_name: expect.any(String),
      deployed_at: expect.any(Number),
      snapshot_index: expect.any(Number),
      artifact: expect.objectContaining({
        flow_name: expect.any(String),
        git_commit: expect.stringMatching(/^[0-9a-f]{40}$/)
      }),
      replaced_artifact: expect.objectContaining({ fingerprint: replacedFingerprint }),
      diff_url: expect.stringMatching(/\/compare\/[0-9a-f]{40}\.\.\.[0-9a-f]{40}$/),
      _links: expect.any(Object)
    })
    const replaced = body.replaced_artifact as { snapshot_index: number }
    expect(replaced.snapshot_index).toBeLessThan(body.snapshot_index as number)
  })

  it('gives null replaced_artifact and diff_url for a first deployment', async () => {
    const { environment, fingerprint } = FIRST_DEPLOYMENT
    const { body } = await getJson(sandbox, `/deployments/acme/${environment}/${fingerprint}`)
    expect(body).toMatchObject({ fingerprint, replaced_artifact: null, diff_url: null })
  })
})

interface AttestationPage {
  data: {
    attestation_name: string
    created_at: number
    is_compliant: boolean
    trail_name: string
  }[]
  pagination: { total: number; page: number; per_page: number; page_count: number }
}

describe('list flow attestations', () => {
  const total = ATTESTATION_COUNTS[WEB_APP_FLOW] ?? 0

  it('pages 20 at a time by default, newest first, always with pagination', async () => {
    const { body } = await getJson<AttestationPage>(sandbox, `/attestations/acme/${WEB_APP_FLOW}`)
    expect(body.data).toHaveLength(DEFAULT_ATTESTATIONS_PER_PAGE)
    expect(body.pagination).toEqual({
      total,
      page: 1,
      per_page: DEFAULT_ATTESTATIONS_PER_PAGE,
      page_count: Math.ceil(total / DEFAULT_ATTESTATIONS_PER_PAGE)
    })
    expect(body.pagination.page_count).toBeGreaterThan(2)
    const times = body.data.map(a => a.created_at)
    expect(times).toEqual([...times].sort((a, b) => b - a))
    expect(times.some(t => !Number.isInteger(t))).toBe(true)
  })

  it('walks every page to the last', async () => {
    let seen = 0
    for (let page = 1; ; page++) {
      const { body } = await getJson<AttestationPage>(
        sandbox,
        `/attestations/acme/${WEB_APP_FLOW}?page=${page}&per_page=25`
      )
      seen += body.data.length
      if (page >= body.pagination.page_count) break
    }
    expect(seen).toBe(total)
  })

  it('filters by from_timestamp and to_timestamp', async () => {
    const { body: all } = await getJson<AttestationPage>(
      sandbox,
      `/attestations/acme/${WEB_APP_FLOW}?per_page=1000`
    )
    const times = all.data.map(a => a.created_at).sort((a, b) => a - b)
    const from = Math.ceil(times[10] ?? 0)
    const to = Math.floor(times[40] ?? 0)
    const { body } = await getJson<AttestationPage>(
      sandbox,
      `/attestations/acme/${WEB_APP_FLOW}?per_page=1000&from_timestamp=${from}&to_timestamp=${to}`
    )
    const expected = times.filter(t => t >= from && t <= to).length
    expect(body.pagination.total).toBe(expected)
    expect(expected).toBeGreaterThan(0)
    expect(expected).toBeLessThan(times.length)
    expect(body.data.every(a => a.created_at >= from && a.created_at <= to)).toBe(true)
  })
})

describe('get approval', () => {
  it.each(Object.entries(APPROVAL_NUMBERS))(
    'approval in state %s (number %d)',
    async (state, number) => {
      const { status, body } = await getJson(sandbox, `/approvals/acme/${APPROVAL_FLOW}/${number}`)
      expect(status).toBe(200)
      expect(body).toMatchObject({
        release_number: number,
        state,
        base_artifact: expect.stringMatching(/^[0-9a-f]{64}$/),
        target_artifact: expect.stringMatching(/^[0-9a-f]{64}$/),
        artifact_name: expect.any(String)
      })
      const approvals = body.approvals as { state: string; approved_by: string }[]
      if (state === 'PENDING') expect(approvals).toEqual([])
      else expect(approvals.map(a => a.state)).toContain(state)
      const commits = body.src_commit_list as { artifact_fingerprints: string[] }[]
      expect(commits.flatMap(c => c.artifact_fingerprints)).toContain(body.target_artifact)
    }
  )
})

interface BuildPage {
  page: number
  per_page: number
  total_pages: number
  total_count: number
  builds: {
    fingerprint: string
    created_at: number
    repo_info: { name: string; repo_id: string }
  }[]
  _links: Record<string, { href: string }>
}

describe('list builds', () => {
  it('defaults to page 1 of 15 in the last 28 days', async () => {
    const { body } = await getJson<BuildPage>(sandbox, '/builds/acme')
    expect(BUILD_COUNT_IN_DEFAULT_WINDOW).toBeGreaterThanOrEqual(47)
    expect(body).toMatchObject({
      page: 1,
      per_page: DEFAULT_BUILDS_PER_PAGE,
      total_count: BUILD_COUNT_IN_DEFAULT_WINDOW,
      total_pages: Math.ceil(BUILD_COUNT_IN_DEFAULT_WINDOW / DEFAULT_BUILDS_PER_PAGE)
    })
    expect(body.builds).toHaveLength(DEFAULT_BUILDS_PER_PAGE)
    expect(body._links.next?.href).toContain('page=2')
  })

  it('pages through distinct builds, newest first, from two repositories', async () => {
    const first = await getJson<BuildPage>(sandbox, '/builds/acme')
    const fingerprints: string[] = []
    const repos = new Set<string>()
    let previous = Infinity
    for (let page = 1; page <= first.body.total_pages; page++) {
      const { body } = await getJson<BuildPage>(sandbox, `/builds/acme?page=${page}`)
      for (const build of body.builds) {
        expect(build.created_at).toBeLessThanOrEqual(previous)
        previous = build.created_at
        fingerprints.push(build.fingerprint)
        repos.add(build.repo_info.name)
      }
    }
    expect(fingerprints).toHaveLength(BUILD_COUNT_IN_DEFAULT_WINDOW)
    expect(new Set(fingerprints).size).toBe(fingerprints.length)
    expect(repos.size).toBe(2)
  })

  it('filters by repo_name and repo_id', async () => {
    const [repo] = REPOS
    if (!repo) throw new Error('no repos in the seed')
    const byName = await getJson<BuildPage>(
      sandbox,
      `/builds/acme?repo_name=${encodeURIComponent(repo.name)}`
    )
    expect(byName.body.total_count).toBe(BUILD_COUNTS_BY_REPO[repo.name])
    expect(byName.body.builds.every(b => b.repo_info.name === repo.name)).toBe(true)
    const byId = await getJson<BuildPage>(sandbox, `/builds/acme?repo_id=${repo.id}`)
    expect(byId.body.total_count).toBe(BUILD_COUNTS_BY_REPO[repo.name])
  })

  it('honours start-ts and end-ts (hyphenated), and ignores start_ts', async () => {
    const all = await getJson<BuildPage>(sandbox, '/builds/acme?start-ts=0')
    expect(all.body.total_count).toBe(BUILD_COUNT)
    expect(BUILD_COUNT).toBeGreaterThan(BUILD_COUNT_IN_DEFAULT_WINDOW)
    const underscore = await getJson<BuildPage>(sandbox, '/builds/acme?start_ts=0')
    expect(underscore.body.total_count).toBe(BUILD_COUNT_IN_DEFAULT_WINDOW)
    const end = sandbox.store.anchor - 5 * 24 * 3600
    const older = await getJson<BuildPage>(
      sandbox,
      `/builds/acme?start-ts=0&end-ts=${end}&per_page=50`
    )
    expect(older.body.total_count).toBeGreaterThan(0)
    expect(older.body.total_count).toBeLessThan(BUILD_COUNT)
    expect(older.body.builds.every(b => b.created_at <= end)).toBe(true)
  })

  it('accepts per_page 0 and 50', async () => {
    const none = await getJson<BuildPage>(sandbox, '/builds/acme?per_page=0')
    expect(none.body).toMatchObject({ per_page: 0, total_pages: 0, builds: [] })
    const max = await getJson<BuildPage>(sandbox, '/builds/acme?per_page=50')
    expect(max.body.builds).toHaveLength(Math.min(50, BUILD_COUNT_IN_DEFAULT_WINDOW))
  })
})

describe('list actions', () => {
  it('answers a bare array with is_created_from_slack_app and a failing action', async () => {
    const { status, body } = await getJson<Json[]>(sandbox, '/actions/acme')
    expect(status).toBe(200)
    expect(body).toHaveLength(ACTION_COUNT)
    expect(ACTION_COUNT).toBeGreaterThanOrEqual(3)
    for (const action of body) {
      expect(typeof action.is_created_from_slack_app).toBe('boolean')
      expect(typeof action.number).toBe('number')
      expect(Array.isArray(action.triggers)).toBe(true)
    }
    expect(body.find(a => a.is_failing === true)?.name).toBe(FAILING_ACTION_NAME)
  })
})
