/** How an assertion result reads: in the job summary and in the failure message. */
import {
  attestationsOf,
  isFailingAttestation,
  type AssertionFlow,
  type AssertionResult
} from '../../service/assertions.js'
import type { PolicyEvaluation } from '../../policy-results/policy-evaluations.js'
import type { AttestationStatus } from '../../service/answer-parts.js'
import {
  byAttention,
  complianceState,
  countAttention,
  plural,
  stateHeading,
  stateMark,
  type ComplianceState
} from '../../summary/states.js'
import { trailLabel } from '../../summary/commits.js'
import { code, escapeText, facts, link, shortFingerprint, table } from '../../summary/markdown.js'
import { readableTime } from '../../summary/timestamps.js'
import { policyFails, unsatisfiedRules } from '../../policy-results/unsatisfied-rules.js'
import type { UnsatisfiedRule } from '../../policy-results/unsatisfied-rule.js'
import { describeRulesOfPolicy, rulesTable } from '../../policy-results/wording.js'

function where(result: AssertionResult): string {
  const trail = result.trail ? `, trail "${result.trail}"` : ''
  return result.flow ? `flow "${result.flow}"${trail}` : 'its trail'
}

/** Rules past this are counted in the failure, not named: the summary names them all. */
const MAX_NAMED_RULES = 10

/**
 * `failing policy "prod" v3 (attestation rule: missing attestation "unit-tests" (junit) in
 * trail "…" of flow "web")`: the policy, and each of its rules that does not hold.
 */
function failingPolicy(policy: PolicyEvaluation): string {
  const version = policy.policy_version != null ? ` v${policy.policy_version}` : ''
  const rules = unsatisfiedRules([policy])
  const { named, more } = describeRulesOfPolicy(rules, MAX_NAMED_RULES)
  if (more > 0) named.push(`${plural(more, 'more rule')}, in the job summary`)
  const why = named.length > 0 ? ` (${named.join('; ')})` : ''
  return `failing policy "${policy.policy_name ?? 'unnamed'}"${version}${why}`
}

/**
 * One readable message naming every missing or failing attestation and failing policy, with
 * each rule of a failing policy that does not hold.
 */
export function describeNonCompliance(result: AssertionResult, fingerprint: string): string {
  const scope =
    result.scope === 'environment' && result.environment
      ? ` for environment "${result.environment}"`
      : result.scope === 'policy'
        ? ' against the requested policies'
        : ''
  const reasons: string[] = []
  for (const status of attestationsOf(result).filter(isFailingAttestation)) {
    const type = status.attestation_type ? ` (${status.attestation_type})` : ''
    const state = (status.status ?? '').toUpperCase() === 'MISSING' ? 'missing' : 'non-compliant'
    reasons.push(`${state} attestation "${status.attestation_name ?? 'unnamed'}"${type}`)
  }
  for (const policy of (result.policy_evaluations ?? []).filter(policyFails)) {
    reasons.push(failingPolicy(policy))
  }
  const because = reasons.length > 0 ? `: ${reasons.join('; ')}` : ' (the service gave no details)'
  const see = result.html_url ? `. See ${result.html_url}` : ''
  return `Artifact ${fingerprint} in ${where(result)} is not compliant${scope}${because}${see}`
}

interface AttestationRow {
  status: AttestationStatus
  state: ComplianceState
  /** The flow the row came from, when the result lists attestations per flow. */
  flow?: AssertionFlow
}

/** Rows from the top level or, failing that, from each flow (with the flow, for its link). */
function attestationRows(result: AssertionResult): AttestationRow[] {
  const row = (status: AttestationStatus, flow?: AssertionFlow): AttestationRow => ({
    status,
    state: complianceState(status.status, status.is_compliant),
    flow
  })
  const own = result.compliance_status?.attestations_statuses ?? []
  if (own.length > 0) return own.map(status => row(status))
  return result.flows.flatMap(flow =>
    (flow.compliance_status?.attestations_statuses ?? []).map(status => row(status, flow))
  )
}

