/**
 * What a failing policy still asks of an artifact: each rule of a non-compliant policy that
 * is neither satisfied nor ignored, with what it asks and each resolution the service gives,
 * in plain words. A gate names these in its failure and summary; anything that asks what an
 * artifact still lacks reads the same list.
 */
import type { PolicyEvaluation, RuleEvaluation, RuleResolution } from './policy-evaluations.js'
import { askedText, PLAIN, resolutionText } from './wording.js'
import type {
  AskedAttestation,
  UnsatisfiedResolution,
  UnsatisfiedRule
} from './unsatisfied-rule.js'

/** A policy fails unless the service says COMPLIANT, as the gate reads it. */
export function policyFails(policy: Pick<PolicyEvaluation, 'status'>): boolean {
  return (policy.status ?? '').toUpperCase() !== 'COMPLIANT'
}

function isUnsatisfied(rule: RuleEvaluation): boolean {
  return rule.satisfied !== true && rule.ignored !== true
}

function askedAttestation(rule: RuleEvaluation): AskedAttestation | undefined {
  if (rule.rule?.type !== 'attestation') return undefined
  const definition = rule.rule.definition
  const control = definition?.for_control || undefined
  return {
    name: definition?.name || '*',
    type: definition?.type || '*',
    // The published default: an attestation rule asks for a compliant attestation.
    mustBeCompliant: definition?.must_be_compliant !== false,
    ...(control ? { control } : {})
  }
}

function resolutionOf(
  resolution: RuleResolution,
  attestation: AskedAttestation | undefined
): UnsatisfiedResolution {
  const context = resolution.context
  const read = {
    type: resolution.type || 'unknown',
    flow: context?.flow_name || null,
    trail: context?.trail_name || null,
    ...(context?.artifact_status ? { artifactStatus: context.artifact_status } : {}),
    ...(context?.for_control ? { control: context.for_control } : {})
  }
  return { ...read, text: resolutionText(read, attestation, PLAIN) }
}

/** Each unsatisfied rule of each failing policy, in the answer's order. */
export function unsatisfiedRules(
  evaluations: readonly PolicyEvaluation[] | null | undefined
): UnsatisfiedRule[] {
  return (evaluations ?? []).filter(policyFails).flatMap(policy =>
    (policy.rule_evaluations ?? []).filter(isUnsatisfied).map(rule => {
      const attestation = askedAttestation(rule)
      const ruleType = rule.rule?.type || 'unknown'
      return {
        policy: policy.policy_name || '(unnamed)',
        version: policy.policy_version ?? null,
        ruleType,
        asked: askedText(ruleType, attestation, PLAIN),
        ...(attestation ? { attestation } : {}),
        resolutions: (rule.resolutions ?? []).map(item => resolutionOf(item, attestation))
      }
    })
  )
}
