/**
 * End to end: get-snapshot as steps run in-process (kit/step.ts), against the
 * sandbox: a compliant snapshot, assert failing on a non-compliant one and naming each
 * artifact with its flow, trail and failed rules, an artifact without provenance, the
 * snapshot expressions, refusals before any request, and an answer about another environment.
 */
import {
  INCOMPLETE_FINGERPRINT,
  PRODUCTION_ENVIRONMENT,
  STAGING_ENVIRONMENT,
  UNKNOWN_ENVIRONMENT,
  UNKNOWN_FINGERPRINT
} from '../../../sandbox/fixtures.js'
import { attachPolicy } from '../../kit/policies.js'
import { recordReport } from '../../../sandbox/snapshots.js'
import { runStep } from '../../kit/step.js'
import { jsonOutput } from '../../kit/service-runs.js'
import {
  annotations,
  expectOneError,
  expectRefusedBeforeAnyRequest
} from '../../kit/annotations.js'
import { serviceInputs } from '../../kit/examples.js'
import { useSandbox } from '../../kit/servers.js'
import { getJson } from '../../sandbox/client.js'
import type { UnsatisfiedRule } from '../../../src/policy-results/unsatisfied-rule.js'

const sandbox = useSandbox({ resetEach: true })

const getSnapshot = (extra: Record<string, string>) =>
  runStep({ inputs: serviceInputs(sandbox, 'get-snapshot', extra) })

/**
 * Staging runs the incomplete web-app image and a sidecar the service has no provenance for
 * (two instances), under the staging-rules policy written as `yaml`.
 */
function stagingUnderPolicy(yaml: string): void {
  recordReport(
    sandbox.store,
    STAGING_ENVIRONMENT,
    [
      { name: 'web-app-image', fingerprint: INCOMPLETE_FINGERPRINT, creationTimestamps: [1] },
      { name: 'sidecar', fingerprint: UNKNOWN_FINGERPRINT, creationTimestamps: [1, 2] }
    ],
    Date.now() / 1000
  )
  attachPolicy(sandbox.store, STAGING_ENVIRONMENT, { name: 'staging-rules', yaml })
}

interface Finding {
  name: string
  fingerprint: string
  flow: string
  trail: string
  reasons: string[]
  rules: UnsatisfiedRule[]
}

