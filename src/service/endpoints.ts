/**
 * The compliance service's endpoints. Each read is a typed function over ServiceClient; the
 * list endpoints answer one page in a common shape (items, total, page count), so one paging
 * loop serves every list. Each write is a WriteRequest, which ServiceClient.send sends and a
 * dry run prints, so what is printed is what would be sent.
 *
 * Every read checks its answer against what it asked (identity.ts, read-checks.ts): a single
 * read returns only the record asked for, and a listing holding a record outside its path or
 * filters is refused, so a service or proxy that ignores part of a request is never reported.
 */
import type {
  AttestationBodies,
  AttestationType,
  OverrideAttestationBody
} from './attestation-types.js'
import { ATTESTATION_TYPES } from './attestation-types.js'
import type {
  CreateArtifactBody,
  CreateAttestationTypeBody,
  CreateFlowBody,
  CreateEnvironmentBody,
  CreateTrailBody,
  DockerReport,
  K8SReport,
  PolicyNamesBody,
  PolicyPayload,
  ServerReport,
  TagPatchBody,
  TrailTarget
} from './bodies.js'
import type { FilePart, ServiceClient, WriteRequest } from './client.js'
import type { DownloadedFile, FileKind } from '../http/download.js'
import { RequestError } from '../http/request-error.js'
import { gzippedTarEndCheck, pdfEndCheck } from '../http/whole-file.js'
import { loadSchemas } from './load-schemas.js'
import {
  checkListing,
  checkPage,
  checkRecord,
  matchingRecords,
  NotRecordedError
} from './identity.js'
import {
  approvalFields,
  assertionFields,
  attestationIdFields,
  attestationNameFields,
  buildsFilter,
  deploymentFields,
  diffSideFields,
  environmentEventsFilter,
  environmentFields,
  flowAttestationsFilter,
  flowTrailsFilter,
  orgEnvironmentsFilter,
  orgTrailsFilter,
  repoFields,
  searchFilter,
  snapshotFields,
  trailFields
} from './read-checks.js'
import type {
  Approval,
  AssertionResult,
  Attestation,
  Build,
  ComplianceAction,
  CustomAttestationType,
  Deployment,
  EnvironmentDiff,
  EnvironmentEvent,
  Pagination,
  SearchResult,
  Snapshot,
  Environment,
  Policy,
  Trail,
  TrailDetail
} from './schemas.js'

/** One page of a listing. */
export interface Page<T> {
  items: T[]
  /** Items in the whole listing, when the service says. */
  total?: number
  /** Pages in the whole listing, when the service says (or the answer was the whole list). */
  pageCount?: number
}

export interface AssertQuery {
  org: string
  fingerprint: string
  flow?: string
  environment?: string
  policies?: readonly string[]
}

export async function assertArtifact(
  client: ServiceClient,
  query: AssertQuery
): Promise<AssertionResult> {
  const answer = await client.get(
    ['asserts', query.org, 'fingerprint', query.fingerprint],
    {
      flow_name: query.flow,
      environment_name: query.environment,
      policy_name: query.policies && query.policies.length > 0 ? query.policies : undefined
    },
    loadSchemas().then(schemas => schemas.AssertionResultSchema)
  )
  return checkRecord(answer, 'an assertion', assertionFields(query, answer))
}

export interface PageQuery {
  org: string
  page: number
  /** Undefined: no page size is sent. */
  perPage?: number
}

const known = (value: number | null | undefined) => (value == null ? undefined : value)

export interface BuildQuery extends PageQuery {
  repoId?: string
  repoName?: string
  startTs?: number
  endTs?: number
}

export async function listBuilds(client: ServiceClient, query: BuildQuery): Promise<Page<Build>> {
  const answer = await client.get(
    ['builds', query.org],
    {
      page: query.page,
      per_page: query.perPage,
      repo_id: query.repoId,
      repo_name: query.repoName,
      // The published description spells these two with hyphens (the notes say start_ts);
      // the service ignores unknown parameters, so the other spelling would silently not filter.
      'start-ts': query.startTs,
      'end-ts': query.endTs
    },
    loadSchemas().then(schemas => schemas.BuildPageSchema)
  )
  const filter = buildsFilter(query)
  checkListing(answer.builds, 'a build', filter)
  checkPage(query.page, answer.page, filter)
  return {
    items: answer.builds,
    total: known(answer.total_count),
    pageCount: known(answer.total_pages)
  }
}

