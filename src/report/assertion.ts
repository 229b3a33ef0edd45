/** How an assertion result reads: in the job summary and in the failure message. */
import type { AssertionResult, AttestationStatus, PolicyEvaluation } from '../service/schemas.js'
import { code, escapeText, facts, link, table, yesNo } from './markdown.js'

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

export function renderAssertionSummary(result: AssertionResult, fingerprint: string): string {
  const verdict = result.compliant
    ? '## ✅ Artifact is compliant'
    : '## ❌ Artifact is not compliant'
  const sections = [
    verdict,
    facts([
      ['Fingerprint', code(fingerprint)],
      ['Scope', escapeText(result.scope)],
      ['Environment', result.environment ? escapeText(result.environment) : undefined],
      ['Flow', escapeText(result.flow)],
      ['Trail', escapeText(result.trail)]
    ])
  ]
  const attestations = attestationsOf(result)
  if (attestations.length > 0) {
    sections.push(
      '### Attestations',
      table(
        ['Name', 'Type', 'Status', 'Compliant'],
        attestations.map(status => [
          escapeText(status.attestation_name),
          escapeText(status.attestation_type),
          escapeText(status.status),
          yesNo(status.is_compliant)
        ])
      )
    )
  }
  const policies = result.policy_evaluations ?? []
  if (policies.length > 0) {
    sections.push(
      '### Policy evaluations',
      table(
        ['Policy', 'Version', 'Status'],
        policies.map(policy => [
          escapeText(policy.policy_name),
          escapeText(policy.policy_version),
          `${policyFails(policy) ? '❌' : '✅'} ${escapeText(policy.status)}`
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
        [
          'At',
          allow.timestamp != null
            ? escapeText(new Date(allow.timestamp * 1000).toISOString())
            : undefined
        ]
      ])
    )
  }
  if (result.html_url)
    sections.push(link('View the artifact in the compliance service', result.html_url))
  return sections.join('\n\n') + '\n'
}
