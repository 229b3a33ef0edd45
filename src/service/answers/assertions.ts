/** The answer of assert: an artifact's compliance, at flow, environment or policy scope. */
import * as z from '../../parsing/zod.js'
import { AttestationStatusSchema, flag, list, num, text } from './parts.js'
import {
  PolicyEvaluationSchema,
  type PolicyEvaluation
} from '../../policy-results/policy-evaluations.js'

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

export const AssertionResultSchema = z.looseObject({
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
export type AssertionResult = z.infer<typeof AssertionResultSchema>
export type AssertionFlow = z.infer<typeof AssertionFlowSchema>
/** PolicyEvaluationResponse, read where every policy result is (src/policy-results/). */
export type { PolicyEvaluation }
