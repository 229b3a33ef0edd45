/**
 * Request bodies of the write operations, as strict as the published description:
 * `OverrideAttestationPostInput`, `JiraAttestationPostInput` and
 * `PullRequestAttestationPostInput` forbid unknown fields, and
 * every pattern and enum of theirs is checked. Problems come back as FastAPI 422 items.
 */
import { z } from 'zod'
import { BUILT_IN_ATTESTATION_TYPES } from '../src/declarations/attestation-types.js'
import type { Location, ValidationIssue } from './errors.js'
import { ATTESTATION_NAME_PATTERN, FINGERPRINT_PATTERN, isAttestationType } from './seed-schema.js'

const nullableString = z.string().nullish()
const fingerprint = z.string().regex(FINGERPRINT_PATTERN)

// GitCommit and RepoInfoPostInput do not forbid extra fields in the description.
export const gitCommit = z.looseObject({
  sha1: z.string(),
  message: nullableString,
  author: nullableString,
  author_username: nullableString,
  branch: nullableString,
  timestamp: z.number().nullish(),
  url: nullableString,
  parents: z.array(z.string()).nullish()
})

export const repoInfo = z.looseObject({
  name: z.string(),
  url: z.string(),
  id: nullableString,
  description: nullableString,
  provider: z.enum(['github', 'gitlab', 'bitbucket', 'azure-devops', 'circleci']).nullish()
})

const externalUrl = z.strictObject({ href: z.string(), fingerprint: fingerprint.nullish() })
export const externalUrls = z.record(z.string().regex(/^[^=.]+$/), externalUrl)

export const userData = z.unknown().refine(value => value === null || typeof value === 'object', {
  message: 'Input should be a valid dictionary or list',
  params: { type: 'union_type' }
})

/** The fields every attestation body shares (and the override body too). */
export const attestationCommonFields = {
  attestation_name: z.string().regex(ATTESTATION_NAME_PATTERN),
  origin_url: nullableString,
  description: nullableString,
  artifact_fingerprint: fingerprint.nullish(),
  target_artifacts: z.array(z.string().regex(ATTESTATION_NAME_PATTERN)).nullish(),
  git_commit_info: gitCommit.nullish(),
  repo_info: repoInfo.nullish(),
  external_urls: externalUrls.nullish(),
  annotations: z.record(z.string().regex(/^[A-Za-z0-9_-]+$/), z.string()).nullish(),
  user_data: userData.optional()
}

/** What every attestation body holds, whatever its type adds. */
export type AttestationCommonBody = z.output<
  ReturnType<typeof z.strictObject<typeof attestationCommonFields>>
>

export const overrideBodySchema = z.strictObject({
  ...attestationCommonFields,
  reason: z.string(),
  new_compliance_status: z.boolean(),
  original_attestation_type: z.string().refine(isAttestationType, {
    message: `Input should be ${BUILT_IN_ATTESTATION_TYPES.map(t => `'${t}'`).join(', ')} or match pattern '^custom:.*$'`,
    params: { type: 'literal_error' }
  })
})
export type OverrideBody = z.output<typeof overrideBodySchema>

export const jiraItemSchema = z.strictObject({
  issue_id: z.string(),
  issue_url: z.string(),
  issue_exists: z.boolean(),
  issue_fields: z.record(z.string(), z.unknown()).optional()
})

export const jiraBodySchema = z.strictObject({
  ...attestationCommonFields,
  jira_results: z.array(jiraItemSchema)
})
export type JiraBody = z.output<typeof jiraBodySchema>

const foundPullRequestV1 = z.strictObject({
  url: z.string(),
  state: z.string(),
  merge_commit: z.union([z.string().regex(/^[a-f0-9]{40}$/), z.literal('')]),
  approvers: z.array(z.string()).nullish()
})

const pullRequestApprover = z.strictObject({
  username: z.string(),
  state: nullableString,
  timestamp: z.number().nullish()
})

