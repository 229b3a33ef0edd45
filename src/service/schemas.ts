/**
 * zod schemas for the service's resources. They are tolerant on purpose: unknown fields
 * pass through, and a field is required only when a command cannot work without it. The
 * published description itself omits fields it marks required (its assert example has no
 * `unexpected`), so rejecting a response for a missing display field would break gates.
 */
import * as z from '../parsing/zod.js'

const text = z.nullish(z.string())
const flag = z.nullish(z.boolean())
const num = z.nullish(z.number())
const list = <T extends z.ZodMiniType>(item: T) => z.nullish(z.array(item))

const AttestationStatusSchema = z.looseObject({
  attestation_name: text,
  attestation_type: text,
  attestation_id: text,
  overridden_attestation_id: text,
  status: text,
  is_compliant: flag,
  unexpected: flag
})

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

const PolicyEvaluationSchema = z.looseObject({
  policy_name: text,
  policy_version: num,
  status: text,
  rule_evaluations: list(z.unknown())
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
export type AttestationStatus = z.infer<typeof AttestationStatusSchema>
export type AssertionFlow = z.infer<typeof AssertionFlowSchema>
export type PolicyEvaluation = z.infer<typeof PolicyEvaluationSchema>

const PaginationSchema = z.looseObject({
  total: num,
  page: num,
  per_page: num,
  page_count: num
})
export type Pagination = z.infer<typeof PaginationSchema>

const TrailSchema = z.looseObject({
  name: z.string(),
  created_at: num,
  last_modified_at: num,
  compliance_status: z.nullish(
    z.looseObject({
      status: text,
      is_compliant: flag,
      attestations_statuses: list(AttestationStatusSchema)
    })
  ),
  compliance_state: text,
  is_compliant: flag,
  created_by: text,
  html_url: text,
  description: text,
  origin_url: text,
  /** The trail's flow: what an org-wide listing needs to tell trails of two flows apart. */
  flow: z.catch(z.nullish(z.looseObject({ name: text })), undefined)
})
export type Trail = z.infer<typeof TrailSchema>

const TemplateAttestationSchema = z.looseObject({ name: z.string(), type: text })

const ArtifactStatusSchema = z.looseObject({
  artifact_fingerprint: text,
  status: text,
  is_compliant: flag,
  unexpected: flag,
  attestations_statuses: list(AttestationStatusSchema)
})

/** One event of a trail; the fields each type carries, as the vendor CLI reads them. */
const TrailEventSchema = z.looseObject({
  type: text,
  timestamp: num,
  is_compliant: flag,
  attestation_type: text,
  attestation_id: text,
  template_reference_name: text,
  target_artifact: text,
  artifact_name: text,
  environment_name: text,
  snapshot_index: num,
  approval_number: num,
  state: text,
  reviewer: text,
  git_commit_info: z.nullish(z.looseObject({ sha1: text, url: text }))
})
export type TrailEvent = z.infer<typeof TrailEventSchema>

const GitCommitInfoSchema = z.looseObject({
  sha1: text,
  message: text,
  author: text,
  branch: text,
  timestamp: num,
  url: text
})

/** Get trail: the trail with its template, its compliance per artifact, and its events. */
export const TrailDetailSchema = z.looseObject({
  ...TrailSchema.shape,
  compliance_status: z.nullish(
    z.looseObject({
      status: text,
      is_compliant: flag,
      attestations_statuses: list(AttestationStatusSchema),
      artifacts_statuses: z.nullish(z.record(z.string(), ArtifactStatusSchema)),
      evaluated_at: num
    })
  ),
  template: z.nullish(
    z.looseObject({
      trail: z.nullish(
        z.looseObject({
          attestations: list(TemplateAttestationSchema),
          artifacts: list(
            z.looseObject({
              name: z.string(),
              attestations: list(TemplateAttestationSchema)
            })
          )
        })
      )
    })
  ),
  git_commit_info: z.nullish(GitCommitInfoSchema),
  events: list(TrailEventSchema)
})
export type TrailDetail = z.infer<typeof TrailDetailSchema>
export type ArtifactStatus = z.infer<typeof ArtifactStatusSchema>

/** List trails answers `{data, pagination?}` or, without paging parameters, a bare list. */
export const TrailPageSchema = z.pipe(
  z.union([
    z.looseObject({ data: z.array(TrailSchema), pagination: z.nullish(PaginationSchema) }),
    z.array(TrailSchema)
  ]),
  z.transform(value => (Array.isArray(value) ? { data: value, pagination: null } : value))
)

const DeployedArtifactSchema = z.looseObject({
  flow_name: text,
  trail_name: text,
  template_reference_name: text,
  git_commit: text,
  git_commit_info: z.nullish(GitCommitInfoSchema),
  repo_info: z.nullish(z.looseObject({ name: text, repo_id: text }))
})

export const DeploymentSchema = z.looseObject({
  fingerprint: text,
  deployed_at: num,
  artifact_name: text,
  env_name: text,
  snapshot_index: num,
  artifact: z.nullish(DeployedArtifactSchema),
  replaced_artifact: z.nullish(
    z.looseObject({
      fingerprint: text,
      artifact_name: text,
      snapshot_index: num,
      artifact: z.nullish(DeployedArtifactSchema)
    })
  ),
  diff_url: text
})
export type Deployment = z.infer<typeof DeploymentSchema>

const AttestationSchema = z.looseObject({
  attestation_id: text,
  attestation_name: text,
  attestation_type: text,
  created_at: num,
  description: text,
  html_url: text,
  is_compliant: flag,
  origin_url: text,
  reported_by: text,
  flow_name: text,
  trail_name: text,
  artifact_fingerprint: text,
  git_commit_info: z.nullish(GitCommitInfoSchema)
})
export type Attestation = z.infer<typeof AttestationSchema>

/** Get attestation by name answers every attestation of that name, as a list. */
export const AttestationListSchema = z.array(AttestationSchema)

export const AttestationPageSchema = z.looseObject({
  data: z.array(AttestationSchema),
  pagination: z.nullish(PaginationSchema)
})

/** One reviewer's decision on an approval. */
const ReviewSchema = z.looseObject({
  state: text,
  comment: text,
  approved_by: text,
  approval_url: text,
  timestamp: num
})

export const ApprovalSchema = z.looseObject({
  release_number: num,
  state: z.string(),
  base_artifact: text,
  target_artifact: text,
  artifact_name: text,
  description: text,
  environment: text,
  created_at: num,
  last_modified_at: num,
  approvals: list(ReviewSchema)
})
export type Approval = z.infer<typeof ApprovalSchema>

const BuildSchema = z.looseObject({
  created_at: num,
  fingerprint: text,
  flow_name: text,
  trail_name: text,
  repo_info: z.nullish(z.looseObject({ name: text, repo_id: text }))
})
export type Build = z.infer<typeof BuildSchema>

export const BuildPageSchema = z.looseObject({
  page: num,
  per_page: num,
  total_pages: num,
  total_count: num,
  builds: z.array(BuildSchema)
})

const ActionSchema = z.looseObject({
  name: z.string(),
  type: text,
  number: num,
  triggers: list(z.string()),
  is_failing: flag,
  last_success_timestamp: num,
  last_failure_timestamp: num,
  flows: list(z.string()),
  environments: list(z.string())
})
export type ComplianceAction = z.infer<typeof ActionSchema>

export const ActionListSchema = z.array(ActionSchema)

// ---- The environment half: snapshots, events, diffs, search, custom attestation types ----

/** A field only shown: a value of another type is dropped, never a failed step. */
const shown = <T extends z.ZodMiniType>(schema: T) => z.catch(z.optional(schema), undefined)

const RuleEvaluationSchema = z.looseObject({
  rule: shown(z.string()),
  satisfied: flag,
  reason: text
})

const SnapshotArtifactSchema = z.looseObject({
  name: text,
  fingerprint: text,
  compliant: flag,
  flow_name: shown(z.nullable(z.string())),
  trail_name: shown(z.nullable(z.string())),
  /** The published shape: each flow the artifact was reported in, with its trail. */
  flows: shown(
    z.nullable(
      z.array(z.looseObject({ flow_name: shown(z.string()), trail_name: shown(z.string()) }))
    )
  ),
  git_commit: shown(z.nullable(z.string())),
  commit_url: shown(z.nullable(z.string())),
  html_url: shown(z.nullable(z.string())),
  creationTimestamp: shown(z.nullable(z.array(z.number()))),
  annotation: shown(z.nullable(z.looseObject({ type: text, was: num, now: num }))),
  policy_decisions: shown(
    z.nullable(
      z.array(
        z.looseObject({
          policy_name: text,
          status: text,
          rule_evaluations: shown(z.nullable(z.array(RuleEvaluationSchema)))
        })
      )
    )
  )
})
export type SnapshotArtifact = z.infer<typeof SnapshotArtifactSchema>

/** GetSnapshotResponse: compliant and index are what a gate reads, so they are required. */
export const SnapshotSchema = z.looseObject({
  index: z.number(),
  compliant: z.boolean(),
  is_latest: flag,
  timestamp: num,
  type: text,
  html_url: text,
  artifacts: z.array(SnapshotArtifactSchema),
  applied_policies: shown(z.nullable(z.array(z.looseObject({ name: text }))))
})
export type Snapshot = z.infer<typeof SnapshotSchema>

const EnvironmentEventSchema = z.looseObject({
  environment_name: text,
  snapshot_index: num,
  artifact_name: text,
  sha256: text,
  description: text,
  reported_at: num,
  flows: shown(z.nullable(z.array(z.looseObject({ flow_name: text })))),
  artifact_compliance: flag,
  snapshot_compliance: flag,
  type: text
})
export type EnvironmentEvent = z.infer<typeof EnvironmentEventSchema>

export const EnvironmentEventListSchema = z.array(EnvironmentEventSchema)

const DiffArtifactSchema = z.looseObject({
  fingerprint: text,
  name: text,
  flow: text,
  commit_url: shown(z.nullable(z.string())),
  most_recent_timestamp: num,
  s1_instance_count: num,
  s2_instance_count: num
})
export type DiffArtifact = z.infer<typeof DiffArtifactSchema>

const DiffItemSchema = z.looseObject({ snapshot_id: text, artifacts: z.array(DiffArtifactSchema) })

/** EnvironmentDiffResponse: the four groups are required, as published. */
export const EnvironmentDiffSchema = z.looseObject({
  snappish1: DiffItemSchema,
  snappish2: DiffItemSchema,
  changed: DiffItemSchema,
  'not-changed': DiffItemSchema
})
export type EnvironmentDiff = z.infer<typeof EnvironmentDiffSchema>

const SearchMatchesSchema = z.nullish(z.looseObject({ count: num, matches: list(z.string()) }))

const FoundArtifactSchema = z.looseObject({
  fingerprint: text,
  name: text,
  has_provenance: flag,
  git_commit: text,
  flow: text,
  trail: text,
  compliance_state: text,
  running_in: list(z.string()),
  exited_from: list(z.string()),
  html_url: shown(z.nullable(z.string())),
  commit_url: shown(z.nullable(z.string()))
})
export type FoundArtifact = z.infer<typeof FoundArtifactSchema>

export const SearchResultSchema = z.looseObject({
  resolved_to: z.nullish(
    z.looseObject({
      type: text,
      full_match: text,
      fingerprints: SearchMatchesSchema,
      commits: SearchMatchesSchema
    })
  ),
  artifacts: z.array(FoundArtifactSchema)
})
export type SearchResult = z.infer<typeof SearchResultSchema>

const CustomAttestationTypeSchema = z.looseObject({
  name: z.string(),
  description: text,
  archived: flag,
  versions: shown(z.nullable(z.array(z.looseObject({ version: num }))))
})
export type CustomAttestationType = z.infer<typeof CustomAttestationTypeSchema>

export const CustomAttestationTypeListSchema = z.array(CustomAttestationTypeSchema)

const EnvironmentRecordSchema = z.looseObject({
  name: z.string(),
  org: text,
  type: text,
  description: text,
  last_modified_at: num,
  last_reported_at: num,
  state: flag,
  include_scaling: flag,
  tags: z.nullish(z.record(z.string(), z.unknown())),
  policies: list(z.string()),
  included_environments: list(z.string())
})
export type Environment = z.infer<typeof EnvironmentRecordSchema>

export const EnvironmentSchema = EnvironmentRecordSchema

export const EnvironmentListSchema = z.array(EnvironmentRecordSchema)

const PolicyVersionSchema = z.looseObject({
  version: num,
  comment: text,
  created_by: text,
  policy_yaml: text,
  timestamp: num
})

const PolicySchema = z.looseObject({
  name: z.string(),
  description: text,
  created_by: text,
  created_at: num,
  last_modified_at: num,
  archived: flag,
  versions: list(PolicyVersionSchema),
  consuming_envs: list(z.string())
})
export type Policy = z.infer<typeof PolicySchema>

export const PolicyListSchema = z.array(PolicySchema)

/**
 * A repository as `GET /repos/{org}/{name}` answers it (the reference CLI's lookup): `id` is
 * the internal id the tags endpoint names a repository by.
 */
export const RepoSchema = z.looseObject({
  id: text,
  name: text,
  provider: text,
  url: text
})
export type Repo = z.infer<typeof RepoSchema>
