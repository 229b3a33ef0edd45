/** Assert: is an artifact compliant, in its flow, an environment or against policies. */
import type * as Zod from '../parsing/zod.js'
import type { ServiceClient } from './client.js'
import { checkRecord, ignoringCase, type IdentityField } from './identity.js'
import { answerSchemas } from './load-schemas.js'
import type { AttestationStatus } from './answer-parts.js'

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

/** The answer of assert: an artifact's compliance, at flow, environment or policy scope. */
export const answers = answerSchemas(
  (z, { AttestationStatusSchema, flag, list, num, text, PolicyEvaluationSchema }) => {
    const ComplianceResultSchema = z.looseObject({
      unexpected: flag,
      artifact_fingerprint: text,
      status: text,
      is_compliant: flag,
      attestations_statuses: list(AttestationStatusSchema),
      evaluated_at: num
    })

    const AssertionFlowSchema = z.looseObject({
      flow: text,
      trail: text,
      compliant: flag,
      compliance_status: z.nullish(ComplianceResultSchema),
      html_url: text
    })

    const AllowListingSchema = z.looseObject({
      allowlist_id: text,
      allowed_by_user_id: text,
      timestamp: num,
      description: text
    })

    const AssertionResultSchema = z.looseObject({
      fingerprint: text,
      flow: text,
      trail: text,
      compliant: z.boolean(),
      compliance_status: z.nullish(ComplianceResultSchema),
      html_url: text,
      scope: text,
      // The description says one object; the vendor CLI reads a list. Accept both, hand out a list.
      flows: z.pipe(
        z.nullish(z.union([AssertionFlowSchema, z.array(AssertionFlowSchema)])),
        z.transform(value => (value == null ? [] : Array.isArray(value) ? value : [value]))
      ),
      environment: text,
      policy_evaluations: list(PolicyEvaluationSchema),
      allow_listing: z.nullish(AllowListingSchema)
    })
    return { AssertionResultSchema, AssertionFlowSchema }
  }
)

export type AssertionResult = Zod.infer<Answers['AssertionResultSchema']>
export type AssertionFlow = Zod.infer<Answers['AssertionFlowSchema']>
type Answers = Awaited<ReturnType<typeof answers>>
