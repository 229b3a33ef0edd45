/**
 * The build side of the service: create a flow, begin a trail, report an artifact, attest
 * generic and custom evidence. Each body type lists exactly the fields of its published
 * schema (CreateFlow, CreateTrail, CreateArtifact, GenericAttestationPostInput,
 * CustomAttestationPostInput); only fields that are set are sent.
 */
import type { EvidenceFields, ExternalUrl, JsonValue } from './attestations.js'
import type { GitCommitInfo, RepoInfo } from './attestations.js'

export const FLOW_VISIBILITIES = ['private', 'public'] as const
export type FlowVisibility = (typeof FLOW_VISIBILITIES)[number]

export interface CreateFlowBody {
  name: string
  description: string
  visibility: FlowVisibility
}

export interface CreateTrailBody {
  name: string
  description?: string
  git_commit_info?: GitCommitInfo
  repo_info?: RepoInfo
  origin_url?: string
  external_urls?: Record<string, ExternalUrl>
  user_data?: JsonValue
}

export interface CreateArtifactBody {
  fingerprint: string
  filename: string
  build_url: string
  commit_url: string
  trail_name?: string
  template_reference_name?: string
  description?: string
  git_commit?: string
  git_commit_info?: GitCommitInfo
  repo_info?: RepoInfo
  external_urls?: Record<string, ExternalUrl>
  annotations?: Record<string, string>
  user_data?: JsonValue
}

export interface AttestationBase extends EvidenceFields {
  attestation_name: string
  git_commit_info?: GitCommitInfo
  repo_info?: RepoInfo
}

export interface GenericAttestationBody extends AttestationBase {
  is_compliant: boolean
}

export interface CustomAttestationBody extends AttestationBase {
  type_name: string
  /** JSON text: the published schema declares a string of media type application/json. */
  attestation_data: string
}

/** A file sent as a multipart part beside data_json. */
export interface FilePart {
  /** The part's name: template_file or attachment_file. */
  part: string
  /** The local path, for messages and the dry run. */
  path: string
  filename: string
  load(): Promise<Blob>
}

/** One write, described once for both sending it and printing it in a dry run. */
export interface WriteRequest {
  method: 'POST' | 'PUT'
  segments: readonly string[]
  /** The JSON body, or the data_json part of a multipart body. */
  json: object
  multipart: boolean
  file?: FilePart
  /** Success statuses that may come without a body (see WriteOptions). */
  emptyAnswerStatuses?: readonly number[]
}

/**
 * A PUT that updates what exists answers 200, which the description declares without a body
 * for flows (and not at all for trails, though the service answers it): an empty 200 is the
 * update's success, anything else on a 2xx must still be JSON.
 */
const UPDATED = [200] as const

export const createFlowRequest = (
  org: string,
  body: CreateFlowBody,
  template?: FilePart
): WriteRequest => ({
  method: 'PUT',
  segments: ['flows', org, 'template_file'],
  json: body,
  multipart: true,
  file: template,
  emptyAnswerStatuses: UPDATED
})

export const beginTrailRequest = (
  target: { org: string; flow: string },
  body: CreateTrailBody,
  template?: FilePart
): WriteRequest => ({
  method: 'PUT',
  segments: ['trails', target.org, target.flow],
  json: body,
  multipart: true,
  file: template,
  emptyAnswerStatuses: UPDATED
})

export const reportArtifactRequest = (
  target: { org: string; flow: string },
  body: CreateArtifactBody
): WriteRequest => ({
  method: 'POST',
  segments: ['artifacts', target.org, target.flow],
  json: body,
  multipart: false
})

export const attestationRequest = (
  target: { org: string; flow: string; trail: string },
  type: 'generic' | 'custom',
  body: GenericAttestationBody | CustomAttestationBody,
  attachment?: FilePart
): WriteRequest => ({
  method: 'POST',
  segments: ['attestations', target.org, target.flow, 'trail', target.trail, type],
  json: body,
  multipart: true,
  file: attachment
})
