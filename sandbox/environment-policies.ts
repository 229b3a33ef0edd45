/**
 * An artifact's compliance in an environment, as the environment's attached policies judge it.
 *
 * Policies come as the YAML a client uploads (`_schema: …/policy/environment/v1` with an
 * `artifacts:` mapping), read by the one reader of policy YAML (rulesOfPolicyYaml in
 * environments.ts). What the sandbox evaluates, written down so tests can predict it:
 *
 * - `provenance.required`: the artifact was reported in a flow (its fingerprint is known);
 * - `trail-compliance.required`: the artifact is COMPLIANT in its trail;
 * - each entry of `attestations`: the artifact (or its trail) has an attestation of that
 *   `name` and `type` (`*` matches any), with `for_control` one recorded against that
 *   control, and (unless `must_be_compliant: false`) every one of them is compliant.
 *
 * A rule applies as policy-rules.ts says: `exceptions` of provenance and trail-compliance
 * lift the rule for an artifact they hold for, and an attestation rule's `if` limits it to
 * the artifacts it holds for; expressions see the artifact and its flow
 * (policy-expressions.ts). An artifact on the environment's allowlist is compliant whatever
 * the policies say. With no policy attached, an artifact is compliant when it has provenance
 * and is compliant in its trail.
 */
import { evaluateArtifact, expressionContext, locateArtifact } from './compliance.js'
import type { ComplianceResult } from './compliance.js'
import { attachedPoliciesIn, rulesOfStoredYaml, type AttachedPolicy } from './environments.js'
import type { ExpressionContext } from './policy-expressions.js'
import { ruleApplies, statusesOfRule, type PolicyRule } from './policy-rules.js'
import type { EnvironmentRecord, SandboxStore } from './store.js'

/** One rule's verdict for one artifact, with the reason a reader is given when it fails. */
export interface RuleDecision {
  rule: string
  satisfied: boolean
  reason?: string
}

export interface PolicyDecision {
  policy: string
  compliant: boolean
  rules: RuleDecision[]
}

export interface EnvironmentJudgement {
  compliant: boolean
  /** Set when the environment's allowlist let the artifact in. */
  allowlisted: boolean
  decisions: PolicyDecision[]
}

/** The policies attached to an environment, each with its latest YAML (seeded or put since). */
export function policiesOf(store: SandboxStore, environment: EnvironmentRecord): AttachedPolicy[] {
  return attachedPoliciesIn(store, environment.name)
}

/**
 * What the policies judge an artifact by: its compliance in its trail (none without
 * provenance) and what their expressions see.
 */
function factsOf(
  store: SandboxStore,
  fingerprint: string,
  runningName: string | undefined
): { inTrail: ComplianceResult | undefined; context: ExpressionContext } {
  const artifact = store.artifacts.get(fingerprint)
  const name = runningName ?? artifact?.name ?? ''
  if (!artifact)
    return { inTrail: undefined, context: expressionContext({ name, fingerprint }, undefined) }
  const { flow, trail } = locateArtifact(store, artifact)
  return {
    inTrail: evaluateArtifact(flow, trail, artifact),
    context: expressionContext({ name, fingerprint }, flow)
  }
}

function decide(
  rules: readonly PolicyRule[],
  inTrail: ComplianceResult | undefined,
  context: ExpressionContext
): RuleDecision[] {
  const decisions: RuleDecision[] = []
  for (const rule of rules) {
    if (!ruleApplies(rule, context)) continue
    if (rule.type === 'provenance') {
      decisions.push({
        rule: 'provenance',
        satisfied: inTrail !== undefined,
        ...(inTrail ? {} : { reason: 'the artifact was never reported in a flow' })
      })
    } else if (rule.type === 'trail-compliance') {
      const satisfied = inTrail?.isCompliant === true
      decisions.push({
        rule: 'trail-compliance',
        satisfied,
        ...(satisfied ? {} : { reason: `its trail is ${inTrail?.state ?? 'unknown'}` })
      })
    } else {
      const { name, type, for_control: control, must_be_compliant } = rule.definition
      const matches = statusesOfRule(rule, inTrail?.statuses ?? [])
      const satisfied =
        matches.length > 0 && (!must_be_compliant || matches.every(s => s.isCompliant))
      const missing =
        control === undefined ? `no ${name} attestation` : `no decision for control ${control}`
      const failed =
        control === undefined
          ? `${name} is not compliant`
          : `the decision for control ${control} is not compliant`
      decisions.push({
        rule: control === undefined ? `attestation ${name} (${type})` : `control ${control}`,
        satisfied,
        ...(satisfied ? {} : { reason: matches.length === 0 ? missing : failed })
      })
    }
  }
  return decisions
}

/**
 * How the environment's policies judge one running artifact; `runningName` is the name it
 * runs under, what `artifact.name` is to the policies' expressions (else its reported name).
 */
export function judgeInEnvironment(
  store: SandboxStore,
  environment: EnvironmentRecord,
  fingerprint: string,
  runningName?: string
): EnvironmentJudgement {
  const { inTrail, context } = factsOf(store, fingerprint, runningName)
  const policies = policiesOf(store, environment)
  const decisions = policies.map(policy => {
    const rules = decide(rulesOfStoredYaml(policy.yaml), inTrail, context)
    return { policy: policy.name, compliant: rules.every(r => r.satisfied), rules }
  })
  const allowlisted = environment.allowlist.some(entry => entry.fingerprint === fingerprint)
  const byPolicies =
    policies.length > 0
      ? decisions.every(d => d.compliant)
      : inTrail !== undefined && inTrail.isCompliant
  return { compliant: allowlisted || byPolicies, allowlisted, decisions }
}
