/**
 * The shape of `seed.json`. Objects are strict so a typo in a hand-edited seed fails loudly
 * at start instead of silently dropping data; every object may carry a `_comment`.
 *
 * Times are ages in hours before the moment the seed is loaded (sandbox start or reset()),
 * because List builds defaults to the last 28 days: absolute dates would age out of it.
 */
import { z } from 'zod'
import {
  ATTESTATION_NAME_PATTERN,
  BUILT_IN_ATTESTATION_TYPES,
  FINGERPRINT_PATTERN
} from '../src/service/attestation-types.js'
import { REPO_PROVIDERS } from '../src/service/bodies.js'

const comment = z.union([z.string(), z.array(z.string())]).optional()

function record<Shape extends z.ZodRawShape>(shape: Shape) {
  return z.strictObject({ ...shape, _comment: comment })
}

export const FLOW_NAME_PATTERN = /^[a-zA-Z0-9][a-zA-Z0-9.\-_~]*$/
export const TRAIL_NAME_PATTERN = /^[a-zA-Z0-9][a-zA-Z0-9\-_.~]*$/

/** A built-in type of the action's table of attestation types, or a custom one. */
export function isAttestationType(value: string): boolean {
  return BUILT_IN_ATTESTATION_TYPES.includes(value) || /^custom:/.test(value)
}

const fingerprint = z.string().regex(FINGERPRINT_PATTERN, 'must be a lowercase 64-hex SHA-256')
const commitSha = z.string().regex(/^[a-f0-9]{40}$/, 'must be a lowercase 40-hex git sha')
const ageHours = z.number().nonnegative()
const flowName = z.string().regex(FLOW_NAME_PATTERN)
const trailName = z.string().regex(TRAIL_NAME_PATTERN)
const attestationName = z.string().regex(ATTESTATION_NAME_PATTERN)
const attestationType = z
  .string()
  .refine(isAttestationType, `must be one of ${BUILT_IN_ATTESTATION_TYPES.join(', ')} or custom:*`)
const userData = z.record(z.string(), z.unknown())

const templateAttestation = record({ name: attestationName, type: attestationType })

const flowSeed = record({
  name: flowName,
  description: z.string(),
  /** Name of an entry in `repos`. */
  repo: z.string(),
  tags: z.record(z.string(), z.string()).default({}),
  template: record({
    attestations: z.array(templateAttestation).default([]),
    artifacts: z
      .array(record({ name: z.string(), attestations: z.array(templateAttestation).default([]) }))
      .default([])
  })
})

const repoSeed = record({
  id: z.string(),
  name: z.string(),
  url: z.string().url(),
  provider: z.enum(REPO_PROVIDERS)
})

/** A governance control: decisions are recorded against it, and tag tags it. */
const controlSeed = record({ identifier: z.string(), name: z.string() })

const jiraResultSeed = record({
  issue_id: z.string(),
  issue_exists: z.boolean(),
  issue_fields: userData.optional()
})

const attestationSeed = record({
  name: attestationName,
  type: attestationType,
  /** Template name of an artifact of this trail; absent for a trail-level attestation. */
  artifact: z.string().optional(),
  compliant: z.boolean(),
  age_hours: ageHours,
  description: z.string().default(''),
  reported_by: z.string().default('ci-bot'),
  user_data: userData.default({}),
  jira_results: z.array(jiraResultSeed).optional()
})

export const ARTIFACT_LABELS = ['compliant', 'non-compliant', 'incomplete', 'allowlisted'] as const
export type ArtifactLabel = (typeof ARTIFACT_LABELS)[number]

const artifactSeed = record({
  /** The template's artifact name (e.g. `web-app-image`). */
  name: z.string(),
  fingerprint,
  /** When present, the loader checks that `fingerprint` is the SHA-256 of exactly this text. */
  content: z.string().optional(),
  /** Lets fixtures.ts find the artifacts tests care about without repeating fingerprints. */
  label: z.enum(ARTIFACT_LABELS).optional(),
  age_hours: ageHours
})

const commitSeed = record({
  sha1: commitSha,
  message: z.string(),
  author: z.string(),
  branch: z.string()
})

const trailSeed = record({
  flow: flowName,
  name: trailName,
  description: z.string().default(''),
  age_hours: ageHours,
  created_by: z.string(),
  commit: commitSeed,
  artifacts: z.array(artifactSeed).default([]),
  attestations: z.array(attestationSeed).default([])
})

/**
 * Many similar trails (for paging) without typing each one: every template attestation is
 * reported compliant, except `failing.attestation` in every `failing.every`-th trail.
 * Fingerprints and commit shas are derived by hashing the trail's name.
 */
const trailSeriesSeed = record({
  flow: flowName,
  count: z.number().int().min(1),
  /** `{n}` is replaced by 1 for the oldest trail up to `count` for the newest. */
  name_format: z.string().includes('{n}'),
  newest_age_hours: ageHours,
  spacing_hours: z.number().positive(),
  created_by: z.string(),
  branch: z.string().default('main'),
  jira_issue: z.string().optional(),
  failing: record({ every: z.number().int().min(2), attestation: attestationName }).optional()
})

