/**
 * Unsatisfied rules in plain words: on one line for a step's failure or a log line, and as
 * Markdown for a job summary. Every name in them comes from the service, so each is written
 * through a `Names` of its medium: quoted on one line (no line break, no control character
 * survives, so none forges a log line), escaped in Markdown (no HTML, no link, no table break).
 */
import { escapeText, table } from '../summary/markdown.js'
import { trailLabel } from '../summary/commits.js'
import { plural } from '../summary/states.js'
import type {
  AskedAttestation,
  UnsatisfiedResolution,
  UnsatisfiedRule
} from './unsatisfied-rule.js'

/** How a medium writes what the service named. */
export interface Names {
  /** An attestation, policy, flow or control name. */
  name(value: string): string
  /** A trail: on one line whole, in Markdown by its short SHA when it is a commit's. */
  trail(value: string): string
  /** A word of the service's own vocabulary (an attestation type, a status). */
  word(value: string): string
}

const MAX_NAME = 80

/** One line, control characters shown as escapes: JSON's quoting, of a shortened value. */
function oneLine(value: string): string {
  const flat = value.replace(/\s+/g, ' ')
  return JSON.stringify(flat.length > MAX_NAME ? `${flat.slice(0, MAX_NAME)}…` : flat)
}

export const PLAIN: Names = {
  name: oneLine,
  trail: oneLine,
  word: value => oneLine(value).slice(1, -1)
}

export const MARKDOWN: Names = {
  name: escapeText,
  trail: trailLabel,
  word: escapeText
}

/** `attestation "unit-tests" (junit)`, `a snyk attestation`, `a decision for control "C-1"`. */
function attestationPhrase(attestation: AskedAttestation | undefined, names: Names): string {
  if (!attestation) return 'an attestation'
  if (attestation.control !== undefined) {
    return `a decision for control ${names.name(attestation.control)}`
  }
  const { name, type } = attestation
  if (name === '*') return type === '*' ? 'an attestation' : `a ${names.word(type)} attestation`
  return `attestation ${names.name(name)} (${type === '*' ? 'any type' : names.word(type)})`
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
    case 'attestation': {
      const compliant = attestation?.mustBeCompliant === false ? '' : ', compliant'
      return `${attestationPhrase(attestation, names)}${compliant}`
    }
    default:
      return `a rule of type ${names.word(ruleType)}`
  }
}

/** `trail "abc" of flow "web"`, `flow "web"`, or its trail when the service names neither. */
function place(resolution: Pick<UnsatisfiedResolution, 'flow' | 'trail'>, names: Names): string {
  const flow = resolution.flow ? `flow ${names.name(resolution.flow)}` : undefined
  if (resolution.trail) {
    return `trail ${names.trail(resolution.trail)}${flow ? ` of ${flow}` : ''}`
  }
  return flow ?? 'its trail'
}

type ResolutionFacts = Omit<UnsatisfiedResolution, 'text'>

/** What one resolution says is wrong, or would make the rule hold. */
export function resolutionText(
  resolution: ResolutionFacts,
  attestation: AskedAttestation | undefined,
  names: Names
): string {
  const where = place(resolution, names)
  // The context's control, when the rule's definition does not name it (the vendor CLI reads it there).
  const about =
    resolution.control && attestation?.control === undefined
      ? {
          name: attestation?.name ?? '*',
          type: attestation?.type ?? '*',
          mustBeCompliant: true,
          control: resolution.control
        }
      : attestation
  switch (resolution.type) {
    case 'missing_attestation':
      return `missing ${attestationPhrase(about, names)} in ${where}`
    case 'non_compliant_attestation':
      return `${attestationPhrase(about, names)} is non-compliant in ${where}`
    case 'non_compliant_in_trail': {
      const status = resolution.artifactStatus
        ? ` (${names.word(resolution.artifactStatus.toLowerCase())})`
        : ''
      return `the artifact is not compliant in ${where}${status}`
    }
    case 'no_provenance':
      return 'no provenance: no flow reported the artifact'
    case 'missing_provenance':
      return resolution.flow || resolution.trail
        ? `no provenance in ${where}: no build reported the artifact there`
        : 'no provenance: no build reported the artifact'
    case 'legacy_flow':
      return resolution.flow
        ? `the artifact comes from legacy flow ${names.name(resolution.flow)}, which has no trails to hold the evidence`
        : 'the artifact comes from a legacy flow, which has no trails to hold the evidence'
    case 'rule_satisfied':
      return `satisfied in ${where}`
    case 'rule_not_applicable':
      return 'not applicable to the artifact'
    default: {
      // A resolution the published description does not list yet: named as the service names it.
      const context = resolution.flow || resolution.trail ? ` (${where})` : ''
      return `${names.word(resolution.type.replace(/_/g, ' '))}${context}`
    }
  }
}