/**
 * The artifact as the answer names it: its name when the answer has one (the published
 * answer has none, some services add it), else the file, directory or image the step
 * fingerprinted with its short fingerprint, else the short fingerprint alone.
 */
function artifactLabel(result: AssertionResult, fingerprint: string, given?: string): string {
  const extra = result as Record<string, unknown>
  const name = [extra.artifact_name, extra.name].find(
    (value): value is string => typeof value === 'string' && value !== ''
  )
  if (name) return escapeText(name)
  const short = code(shortFingerprint(fingerprint))
  return given ? `${code(given)} (${short})` : short
}

/** "flow web-app, trail `4f3c2b1`": the trail by its short SHA when named by one. */
function trailPlace(result: AssertionResult): string | undefined {
  if (!result.flow) return undefined
  return `flow ${escapeText(result.flow)}${result.trail ? `, trail ${trailLabel(result.trail)}` : ''}`
}

/**
 * "for environment production", "against policy strict", "in flow web-app, trail `4f3c2b1`":
 * what the heading says the verdict is about.
 */
function scopePhrase(result: AssertionResult): string {
  if (result.scope === 'environment' && result.environment) {
    return `for environment ${escapeText(result.environment)}`
  }
  if (result.scope === 'policy') {
    const names = (result.policy_evaluations ?? []).map(policy => escapeText(policy.policy_name))
    if (names.length === 0) return 'against the requested policies'
    return `against ${names.length === 1 ? 'policy' : 'policies'} ${names.join(', ')}`
  }
  const place = trailPlace(result)
  return place ? `in ${place}` : 'in its trail'
}

/**
 * Which scope the service judged, as the answer says: the trail's attestations (flow), an
 * environment's policies (environment), or the named policies (policy).
 */
function judgedScope(result: AssertionResult): string {
  const policies = (result.policy_evaluations ?? []).map(policy => escapeText(policy.policy_name))
  const named = policies.length > 0 ? `: ${policies.join(', ')}` : ''
  switch (result.scope) {
    case 'environment':
      return `environment scope: the policies of environment ${escapeText(result.environment)}${named}`
    case 'policy':
      return `policy scope: the ${policies.length === 1 ? 'policy' : 'policies'} asked for${named}`
    case 'flow':
      return "flow scope: every attestation its trail's template expects"
    default:
      return result.scope ? `${escapeText(result.scope)} scope` : 'not said by the service'
  }
}

/** "1 missing, 1 non-compliant of 4 attestations; 1 of 2 policies non-compliant". */
function countPhrase(rows: readonly AttestationRow[], policies: readonly PolicyEvaluation[]) {
  const parts: string[] = []
  const ofAttestations = `of ${plural(rows.length, 'attestation')}`
  const attention = countAttention(rows.map(row => row.state))
  if (rows.length === 0) parts.push('no attestations listed')
  else if (!attention) {
    // Not rows.length: an attestation whose state the service left open is not counted as compliant.
    const compliant = rows.filter(row => row.state === 'compliant').length
    parts.push(`${compliant} ${ofAttestations} compliant`)
  } else parts.push(`${attention} ${ofAttestations}`)
  if (policies.length > 0) {
    const failed = policies.filter(policyFails).length
    const ofPolicies = `of ${plural(policies.length, 'policy', 'policies')}`
    parts.push(
      failed === 0
        ? `${policies.length} ${ofPolicies} compliant`
        : `${failed} ${ofPolicies} non-compliant`
    )
  }
  return parts.join('; ')
}

/**
 * The verdict's state: compliant; incomplete when nothing failed outright and only evidence
 * is missing; non-compliant otherwise.
 */
function verdict(result: AssertionResult, rows: readonly AttestationRow[]): string {
  if (result.compliant) {
    return `${stateHeading('compliant')}${result.allow_listing ? ' (allowlisted)' : ''}`
  }
  const failedOutright =
    rows.some(row => row.state === 'non-compliant') ||
    (result.policy_evaluations ?? []).some(policyFails)
  const incomplete = rows.some(row => row.state === 'missing' || row.state === 'incomplete')
  return stateHeading(!failedOutright && incomplete ? 'incomplete' : 'non-compliant')
}