const foundPullRequestV2 = z.strictObject({
  url: z.string(),
  state: z.string(),
  author: z.string(),
  title: z.string(),
  created_at: z.number(),
  merged_at: z.number().nullish(),
  head_ref: z.string(),
  merge_commit: z
    .string()
    .regex(/^[a-f0-9]{40}$/)
    .nullish(),
  approvers: z.array(pullRequestApprover).nullish(),
  commits: z.array(gitCommit)
})

export const pullRequestBodySchema = z.strictObject({
  ...attestationCommonFields,
  git_provider: z.enum(['github', 'gitlab', 'bitbucket', 'azure']),
  pull_requests: z.array(z.union([foundPullRequestV1, foundPullRequestV2]))
})
export type PullRequestBody = z.output<typeof pullRequestBodySchema>

/** Validates a parsed JSON body; `at` is where it sits in the request (e.g. ['body']). */
export function validateBody<Schema extends z.ZodType>(
  schema: Schema,
  value: unknown,
  at: Location
): { ok: true; data: z.output<Schema> } | { ok: false; issues: ValidationIssue[] } {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    return {
      ok: false,
      issues: [
        {
          loc: at,
          msg: 'Input should be a valid dictionary or object to extract fields from',
          type: 'model_attributes_type',
          input: value
        }
      ]
    }
  }
  const result = schema.safeParse(value, { reportInput: true })
  if (result.success) return { ok: true, data: result.data }
  return { ok: false, issues: result.error.issues.flatMap(issue => toFastApiIssues(issue, at)) }
}

const TYPE_NAMES: Record<string, [type: string, msg: string]> = {
  string: ['string_type', 'Input should be a valid string'],
  boolean: ['bool_type', 'Input should be a valid boolean'],
  number: ['float_type', 'Input should be a valid number'],
  int: ['int_type', 'Input should be a valid integer'],
  object: ['dict_type', 'Input should be a valid dictionary'],
  record: ['dict_type', 'Input should be a valid dictionary'],
  array: ['list_type', 'Input should be a valid list']
}

/** Turns one zod issue into pydantic-style items (an unknown-keys issue becomes one per key). */
export function toFastApiIssues(issue: z.core.$ZodIssue, at: Location): ValidationIssue[] {
  const loc = [...at, ...issue.path.map(key => (typeof key === 'symbol' ? String(key) : key))]
  const input = 'input' in issue ? issue.input : undefined
  switch (issue.code) {
    case 'unrecognized_keys':
      return issue.keys.map(key => ({
        loc: [...loc, key],
        msg: 'Extra inputs are not permitted',
        type: 'extra_forbidden',
        input: (input as Record<string, unknown> | undefined)?.[key]
      }))
    case 'invalid_type': {
      if (input === undefined) return [{ loc, msg: 'Field required', type: 'missing' }]
      const [type, msg] = TYPE_NAMES[issue.expected] ?? [`${issue.expected}_type`, issue.message]
      return [{ loc, msg, type, input }]
    }
    case 'invalid_format': {
      const pattern = 'pattern' in issue && typeof issue.pattern === 'string' ? issue.pattern : ''
      const source = pattern.replace(/^\/(.*)\/[a-z]*$/, '$1')
      return [
        {
          loc,
          msg: `String should match pattern '${source}'`,
          type: 'string_pattern_mismatch',
          input,
          ctx: { pattern: source }
        }
      ]
    }
    case 'invalid_key':
      // A record key that breaks its pattern: report the inner problem at the key.
      return issue.issues.flatMap(inner => toFastApiIssues(inner, loc))
    case 'invalid_value':
      return [
        {
          loc,
          msg: `Input should be ${issue.values.map(v => `'${String(v)}'`).join(', ')}`,
          type: 'enum',
          input
        }
      ]
    case 'custom': {
      const type = typeof issue.params?.type === 'string' ? issue.params.type : 'value_error'
      return [{ loc, msg: issue.message, type, input }]
    }
    default:
      return [{ loc, msg: issue.message, type: 'value_error', input }]
  }
}
