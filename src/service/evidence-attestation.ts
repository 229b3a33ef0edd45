/**
 * Test and scan attestations: `POST /attestations/{org}/{flow}/trail/{trail}/junit` and
 * `.../snyk`, multipart with a `data_json` part (the published `JUnitAttestationPostInput`
 * and `SnykAttestationPostInput`, which forbid unknown fields, so these types list exactly
 * their fields) and an optional `attachment_file` part.
 */
import type { MultipartPart, ServiceClient } from './client.js'
import type { EvidenceFields, TrailTarget } from './attestations.js'
import type { Attachment } from './attestations.js'

/** One `<testsuite>` as the published `JUnitResult` has it. */
export interface JUnitResult {
  name: string
  failures: number
  errors: number
  skipped: number
  total: number
  /** Seconds. */
  duration: number
  /** Unix seconds; left out when the suite has none in a known form. */
  timestamp?: number
}

export interface JUnitAttestationData extends EvidenceFields {
  attestation_name: string
  junit_results: JUnitResult[]
}

/** `IssueLocation`: both fields are required by the description. */
export interface IssueLocation {
  uri: string
  lines: string
}

/** `FoundIssue`. */
export interface FoundIssue {
  id: string
  message: string
  locations: IssueLocation[]
  priority_score?: number
}

/** `ProjectScanResult`: one scanned project (one SARIF run, one Snyk JSON project). */
export interface ProjectScanResult {
  high_count: number
  medium_count: number
  low_count: number
  high: FoundIssue[]
  medium: FoundIssue[]
  low: FoundIssue[]
}

/** `SnykResultsSummary`. */
export interface SnykResults {
  schema_version: 1
  tool: { name: string; version: string }
  results: ProjectScanResult[]
}

export interface SnykAttestationData extends EvidenceFields {
  attestation_name: string
  snyk_results: SnykResults
}

export type EvidenceKind = 'junit' | 'snyk'

export function attestationPath(target: TrailTarget, kind: EvidenceKind): string[] {
  return ['attestations', target.org, target.flow, 'trail', target.trail, kind]
}

/** The form's parts, in the order they are sent; a dry run prints the same list. */
export function attestationParts(data: object, attachment?: Attachment): MultipartPart[] {
  const parts: MultipartPart[] = [{ name: 'data_json', value: JSON.stringify(data) }]
  if (attachment) {
    parts.push({
      name: 'attachment_file',
      value: attachment.content,
      filename: attachment.filename
    })
  }
  return parts
}

/**
 * Sent once: the transport repeats a POST only when the service cannot have applied it
 * (connection refused, 409, 429, 503), so the attestation is never recorded twice.
 */
/** The data_json each kind of evidence attestation posts. */
export interface EvidenceData {
  junit: JUnitAttestationData
  snyk: SnykAttestationData
}

export function postEvidenceAttestation<K extends EvidenceKind>(
  client: ServiceClient,
  target: TrailTarget,
  kind: K,
  data: EvidenceData[K],
  attachment?: Attachment
): Promise<unknown> {
  return client.postMultipart(attestationPath(target, kind), attestationParts(data, attachment))
}