/**
 * A policy's rules, as the service stores them (PolicyRuleDefinition): an `if` or an
 * exception's `if` holds the text of its expression (policy-expressions.ts), and
 * `for_control` names the control a decision must be recorded against.
 */
const booleanRule = record({
  required: z.boolean().default(true),
  exceptions: z.array(z.strictObject({ if: z.string() })).optional()
})
const ruleSeed = z.discriminatedUnion('type', [
  record({ type: z.literal('provenance'), definition: booleanRule }),
  record({ type: z.literal('trail-compliance'), definition: booleanRule }),
  record({
    type: z.literal('attestation'),
    definition: record({
      name: z.string().default('*'),
      type: z.union([z.literal('*'), attestationType]),
      must_be_compliant: z.boolean().default(true),
      if: z.string().optional(),
      for_control: z.string().optional()
    })
  })
])

const policySeed = record({
  name: z.string().min(1),
  version: z.number().int().min(1),
  description: z.string().default(''),
  rules: z.array(ruleSeed).min(1)
})

const allowlistSeed = record({
  id: z.string(),
  fingerprint,
  allowed_by: z.string(),
  age_hours: ageHours,
  description: z.string()
})

const environmentSeed = record({
  name: z.string().regex(FLOW_NAME_PATTERN),
  type: z.string(),
  description: z.string().default(''),
  /** Names of entries in `policies`; an environment without policies ignores them in asserts. */
  policies: z.array(z.string()).default([]),
  allowlist: z.array(allowlistSeed).default([])
})

const deploymentSeed = record({ environment: z.string(), fingerprint, age_hours: ageHours })

const reviewSeed = record({
  state: z.enum(['APPROVED', 'UNAPPROVED']),
  comment: z.string(),
  by: z.string(),
  url: z.string(),
  age_hours: ageHours
})

const approvalSeed = record({
  flow: flowName,
  number: z.number().int().min(1),
  state: z.enum(['APPROVED', 'UNAPPROVED', 'PENDING']),
  base_artifact: fingerprint,
  target_artifact: fingerprint,
  environment: z.string().nullable().default(null),
  description: z.string(),
  age_hours: ageHours,
  reviews: z.array(reviewSeed).default([]),
  user_data: userData.optional()
})

const actionSeed = record({
  number: z.number().int().min(1),
  name: z.string(),
  type: z.string(),
  targets: z.array(z.record(z.string(), z.unknown())),
  triggers: z.array(z.string()),
  created_by: z.string(),
  is_created_from_slack_app: z.boolean(),
  is_failing: z.boolean().nullable().default(null),
  last_success_age_hours: ageHours.nullable().default(null),
  last_failure_age_hours: ageHours.nullable().default(null),
  age_hours: ageHours,
  modified_age_hours: ageHours,
  flows: z.array(z.string()).nullable().default(null),
  environments: z.array(z.string()).nullable().default(null)
})

/** Jira issues the emulator knows. `status` and `issuetype` become `{ name }` objects. */
const jiraIssueSeed = z
  .object({ summary: z.string(), status: z.string().optional(), issuetype: z.string().optional() })
  .catchall(z.unknown())

export const seedSchema = record({
  org: z.string().regex(FLOW_NAME_PATTERN),
  repos: z.array(repoSeed),
  controls: z.array(controlSeed).default([]),
  flows: z.array(flowSeed).min(1),
  trails: z.array(trailSeed).default([]),
  trail_series: z.array(trailSeriesSeed).default([]),
  policies: z.array(policySeed).default([]),
  environments: z.array(environmentSeed).default([]),
  deployments: z.array(deploymentSeed).default([]),
  approvals: z.array(approvalSeed).default([]),
  actions: z.array(actionSeed).default([]),
  jira_issues: z.record(z.string().regex(/^[A-Z][A-Z0-9_]+-\d+$/), jiraIssueSeed).default({})
})

/** The seed as written in JSON (optional fields may be left out). */
export type SandboxSeed = z.input<typeof seedSchema>
/** The seed after validation, with defaults filled in. */
export type LoadedSeed = z.output<typeof seedSchema>
export type FlowSeed = LoadedSeed['flows'][number]
export type TrailSeed = LoadedSeed['trails'][number]
export type TrailSeriesSeed = LoadedSeed['trail_series'][number]
export type AttestationSeed = TrailSeed['attestations'][number]
export type ArtifactSeed = TrailSeed['artifacts'][number]
export type RepoSeed = LoadedSeed['repos'][number]
export type PolicySeed = LoadedSeed['policies'][number]
export type PolicyRuleSeed = PolicySeed['rules'][number]
export type EnvironmentSeed = LoadedSeed['environments'][number]
export type ApprovalSeed = LoadedSeed['approvals'][number]
export type ActionSeed = LoadedSeed['actions'][number]
export type JiraIssueSeed = LoadedSeed['jira_issues'][string]
export type TemplateAttestation = FlowSeed['template']['attestations'][number]