export interface TrailQuery extends PageQuery {
  flow: string
  /** False sends no paging parameters: the service then answers the whole list, unpaged. */
  paged: boolean
}

export async function listTrails(client: ServiceClient, query: TrailQuery): Promise<Page<Trail>> {
  const paging = query.paged ? { page: query.page, per_page: query.perPage } : {}
  const answer = await client.get(
    ['trails', query.org, query.flow],
    paging,
    loadSchemas().then(schemas => schemas.TrailPageSchema)
  )
  const filter = flowTrailsFilter(query.flow)
  checkListing(answer.data, 'a trail', filter)
  // Unasked, the service may still page the answer: its pagination then says how many more.
  if (!query.paged && !answer.pagination) {
    return { items: answer.data, total: answer.data.length, pageCount: 1 }
  }
  checkPage(query.page, answer.pagination?.page, filter)
  return pageOfTrails(answer, query.page)
}

/**
 * A page of a trail listing. `pagination` is present only when there are several pages:
 * without it, this is the only one.
 */
function pageOfTrails(
  answer: { data: Trail[]; pagination?: Pagination | null },
  page: number | undefined
): Page<Trail> {
  if (!answer.pagination) {
    return { items: answer.data, total: page === 1 ? answer.data.length : undefined, pageCount: 1 }
  }
  return { items: answer.data, ...fromPagination(answer.pagination) }
}

export interface OrgTrailQuery extends PageQuery {
  /** Filters, each sent only when set. */
  flow?: string
  /** key=value: trails of flows with that tag. */
  flowTag?: string
  fingerprint?: string
}

/**
 * GET /trails/{org}: trails across the org's flows, filtered. Always paged by the service
 * (page 1, 20 a page, by default), so the page and page size are sent when known.
 */
export async function listOrgTrails(
  client: ServiceClient,
  query: OrgTrailQuery
): Promise<Page<Trail>> {
  const answer = await client.get(
    ['trails', query.org],
    {
      flow: query.flow,
      flow_tag: query.flowTag,
      fingerprint: query.fingerprint,
      page: query.page,
      per_page: query.perPage
    },
    loadSchemas().then(schemas => schemas.TrailPageSchema)
  )
  const filter = orgTrailsFilter(query)
  checkListing(answer.data, 'a trail', filter)
  checkPage(query.page, answer.pagination?.page, filter)
  return pageOfTrails(answer, query.page)
}

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
      page: query.page,
      per_page: query.perPage,
      from_timestamp: query.fromTimestamp,
      to_timestamp: query.toTimestamp
    },
    loadSchemas().then(schemas => schemas.AttestationPageSchema)
  )
  const filter = flowAttestationsFilter(query.flow)
  checkListing(answer.data, 'an attestation', filter)
  checkPage(query.page, answer.pagination?.page, filter)
  return {
    items: answer.data,
    ...(answer.pagination ? fromPagination(answer.pagination) : {})
  }
}

function fromPagination(pagination: Pagination): { total?: number; pageCount?: number } {
  return { total: known(pagination.total), pageCount: known(pagination.page_count) }
}

/** Not in the published description: the path and answer are the ones the service serves. */
export async function getDeployment(
  client: ServiceClient,
  query: { org: string; environment: string; fingerprint: string }
): Promise<Deployment> {
  const answer = await client.get(
    ['deployments', query.org, query.environment, query.fingerprint],
    {},
    loadSchemas().then(schemas => schemas.DeploymentSchema)
  )
  return checkRecord(answer, 'a deployment', deploymentFields(query, answer))
}

export async function getApproval(
  client: ServiceClient,
  query: { org: string; flow: string; number: number }
): Promise<Approval> {
  const answer = await client.get(
    ['approvals', query.org, query.flow, String(query.number)],
    {},
    loadSchemas().then(schemas => schemas.ApprovalSchema)
  )
  return checkRecord(answer, 'an approval', approvalFields(query.number, answer))
}

