/**
 * Override attestation: the body is the published `OverrideAttestationPostInput`, which
 * forbids unknown fields, so this type lists exactly its fields (with the shared evidence
 * fields) and nothing else.
 */
import type { ServiceClient } from './client.js'
import type { EvidenceFields, TrailTarget } from './attestations.js'

export interface OverrideAttestationBody extends EvidenceFields {
  attestation_name: string
  reason: string
  new_compliance_status: boolean
  original_attestation_type: string
}

/**
 * Sent once: the transport repeats a POST only when the service cannot have applied it
 * (connection refused, 409, 429, 503), so an override is never recorded twice. The published
 * description declares 201 without a body, so an empty 201 is a success.
 */
export function overrideAttestation(
  client: ServiceClient,
  target: TrailTarget,
  body: OverrideAttestationBody
): Promise<unknown> {
  return client.postJson(
    ['attestations', target.org, target.flow, 'trail', target.trail, 'override'],
    body,
    { emptyAnswerStatuses: [201] }
  )
}
