/** How an assertion result reads: in the job summary and in the failure message. */
import type {
  AssertionFlow,
  AssertionResult,
  AttestationStatus,
  PolicyEvaluation
} from '../../service/schemas.js'
import {
  complianceMark,
  complianceState,
  isNotCompliant,
  plural,
  type ComplianceState
} from '../../summary/compliance.js'
import { code, escapeText, facts, link, table } from '../../summary/markdown.js'
import { readableTime } from '../../summary/timestamps.js'

/** Attestations the result lists, from the top level or, failing that, from each flow. */
function attestationsOf(result: AssertionResult): AttestationStatus[] {
  const own = result.compliance_status?.attestations_statuses ?? []
  if (own.length > 0) return own
  return result.flows.flatMap(flow => flow.compliance_status?.attestations_statuses ?? [])
}

function isFailing(status: AttestationStatus): boolean {
  // The service's own example lists a MISSING attestation with no is_compliant at all.
  return status.is_compliant === false || (status.status ?? '').toUpperCase() === 'MISSING'
}

function policyFails(policy: PolicyEvaluation): boolean {
  return (policy.status ?? '').toUpperCase() !== 'COMPLIANT'
}

function where(result: AssertionResult): string {
  const trail = result.trail ? `, trail "${result.trail}"` : ''
  return result.flow ? `flow "${result.flow}"${trail}` : 'its trail'
}

/** One readable message naming every missing or failing attestation and failing policy. */
export function describeNonCompliance(result: AssertionResult, fingerprint: string): string {
  const scope =
    result.scope === 'environment' && result.environment
      ? ` for environment "${result.environment}"`
      : result.scope === 'policy'
        ? ' against the requested policies'
        : ''
  const reasons: string[] = []
  for (const status of attestationsOf(result).filter(isFailing)) {
    const type = status.attestation_type ? ` (${status.attestation_type})` : ''
    const state = (status.status ?? '').toUpperCase() === 'MISSING' ? 'missing' : 'non-compliant'
    reasons.push(`${state} attestation "${status.attestation_name ?? 'unnamed'}"${type}`)
  }
  for (const policy of (result.policy_evaluations ?? []).filter(policyFails)) {
    const version = policy.policy_version != null ? ` v${policy.policy_version}` : ''
    reasons.push(`failing policy "${policy.policy_name ?? 'unnamed'}"${version}`)
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

/** "for environment production", "against policy strict", "in flow web-app, trail main-42". */
function scopePhrase(result: AssertionResult): string {
  if (result.scope === 'environment' && result.environment) {
    return `for environment ${escapeText(result.environment)}`
  }
  if (result.scope === 'policy') {
    const names = (result.policy_evaluations ?? []).map(policy => escapeText(policy.policy_name))
    if (names.length === 0) return 'against the requested policies'
    return `against ${names.length === 1 ? 'policy' : 'policies'} ${names.join(', ')}`
  }
  if (!result.flow) return 'in its trail'
  return `in flow ${escapeText(result.flow)}${result.trail ? `, trail ${escapeText(result.trail)}` : ''}`
}

/** "1 of 4 attestations not compliant (1 missing), 1 of 2 policies failed". */
function countPhrase(rows: readonly AttestationRow[], policies: readonly PolicyEvaluation[]) {
  const parts: string[] = []
  const failing = rows.filter(row => isNotCompliant(row.state)).length
  const missing = rows.filter(row => row.state === 'missing').length
  const ofAttestations = `of ${plural(rows.length, 'attestation')}`
  if (rows.length === 0) parts.push('no attestations listed')
  else if (failing === 0) {
    // Not rows.length: an attestation whose state the service left open is not counted as compliant.
    const compliant = rows.filter(row => row.state === 'compliant').length
    parts.push(`${compliant} ${ofAttestations} compliant`)
  } else
    parts.push(
      `${failing} ${ofAttestations} not compliant${missing > 0 ? ` (${missing} missing)` : ''}`
    )
  if (policies.length > 0) {
    const failed = policies.filter(policyFails).length
    const ofPolicies = `of ${plural(policies.length, 'policy', 'policies')}`
    parts.push(
      failed === 0 ? `${policies.length} ${ofPolicies} passed` : `${failed} ${ofPolicies} failed`
    )
  }
  return parts.join(', ')
}

/** ✅ compliant; ⚠️ when nothing failed outright and only evidence is missing; ❌ otherwise. */
function verdict(result: AssertionResult, rows: readonly AttestationRow[]): string {
  if (result.compliant) return result.allow_listing ? '✅ Compliant (allowlisted)' : '✅ Compliant'
  const failedOutright =
    rows.some(row => row.state === 'non-compliant') ||
    (result.policy_evaluations ?? []).some(policyFails)
  const incomplete = rows.some(row => row.state === 'missing' || row.state === 'incomplete')
  return !failedOutright && incomplete ? '⚠️ Not compliant (incomplete)' : '❌ Not compliant'
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
  return `${complianceMark(row.state)}${overridden}`
}

/** `scopeNote`: what the summary says first when the service judged another scope than asked. */
export function renderAssertionSummary(
  result: AssertionResult,
  fingerprint: string,
  scopeNote?: string
): string {
  const rows = attestationRows(result)
  const policies = result.policy_evaluations ?? []
  const trailStatus = result.compliance_status?.status
  const sections = [
    `## ${verdict(result, rows)} ${scopePhrase(result)}: ${countPhrase(rows, policies)}`,
    ...(scopeNote ? [scopeNote] : []),
    facts([
      ['Fingerprint', code(fingerprint)],
      ['Scope', escapeText(result.scope)],
      ['Environment', result.environment ? escapeText(result.environment) : undefined],
      ['Flow', escapeText(result.flow)],
      ['Trail', escapeText(result.trail)],
      [
        'Artifact status',
        trailStatus
          ? complianceMark(complianceState(trailStatus, result.compliance_status?.is_compliant))
          : undefined
      ],
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
          // The published values are COMPLIANT and NON-COMPLIANT; anything else fails the gate.
          complianceMark(policyFails(policy) ? 'non-compliant' : 'compliant')
        ])
      )
    )
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
  if (result.html_url)
    sections.push(link('View the artifact in the compliance service', result.html_url))
  return sections.join('\n\n') + '\n'
}

function flowCell(flow: AssertionFlow | undefined): string {
  if (!flow) return '—'
  const label = flow.trail ? `${flow.flow ?? '—'} / ${flow.trail}` : (flow.flow ?? 'artifact')
  return link(label, flow.html_url)
}