export interface TrailRef {
  org: string
  flow: string
  trail: string
}

export async function getTrail(client: ServiceClient, ref: TrailRef): Promise<TrailDetail> {
  const answer = await client.get(
    ['trails', ref.org, ref.flow, ref.trail],
    {},
    loadSchemas().then(schemas => schemas.TrailDetailSchema)
  )
  return checkRecord(answer, 'a trail', trailFields(ref, answer))
}

/** What the description says the audit package is: application/gzip, a gzipped tarball. */
export const AUDIT_PACKAGE: FileKind = {
  what: 'a gzipped tarball',
  accept: 'application/gzip, application/octet-stream;q=0.5',
  contentTypes: [
    'application/gzip',
    'application/x-gzip',
    'application/x-tgz',
    'application/x-compressed-tar',
    'application/tar+gzip',
    'application/octet-stream',
    'binary/octet-stream'
  ],
  magic: Buffer.from([0x1f, 0x8b]),
  endCheck: gzippedTarEndCheck
}

/** The trail's PDF report: application/pdf. */
export const AUDIT_PDF: FileKind = {
  what: 'a PDF',
  accept: 'application/pdf, application/octet-stream;q=0.5',
  contentTypes: [
    'application/pdf',
    'application/x-pdf',
    'application/octet-stream',
    'binary/octet-stream'
  ],
  magic: Buffer.from('%PDF-', 'latin1'),
  endCheck: pdfEndCheck
}

export function downloadAuditPackage(
  client: ServiceClient,
  ref: TrailRef,
  target: string
): Promise<DownloadedFile> {
  return client.download(
    ['trails', ref.org, ref.flow, ref.trail, 'audit_package'],
    target,
    AUDIT_PACKAGE
  )
}

export function downloadAuditPdf(
  client: ServiceClient,
  ref: TrailRef,
  target: string
): Promise<DownloadedFile> {
  return client.download(['trails', ref.org, ref.flow, ref.trail, 'audit_pdf'], target, AUDIT_PDF)
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
      loadSchemas().then(schemas => schemas.AttestationPageSchema)
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
    loadSchemas().then(schemas => schemas.AttestationListSchema)
  )
  return matchingRecords(records, 'an attestation', record => attestationNameFields(lookup, record))
}

export function listActions(client: ServiceClient, org: string): Promise<ComplianceAction[]> {
  return client.get(
    ['actions', org],
    {},
    loadSchemas().then(schemas => schemas.ActionListSchema)
  )
}

/**
 * GET /environments/{org}: every environment of the org in one answer. Each must name the
 * org asked (the description requires the field), or nothing is listed.
 */
export async function listEnvironments(client: ServiceClient, org: string): Promise<Environment[]> {
  const answer = await client.get(
    ['environments', org],
    {},
    loadSchemas().then(schemas => schemas.EnvironmentListSchema)
  )
  checkListing(answer, 'an environment', orgEnvironmentsFilter(org))
  return answer
}

/**
 * GET /environments/{org}/{env}: the environment, or undefined when the service answers 404
 * (it does not exist). Any other failure is thrown.
 */
export async function findEnvironment(
  client: ServiceClient,
  query: { org: string; environment: string }
): Promise<Environment | undefined> {
  let answer: Environment
  try {
    answer = await client.get(
      ['environments', query.org, query.environment],
      {},
      loadSchemas().then(schemas => schemas.EnvironmentSchema)
    )
  } catch (error) {
    if (error instanceof RequestError && error.status === 404) return undefined
    throw error
  }
  return checkRecord(answer, 'an environment', environmentFields(query, answer))
}

/**
 * GET /repos/{org}/{name}: the repository of that name (`owner/name`, sent as the path
 * segments it is, as the reference CLI sends it), of `provider` when given, for its internal
 * id. The published description has no such read (its `GET /repos/{org}` lists repositories
 * without their internal id): this is the CLI's lookup for `kosli tag repo`.
 */
