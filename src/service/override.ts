/**
 * Override attestation: the body is the published `OverrideAttestationPostInput`, which
 * forbids unknown fields, so this type lists exactly its fields and nothing else.
 */
import type { ServiceClient } from './client.js'

type JsonValue = null | boolean | number | string | JsonValue[] | { [key: string]: JsonValue }

export interface OverrideAttestationBody {
  attestation_name: string
  reason: string
  new_compliance_status: boolean
  original_attestation_type: string
  origin_url?: string
  description?: string
  artifact_fingerprint?: string
  target_artifacts?: string[]
  external_urls?: Record<string, { href: string; fingerprint?: string }>
  annotations?: Record<string, string>
  user_data?: JsonValue
}

export interface OverrideTarget {
  org: string
  flow: string
  trail: string
}

/**
 * Sent once: the transport repeats a POST only when the service cannot have applied it
 * (connection refused, 429, 503), so an override is never recorded twice.
 */
export function overrideAttestation(
  client: ServiceClient,
  target: OverrideTarget,
  body: OverrideAttestationBody
): Promise<unknown> {
  return client.postJson(
    ['attestations', target.org, target.flow, 'trail', target.trail, 'override'],
    body
  )
}
