/**
 * src/policy-results/: policy evaluations as the service publishes them (the description's
 * own assert example, and answers built to validate against PolicyEvaluationResponse) read as
 * the unsatisfied rules of failing policies, in plain words on one line and in Markdown; an
 * unknown resolution reads generically, and names from the service forge no log line and
 * inject no Markdown or HTML.
 */
import type { ValidateFunction } from 'ajv/dist/2020.js'
import * as z from '../../../src/parsing/zod.js'
import { PolicyEvaluationSchema } from '../../../src/policy-results/policy-evaluations.js'
import { unsatisfiedRules } from '../../../src/policy-results/unsatisfied-rules.js'
import {
  briefReason,
  describeRule,
  describeFirstRules,
  describeRuleLinesMarkdown,
  describeRules,
  rulesTable
} from '../../../src/policy-results/wording.js'
import { createAjv, describeWithSpec, loadSpec } from '../../kit/openapi.js'
import { expectWellFormed, renderSummary, tableWith } from '../../kit/summary-html.js'

const TRAIL = '21fad3d3c2929a5b0d99e734f41298c5f2a91dd1'

type Described = { components: { schemas: Record<string, { examples?: unknown[] }> } }

/** Answers built here, each checked against the published PolicyEvaluationResponse. */
let validate: ValidateFunction | undefined
function published(evaluations: unknown[]) {
  if (validate) {
    for (const evaluation of evaluations) {
      const valid = validate(evaluation)
      expect(valid ? [] : validate.errors).toEqual([])
    }
  }
  return z.array(PolicyEvaluationSchema).parse(evaluations)
}

const missing = (name: string, type: string, resolution = 'missing_attestation') => ({
  rule: { type: 'attestation', definition: { name, type, must_be_compliant: true } },
  satisfied: false,
  ignored: false,
  resolutions: [{ type: resolution, context: { flow_name: 'web-app', trail_name: TRAIL } }]
})

