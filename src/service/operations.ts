/** The service's operations, as typed functions over ServiceClient. */
import type { ServiceClient } from './client.js'
import { loadSchemas } from './load-schemas.js'
import type { AssertionResult } from './schemas.js'

export interface AssertQuery {
  org: string
  fingerprint: string
  flow?: string
  environment?: string
  policies?: readonly string[]
}

export function assertArtifact(
  client: ServiceClient,
  query: AssertQuery
): Promise<AssertionResult> {
  return client.get(
    ['asserts', query.org, 'fingerprint', query.fingerprint],
    {
      flow_name: query.flow,
      environment_name: query.environment,
      policy_name: query.policies && query.policies.length > 0 ? query.policies : undefined
    },
    loadSchemas().then(schemas => schemas.AssertionResultSchema)
  )
}
