/**
 * Request bodies of the build-side writes: CreateFlow, CreateTrail and CreateArtifact, with
 * every pattern, enum and required field of the published description. The sandbox refuses
 * unknown fields in all three, so a client that sends a field the service would ignore finds
 * out here rather than in production.
 */
import { z } from 'zod'
import { externalUrls, gitCommit, repoInfo, userData } from './bodies.js'
import { FINGERPRINT_PATTERN } from '../src/service/attestation-types.js'

const nullableString = z.string().nullish()

export const createFlowBodySchema = z.strictObject({
  name: z.string(),
  description: z.string(),
  // Required by the description, yet left out by the vendor CLI unless its deprecated flag is
  // given, and taken without it by the service.
  visibility: z.enum(['public', 'private']).optional()
})
export type CreateFlowBody = z.output<typeof createFlowBodySchema>

/** `LegacyCreateFlow` of the deprecated PUT /flows/{org}: the template is a list of names. */
export const legacyCreateFlowBodySchema = z.strictObject({
  name: z.string(),
  description: z.string(),
  visibility: z.enum(['public', 'private']).optional(),
  template: z.array(z.string()),
  repo_url: nullableString
})

export const createTrailBodySchema = z.strictObject({
  name: z.string(),
  description: nullableString,
  git_commit_info: z.nullish(gitCommit),
  repo_info: z.nullish(repoInfo),
  origin_url: nullableString,
  external_urls: z.nullish(externalUrls),
  user_data: z.optional(userData)
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
  git_commit_info: z.nullish(gitCommit),
  repo_info: z.nullish(repoInfo),
  commits_list: z.array(gitCommit).nullish(),
  repo_url: nullableString,
  is_compliant: z.boolean().nullish(),
  build_url: z.string(),
  commit_url: z.string(),
  template: z.union([z.string(), z.array(z.string())]).nullish(),
  external_urls: z.nullish(externalUrls),
  annotations: z.record(z.string(), z.unknown()).nullish(),
  user_data: z.optional(userData)
})
export type CreateArtifactBody = z.output<typeof createArtifactBodySchema>
