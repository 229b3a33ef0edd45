/**
 * assert-artifact at environment and policy scope names each rule of a failing policy that
 * the artifact does not satisfy: what it asks and why, in the step's failure, the job summary
 * and the unsatisfied-rules output. Against the sandbox, whose answer is checked against the
 * published AssertArtifactResponse, and against the description's own example answer.
 */
import type { ValidateFunction } from 'ajv/dist/2020.js'
import {
  LENIENT_POLICY,
  NON_COMPLIANT_FINGERPRINT,
  PRODUCTION_ENVIRONMENT,
  STRICT_POLICY
} from '../../../sandbox/fixtures.js'
import type { UnsatisfiedRule } from '../../../src/policy-results/unsatisfied-rule.js'
import { annotations } from '../../kit/annotations.js'
import { serviceInputs } from '../../kit/examples.js'
import { createAjv, describeWithSpec, loadSpec } from '../../kit/openapi.js'
import { useSandbox } from '../../kit/servers.js'
import { jsonOutput } from '../../kit/service-runs.js'
import { runStep } from '../../kit/step.js'
import { expectWellFormed, renderSummary, tableWith } from '../../kit/summary-html.js'

const sandbox = useSandbox({ resetEach: true })

const RULES_TABLE = ['Policy', 'Rule', 'Asks for', 'What is wrong']

/**
 * The description's example answer at environment scope, made valid against its own schema:
 * it leaves out `unexpected`, which the schema requires of the compliance status and of each
 * attestation's status (the trail's template expects them: none is unexpected).
 */
function answerOf(example: unknown) {
  const answer = structuredClone(example) as {
    fingerprint: string
    environment: string
    trail: string
    compliance_status: { unexpected?: boolean; attestations_statuses: { unexpected?: boolean }[] }
  }
  answer.compliance_status.unexpected = false
  for (const status of answer.compliance_status.attestations_statuses) status.unexpected = false
  return answer
}

const gate = (inputs: Record<string, string>) =>
  runStep({ inputs: serviceInputs(sandbox, 'assert-artifact', inputs) })

