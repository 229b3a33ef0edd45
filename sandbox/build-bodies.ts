/**
 * Request bodies of the build-side writes: CreateFlow, CreateTrail, CreateArtifact,
 * GenericAttestationPostInput and CustomAttestationPostInput, with every pattern, enum and
 * required field of the published description. The generic and custom bodies forbid unknown
 * fields there; the sandbox refuses them in all five, so a client that sends a field the
 * service would ignore finds out here rather than in production.
 */
import { z } from 'zod'
import { attestationCommonFields, externalUrls, gitCommit, repoInfo, userData } from './bodies.js'
import { FINGERPRINT_PATTERN } from './seed-schema.js'

const nullableString = z.string().nullish()

export const createFlowBodySchema = z.strictObject({
  name: z.string(),
  description: z.string(),
  visibility: z.enum(['public', 'private'])
})
export type CreateFlowBody = z.output<typeof createFlowBodySchema>

export const createTrailBodySchema = z.strictObject({
  name: z.string(),
  description: nullableString,
  git_commit_info: gitCommit.nullish(),
  repo_info: repoInfo.nullish(),
  origin_url: nullableString,
  external_urls: externalUrls.nullish(),
  user_data: userData.optional()
})
export type CreateTrailBody = z.output<typeof createTrailBodySchema>

export const createArtifactBodySchema = z.strictObject({
  trail_name: z
    .string()
    .regex(/^[a-zA-Z0-9][a-zA-Z0-9\-_.~]*$/)
    .nullish(),
  template_reference_name: z
    .string()
    .regex(/^[a-zA-Z0-9\-_]+$/)
    .nullish(),
  fingerprint: z.string().regex(FINGERPRINT_PATTERN),
  filename: z.string(),
  description: nullableString,
  git_commit: z
    .string()
    .regex(/^[a-f0-9]{40}$/)
    .nullish(),
  git_commit_info: gitCommit.nullish(),
  repo_info: repoInfo.nullish(),
  commits_list: z.array(gitCommit).nullish(),
  repo_url: nullableString,
  is_compliant: z.boolean().nullish(),
  build_url: z.string(),
  commit_url: z.string(),
  template: z.union([z.string(), z.array(z.string())]).nullish(),
  external_urls: externalUrls.nullish(),
  annotations: z.record(z.string(), z.unknown()).nullish(),
  user_data: userData.optional()
})
export type CreateArtifactBody = z.output<typeof createArtifactBodySchema>

export const genericBodySchema = z.strictObject({
  ...attestationCommonFields,
  is_compliant: z.boolean()
})
export type GenericBody = z.output<typeof genericBodySchema>

/** attestation_data as the published description declares it: JSON text that must parse. */
const jsonText = z.string().superRefine((text, ctx) => {
  try {
    JSON.parse(text)
  } catch (error) {
    ctx.addIssue({
      code: 'custom',
      message: `Invalid JSON: ${(error as Error).message}`,
      params: { type: 'json_invalid' }
    })
  }
})

export const customBodySchema = z.strictObject({
  ...attestationCommonFields,
  type_name: z.string(),
  /**
   * The JSON object the reference CLI sends (what the live service evaluates with the type's
   * jq rules), or the JSON text the published description declares: both are accepted,
   * anything else (a number, a string that is not JSON) is a 422.
   */
  attestation_data: z.union([z.record(z.string(), z.unknown()), z.array(z.unknown()), jsonText])
})
export type CustomBody = z.output<typeof customBodySchema>

/**
 * The decision attest-decision posts to `.../system`, as the reference CLI sends it (not in
 * the published description): the common fields, `type_name: "decision"`, the control and
 * `attestation_data: {is_compliant}`, nothing else.
 */
export const decisionBodySchema = z.strictObject({
  ...attestationCommonFields,
  type_name: z.literal('decision'),
  control: z.string().min(1),
  attestation_data: z.strictObject({ is_compliant: z.boolean() })
})
export type DecisionBody = z.output<typeof decisionBodySchema>