describe('get-snapshot', () => {
  it('reads the latest snapshot: compliant, with what runs in the summary', async () => {
    const result = await getSnapshot({ environment: PRODUCTION_ENVIRONMENT, assert: 'true' })
    expect(result.exitCode).toBe(0)
    expect(result.outputs).toMatchObject({
      outcome: 'compliant',
      compliant: 'true',
      'non-compliant': '[]',
      index: '4'
    })
    expect(result.outputs['html-url']).toMatch(/\/environments\/production\/snapshots\/4$/)
    expect(result.summary).toMatch(
      /^## ✅ Compliant: snapshot \[#4\]\(http[^)]*\/snapshots\/4\) of environment production\n/
    )
    expect(result.summary).toContain('| [web-app-image](')
    expect(result.summary).toContain('release-1.4.0')
    expect(result.summary).toContain('prod-requirements')
    expect(sandbox.requests.map(r => r.path)).toEqual([
      `/api/v2/snapshots/${sandbox.org}/${PRODUCTION_ENVIRONMENT}/-1`
    ])
  })

  it('with assert, fails naming each non-compliant running artifact, its flow, trail and rules', async () => {
    stagingUnderPolicy(
      '_schema: https://kosli.com/schemas/policy/environment/v1\nartifacts:\n  provenance:\n    required: true\n  trail-compliance:\n    required: true\n'
    )
    const result = await getSnapshot({ environment: STAGING_ENVIRONMENT, assert: 'true' })
    expect(result.exitCode).not.toBe(0)
    expect(result.outputs).toMatchObject({
      outcome: 'non-compliant',
      compliant: 'false',
      index: '7'
    })
    const findings = jsonOutput<Finding[]>(result.outputs, 'non-compliant')
    expect(findings.map(f => [f.name, f.flow, f.trail])).toEqual([
      ['web-app-image', 'web-app', 'release-1.6.0'],
      ['sidecar', '', '']
    ])
    expect(findings[0]?.reasons).toEqual([
      'policy "staging-rules" v1, trail-compliance rule: the artifact is not compliant in trail "release-1.6.0" of flow "web-app" (incomplete)'
    ])
    // Without provenance every rule of the policy fails: there is no trail to judge.
    expect(findings[1]?.rules.map(rule => [rule.ruleType, rule.resolutions[0]?.type])).toEqual([
      ['provenance', 'no_provenance'],
      ['trail-compliance', 'no_provenance']
    ])
    const [error] = annotations(result.stdout)
    expect(annotations(result.stdout)).toHaveLength(1)
    expect(error).toMatch(
      /^Snapshot #7 of environment staging is not compliant: 2 running artifacts are not compliant: /
    )
    expect(error).toContain(
      `web-app-image (5e7ab2d5a394) of flow web-app, trail release-1.6.0 [${findings[0]?.reasons[0]}]`
    )
    expect(error).toContain('sidecar (')
    expect(error).toContain('with no provenance')
    expect(result.summary).toContain('2 artifacts, 2 non-compliant')
  })

  it("with assert, passes when the policy's exceptions and if lift the rules the artifacts fail", async () => {
    stagingUnderPolicy(
      [
        '_schema: https://kosli.com/schemas/policy/environment/v1',
        'artifacts:',
        '  provenance:',
        '    required: true',
        '    exceptions:',
        '      - if: ${{ artifact.name == "sidecar" }}',
        '  trail-compliance:',
        '    required: true',
        '    exceptions:',
        "      - if: ${{ flow.name in ['web-app'] or artifact.name == 'sidecar' }}",
        '  attestations:',
        '    - name: sbom',
        '      type: generic',
        '      if: ${{ matches(artifact.name, "^payments") }}',
        ''
      ].join('\n')
    )
    const result = await getSnapshot({ environment: STAGING_ENVIRONMENT, assert: 'true' })
    expect(result.exitCode).toBe(0)
    expect(result.outputs).toMatchObject({
      outcome: 'compliant',
      compliant: 'true',
      'non-compliant': '[]'
    })
  })

  it('without assert, passes and warns with the same findings', async () => {
    const result = await getSnapshot({ environment: STAGING_ENVIRONMENT })
    expect(result.exitCode).toBe(0)
    expect(result.outputs).toMatchObject({ outcome: 'ok', compliant: 'false' })
    expect(annotations(result.stdout, 'warning').join('\n')).toMatch(
      /is not compliant: .*The step passes because assert is false\./
    )
  })

  it.each([
    ['2', '2', '2'],
    ['#2', '2', '2'],
    ['~1', '~1', '3'],
    ['@{1.days.ago}', '%40%7B1.days.ago%7D', '4']
  ])('sends snapshot %s as %s', async (snapshot, sent, index) => {
    const result = await getSnapshot({ environment: PRODUCTION_ENVIRONMENT, snapshot })
    expect(result.outputs.index).toBe(index)
    expect(sandbox.requests[0]?.path).toBe(
      `/api/v2/snapshots/${sandbox.org}/${PRODUCTION_ENVIRONMENT}/${sent}`
    )
  })

  it.each(['latest', 'production~1', '0', '-0', '@{2026-02-30T00:00:00}', '@{2.years.ago}'])(
    'refuses snapshot %s before any request',
    async snapshot => {
      const result = await getSnapshot({ environment: PRODUCTION_ENVIRONMENT, snapshot })
      expectRefusedBeforeAnyRequest(
        result,
        sandbox.requests,
        /^Input "snapshot" has .+; expected N or #N/
      )
    }
  )

  it('fails naming environment and snapshot when there is none', async () => {
    const [error] = expectOneError(await getSnapshot({ environment: UNKNOWN_ENVIRONMENT }))
    // The service's reason comes first, then the inputs to check.
    expect(error).toMatch(
      /^Environment 'no-such-environment' not found in organization 'acme' \(.*\): check the environment name and the snapshot input/
    )
    const [past] = expectOneError(
      await getSnapshot({ environment: PRODUCTION_ENVIRONMENT, snapshot: '99' })
    )
    expect(past).toMatch(/^Snapshot '99' not found for environment 'production' \(/)
  })

  it('refuses an answer about another environment or snapshot', async () => {
    const answerOf = async (path: string) => {
      const response = await fetch(`${sandbox.baseUrl}${path}`, {
        headers: { authorization: `Bearer ${sandbox.token}` }
      })
      return (await response.json()) as object
    }
    const production3 = await answerOf(`/snapshots/${sandbox.org}/${PRODUCTION_ENVIRONMENT}/3`)
    sandbox.faults.add(
      {
        method: 'GET',
        path: `/snapshots/${sandbox.org}/${STAGING_ENVIRONMENT}/2`,
        times: Infinity
      },
      { status: 200, body: production3 }
    )
    const [other] = expectOneError(
      await getSnapshot({ environment: STAGING_ENVIRONMENT, snapshot: '2', assert: 'true' })
    )
    expect(other).toMatch(
      /^The snapshot 2 of environment "staging" is not what the service answered \(.*whose environment is "production"/
    )
    sandbox.faults.add(
      {
        method: 'GET',
        path: `/snapshots/${sandbox.org}/${PRODUCTION_ENVIRONMENT}/2`,
        times: Infinity
      },
      { status: 200, body: production3 }
    )
    const [index] = expectOneError(
      await getSnapshot({ environment: PRODUCTION_ENVIRONMENT, snapshot: '2', assert: 'true' })
    )
    expect(index).toMatch(/whose index is 3/)
  })

  it("refuses an answer without its link, or naming another environment behind a trailing '/'", async () => {
    const { body: production3 } = await getJson<{ html_url: string }>(
      sandbox,
      `/snapshots/${sandbox.org}/${PRODUCTION_ENVIRONMENT}/3`
    )
    const path = `/snapshots/${sandbox.org}/${STAGING_ENVIRONMENT}/2`
    const { html_url: link, ...unlinked } = production3
    sandbox.faults.add(
      { method: 'GET', path, times: 1 },
      { status: 200, body: { ...production3, index: 2, html_url: `${link}/` } }
    )
    sandbox.faults.add(
      { method: 'GET', path, times: 1 },
      { status: 200, body: { ...unlinked, index: 2 } }
    )
    const ask = () => getSnapshot({ environment: STAGING_ENVIRONMENT, snapshot: '2' })
    const [other] = expectOneError(await ask())
    expect(other).toMatch(/whose environment is "production"/)
    const [none] = expectOneError(await ask())
    expect(none).toMatch(
      /^The snapshot 2 of environment "staging" is not what the service answered/
    )
  })
  describe('an answer that does not name the snapshot asked', () => {
    const answerFor = async (environment: string, snapshot: string) =>
      (
        await getJson<Record<string, unknown>>(
          sandbox,
          `/snapshots/${sandbox.org}/${environment}/${snapshot}`
        )
      ).body

    it.each([
      ['null', null, /without a link\b/],
      [
        'a link of another form',
        'https://app.example/acme/env/staging',
        /whose link is "https:\/\/app\.example\/acme\/env\/staging"/
      ],
      ['not a link at all', 'staging', /whose link is "staging"/]
    ])(
      'does not pass the gate on an html_url that is %s, and says what came',
      async (_, htmlUrl, said) => {
        // Another environment's compliant snapshot, its link taken away: the gate must not pass.
        const production = await answerFor(PRODUCTION_ENVIRONMENT, '-1')
        expect(production.compliant).toBe(true)
        sandbox.faults.add(
          { method: 'GET', path: `/snapshots/${sandbox.org}/${STAGING_ENVIRONMENT}/-1`, times: 1 },
          { status: 200, body: { ...production, html_url: htmlUrl } }
        )
        const result = await getSnapshot({ environment: STAGING_ENVIRONMENT, assert: 'true' })
        const [error] = expectOneError(result)
        expect(error).toMatch(
          /^The snapshot -1 of environment "staging" is not what the service answered \(the service answered a snapshot /
        )
        expect(error).toMatch(said)
        expect(result.outputs.compliant).toBeUndefined()
      }
    )

    it("refuses a link that names another snapshot than the answer's index", async () => {
      const production = await answerFor(PRODUCTION_ENVIRONMENT, '-1')
      const link = String(production.html_url)
      sandbox.faults.add(
        { method: 'GET', path: `/snapshots/${sandbox.org}/${PRODUCTION_ENVIRONMENT}/-1`, times: 1 },
        { status: 200, body: { ...production, html_url: link.replace(/\d+$/, '2') } }
      )
      const [error] = expectOneError(
        await getSnapshot({ environment: PRODUCTION_ENVIRONMENT, assert: 'true' })
      )
      expect(error).toMatch(/whose linked snapshot is "#2"/)
    })
  })

  it('reads provenance from the published flows list, and says "no provenance" only without a flow', async () => {
    recordReport(
      sandbox.store,
      STAGING_ENVIRONMENT,
      [
        { name: 'web-app-image', fingerprint: INCOMPLETE_FINGERPRINT, creationTimestamps: [1] },
        { name: 'sidecar', fingerprint: UNKNOWN_FINGERPRINT, creationTimestamps: [1] }
      ],
      Date.now() / 1000
    )
    const path = `/snapshots/${sandbox.org}/${STAGING_ENVIRONMENT}/-1`
    const { body: staging } = await getJson<{ artifacts: Record<string, unknown>[] }>(sandbox, path)
    // The published shape: flows listed, no flow_name or trail_name beside the artifact.
    const artifacts = staging.artifacts.map(({ flow_name, trail_name, ...artifact }) => ({
      ...artifact,
      compliant: false,
      flows: flow_name
        ? [
            { flow_name, trail_name },
            { flow_name: 'payments', trail_name: 'release-2' }
          ]
        : []
    }))
    sandbox.faults.add(
      { method: 'GET', path, times: 1 },
      { status: 200, body: { ...staging, compliant: false, artifacts } }
    )
    const result = await getSnapshot({ environment: STAGING_ENVIRONMENT, assert: 'true' })
    expect(result.outputs.outcome).toBe('non-compliant')
    const findings = jsonOutput<(Finding & { flows: unknown })[]>(result.outputs, 'non-compliant')
    expect(findings.map(f => [f.name, f.flow, f.trail, f.flows])).toEqual([
      [
        'web-app-image',
        'web-app',
        'release-1.6.0',
        [
          { flow: 'web-app', trail: 'release-1.6.0' },
          { flow: 'payments', trail: 'release-2' }
        ]
      ],
      ['sidecar', '', '', []]
    ])
    const [error] = annotations(result.stdout)
    expect(error).toContain(
      'web-app-image (5e7ab2d5a394) of flow web-app, trail release-1.6.0 and of flow payments, trail release-2'
    )
    expect(error).not.toMatch(/web-app-image[^;]*no provenance/)
    expect(error).toMatch(/sidecar \([0-9a-f]{12}\) with no provenance/)
    expect(result.summary).toContain('| web-app<br>payments | release-1.6.0<br>release-2 |')
  })

  describe('a snapshot no policy judged', () => {
    const path = () => `/snapshots/${sandbox.org}/${PRODUCTION_ENVIRONMENT}/-1`

    it('passes the gate with a warning when no policy is applied', async () => {
      const { body } = await getJson<Record<string, unknown>>(sandbox, path())
      sandbox.faults.add(
        { method: 'GET', path: path(), times: 1 },
        { status: 200, body: { ...body, applied_policies: [] } }
      )
      const result = await getSnapshot({ environment: PRODUCTION_ENVIRONMENT, assert: 'true' })
      expect(result.exitCode).toBe(0)
      expect(result.outputs.outcome).toBe('compliant')
      expect(annotations(result.stdout, 'warning')).toEqual([
        'No policy judged snapshot #4 of environment production: none is applied to the environment, so every artifact in it counts as compliant; attach a policy to the environment (attach-policy) for the gate to judge what runs.'
      ])
      expect(result.summary).toContain('against no policy (none applied: nothing was judged)')
    })

    it('says "not stated" when the answer does not say which policies judged it', async () => {
      const { body } = await getJson<Record<string, unknown>>(sandbox, path())
      const unstated = { ...body }
      delete unstated.applied_policies
      sandbox.faults.add({ method: 'GET', path: path(), times: 1 }, { status: 200, body: unstated })
      const result = await getSnapshot({ environment: PRODUCTION_ENVIRONMENT, assert: 'true' })
      expect(result.exitCode).toBe(0)
      expect(annotations(result.stdout, 'warning')).toEqual([
        expect.stringMatching(
          /^The answer for snapshot #4 of environment production does not state which policies judged it/
        )
      ])
      expect(result.summary).toContain(
        'against policies not stated (the answer does not say which)'
      )
      expect(result.summary).not.toContain('none applied')
    })

    it('warns nothing when the environment has its policies', async () => {
      const result = await getSnapshot({ environment: PRODUCTION_ENVIRONMENT, assert: 'true' })
      expect(annotations(result.stdout, 'warning')).toEqual([])
    })
  })
})