describeWithSpec(
  'assert-artifact names the rules a failing policy holds against the artifact',
  () => {
    let conforms: ValidateFunction
    let example: { fingerprint: string; environment: string; trail: string }
    beforeAll(() => {
      const spec = loadSpec() as unknown as {
        components: { schemas: Record<string, { examples?: unknown[] }> }
      }
      conforms = createAjv(loadSpec()).compile({
        $ref: 'spec#/components/schemas/AssertArtifactResponse'
      })
      example = answerOf(spec.components.schemas.AssertArtifactResponse?.examples?.[1])
    })

    /** What the sandbox answers to `query`, checked against the published answer. */
    async function servedAnswer(query: string): Promise<Record<string, unknown>> {
      const response = await fetch(
        `${sandbox.baseUrl}/asserts/${sandbox.org}/fingerprint/${NON_COMPLIANT_FINGERPRINT}?${query}`,
        { headers: { authorization: `Bearer ${sandbox.token}` } }
      )
      const body = (await response.json()) as Record<string, unknown>
      expect(conforms(body) ? [] : conforms.errors).toEqual([])
      return body
    }

    it('at environment scope: in the failure, the summary and the output', async () => {
      const served = await servedAnswer(`environment_name=${PRODUCTION_ENVIRONMENT}`)
      expect(served).toMatchObject({ scope: 'environment', compliant: false })
      const run = await gate({
        fingerprint: NON_COMPLIANT_FINGERPRINT,
        environment: PRODUCTION_ENVIRONMENT
      })
      expect(run.exitCode).not.toBe(0)
      const rules = jsonOutput<UnsatisfiedRule[]>(run.outputs, 'unsatisfied-rules')
      expect(rules.length).toBeGreaterThan(0)
      expect(rules.every(rule => rule.policy === 'prod-requirements')).toBe(true)
      const [error] = annotations(run.stdout)
      expect(error).toContain('failing policy "prod-requirements" v')
      for (const rule of rules) {
        expect(['provenance', 'trail-compliance', 'attestation']).toContain(rule.ruleType)
        expect(rule.resolutions.length).toBeGreaterThan(0)
        for (const resolution of rule.resolutions) {
          expect(resolution.flow).toBe(served.flow)
          expect(resolution.trail).toBe(served.trail)
          expect(error).toContain(`${rule.ruleType} rule: ${resolution.text}`)
        }
      }
      const summary = renderSummary(run.summary)
      expectWellFormed(summary)
      expect(summary.headings.map(heading => heading.text)).toContain(
        'What the failing policies ask'
      )
      const table = tableWith(summary, RULES_TABLE)
      expect(table.rows.map(row => row[1])).toEqual(rules.map(rule => rule.ruleType))
    })

    it('at policy scope, and [] for a policy the artifact satisfies', async () => {
      const served = await servedAnswer(`policy_name=${STRICT_POLICY}`)
      expect(served).toMatchObject({ scope: 'policy', compliant: false })
      const strict = await gate({ fingerprint: NON_COMPLIANT_FINGERPRINT, policies: STRICT_POLICY })
      const rules = jsonOutput<UnsatisfiedRule[]>(strict.outputs, 'unsatisfied-rules')
      expect(rules.length).toBeGreaterThan(0)
      expect(new Set(rules.map(rule => rule.policy))).toEqual(new Set([STRICT_POLICY]))
      expect(annotations(strict.stdout)[0]).toContain(`rule: ${rules[0]?.resolutions[0]?.text}`)
      await servedAnswer(`policy_name=${LENIENT_POLICY}`)
      const lenient = await gate({
        fingerprint: NON_COMPLIANT_FINGERPRINT,
        policies: LENIENT_POLICY
      })
      expect(lenient.outputs).toMatchObject({ compliant: 'true', 'unsatisfied-rules': '[]' })
    })

    it("the description's own example: each missing attestation by name and type, in trail and flow", async () => {
      expect(conforms(example) ? [] : conforms.errors).toEqual([])
      sandbox.faults.add(
        {
          method: 'GET',
          path: new RegExp(`/asserts/${sandbox.org}/fingerprint/${example.fingerprint}$`),
          times: Infinity
        },
        { status: 200, body: example }
      )
      const run = await gate({ fingerprint: example.fingerprint, environment: example.environment })
      expect(run.exitCode).not.toBe(0)
      expect(run.outputs.outcome).toBe('non-compliant')
      const trail = example.trail
      const [error] = annotations(run.stdout)
      expect(error).toContain(
        'failing policy "attestation-policy" v1 (' +
          [
            `trail-compliance rule: the artifact is not compliant in trail "${trail}" of flow "v1-flow" (incomplete)`,
            `attestation rule: missing a snyk attestation in trail "${trail}" of flow "v1-flow"`,
            `attestation rule: missing attestation "unit-tests" (any type) in trail "${trail}" of flow "v1-flow"`,
            `attestation rule: missing attestation "person" (custom:typed-person-with-evaluation) in trail "${trail}" of flow "v1-flow"`
          ].join('; ') +
          ')'
      )
      const table = tableWith(renderSummary(run.summary), RULES_TABLE)
      expect(table.rows).toEqual([
        [
          'attestation-policy v1',
          'trail-compliance',
          'the artifact compliant in its trail',
          'the artifact is not compliant in trail 21fad3d of flow v1-flow (incomplete)'
        ],
        [
          'attestation-policy v1',
          'attestation',
          'a snyk attestation, compliant',
          'missing a snyk attestation in trail 21fad3d of flow v1-flow'
        ],
        [
          'attestation-policy v1',
          'attestation',
          'attestation unit-tests (any type), compliant',
          'missing attestation unit-tests (any type) in trail 21fad3d of flow v1-flow'
        ],
        [
          'attestation-policy v1',
          'attestation',
          'attestation person (custom:typed-person-with-evaluation), compliant',
          'missing attestation person (custom:typed-person-with-evaluation) in trail 21fad3d of flow v1-flow'
        ]
      ])
      expect(jsonOutput<UnsatisfiedRule[]>(run.outputs, 'unsatisfied-rules')).toHaveLength(4)
    })

    it('sets unsatisfied-rules to [] at flow scope', async () => {
      const run = await gate({ fingerprint: NON_COMPLIANT_FINGERPRINT })
      expect(run.outputs.scope).toBe('flow')
      expect(run.outputs['unsatisfied-rules']).toBe('[]')
    })
  }
)
