/**
 * The policy language the sandbox judges snapshots and asserts by, beyond plain rules:
 * `exceptions` of provenance and trail-compliance, an attestation rule's `if`, and
 * `for_control`, each with the expressions they hold (flow and artifact contexts, operators,
 * functions); and the one reader of policy YAML refusing an expression that does not parse.
 */
import { evaluateArtifact, evaluatePolicy, expressionContext } from '../../sandbox/compliance.js'
import { judgeInEnvironment } from '../../sandbox/environment-policies.js'
import { putPolicy, rulesOfPolicyYaml } from '../../sandbox/environments.js'
import {
  COMPLIANT_FINGERPRINT,
  COMPLIANT_TRAIL,
  NON_COMPLIANT_FINGERPRINT,
  ORG,
  STAGING_ENVIRONMENT,
  UNKNOWN_FINGERPRINT,
  WEB_APP_FLOW
} from '../../sandbox/fixtures.js'
import { holds, parseExpression } from '../../sandbox/policy-expressions.js'
import { attachPolicy } from '../kit/policies.js'
import { useSandbox } from '../kit/servers.js'
import { postJira } from './client.js'

const sandbox = useSandbox({ resetEach: true })

const HEAD = '_schema: https://kosli.com/schemas/policy/environment/v1\nartifacts:\n'

/** The verdict of a policy of these rules on an artifact in the staging environment. */
function judged(rules: string, fingerprint: string, runningName?: string) {
  attachPolicy(sandbox.store, STAGING_ENVIRONMENT, { name: 'under-test', yaml: HEAD + rules })
  const environment = sandbox.store.environments.get(STAGING_ENVIRONMENT)
  if (!environment) throw new Error('no staging environment')
  return judgeInEnvironment(sandbox.store, environment, fingerprint, runningName)
}

/** What the judged policy said of each of its rules: whether it held, and its resolution. */
function ruleVerdicts(judgement: ReturnType<typeof judged>) {
  return (judgement.evaluations[0]?.rules ?? []).map(
    ({ rule, satisfied, ignored, resolution }) => ({
      type: rule.type,
      satisfied,
      ignored,
      resolution
    })
  )
}

/** The verdict an assert against the policy gives (compliance.ts's evaluatePolicy). */
function asserted(rules: string, fingerprint: string): string {
  const parsed = rulesOfPolicyYaml(HEAD + rules)
  if ('problem' in parsed) throw new Error(parsed.problem)
  const { policy } = putPolicy(
    sandbox.store,
    { name: 'asserted', description: '', comment: '', yaml: HEAD + rules, rules: parsed },
    0
  )
  const artifact = sandbox.store.artifacts.get(fingerprint)
  const flow = artifact && sandbox.store.flows.get(artifact.flow)
  const trail = artifact && flow?.trails.get(artifact.trail)
  if (!artifact || !flow || !trail) throw new Error('no such artifact')
  const inTrail = evaluateArtifact(flow, trail, artifact)
  return evaluatePolicy(policy, inTrail, expressionContext(artifact, flow)).status
}

const trailCompliance = (exception?: string) =>
  `  trail-compliance:\n    required: true\n${exception ? `    exceptions:\n      - if: '${exception}'\n` : ''}`

describe('exceptions', () => {
  it('lift trail-compliance for an artifact they hold for, and only for it', () => {
    expect(judged(trailCompliance(), NON_COMPLIANT_FINGERPRINT).compliant).toBe(false)
    const exception =
      '${{ flow.name == "' + WEB_APP_FLOW + '" and artifact.name in ["web", "api"] }}'
    expect(judged(trailCompliance(exception), NON_COMPLIANT_FINGERPRINT, 'web').compliant).toBe(
      true
    )
    expect(judged(trailCompliance(exception), NON_COMPLIANT_FINGERPRINT, 'worker').compliant).toBe(
      false
    )
    expect(asserted(trailCompliance(exception), NON_COMPLIANT_FINGERPRINT)).toBe('NON-COMPLIANT')
  })

  it("read the flow's tags, numbers compared as numbers", () => {
    const flow = sandbox.store.flows.get(WEB_APP_FLOW)
    if (!flow) throw new Error('no web-app flow')
    flow.tags = { 'risk-level': 'low', priority: '2' }
    const exception = '${{ flow.tags.risk-level == "low" and flow.tags.priority < 3 }}'
    expect(judged(trailCompliance(exception), NON_COMPLIANT_FINGERPRINT).compliant).toBe(true)
    expect(asserted(trailCompliance(exception), NON_COMPLIANT_FINGERPRINT)).toBe('COMPLIANT')
    flow.tags = { 'risk-level': 'high', priority: '2' }
    expect(judged(trailCompliance(exception), NON_COMPLIANT_FINGERPRINT).compliant).toBe(false)
  })

  it('lift provenance for an artifact the service never saw, by its fingerprint', () => {
    const rules = (exception: string) =>
      `  provenance:\n    required: true\n    exceptions:\n      - if: '${exception}'\n`
    const prefix = UNKNOWN_FINGERPRINT.slice(0, 8)
    expect(
      judged(rules(`\${{ matches(artifact.fingerprint, "^${prefix}") }}`), UNKNOWN_FINGERPRINT)
        .compliant
    ).toBe(true)
    expect(
      judged(rules('${{ matches(artifact.fingerprint, "^0000") }}'), UNKNOWN_FINGERPRINT).compliant
    ).toBe(false)
    // A flow is null for it, so exists(flow) does not hold.
    expect(judged(rules('${{ exists(flow) }}'), UNKNOWN_FINGERPRINT).compliant).toBe(false)
  })
})

