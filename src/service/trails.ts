/** Trails: begin one, list a flow's or the org's, read one with its template and events. */
import type * as Zod from '../parsing/zod.js'
import type { CreateTrailBody } from './bodies.js'
import type { FilePart, ServiceClient, WriteRequest } from './client.js'
import { UPDATED } from './flows.js'
import {
  checkListing,
  checkPage,
  checkRecord,
  ignoringCase,
  type IdentityField,
  type ListingFilter
} from './identity.js'
import { answerSchemas } from './load-schemas.js'
import { fromPagination, pageParams, type Page, type PageQuery } from './pages.js'
import type { Pagination } from './answer-parts.js'

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

export interface TrailQuery extends PageQuery {
  flow: string
  /** False sends no paging parameters: the service then answers the whole list, unpaged. */
  paged: boolean
}

export async function listTrails(client: ServiceClient, query: TrailQuery): Promise<Page<Trail>> {
  const paging = query.paged ? pageParams(query) : {}
  const answer = await client.get(
    ['trails', query.org, query.flow],
    paging,
    answers().then(schemas => schemas.TrailPageSchema)
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
      ...pageParams(query)
    },
    answers().then(schemas => schemas.TrailPageSchema)
  )
  const filter = orgTrailsFilter(query)
  checkListing(answer.data, 'a trail', filter)
  checkPage(query.page, answer.pagination?.page, filter)
  return pageOfTrails(answer, query.page)
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
    answers().then(schemas => schemas.TrailDetailSchema)
  )
  return checkRecord(answer, 'a trail', trailFields(ref, answer))
}

/** Get trail: its name and its flow's name, both required. */
export function trailFields(
  asked: { flow: string; trail: string },
  answer: TrailDetail
): IdentityField[] {
  return [
    { label: 'name', asked: asked.trail, answered: answer.name, required: true },
    { label: 'flow', asked: asked.flow, answered: answer.flow?.name, required: true }
  ]
}

/** List trails of a flow: each trail's flow, required. */
export function flowTrailsFilter(flow: string): ListingFilter<Trail> {
  return {
    listing: `the trails of flow ${JSON.stringify(flow)}`,
    fieldsOf: trail => [{ label: 'flow', asked: flow, answered: trail.flow?.name, required: true }]
  }
}

/**
 * The org-wide trail listing: the flow's name (required), the flow's tags when carried, and
 * for a fingerprint the artifacts the trail's events say were reported to it. Its compliance
 * is not used for that: it lists one artifact per name, so a rebuilt artifact's earlier
 * fingerprint is not in it.
 */
export function orgTrailsFilter(asked: {
  flow?: string
  flowTag?: string
  fingerprint?: string
}): ListingFilter<Trail> {
  const { flow, flowTag, fingerprint } = asked
  const named = [
    flow !== undefined ? `flow ${JSON.stringify(flow)}` : undefined,
    flowTag !== undefined ? `flow tag ${JSON.stringify(flowTag)}` : undefined,
    fingerprint !== undefined ? `artifact ${fingerprint}` : undefined
  ].filter(filter => filter !== undefined)
  const [tagKey = '', ...tagValue] = flowTag?.split('=') ?? []
  return {
    listing: named.length > 0 ? `the trails of ${named.join(' and ')}` : "the org's trails",
    fieldsOf: trail => {
      const fields: IdentityField[] = []
      if (flow !== undefined) {
        fields.push({ label: 'flow', asked: flow, answered: trail.flow?.name, required: true })
      }
      if (flowTag !== undefined) {
        const tags: unknown = trail.flow?.tags
        fields.push({
          label: `flow tag ${tagKey}`,
          asked: tagValue.join('='),
          answered: isObject(tags) ? tags[tagKey] : undefined,
          required: isObject(tags)
        })
      }
      if (fingerprint !== undefined) {
        const reported = reportedFingerprints(trail)
        fields.push({
          label: 'artifact',
          asked: fingerprint,
          answered: reported.find(print => ignoringCase(print, fingerprint)) ?? reported[0],
          same: ignoringCase
        })
      }
      return fields
    }
  }
}

