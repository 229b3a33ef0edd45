/**
 * Attestations on a trail: record one (of any type in attestation-types.ts) or an override,
 * list a flow's, and read the ones a name or an id names.
 */
import type * as Zod from '../parsing/zod.js'
import type {
  AttestationBodies,
  AttestationType,
  OverrideAttestationBody
} from './attestation-types.js'
import { ATTESTATION_TYPES } from './attestation-types.js'
import type { TrailTarget } from './bodies.js'
import type { FilePart, ServiceClient, WriteRequest } from './client.js'
import {
  checkListing,
  checkPage,
  matchingRecords,
  type IdentityField,
  type ListingFilter
} from './identity.js'
import { answerSchemas } from './load-schemas.js'
import { fromPagination, pageParams, type Page, type PageQuery } from './pages.js'

/**
 * Every attestation type: multipart, data_json and an optional attachment_file, posted to
 * the type's own path segment.
 */
export const attestationRequest = <T extends AttestationType>(
  target: TrailTarget,
  type: T,
  body: AttestationBodies[T],
  attachment?: FilePart
): WriteRequest => ({
  method: 'POST',
  segments: [
    'attestations',
    target.org,
    target.flow,
    'trail',
    target.trail,
    ATTESTATION_TYPES[type].segment
  ],
  json: body,
  multipart: true,
  file: attachment
})

/** JSON, not multipart; the published description declares 201 without a body. */
export const overrideRequest = (
  target: TrailTarget,
  body: OverrideAttestationBody
): WriteRequest => ({
  method: 'POST',
  segments: ['attestations', target.org, target.flow, 'trail', target.trail, 'override'],
  json: body,
  multipart: false,
  emptyAnswerStatuses: [201]
})

export interface AttestationQuery extends PageQuery {
  flow: string
  fromTimestamp?: number
  toTimestamp?: number
}

export async function listAttestations(
  client: ServiceClient,
  query: AttestationQuery
): Promise<Page<Attestation>> {
  const answer = await client.get(
    ['attestations', query.org, query.flow],
    {
      ...pageParams(query),
      from_timestamp: query.fromTimestamp,
      to_timestamp: query.toTimestamp
    },
    answers().then(schemas => schemas.AttestationPageSchema)
  )
  const filter = flowAttestationsFilter(query.flow)
  checkListing(answer.data, 'an attestation', filter)
  checkPage(query.page, answer.pagination?.page, filter)
  return {
    items: answer.data,
    ...(answer.pagination ? fromPagination(answer.pagination) : {})
  }
}

/** The three ways to name one attestation, each its own path in the published description. */
export type AttestationLookup =
  | { org: string; flow: string; trail: string; name: string }
  | { org: string; flow: string; fingerprint: string; name: string }
  | { org: string; id: string }

/**
 * Every attestation the lookup names: several when one name was recorded more than once.
 * Only records that are the one asked for are returned (none for an empty answer); an answer
 * whose records are all others is a NotRecordedError.
 */
export async function getAttestations(
  client: ServiceClient,
  lookup: AttestationLookup
): Promise<Attestation[]> {
  if ('id' in lookup) {
    const page = await client.get(
      ['attestations', lookup.org],
      { attestation_id: lookup.id },
      answers().then(schemas => schemas.AttestationPageSchema)
    )
    return matchingRecords(page.data, 'an attestation', record =>
      attestationIdFields(lookup.id, record)
    )
  }
  const segments =
    'trail' in lookup
      ? ['attestations', lookup.org, lookup.flow, 'trail', lookup.trail, lookup.name]
      : ['attestations', lookup.org, lookup.flow, 'artifact', lookup.fingerprint, lookup.name]
  const records = await client.get(
    segments,
    {},
    answers().then(schemas => schemas.AttestationListSchema)
  )
  return matchingRecords(records, 'an attestation', record => attestationNameFields(lookup, record))
}

/**
 * Get attestation by id: the id is only a filter on the org's listing, which a service or
 * proxy that ignores it answers with the org's newest attestations, so the id is required.
 */
export function attestationIdFields(id: string, record: Attestation): IdentityField[] {
  return [{ label: 'id', asked: id, answered: record.attestation_id, required: true }]
}

/** Get attestation by name, on a trail or an artifact; every field optional. */
export function attestationNameFields(
  asked: { name: string; flow: string } & ({ trail: string } | { fingerprint: string }),
  record: Attestation
): IdentityField[] {
  return [
    {
      label: 'name',
      asked: asked.name,
      answered: record.attestation_name,
      // An attestation on an artifact may be named with its artifact's prefix: `image.scan`.
      same: (answered, name) => answered === name || answered.endsWith(`.${name}`)
    },
    { label: 'flow', asked: asked.flow, answered: record.flow_name },
    'trail' in asked
      ? { label: 'trail', asked: asked.trail, answered: record.trail_name }
      : {
          label: 'artifact',
          asked: asked.fingerprint,
          answered: record.artifact_fingerprint,
          // The fingerprint asked may be the start of one, as the service takes it.
          same: (answered, start) => answered.toLowerCase().startsWith(start.toLowerCase())
        }
  ]
}

/** List attestations of a flow: each one's flow, when carried. The time window is not checked. */
export function flowAttestationsFilter(flow: string): ListingFilter<Attestation> {
  return {
    listing: `the attestations of flow ${JSON.stringify(flow)}`,
    fieldsOf: record => [{ label: 'flow', asked: flow, answered: record.flow_name }]
  }
}

/** The answers about attestations: a flow's listing, and the attestations one name or id names. */
const answers = answerSchemas((z, { GitCommitInfoSchema, PaginationSchema, flag, num, text }) => {
  const AttestationSchema = z.looseObject({
    attestation_id: text,
    attestation_name: text,
    attestation_type: text,
    created_at: num,
    description: text,
    html_url: text,
    is_compliant: flag,
    origin_url: text,
    reported_by: text,
    flow_name: text,
    trail_name: text,
    artifact_fingerprint: text,
    git_commit_info: z.nullish(GitCommitInfoSchema)
  })

  /** Get attestation by name answers every attestation of that name, as a list. */
  const AttestationListSchema = z.array(AttestationSchema)

  const AttestationPageSchema = z.looseObject({
    data: z.array(AttestationSchema),
    pagination: z.nullish(PaginationSchema)
  })
  return { AttestationListSchema, AttestationPageSchema, AttestationSchema }
})

export type Attestation = Zod.infer<Answers['AttestationSchema']>
type Answers = Awaited<ReturnType<typeof answers>>