export async function findRepoId(
  client: ServiceClient,
  query: { org: string; name: string; provider?: string }
): Promise<string> {
  const answer = await client.get(
    ['repos', query.org, ...query.name.split('/')],
    { provider: query.provider },
    loadSchemas().then(schemas => schemas.RepoSchema)
  )
  checkRecord(answer, 'a repository', repoFields(query, answer))
  // The id becomes a path segment of the write: an answer without one, or with text that is
  // no id, is refused rather than tagging whatever it names.
  if (!answer.id || !REPO_ID_PATTERN.test(answer.id)) {
    throw new NotRecordedError(
      answer.id
        ? 'the service answered a repository id that is not an id'
        : 'the service answered a repository without an id'
    )
  }
  return answer.id
}

const REPO_ID_PATTERN = /^[A-Za-z0-9_-]{1,128}$/

/** GET /policies/{org}: every policy of the org in one answer (a policy names no org). */
export function listPolicies(client: ServiceClient, org: string): Promise<Policy[]> {
  return client.get(
    ['policies', org],
    {},
    loadSchemas().then(schemas => schemas.PolicyListSchema)
  )
}

// Writes. Each is sent once: the transport repeats a write only when the service cannot have
// applied it (connection refused, 409, 429, 503), so nothing is recorded twice.

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

/** The resource types of the tags endpoint, as the service's path spells them. */
export type TaggedResource = 'flow' | 'environment' | 'control' | 'repo'

/**
 * Each spelling of a tagged resource type the vendor CLI takes (plurals, env), with the
 * service's path spelling of it: the tag command reads resource-type through it, and the
 * sandbox takes the same spellings in the path.
 */
export const TAGGED_RESOURCE_SPELLINGS: ReadonlyMap<string, TaggedResource> = new Map([
  ['flow', 'flow'],
  ['flows', 'flow'],
  ['environment', 'environment'],
  ['environments', 'environment'],
  ['env', 'environment'],
  ['control', 'control'],
  ['controls', 'control'],
  ['repo', 'repo'],
  ['repos', 'repo']
])

/**
 * PATCH /tags/{org}/{resource_type}/{resource_id}. The description declares its 200 answer
 * without a shape: an empty 200 is success too.
 */
export const tagRequest = (
  org: string,
  type: TaggedResource,
  resource: string,
  body: TagPatchBody
): WriteRequest => ({
  method: 'PATCH',
  segments: ['tags', org, type, resource],
  json: body,
  multipart: false,
  emptyAnswerStatuses: [200]
})

/**
 * POST /custom-attestation-types/{org}: data_json and, when given, the schema as
 * type_schema. The description declares its 201 answer without a shape.
 */
export const createAttestationTypeRequest = (
  org: string,
  body: CreateAttestationTypeBody,
  schema?: FilePart
): WriteRequest => ({
  method: 'POST',
  segments: ['custom-attestation-types', org],
  json: body,
  multipart: true,
  file: schema,
  emptyAnswerStatuses: [201]
})

// The environment half.

export interface SnapshotRef {
  org: string
  environment: string
  /** `N`, `-1`, `~N`, `@{...}` as the service takes it (no `#`). */
  expression: string
}

export async function getSnapshot(client: ServiceClient, ref: SnapshotRef): Promise<Snapshot> {
  const answer = await client.get(
    ['snapshots', ref.org, ref.environment, ref.expression],
    {},
    loadSchemas().then(schemas => schemas.SnapshotSchema)
  )
  return checkRecord(answer, 'a snapshot', snapshotFields(ref, answer))
}

export interface EnvironmentEventQuery extends PageQuery {
  environment: string
  /** Oldest first instead of newest first. */
  reverse?: boolean
}

/** The service answers a bare array: a page shorter than per_page is the last. */
export async function listEnvironmentEvents(
  client: ServiceClient,
  query: EnvironmentEventQuery
): Promise<Page<EnvironmentEvent>> {
  const events = await client.get(
    ['environments', query.org, query.environment, 'events'],
    {
      page: query.page,
      per_page: query.perPage,
      reverse: query.reverse === undefined ? undefined : String(query.reverse)
    },
    loadSchemas().then(schemas => schemas.EnvironmentEventListSchema)
  )
  checkListing(events, 'an event', environmentEventsFilter(query.environment))
  return { items: events }
}

