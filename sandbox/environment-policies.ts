/**
 * An artifact's compliance in an environment, as the environment's attached policies judge it.
 *
 * Policies come as the YAML a client uploads (`_schema: …/policy/environment/v1` with an
 * `artifacts:` mapping). What the sandbox evaluates, written down so tests can predict it:
 *
 * - `provenance.required`: the artifact was reported in a flow (its fingerprint is known);
 * - `trail-compliance.required`: the artifact is COMPLIANT in its trail;
 * - each entry of `attestations`: the artifact (or its trail) has an attestation of that
 *   `name` and `type` (`*` matches any) and it is compliant.
 *
 * `if` conditions and `exceptions` are not evaluated: a rule that has them applies anyway,
 * the strict reading. An artifact on the environment's allowlist is compliant whatever the
 * policies say. With no policy attached, an artifact is compliant when it has provenance and
 * is compliant in its trail.
 */
import { parse } from 'yaml'
import { evaluateArtifact, locateArtifact } from './compliance.js'
import type { ComplianceResult } from './compliance.js'
import { attachedPoliciesIn, type AttachedPolicy } from './environments.js'
import type { EnvironmentRecord, SandboxStore } from './store.js'

interface PolicyRules {
  provenance: boolean
  trailCompliance: boolean
  attestations: { name: string; type: string }[]
}

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

function rulesOf(policy: AttachedPolicy): PolicyRules {
  const document: unknown = parse(policy.yaml)
  const artifacts = field(document, 'artifacts')
  const required = (key: string) => field(field(artifacts, key), 'required') === true
  const listed = field(artifacts, 'attestations')
  return {
    provenance: required('provenance'),
    trailCompliance: required('trail-compliance'),
    attestations: (Array.isArray(listed) ? listed : []).map(entry => ({
      name: String(field(entry, 'name') ?? '*'),
      type: String(field(entry, 'type') ?? '*')
    }))
  }
}

function field(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)[key]
    : undefined
}

/** The artifact's compliance in its trail, or undefined when it has no provenance. */
function inTrailOf(store: SandboxStore, fingerprint: string): ComplianceResult | undefined {
  const artifact = store.artifacts.get(fingerprint)
  if (!artifact) return undefined
  const { flow, trail } = locateArtifact(store, artifact)
  return evaluateArtifact(flow, trail, artifact)
}

function decide(rules: PolicyRules, inTrail: ComplianceResult | undefined): RuleDecision[] {
  const decisions: RuleDecision[] = []
  if (rules.provenance) {
    decisions.push({
      rule: 'provenance',
      satisfied: inTrail !== undefined,
      ...(inTrail ? {} : { reason: 'no provenance: the artifact was never reported in a flow' })
    })
  }
  if (rules.trailCompliance) {
    const satisfied = inTrail?.isCompliant === true
    decisions.push({
      rule: 'trail-compliance',
      satisfied,
      ...(satisfied ? {} : { reason: `its trail is ${inTrail?.state ?? 'unknown'}` })
    })
  }
  for (const { name, type } of rules.attestations) {
    const matches = (inTrail?.statuses ?? []).filter(
      s =>
        s.status === 'COMPLETE' &&
        (name === '*' || s.name === name) &&
        (type === '*' || s.type === type)
    )
    const satisfied = matches.length > 0 && matches.every(s => s.isCompliant)
    decisions.push({
      rule: `attestation ${name} (${type})`,
      satisfied,
      ...(satisfied
        ? {}
        : { reason: matches.length === 0 ? `no ${name} attestation` : `${name} is not compliant` })
    })
  }
  return decisions
}

/** How the environment's policies judge one running artifact. */
export function judgeInEnvironment(
  store: SandboxStore,
  environment: EnvironmentRecord,
  fingerprint: string
): EnvironmentJudgement {
  const inTrail = inTrailOf(store, fingerprint)
  const policies = policiesOf(store, environment)
  const decisions = policies.map(policy => {
    const rules = decide(rulesOf(policy), inTrail)
    return { policy: policy.name, compliant: rules.every(r => r.satisfied), rules }
  })
  const allowlisted = environment.allowlist.some(entry => entry.fingerprint === fingerprint)
  const byPolicies =
    policies.length > 0
      ? decisions.every(d => d.compliant)
      : inTrail !== undefined && inTrail.isCompliant
  return { compliant: allowlisted || byPolicies, allowlisted, decisions }
}
