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
 * and is compliant in its trail. Each policy's verdict is the one an assert gives
 * (compliance.ts's evaluatePolicy), so a snapshot serves it in the same published shape.
 */
import {
  evaluateArtifact,
  evaluatePolicy,
  expressionContext,
  locateArtifact
} from './compliance.js'
import type { ComplianceResult, PolicyEvaluation } from './compliance.js'
import { attachedPoliciesIn, type AttachedPolicy } from './environments.js'
import type { ExpressionContext } from './policy-expressions.js'
import type { ArtifactRecord, EnvironmentRecord, SandboxStore } from './store.js'

export interface EnvironmentJudgement {
  compliant: boolean
  /** Set when the environment's allowlist let the artifact in. */
  allowlisted: boolean
  /** Each attached policy's verdict, as an assert at environment scope gives it. */
  evaluations: PolicyEvaluation[]
  /** The artifact as a flow reported it; undefined without provenance. */
  reported: ArtifactRecord | undefined
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

/**
 * How the environment's policies judge one running artifact; `runningName` is the name it
 * runs under, what `artifact.name` is to the policies' expressions (else its reported name).
 * Each policy is judged by its latest version, as an assert judges it (compliance.ts).
 */
export function judgeInEnvironment(
  store: SandboxStore,
  environment: EnvironmentRecord,
  fingerprint: string,
  runningName?: string
): EnvironmentJudgement {
  const { inTrail, context } = factsOf(store, fingerprint, runningName)
  const evaluations = policiesOf(store, environment).flatMap(({ name }) => {
    const policy = store.policies.get(name)
    return policy ? [evaluatePolicy(policy, inTrail, context)] : []
  })
  const allowlisted = environment.allowlist.some(entry => entry.fingerprint === fingerprint)
  const byPolicies =
    evaluations.length > 0
      ? evaluations.every(evaluation => evaluation.status === 'COMPLIANT')
      : inTrail !== undefined && inTrail.isCompliant
  return {
    compliant: allowlisted || byPolicies,
    allowlisted,
    evaluations,
    reported: store.artifacts.get(fingerprint)
  }
}