function evaluatedAt(result: AssertionResult): number | null | undefined {
  return (
    result.compliance_status?.evaluated_at ??
    result.flows.find(flow => flow.compliance_status?.evaluated_at != null)?.compliance_status
      ?.evaluated_at
  )
}

function statusCell(row: AttestationRow): string {
  const overridden = row.status.overridden_attestation_id ? ' (overridden)' : ''
  return `${stateMark(row.state)}${overridden}`
}

function policyState(policy: PolicyEvaluation) {
  // The published values are COMPLIANT and NON-COMPLIANT; anything else fails the gate.
  return policyFails(policy) ? ('non-compliant' as const) : ('compliant' as const)
}

/**
 * The gate's summary: the verdict about the artifact by name, where (the trail once), the
 * scope the service judged, then what needs attention first. `scopeNote`: what it says first
 * when the service judged another scope than asked; `given`: the path or image the step
 * fingerprinted, when it was not given a fingerprint.
 */
export function renderAssertionSummary(
  result: AssertionResult,
  fingerprint: string,
  scopeNote?: string,
  given?: string,
  rules: readonly UnsatisfiedRule[] = []
): string {
  const rows = byAttention(attestationRows(result), row => row.state)
  const policies = byAttention(result.policy_evaluations ?? [], policyState)
  const sections = [
    `## ${verdict(result, rows)}: artifact ${artifactLabel(result, fingerprint, given)} ${scopePhrase(result)}`,
    ...(scopeNote ? [scopeNote] : []),
    facts([
      ['Judged', judgedScope(result)],
      ['Found', countPhrase(rows, policies)],
      // The trail once: in the heading at flow scope, here at the others.
      ['Trail', result.scope === 'flow' || !result.scope ? undefined : trailPlace(result)],
      ['Fingerprint', code(fingerprint)],
      ['Evaluated', readableTime(evaluatedAt(result))],
      ['In the service', result.html_url ? link('artifact page', result.html_url) : undefined]
    ])
  ]
  if (rows.length > 0) {
    // The service links the artifact, not each attestation: rows taken from several flows
    // link the artifact page of their own trail.
    const perFlow = rows.some(row => row.flow !== undefined)
    sections.push(
      '### Attestations',
      table(
        ['Attestation', 'Type', 'Status', ...(perFlow ? ['Trail'] : [])],
        rows.map(row => [
          escapeText(row.status.attestation_name),
          escapeText(row.status.attestation_type),
          statusCell(row),
          ...(perFlow ? [flowCell(row.flow)] : [])
        ])
      )
    )
  }
  if (policies.length > 0) {
    sections.push(
      '### Policy evaluations',
      table(
        ['Policy', 'Version', 'Status'],
        policies.map(policy => [
          escapeText(policy.policy_name),
          escapeText(policy.policy_version),
          stateMark(policyState(policy))
        ])
      )
    )
  }
  if (rules.length > 0) {
    sections.push('### What the failing policies ask', rulesTable(rules))
  }
  if (result.allow_listing) {
    const allow = result.allow_listing
    sections.push(
      '### Allowlisted',
      facts([
        ['Reason', escapeText(allow.description)],
        ['Allowed by', escapeText(allow.allowed_by_user_id)],
        ['Allowlist', escapeText(allow.allowlist_id)],
        ['At', escapeText(readableTime(allow.timestamp))]
      ])
    )
  }
  return sections.join('\n\n') + '\n'
}

function flowCell(flow: AssertionFlow | undefined): string {
  if (!flow) return '—'
  const label = flow.trail ? `${flow.flow ?? '—'} / ${flow.trail}` : (flow.flow ?? 'artifact')
  return link(label, flow.html_url)
}