describeWithSpec('policy evaluations as the service publishes them', () => {
  let example: unknown[]
  beforeAll(() => {
    const spec = loadSpec() as unknown as Described
    const ajv = createAjv(loadSpec())
    validate = ajv.compile({ $ref: 'spec#/components/schemas/PolicyEvaluationResponse' })
    const answer = spec.components.schemas.AssertArtifactResponse?.examples?.[1] as {
      policy_evaluations: unknown[]
    }
    example = answer.policy_evaluations
  })
  afterAll(() => {
    validate = undefined
  })

  it("reads the description's own example: each unsatisfied rule, its type, what it asks and why", () => {
    const rules = unsatisfiedRules(published(example))
    expect(rules.map(rule => [rule.ruleType, rule.asked])).toEqual([
      ['trail-compliance', 'the artifact compliant in its trail'],
      ['attestation', 'a snyk attestation, compliant'],
      ['attestation', 'attestation "unit-tests" (any type), compliant'],
      ['attestation', 'attestation "person" (custom:typed-person-with-evaluation), compliant']
    ])
    expect(rules[0]).toEqual({
      policy: 'attestation-policy',
      version: 1,
      ruleType: 'trail-compliance',
      asked: 'the artifact compliant in its trail',
      resolutions: [
        {
          type: 'non_compliant_in_trail',
          flow: 'v1-flow',
          trail: TRAIL,
          artifactStatus: 'INCOMPLETE',
          text: `the artifact is not compliant in trail "${TRAIL}" of flow "v1-flow" (incomplete)`
        }
      ]
    })
    expect(rules[2]?.attestation).toEqual({ name: 'unit-tests', type: '*', mustBeCompliant: true })
    expect(rules.map(describeRule)).toEqual([
      `policy "attestation-policy" v1, trail-compliance rule: the artifact is not compliant in trail "${TRAIL}" of flow "v1-flow" (incomplete)`,
      `policy "attestation-policy" v1, attestation rule: missing a snyk attestation in trail "${TRAIL}" of flow "v1-flow"`,
      `policy "attestation-policy" v1, attestation rule: missing attestation "unit-tests" (any type) in trail "${TRAIL}" of flow "v1-flow"`,
      `policy "attestation-policy" v1, attestation rule: missing attestation "person" (custom:typed-person-with-evaluation) in trail "${TRAIL}" of flow "v1-flow"`
    ])
  })

  it('leaves out satisfied and ignored rules and compliant policies', () => {
    const rules = unsatisfiedRules(
      published([
        {
          policy_name: 'fine',
          policy_version: 2,
          status: 'COMPLIANT',
          rule_evaluations: [{ ...missing('sbom', 'generic'), ignored: true }]
        },
        {
          policy_name: 'strict',
          policy_version: 4,
          status: 'NON-COMPLIANT',
          rule_evaluations: [
            { ...missing('sbom', 'generic'), ignored: true, satisfied: null },
            {
              ...missing('tests', 'junit'),
              satisfied: true,
              resolutions: [{ type: 'rule_satisfied' }]
            },
            missing('review', 'pull_request', 'non_compliant_attestation')
          ]
        }
      ])
    )
    expect(rules.map(describeRule)).toEqual([
      `policy "strict" v4, attestation rule: attestation "review" (pull_request) is non-compliant in trail "${TRAIL}" of flow "web-app"`
    ])
    expect(rules.map(briefReason)).toEqual(['strict: review non-compliant'])
  })

  it('says every published resolution in plain words, and one it does not know generically', () => {
    const rule = (type: string, resolution: Record<string, unknown>) => ({
      rule: { type, definition: { required: true, exceptions: [] } },
      satisfied: false,
      resolutions: [resolution]
    })
    const rules = unsatisfiedRules(
      published([
        {
          policy_name: 'prod',
          policy_version: 3,
          status: 'NON-COMPLIANT',
          rule_evaluations: [
            rule('provenance', { type: 'no_provenance', context: null }),
            rule('provenance', { type: 'missing_provenance', context: { flow_name: 'web-app' } }),
            rule('trail-compliance', { type: 'legacy_flow', context: { flow_name: 'old-app' } }),
            { ...missing('*', '*'), resolutions: [] }
          ]
        }
      ]).map(evaluation => ({
        ...evaluation,
        rule_evaluations: [
          ...(evaluation.rule_evaluations ?? []),
          // A type the description does not list (yet): past what a published answer holds.
          {
            rule: { type: 'attestation', definition: { name: 'sbom', type: 'generic' } },
            satisfied: false,
            resolutions: [
              { type: 'expired_attestation', context: { flow_name: 'web-app', trail_name: 'v2' } }
            ]
          }
        ]
      }))
    )
    expect(describeRules(rules)).toBe(
      [
        'policy "prod" v3, provenance rule: no provenance: no flow reported the artifact',
        'policy "prod" v3, provenance rule: no provenance in flow "web-app": no build reported the artifact there',
        'policy "prod" v3, trail-compliance rule: the artifact comes from legacy flow "old-app", which has no trails to hold the evidence',
        'policy "prod" v3, attestation rule: not satisfied (it asks for an attestation, compliant)',
        'policy "prod" v3, attestation rule: expired attestation (trail "v2" of flow "web-app")'
      ].join('; ')
    )
    expect(describeRules(rules, 2)).toMatch(/; 3 more rules$/)
  })

  it('names the control of a decision rule, from the rule or from the context', () => {
    const rules = unsatisfiedRules(
      published([
        {
          policy_name: 'controls',
          policy_version: 1,
          status: 'NON-COMPLIANT',
          rule_evaluations: [
            {
              ...missing('*', 'custom:decision'),
              resolutions: [
                { type: 'missing_attestation', context: { trail_name: 'main', flow_name: 'web' } }
              ]
            }
          ]
        }
      ]).map(evaluation => ({
        ...evaluation,
        rule_evaluations: (evaluation.rule_evaluations ?? []).map(rule => ({
          ...rule,
          // for_control, as the vendor CLI reads it: beyond the published ContextResponse.
          resolutions: (rule.resolutions ?? []).map(resolution => ({
            ...resolution,
            context: { ...resolution.context, for_control: 'CHG-7' }
          }))
        }))
      }))
    )
    expect(rules.map(describeRule)).toEqual([
      'policy "controls" v1, attestation rule: missing a decision for control "CHG-7" in trail "main" of flow "web"'
    ])
  })
})

