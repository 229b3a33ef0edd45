/**
 * Environments: create or update one, list the org's, read one (or learn it does not exist),
 * and list an environment's events.
 */
import type * as Zod from '../parsing/zod.js'
import { RequestError } from '../http/request-error.js'
import type { CreateEnvironmentBody } from './bodies.js'
import type { ServiceClient, WriteRequest } from './client.js'
import { checkListing, checkRecord, type IdentityField, type ListingFilter } from './identity.js'
import { answerSchemas } from './load-schemas.js'
import { pageParams, type Page, type PageQuery } from './pages.js'

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
 * GET /environments/{org}: every environment of the org in one answer. Each must name the
 * org asked (the description requires the field), or nothing is listed.
 */
export async function listEnvironments(client: ServiceClient, org: string): Promise<Environment[]> {
  const answer = await client.get(
    ['environments', org],
    {},
    answers().then(schemas => schemas.EnvironmentListSchema)
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
      answers().then(schemas => schemas.EnvironmentSchema)
    )
  } catch (error) {
    if (error instanceof RequestError && error.status === 404) return undefined
    throw error
  }
  return checkRecord(answer, 'an environment', environmentFields(query, answer))
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
      ...pageParams(query),
      reverse: query.reverse === undefined ? undefined : String(query.reverse)
    },
    answers().then(schemas => schemas.EnvironmentEventListSchema)
  )
  checkListing(events, 'an event', environmentEventsFilter(query.environment))
  return { items: events }
}

/** Get environment: its name and org, both required. */
export function environmentFields(
  asked: { org: string; environment: string },
  answer: Environment
): IdentityField[] {
  return [
    { label: 'name', asked: asked.environment, answered: answer.name, required: true },
    { label: 'org', asked: asked.org, answered: answer.org, required: true }
  ]
}

/** List environments: each environment's org, which the description requires. */
export function orgEnvironmentsFilter(org: string): ListingFilter<Environment> {
  return {
    listing: `the environments of org ${JSON.stringify(org)}`,
    fieldsOf: env => [{ label: 'org', asked: org, answered: env.org, required: true }]
  }
}

/** Log environment: each event's environment, when carried. */
export function environmentEventsFilter(environment: string): ListingFilter<EnvironmentEvent> {
  return {
    listing: `the events of environment ${JSON.stringify(environment)}`,
    fieldsOf: event => [
      { label: 'environment', asked: environment, answered: event.environment_name }
    ]
  }
}

/** The answers about environments: one or all of the org's, and an environment's events. */
const answers = answerSchemas((z, { flag, list, num, shown, text }) => {
  const EnvironmentRecordSchema = z.looseObject({
    name: z.string(),
    org: text,
    type: text,
    description: text,
    last_modified_at: num,
    last_reported_at: num,
    state: flag,
    include_scaling: flag,
    tags: z.nullish(z.record(z.string(), z.unknown())),
    policies: list(z.string()),
    included_environments: list(z.string())
  })

  const EnvironmentSchema = EnvironmentRecordSchema

  const EnvironmentListSchema = z.array(EnvironmentRecordSchema)

  const EnvironmentEventSchema = z.looseObject({
    environment_name: text,
    snapshot_index: num,
    artifact_name: text,
    sha256: text,
    description: text,
    reported_at: num,
    flows: shown(z.nullable(z.array(z.looseObject({ flow_name: text })))),
    artifact_compliance: flag,
    snapshot_compliance: flag,
    type: text
  })

  const EnvironmentEventListSchema = z.array(EnvironmentEventSchema)
  return {
    EnvironmentSchema,
    EnvironmentListSchema,
    EnvironmentEventListSchema,
    EnvironmentRecordSchema,
    EnvironmentEventSchema
  }
})

export type Environment = Zod.infer<Answers['EnvironmentRecordSchema']>
export type EnvironmentEvent = Zod.infer<Answers['EnvironmentEventSchema']>
type Answers = Awaited<ReturnType<typeof answers>>
