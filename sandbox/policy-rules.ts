/**
 * What every judge of a policy's rules shares (asserts in compliance.ts, snapshots in
 * environment-policies.ts): whether a rule applies to an artifact, and which of its
 * attestations an attestation rule is about.
 *
 * - A provenance or trail-compliance rule applies when it is `required`, unless one of its
 *   `exceptions` holds for the artifact.
 * - An attestation rule applies when it has no `if`, or its `if` holds. It is about the
 *   attestations of its `name` and `type` (`*` matches any); with `for_control`, only the
 *   decisions recorded against that control (attest-decision's) among them count.
 */
import { holds, type ExpressionContext } from './policy-expressions.js'
import type { AttestationStatus, PolicyRecord } from './records.js'

export type PolicyRule = PolicyRecord['rules'][number]
export type AttestationRule = Extract<PolicyRule, { type: 'attestation' }>

export function ruleApplies(rule: PolicyRule, context: ExpressionContext): boolean {
  if (rule.type === 'attestation') {
    return rule.definition.if === undefined || holds(rule.definition.if, context)
  }
  return (
    rule.definition.required && !(rule.definition.exceptions ?? []).some(e => holds(e.if, context))
  )
}

export function statusesOfRule(
  rule: AttestationRule,
  statuses: readonly AttestationStatus[]
): AttestationStatus[] {
  const { name, type, for_control: control } = rule.definition
  return statuses.filter(
    s =>
      s.status === 'COMPLETE' &&
      (name === '*' || s.name === name) &&
      (type === '*' || s.type === type) &&
      (control === undefined ||
        (s.record?.type === 'decision' && s.record.extra?.control === control))
  )
}
