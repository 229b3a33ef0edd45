/**
 * What a trail's compliance status says, flattened: every attestation the trail and each of
 * its artifacts has or expects, named as the template names them (`name` on the trail,
 * `artifact.name` on an artifact), with what is missing and what failed picked out.
 */
import { complianceState, type ComplianceState } from '../../summary/states.js'
import type { AttestationStatus } from '../../service/answer-parts.js'
import type { TrailDetail } from '../../service/trails.js'

export interface AttestationRow {
  /** `name`, or `artifact.name` for an artifact's attestation. */
  reference: string
  name: string
  /** The artifact it belongs to; undefined on the trail. */
  artifact?: string
  type?: string
  state: ComplianceState
  /** Recorded without the template expecting it. */
  unexpected: boolean
  attestationId?: string
  overridden: boolean
}

export interface ArtifactRow {
  name: string
  fingerprint?: string
  state: ComplianceState
  unexpected: boolean
}

export interface TrailFindings {
  state: ComplianceState
  attestations: AttestationRow[]
  artifacts: ArtifactRow[]
  missing: string[]
  nonCompliant: string[]
}

export function trailFindings(trail: TrailDetail): TrailFindings {
  const status = trail.compliance_status
  const attestations = (status?.attestations_statuses ?? []).map(item => row(item))
  const artifacts: ArtifactRow[] = []
  // Sorted, as the vendor CLI does, so the summary and outputs do not depend on key order.
  const byArtifact = Object.entries(status?.artifacts_statuses ?? {}).sort(([a], [b]) =>
    a < b ? -1 : a > b ? 1 : 0
  )
  for (const [name, artifact] of byArtifact) {
    artifacts.push({
      name,
      fingerprint: artifact.artifact_fingerprint ?? undefined,
      state: complianceState(artifact.status, artifact.is_compliant),
      unexpected: artifact.unexpected === true
    })
    attestations.push(...(artifact.attestations_statuses ?? []).map(item => row(item, name)))
  }
  return {
    state: complianceState(
      trail.compliance_state ?? status?.status,
      trail.is_compliant ?? status?.is_compliant
    ),
    attestations,
    artifacts,
    missing: attestations.filter(a => a.state === 'missing').map(a => a.reference),
    nonCompliant: attestations.filter(a => a.state === 'non-compliant').map(a => a.reference)
  }
}

function row(item: AttestationStatus, artifact?: string): AttestationRow {
  const name = item.attestation_name ?? '(unnamed)'
  // A recorded attestation has a status of COMPLETE and its own verdict; MISSING says none is.
  const missing = (item.status ?? '').toUpperCase() === 'MISSING'
  const state: ComplianceState = missing
    ? 'missing'
    : item.is_compliant === true
      ? 'compliant'
      : item.is_compliant === false
        ? 'non-compliant'
        : 'unknown'
  return {
    reference: artifact === undefined ? name : `${artifact}.${name}`,
    name,
    artifact,
    type: item.attestation_type ?? undefined,
    state,
    unexpected: item.unexpected === true,
    attestationId: item.attestation_id ?? undefined,
    overridden: Boolean(item.overridden_attestation_id)
  }
}