/** `policy "prod-policy" v3` */
function policyLabel(rule: UnsatisfiedRule, names: Names): string {
  return `policy ${names.name(rule.policy)}${rule.version == null ? '' : ` v${rule.version}`}`
}

/** What is wrong, from the resolutions; from what the rule asks when the service gave none. */
function whatIsWrong(rule: UnsatisfiedRule, names: Names): string[] {
  if (rule.resolutions.length === 0) {
    return [`not satisfied (it asks for ${askedText(rule.ruleType, rule.attestation, names)})`]
  }
  return rule.resolutions.map(resolution => resolutionText(resolution, rule.attestation, names))
}

/** The rule without its policy: `attestation rule: missing attestation "unit-tests" (junit) in …`. */
export function describeRuleOfPolicy(rule: UnsatisfiedRule): string {
  return `${PLAIN.word(rule.ruleType)} rule: ${whatIsWrong(rule, PLAIN).join(' and ')}`
}

/**
 * One rule on one line: `policy "prod-policy" v3, attestation rule: missing attestation
 * "unit-tests" (any type) in trail "4f3c…" of flow "web-app"`.
 */
export function describeRule(rule: UnsatisfiedRule): string {
  return `${policyLabel(rule, PLAIN)}, ${describeRuleOfPolicy(rule)}`
}

/** One rule as a line of Markdown, its names escaped: what describeRule says on one line. */
export function describeRuleMarkdown(rule: UnsatisfiedRule): string {
  return `${policyLabel(rule, MARKDOWN)}, ${escapeText(rule.ruleType)} rule: ${whatIsWrong(rule, MARKDOWN).join(' and ')}`
}

/** A rule that fails only because no flow reported the artifact: there is no trail to judge. */
function failsForWantOfProvenance(rule: UnsatisfiedRule): boolean {
  return (
    rule.resolutions.length > 0 &&
    rule.resolutions.every(resolution => resolution.type === 'no_provenance')
  )
}

/**
 * The first `max` lines that say the rules, as describeRule writes them, and how many rules
 * they leave out. The rules of one policy that fail only for want of provenance share one
 * line: `policy "prod" v3, provenance and trail-compliance rules: no provenance: no flow
 * reported the artifact`. An artifact no flow reported fails every rule that way, and the
 * same words once per rule said nothing more.
 */
export function describeFirstRules(
  rules: readonly UnsatisfiedRule[],
  max: number
): { named: string[]; more: number } {
  return firstLines(rules, ruleLines(rules, PLAIN, describeRule, true), max)
}

/** What describeFirstRules says of the rules of one policy, without naming it on each line. */
export function describeRulesOfPolicy(
  rules: readonly UnsatisfiedRule[],
  max: number
): { named: string[]; more: number } {
  return firstLines(rules, ruleLines(rules, PLAIN, describeRuleOfPolicy, false), max)
}

/** Every line describeFirstRules would write, as Markdown with the names escaped. */
export function describeRuleLinesMarkdown(rules: readonly UnsatisfiedRule[]): string[] {
  return ruleLines(rules, MARKDOWN, describeRuleMarkdown, true).map(line => line.text)
}