/** The fingerprints of the artifacts a trail's events say were reported to it, if it has events. */
function reportedFingerprints(trail: Trail): string[] {
  const events: unknown = trail.events
  if (!Array.isArray(events)) return []
  return events.flatMap((event: unknown) =>
    isObject(event) &&
    event.type === 'artifact_creation_reported' &&
    typeof event.fingerprint === 'string' &&
    event.fingerprint !== ''
      ? [event.fingerprint]
      : []
  )
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** The answers about trails: a listing's trails, and one trail with its template and events. */
export const answers = answerSchemas(
  (
    z,
    { AttestationStatusSchema, GitCommitInfoSchema, PaginationSchema, flag, list, num, text }
  ) => {
    const TrailSchema = z.looseObject({
      name: z.string(),
      created_at: num,
      last_modified_at: num,
      compliance_status: z.nullish(
        z.looseObject({
          status: text,
          is_compliant: flag,
          attestations_statuses: list(AttestationStatusSchema)
        })
      ),
      compliance_state: text,
      is_compliant: flag,
      created_by: text,
      html_url: text,
      description: text,
      origin_url: text,
      /** The trail's flow: what an org-wide listing needs to tell trails of two flows apart. */
      flow: z.catch(z.nullish(z.looseObject({ name: text })), undefined)
    })

    const TemplateAttestationSchema = z.looseObject({ name: z.string(), type: text })

    const ArtifactStatusSchema = z.looseObject({
      artifact_fingerprint: text,
      status: text,
      is_compliant: flag,
      unexpected: flag,
      attestations_statuses: list(AttestationStatusSchema)
    })

    /** One event of a trail; the fields each type carries, as the vendor CLI reads them. */
    const TrailEventSchema = z.looseObject({
      type: text,
      timestamp: num,
      is_compliant: flag,
      attestation_type: text,
      attestation_id: text,
      template_reference_name: text,
      target_artifact: text,
      artifact_name: text,
      environment_name: text,
      snapshot_index: num,
      approval_number: num,
      state: text,
      reviewer: text,
      git_commit_info: z.nullish(z.looseObject({ sha1: text, url: text }))
    })

    /** Get trail: the trail with its template, its compliance per artifact, and its events. */
    const TrailDetailSchema = z.looseObject({
      ...TrailSchema.shape,
      compliance_status: z.nullish(
        z.looseObject({
          status: text,
          is_compliant: flag,
          attestations_statuses: list(AttestationStatusSchema),
          artifacts_statuses: z.nullish(z.record(z.string(), ArtifactStatusSchema)),
          evaluated_at: num
        })
      ),
      template: z.nullish(
        z.looseObject({
          trail: z.nullish(
            z.looseObject({
              attestations: list(TemplateAttestationSchema),
              artifacts: list(
                z.looseObject({
                  name: z.string(),
                  attestations: list(TemplateAttestationSchema)
                })
              )
            })
          )
        })
      ),
      git_commit_info: z.nullish(GitCommitInfoSchema),
      events: list(TrailEventSchema)
    })

    /** List trails answers `{data, pagination?}` or, without paging parameters, a bare list. */
    const TrailPageSchema = z.pipe(
      z.union([
        z.looseObject({ data: z.array(TrailSchema), pagination: z.nullish(PaginationSchema) }),
        z.array(TrailSchema)
      ]),
      z.transform(value => (Array.isArray(value) ? { data: value, pagination: null } : value))
    )
    return {
      TrailDetailSchema,
      TrailPageSchema,
      TrailSchema,
      TrailEventSchema,
      ArtifactStatusSchema
    }
  }
)

export type Trail = Zod.infer<Answers['TrailSchema']>
export type TrailEvent = Zod.infer<Answers['TrailEventSchema']>
export type TrailDetail = Zod.infer<Answers['TrailDetailSchema']>
export type ArtifactStatus = Zod.infer<Answers['ArtifactStatusSchema']>
type Answers = Awaited<ReturnType<typeof answers>>
