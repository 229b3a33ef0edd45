/** Policies: create one (or a new version), list the org's, attach to or detach from an environment. */
import type { PolicyNamesBody, PolicyPayload } from './bodies.js'
import type { FilePart, ServiceClient, WriteRequest } from './client.js'
import { schemasLoader } from './load-schemas.js'
import type { Policy } from './answers/policies.js'

const answers = schemasLoader(() => import('./answers/policies.js'))

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