describe('names from the service', () => {
  const HOSTILE = 'x\n::error::forged | <img src=x onerror=alert(1)> [a](javascript:x) *b*'
  const rules = unsatisfiedRules(
    z.array(PolicyEvaluationSchema).parse([
      {
        policy_name: HOSTILE,
        policy_version: 1,
        status: 'NON-COMPLIANT',
        rule_evaluations: [
          {
            rule: { type: 'attestation', definition: { name: HOSTILE, type: HOSTILE } },
            satisfied: false,
            resolutions: [
              { type: 'missing_attestation', context: { flow_name: HOSTILE, trail_name: HOSTILE } }
            ]
          },
          {
            rule: { type: 'attestation', definition: { name: 'a' } },
            satisfied: false,
            resolutions: [{ type: `${HOSTILE}_x`, context: null }]
          }
        ]
      }
    ])
  )

  it('stay on one line in a failure', () => {
    const line = describeRules(rules)
    expect(line).not.toMatch(/[\r\n]/)
    expect(line).toContain('x ::error::forged')
  })

  it('stay text in Markdown: no HTML, no link, no extra table cell', () => {
    const summary = renderSummary(`## Non-compliant\n\n${rulesTable(rules)}\n`)
    expectWellFormed(summary)
    expect(summary.links).toEqual([])
    const table = tableWith(summary, ['Policy', 'Rule', 'Asks for', 'What is wrong'])
    expect(table.rows).toHaveLength(2)
    expect(table.rows[0]?.[3]).toContain('<img src=x onerror=alert(1)>')
  })

  it('are not required: a rule list that does not read drops its detail, not the verdict', () => {
    const [evaluation] = z
      .array(PolicyEvaluationSchema)
      .parse([
        { policy_name: 'p', policy_version: 1, status: 'NON-COMPLIANT', rule_evaluations: 'none' }
      ])
    expect(evaluation?.rule_evaluations).toBeUndefined()
    expect(unsatisfiedRules([evaluation!])).toEqual([])
    expect(unsatisfiedRules(undefined)).toEqual([])
  })
})

describe('the rules of an artifact no flow reported', () => {
  const unreported = (type: string) => ({
    rule: { type, definition: { required: true } },
    satisfied: false,
    resolutions: [{ type: 'no_provenance', context: null }]
  })
  const rules = unsatisfiedRules(
    z.array(PolicyEvaluationSchema).parse([
      {
        policy_name: 'prod',
        policy_version: 3,
        status: 'NON-COMPLIANT',
        rule_evaluations: [
          unreported('provenance'),
          missing('sbom', 'generic'),
          unreported('trail-compliance'),
          {
            ...unreported('attestation'),
            rule: { type: 'attestation', definition: { name: 'sbom', type: 'generic' } }
          }
        ]
      },
      {
        policy_name: 'a`b*c',
        policy_version: 1,
        status: 'NON-COMPLIANT',
        rule_evaluations: [unreported('provenance')]
      }
    ])
  )

  it('are said once per policy where each fails only for want of provenance, the others one by one', () => {
    expect(describeFirstRules(rules, 10)).toEqual({
      more: 0,
      named: [
        'policy "prod" v3, provenance, trail-compliance and attestation rules: no provenance: no flow reported the artifact',
        'policy "prod" v3, attestation rule: missing attestation "sbom" (generic) in trail "21fad3d3c2929a5b0d99e734f41298c5f2a91dd1" of flow "web-app"',
        'policy "a`b*c" v1, provenance rule: no provenance: no flow reported the artifact'
      ]
    })
    // The first line speaks for three rules: what the first lines leave out counts rules.
    expect(describeFirstRules(rules, 1)).toMatchObject({ more: 2 })
    expect(describeRules(rules, 2)).toMatch(/; 1 more rule$/)
  })

  it('and in Markdown, with the names escaped', () => {
    const lines = describeRuleLinesMarkdown(rules)
    expect(lines[0]).toMatch(/provenance, trail-compliance and attestation rules: no provenance/)
    expect(lines[2]).not.toContain('a`b*c')
    expect(lines).toHaveLength(3)
  })
})
