/**
 * The seam to the shared reader of policy results: the unsatisfied rules of an assert's
 * `policy_evaluations`, each with what it asks and its resolutions, written through a `Names`
 * of the medium (plain words for outputs and logs, inert Markdown for what people read).
 * Every name in them comes from the service, so each is written through `names`.
 */
import type { PolicyEvaluation } from '../../service/answers/assertions.js'

export interface Names {
  /** An attestation, policy, flow or control name. */
  name(value: string): string
  trail(value: string): string
  /** A word of the service's vocabulary (an attestation type, a status). */
  word(value: string): string
}

export interface AskedAttestation {
  name: string
  type: string
  mustBeCompliant: boolean
}

export interface UnsatisfiedResolution {
  type: string
  flow: string | null
  trail: string | null
}

export interface UnsatisfiedRule {
  policy: string
  version: number | null
  ruleType: string
  attestation?: AskedAttestation
  resolutions: UnsatisfiedResolution[]
}

type Loose = Record<string, unknown>
const isObject = (value: unknown): value is Loose =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
const textOf = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined

/** Each unsatisfied rule (neither satisfied nor ignored) of each failing policy, in order. */
export function unsatisfiedRules(
  evaluations: readonly PolicyEvaluation[] | null | undefined
): UnsatisfiedRule[] {
  return (evaluations ?? [])
    .filter(policy => (policy.status ?? '').toUpperCase() !== 'COMPLIANT')
    .flatMap(policy =>
      (policy.rule_evaluations ?? []).filter(isObject).flatMap(evaluation => {
        if (evaluation.satisfied === true || evaluation.ignored === true) return []
        const rule = isObject(evaluation.rule) ? evaluation.rule : {}
        const ruleType = textOf(rule.type) ?? 'unknown'
        const definition = isObject(rule.definition) ? rule.definition : {}
        const attestation =
          ruleType === 'attestation'
            ? {
                name: textOf(definition.name) ?? '*',
                type: textOf(definition.type) ?? '*',
                mustBeCompliant: definition.must_be_compliant !== false
              }
            : undefined
        const resolutions = (Array.isArray(evaluation.resolutions) ? evaluation.resolutions : [])
          .filter(isObject)
          .map(resolution => {
            const context = isObject(resolution.context) ? resolution.context : {}
            return {
              type: textOf(resolution.type) ?? 'unknown',
              flow: textOf(context.flow_name) ?? null,
              trail: textOf(context.trail_name) ?? null
            }
          })
        return [
          {
            policy: policy.policy_name || '(unnamed)',
            version: policy.policy_version ?? null,
            ruleType,
            ...(attestation ? { attestation } : {}),
            resolutions
          }
        ]
      })
    )
}

function attestationPhrase(attestation: AskedAttestation | undefined, names: Names): string {
  if (!attestation || (attestation.name === '*' && attestation.type === '*'))
    return 'an attestation'
  if (attestation.name === '*') return `a ${names.word(attestation.type)} attestation`
  const type = attestation.type === '*' ? 'any type' : names.word(attestation.type)
  return `attestation ${names.name(attestation.name)} (${type})`
}

/** What a rule asks for. */
export function askedText(
  ruleType: string,
  attestation: AskedAttestation | undefined,
  names: Names
): string {
  switch (ruleType) {
    case 'provenance':
      return 'provenance: the artifact reported by a build in a flow'
    case 'trail-compliance':
      return 'the artifact compliant in its trail'
    case 'attestation':
      return `${attestationPhrase(attestation, names)}${attestation?.mustBeCompliant === false ? '' : ', compliant'}`
    default:
      return `a rule of type ${names.word(ruleType)}`
  }
}

/** What one resolution says is wrong. */
export function resolutionText(
  resolution: UnsatisfiedResolution,
  attestation: AskedAttestation | undefined,
  names: Names
): string {
  const flow = resolution.flow ? `flow ${names.name(resolution.flow)}` : undefined
  const where = resolution.trail
    ? `trail ${names.trail(resolution.trail)}${flow ? ` of ${flow}` : ''}`
    : (flow ?? 'its trail')
  switch (resolution.type) {
    case 'missing_attestation':
      return `missing ${attestationPhrase(attestation, names)} in ${where}`
    case 'non_compliant_attestation':
      return `${attestationPhrase(attestation, names)} is non-compliant in ${where}`
    case 'non_compliant_in_trail':
      return `the artifact is not compliant in ${where}`
    case 'no_provenance':
    case 'missing_provenance':
      return 'no provenance: no build reported the artifact'
    case 'legacy_flow':
      return 'the artifact comes from a legacy flow, which has no trails to hold the evidence'
    default:
      return `${names.word(resolution.type.replace(/_/g, ' '))} (${where})`
  }
}