function firstLines(
  rules: readonly UnsatisfiedRule[],
  lines: readonly RuleLine[],
  max: number
): { named: string[]; more: number } {
  const named = lines.slice(0, max)
  const covered = named.reduce((sum, line) => sum + line.rules, 0)
  return { named: named.map(line => line.text), more: rules.length - covered }
}

interface RuleLine {
  text: string
  /** How many rules the line speaks for. */
  rules: number
}

function ruleLines(
  rules: readonly UnsatisfiedRule[],
  names: Names,
  describe: (rule: UnsatisfiedRule) => string,
  namePolicy: boolean
): RuleLine[] {
  const lines: RuleLine[] = []
  // Per policy: the line it holds, its rules' types, and what is wrong with the first of them
  // (the same for each: no flow reported the artifact).
  const grouped = new Map<string, { at: number; types: string[]; wrong: string }>()
  for (const rule of rules) {
    if (!failsForWantOfProvenance(rule)) {
      lines.push({ text: describe(rule), rules: 1 })
      continue
    }
    const label = policyLabel(rule, names)
    const group = grouped.get(label)
    if (group) group.types.push(names.word(rule.ruleType))
    else {
      const wrong = whatIsWrong(rule, names).join(' and ')
      grouped.set(label, { at: lines.length, types: [names.word(rule.ruleType)], wrong })
      lines.push({ text: label, rules: 0 })
    }
  }
  for (const [label, { at, types, wrong }] of grouped) {
    const noun = types.length === 1 ? 'rule' : 'rules'
    const policy = namePolicy ? `${label}, ` : ''
    lines[at] = {
      text: `${policy}${joinAnd(types)} ${noun}: ${wrong}`,
      rules: types.length
    }
  }
  return lines
}

/** `a`, `a and b`, `a, b and c` */
function joinAnd(words: readonly string[]): string {
  return words.length <= 1
    ? (words[0] ?? '')
    : `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`
}

/** Rules past this are counted, not named: a failure message stays readable. */
const MAX_NAMED = 10

/**
 * The rules on one line, separated by `; `, as describeFirstRules says them, the rules past
 * `max` lines counted.
 */
export function describeRules(rules: readonly UnsatisfiedRule[], max = MAX_NAMED): string {
  const { named, more } = describeFirstRules(rules, max)
  return [...named, ...(more > 0 ? [plural(more, 'more rule')] : [])].join('; ')
}

/** A short reason, for a table cell (raw text: the caller escapes it for its medium): `prod-policy: missing attestation "unit-tests" (junit)`. */
export function briefReason(rule: UnsatisfiedRule): string {
  const resolution = rule.resolutions[0]?.type
  const attestation = rule.attestation?.control
    ? `decision for control ${rule.attestation.control}`
    : rule.attestation && rule.attestation.name !== '*'
      ? rule.attestation.name
      : rule.attestation && rule.attestation.type !== '*'
        ? `${rule.attestation.type} attestation`
        : 'attestation'
  const brief =
    resolution === 'missing_attestation'
      ? `missing ${attestation}`
      : resolution === 'non_compliant_attestation'
        ? `${attestation} non-compliant`
        : resolution === 'non_compliant_in_trail'
          ? 'not compliant in its trail'
          : resolution === 'no_provenance' || resolution === 'missing_provenance'
            ? 'no provenance'
            : resolution === 'legacy_flow'
              ? 'from a legacy flow'
              : `${rule.ruleType} rule not satisfied`
  return `${rule.policy}: ${brief}`
}

/** The rules as a Markdown table: which policy, which rule, what it asks, what is wrong. */
export function rulesTable(rules: readonly UnsatisfiedRule[]): string {
  return table(
    ['Policy', 'Rule', 'Asks for', 'What is wrong'],
    rules.map(rule => [
      `${escapeText(rule.policy)}${rule.version == null ? '' : ` v${rule.version}`}`,
      escapeText(rule.ruleType),
      askedText(rule.ruleType, rule.attestation, MARKDOWN),
      whatIsWrong(rule, MARKDOWN).join('<br>')
    ])
  )
}