describe("an attestation rule's if", () => {
  const rule = (condition: string) =>
    `  attestations:\n    - name: sbom\n      type: generic\n      if: '${condition}'\n`

  it('applies the rule only to the artifacts it holds for', () => {
    const applies = judged(rule(`\${{ flow.name == "${WEB_APP_FLOW}" }}`), COMPLIANT_FINGERPRINT)
    expect(applies.compliant).toBe(false)
    expect(ruleVerdicts(applies)).toEqual([
      { type: 'attestation', satisfied: false, ignored: false, resolution: 'missing_attestation' }
    ])
    const skipped = judged(
      rule('${{ not flow.name == "' + WEB_APP_FLOW + '" }}'),
      COMPLIANT_FINGERPRINT
    )
    expect(skipped.compliant).toBe(true)
    expect(ruleVerdicts(skipped)).toEqual([
      { type: 'attestation', satisfied: true, ignored: true, resolution: 'rule_not_applicable' }
    ])
    expect(asserted(rule(`\${{ flow.name == "${WEB_APP_FLOW}" }}`), COMPLIANT_FINGERPRINT)).toBe(
      'NON-COMPLIANT'
    )
    expect(
      asserted(rule('${{ flow.name != "' + WEB_APP_FLOW + '" }}'), COMPLIANT_FINGERPRINT)
    ).toBe('COMPLIANT')
  })
})

describe('for_control', () => {
  const decide = (control: string, compliant: boolean) =>
    postJira(sandbox, `/attestations/${ORG}/${WEB_APP_FLOW}/trail/${COMPLIANT_TRAIL}/system`, {
      attestation_name: `decision-${control}`,
      type_name: 'decision',
      control,
      attestation_data: { is_compliant: compliant },
      artifact_fingerprint: COMPLIANT_FINGERPRINT
    })
  const forControl = (control: string) => `  attestations:\n    - for_control: ${control}\n`

  it('needs a compliant decision recorded against that control', async () => {
    expect(ruleVerdicts(judged(forControl('RCTL-043'), COMPLIANT_FINGERPRINT))).toEqual([
      { type: 'attestation', satisfied: false, ignored: false, resolution: 'missing_attestation' }
    ])
    expect((await decide('RCTL-043', true)).status).toBe(201)
    expect(judged(forControl('RCTL-043'), COMPLIANT_FINGERPRINT).compliant).toBe(true)
    expect(asserted(forControl('RCTL-043'), COMPLIANT_FINGERPRINT)).toBe('COMPLIANT')
    // A decision against another control does not count.
    expect(judged(forControl('RCTL-999'), COMPLIANT_FINGERPRINT).compliant).toBe(false)
    expect(asserted(forControl('RCTL-999'), COMPLIANT_FINGERPRINT)).toBe('NON-COMPLIANT')
  })

  it('is not satisfied by a decision that the control was not met', async () => {
    expect((await decide('RCTL-044', false)).status).toBe(201)
    expect(ruleVerdicts(judged(forControl('RCTL-044'), COMPLIANT_FINGERPRINT))).toEqual([
      expect.objectContaining({ satisfied: false, resolution: 'non_compliant_attestation' })
    ])
  })
})

describe('policy expressions', () => {
  const context = expressionContext(
    { name: 'web', fingerprint: 'ab'.repeat(32) },
    { name: 'runner', tags: { team: 'a', priority: '2' } }
  )

  it.each([
    ['${{ flow.name == "runner" }}', true],
    ["${{ flow.name == 'saver' or artifact.name == 'web' }}", true],
    ['${{ flow.name == "runner" and (flow.tags.team == "b" or artifact.name == "svc") }}', false],
    ['${{ not flow.tags.team == "a" }}', false],
    ['${{ flow.name in ["runner", "saver"] }}', true],
    ['${{ flow.tags.priority >= 2 and flow.tags.priority != 3 }}', true],
    ['${{ flow.tags.team > 1 }}', false],
    ['${{ exists(flow.tags.missing) }}', false],
    ['${{ matches(artifact.name, "^w.b$") }}', true]
  ])('%s is %s', (text, expected) => {
    expect(holds(text, context)).toBe(expected)
  })

  it('refuses a policy whose expression does not parse, naming where', () => {
    expect(() => parseExpression('${{ flow.name == }}')).toThrow(/expected an operand/)
    expect(() => parseExpression('${{ env.name == "x" }}')).toThrow(/unknown context env/)
    expect(rulesOfPolicyYaml(`${HEAD}${trailCompliance('${{ flow.name === "x" }}')}`)).toEqual({
      problem: expect.stringMatching(
        /^policy_file is not an environment policy: artifacts\.trail-compliance\.exceptions\.0\.if: not an expression/
      ) as string
    })
  })

  it('keeps must_be_compliant: false, which counts a present attestation whatever it says', () => {
    const rules = (mustBe: boolean) =>
      `  attestations:\n    - name: '*'\n      type: '*'\n      must_be_compliant: ${mustBe}\n`
    expect(asserted(rules(true), NON_COMPLIANT_FINGERPRINT)).toBe('NON-COMPLIANT')
    expect(asserted(rules(false), NON_COMPLIANT_FINGERPRINT)).toBe('COMPLIANT')
  })
})
