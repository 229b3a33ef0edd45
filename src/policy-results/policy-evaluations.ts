/**
 * The published shape of a policy's verdict on one artifact (PolicyEvaluationResponse, with
 * its RuleEvaluationResponse, PolicyRuleDefinition, RuleResolutionResponse and
 * ContextResponse), as assert answers it in `policy_evaluations` and a snapshot beside each
 * artifact. Every field is only shown: the verdict (`compliant`) is what a gate passes on, so
 * a rule the reader cannot read loses its detail, never fails the step. Like the answers'
 * schemas (src/service/load-schemas.ts), this module is loaded with them, on a resource's first read.
 */
import * as z from '../parsing/zod.js'

const text = z.nullish(z.string())
const shown = <T extends z.ZodMiniType>(schema: T) => z.catch(z.optional(schema), undefined)

/** ContextResponse: where a resolution applies. `for_control` is the vendor CLI's addition. */
const ResolutionContextSchema = z.looseObject({
  flow_name: shown(text),
  trail_name: shown(text),
  artifact_status: shown(text),
  for_control: shown(text)
})

/** RuleResolutionResponse: what would satisfy the rule; a type not published reads generically. */
const RuleResolutionSchema = z.looseObject({
  type: shown(text),
  context: shown(z.nullable(ResolutionContextSchema))
})

/**
 * PolicyRuleDefinition: its type and definition, a RequiredAttestationRule (`name`, `type`,
 * `must_be_compliant`; `for_control` where a policy names a control) or a BooleanRule
 * (`required`, `exceptions`), read as one object.
 */
const PolicyRuleSchema = z.looseObject({
  type: shown(text),
  definition: shown(
    z.nullable(
      z.looseObject({
        name: shown(text),
        type: shown(text),
        must_be_compliant: shown(z.nullable(z.boolean())),
        for_control: shown(text)
      })
    )
  )
})

const RuleEvaluationSchema = z.looseObject({
  rule: shown(z.nullable(PolicyRuleSchema)),
  satisfied: shown(z.nullable(z.boolean())),
  ignored: shown(z.nullable(z.boolean())),
  resolutions: shown(z.nullable(z.array(RuleResolutionSchema)))
})

/** PolicyEvaluationResponse. A list that does not read as rules is dropped whole. */
export const PolicyEvaluationSchema = z.looseObject({
  policy_name: text,
  policy_version: z.nullish(z.number()),
  status: text,
  rule_evaluations: shown(z.nullable(z.array(RuleEvaluationSchema)))
})
export type PolicyEvaluation = z.infer<typeof PolicyEvaluationSchema>
export type RuleEvaluation = z.infer<typeof RuleEvaluationSchema>
export type RuleResolution = z.infer<typeof RuleResolutionSchema>
export type PolicyRule = z.infer<typeof PolicyRuleSchema>
