/** Policies: create one (or a new version), list the org's, attach to or detach from an environment. */
import type * as Zod from '../parsing/zod.js'
import type { PolicyNamesBody, PolicyPayload } from './bodies.js'
import type { FilePart, ServiceClient, WriteRequest } from './client.js'
import { answerSchemas } from './load-schemas.js'

/** GET /policies/{org}: every policy of the org in one answer (a policy names no org). */
export function listPolicies(client: ServiceClient, org: string): Promise<Policy[]> {
  return client.get(
    ['policies', org],
    {},
    answers().then(schemas => schemas.PolicyListSchema)
  )
}

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

/** The answer of list policies: each policy with its versions and the environments it applies to. */
const answers = answerSchemas((z, { flag, list, num, text }) => {
  const PolicyVersionSchema = z.looseObject({
    version: num,
    comment: text,
    created_by: text,
    policy_yaml: text,
    timestamp: num
  })

  const PolicySchema = z.looseObject({
    name: z.string(),
    description: text,
    created_by: text,
    created_at: num,
    last_modified_at: num,
    archived: flag,
    versions: list(PolicyVersionSchema),
    consuming_envs: list(z.string())
  })

  const PolicyListSchema = z.array(PolicySchema)
  return { PolicyListSchema, PolicySchema }
})

export type Policy = Zod.infer<Answers['PolicySchema']>
type Answers = Awaited<ReturnType<typeof answers>>