export async function diffSnapshots(
  client: ServiceClient,
  query: { org: string; first: string; second: string }
): Promise<EnvironmentDiff> {
  const answer = await client.get(
    ['env-diff', query.org],
    { snappish1: query.first, snappish2: query.second },
    loadSchemas().then(schemas => schemas.EnvironmentDiffSchema)
  )
  checkRecord(
    answer,
    'a diff whose first snapshot',
    diffSideFields(query.first, answer.snappish1.snapshot_id)
  )
  return checkRecord(
    answer,
    'a diff whose second snapshot',
    diffSideFields(query.second, answer.snappish2.snapshot_id)
  )
}

/**
 * GET /search/{org}/sha/{value}: the artifacts whose fingerprint or commit starts with
 * `value`. An answer holding another is refused; `outcome` says what is then not done, for a
 * read the search serves.
 */
export async function search(
  client: ServiceClient,
  query: { org: string; value: string },
  outcome?: string
): Promise<SearchResult> {
  const answer = await client.get(
    ['search', query.org, 'sha', query.value],
    {},
    loadSchemas().then(schemas => schemas.SearchResultSchema)
  )
  checkListing(answer.artifacts, 'an artifact', { ...searchFilter(query.value), outcome })
  return answer
}

export function listCustomAttestationTypes(
  client: ServiceClient,
  org: string
): Promise<CustomAttestationType[]> {
  return client.get(
    ['custom-attestation-types', org],
    {},
    loadSchemas().then(schemas => schemas.CustomAttestationTypeListSchema)
  )
}

/**
 * PUT /environments/{org}: creates the environment, or updates the one of that name. The
 * description declares its answer without a shape: an empty 200 or 201 is success too.
 */
export const createEnvironmentRequest = (
  org: string,
  body: CreateEnvironmentBody
): WriteRequest => ({
  method: 'PUT',
  segments: ['environments', org],
  json: body,
  multipart: false,
  emptyAnswerStatuses: [200, 201]
})

/**
 * PUT /policies/{org}: multipart, the metadata as `payload` (not data_json) and the YAML as
 * policy_file. A changed file makes a new version; the answer is the policy (PolicyResponse).
 */
export const createPolicyRequest = (
  org: string,
  payload: PolicyPayload,
  policyFile: FilePart
): WriteRequest => ({
  method: 'PUT',
  segments: ['policies', org],
  json: payload,
  multipart: true,
  jsonPart: 'payload',
  file: policyFile
})

/**
 * POST (attach) or DELETE (detach) /environments/{org}/{env}/policies with the names. The
 * description declares the 200 answer without a shape.
 */
export const environmentPoliciesRequest = (
  method: 'POST' | 'DELETE',
  target: { org: string; environment: string },
  body: PolicyNamesBody
): WriteRequest => ({
  method,
  segments: ['environments', target.org, target.environment, 'policies'],
  json: body,
  multipart: false,
  emptyAnswerStatuses: [200]
})

/** The kinds of snapshot report this action sends, spelt as the report paths spell them. */
export type SnapshotReportKind = 'server' | 'docker' | 'K8S'

/** The body each kind of report takes. */
export interface SnapshotReportBodies {
  server: ServerReport
  docker: DockerReport
  K8S: K8SReport
}

/**
 * PUT /environments/{org}/{env}/report/{kind}: what runs in the environment now. The answer
 * is 201 when a snapshot was made, 200 (no declared shape) when nothing changed since the last.
 */
export const snapshotReportRequest = <Kind extends SnapshotReportKind>(
  org: string,
  environment: string,
  kind: Kind,
  body: SnapshotReportBodies[Kind]
): WriteRequest => ({
  method: 'PUT',
  segments: ['environments', org, environment, 'report', kind],
  json: body,
  multipart: false,
  emptyAnswerStatuses: [200, 201]
})
