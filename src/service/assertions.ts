/** Assert: is an artifact compliant, in its flow, an environment or against policies. */
import type { ServiceClient } from './client.js'
import { checkRecord, ignoringCase, type IdentityField } from './identity.js'
import { schemasLoader } from './load-schemas.js'
import type { AssertionResult } from './answers/assertions.js'
import type { AttestationStatus } from './answers/parts.js'

const answers = schemasLoader(() => import('./answers/assertions.js'))

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
    answers().then(schemas => schemas.AssertionResultSchema)
  )
  return checkRecord(answer, 'an assertion', assertionFields(query, answer))
}

/**
 * Assert: the fingerprint asked, and the flow when one was asked; both required. At
 * environment scope, the environment the answer names (optional in the description); at
 * policy scope, the policies its evaluations name, when it lists them: the ones asked.
 */
export function assertionFields(
  asked: {
    fingerprint: string
    flow?: string
    environment?: string
    policies?: readonly string[]
  },
  answer: AssertionResult
): IdentityField[] {
  const fields: IdentityField[] = [
    {
      label: 'fingerprint',
      asked: asked.fingerprint,
      answered: answer.fingerprint,
      required: true,
      same: ignoringCase
    }
  ]
  if (asked.flow !== undefined) {
    fields.push({ label: 'flow', asked: asked.flow, answered: answer.flow, required: true })
  }
  if (asked.environment !== undefined && answer.scope === 'environment') {
    fields.push({ label: 'environment', asked: asked.environment, answered: answer.environment })
  }
  const evaluated = (answer.policy_evaluations ?? []).flatMap(({ policy_name: name }) =>
    typeof name === 'string' ? [name] : []
  )
  if (asked.policies?.length && answer.scope === 'policy' && evaluated.length > 0) {
    fields.push({ label: 'policy', asked: namesOf(asked.policies), answered: namesOf(evaluated) })
  }
  return fields
}

/** A set of names as one value: each once, in order, so that two sets compare as equal. */
function namesOf(names: readonly string[]): string {
  return [...new Set(names)].sort().join(', ')
}

/** Attestations the result lists, from the top level or, failing that, from each flow. */
export function attestationsOf(result: AssertionResult): AttestationStatus[] {
  const own = result.compliance_status?.attestations_statuses ?? []
  if (own.length > 0) return own
  return result.flows.flatMap(flow => flow.compliance_status?.attestations_statuses ?? [])
}

export function isFailingAttestation(status: AttestationStatus): boolean {
  // The service's own example lists a MISSING attestation with no is_compliant at all.
  return status.is_compliant === false || (status.status ?? '').toUpperCase() === 'MISSING'
}
