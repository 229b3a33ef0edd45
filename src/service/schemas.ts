/**
 * zod schemas for the service's resources. They are tolerant on purpose: unknown fields
 * pass through, and a field is required only when a command cannot work without it. The
 * published description itself omits fields it marks required (its assert example has no
 * `unexpected`), so rejecting a response for a missing display field would break gates.
 */
import * as z from '../parsing/zod.js'

/**
 * Built on first use, not when the module loads: a step parses one or two kinds of answer,
 * and building every schema up front cost a cold start about as much as the request.
 */
function once<T>(build: () => T): () => T {
  let built: T | undefined
  return () => (built ??= build())
}

const text = z.nullish(z.string())
const flag = z.nullish(z.boolean())
const num = z.nullish(z.number())
const list = <T extends z.ZodMiniType>(item: T) => z.nullish(z.array(item))

const AttestationStatusSchema = once(() =>
  z.looseObject({
    attestation_name: text,
    attestation_type: text,
    attestation_id: text,
    overridden_attestation_id: text,
    status: text,
    is_compliant: flag,
    unexpected: flag
  })
)

const ComplianceResultSchema = once(() =>
  z.looseObject({
    unexpected: flag,
    artifact_fingerprint: text,
    status: text,
    is_compliant: flag,
    attestations_statuses: list(AttestationStatusSchema()),
    evaluated_at: num
  })
)

const AssertionFlowSchema = once(() =>
  z.looseObject({
    flow: text,
    trail: text,
    compliant: flag,
    compliance_status: z.nullish(ComplianceResultSchema()),
    html_url: text
  })
)

const PolicyEvaluationSchema = once(() =>
  z.looseObject({
    policy_name: text,
    policy_version: num,
    status: text,
    rule_evaluations: list(z.unknown())
  })
)

const AllowListingSchema = once(() =>
  z.looseObject({
    allowlist_id: text,
    allowed_by_user_id: text,
    timestamp: num,
    description: text
  })
)

export const AssertionResultSchema = z.lazy(
  once(() =>
    z.looseObject({
      fingerprint: text,
      flow: text,
      trail: text,
      compliant: z.boolean(),
      compliance_status: z.nullish(ComplianceResultSchema()),
      html_url: text,
      scope: text,
      // The description says one object; the vendor CLI reads a list. Accept both, hand out a list.
      flows: z.pipe(
        z.nullish(z.union([AssertionFlowSchema(), z.array(AssertionFlowSchema())])),
        z.transform(value => (value == null ? [] : Array.isArray(value) ? value : [value]))
      ),
      environment: text,
      policy_evaluations: list(PolicyEvaluationSchema()),
      allow_listing: z.nullish(AllowListingSchema())
    })
  )
)
export type AssertionResult = z.infer<typeof AssertionResultSchema>
export type AttestationStatus = z.infer<ReturnType<typeof AttestationStatusSchema>>
export type AssertionFlow = z.infer<ReturnType<typeof AssertionFlowSchema>>
export type PolicyEvaluation = z.infer<ReturnType<typeof PolicyEvaluationSchema>>

const PaginationSchema = once(() =>
  z.looseObject({
    total: num,
    page: num,
    per_page: num,
    page_count: num
  })
)
export type Pagination = z.infer<ReturnType<typeof PaginationSchema>>

const TrailSchema = once(() =>
  z.looseObject({
    name: z.string(),
    created_at: num,
    last_modified_at: num,
    compliance_status: z.nullish(
      z.looseObject({
        status: text,
        is_compliant: flag,
        attestations_statuses: list(AttestationStatusSchema())
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
)
export type Trail = z.infer<ReturnType<typeof TrailSchema>>

const TemplateAttestationSchema = once(() => z.looseObject({ name: z.string(), type: text }))

const ArtifactStatusSchema = once(() =>
  z.looseObject({
    artifact_fingerprint: text,
    status: text,
    is_compliant: flag,
    unexpected: flag,
    attestations_statuses: list(AttestationStatusSchema())
  })
)

/** One event of a trail; the fields each type carries, as the vendor CLI reads them. */
const TrailEventSchema = once(() =>
  z.looseObject({
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
)
export type TrailEvent = z.infer<ReturnType<typeof TrailEventSchema>>

/** Get trail: the trail with its template, its compliance per artifact, and its events. */
export const TrailDetailSchema = z.lazy(
  once(() =>
    z.looseObject({
      ...TrailSchema().shape,
      compliance_status: z.nullish(
        z.looseObject({
          status: text,
          is_compliant: flag,
          attestations_statuses: list(AttestationStatusSchema()),
          artifacts_statuses: z.nullish(z.record(z.string(), ArtifactStatusSchema())),
          evaluated_at: num
        })
      ),
      template: z.nullish(
        z.looseObject({
          trail: z.nullish(
            z.looseObject({
              attestations: list(TemplateAttestationSchema()),
              artifacts: list(
                z.looseObject({
                  name: z.string(),
                  attestations: list(TemplateAttestationSchema())
                })
              )
            })
          )
        })
      ),
      git_commit_info: z.nullish(GitCommitInfoSchema()),
      events: list(TrailEventSchema())
    })
  )
)
export type TrailDetail = z.infer<typeof TrailDetailSchema>
export type ArtifactStatus = z.infer<ReturnType<typeof ArtifactStatusSchema>>

/** List trails answers `{data, pagination?}` or, without paging parameters, a bare list. */
export const TrailPageSchema = z.lazy(
  once(() =>
    z.pipe(
      z.union([
        z.looseObject({ data: z.array(TrailSchema()), pagination: z.nullish(PaginationSchema()) }),
        z.array(TrailSchema())
      ]),
      z.transform(value => (Array.isArray(value) ? { data: value, pagination: null } : value))
    )
  )
)

const GitCommitInfoSchema = once(() =>
  z.looseObject({
    sha1: text,
    message: text,
    author: text,
    branch: text,
    timestamp: num,
    url: text
  })
)

const DeployedArtifactSchema = once(() =>
  z.looseObject({
    flow_name: text,
    trail_name: text,
    template_reference_name: text,
    git_commit: text,
    git_commit_info: z.nullish(GitCommitInfoSchema()),
    repo_info: z.nullish(z.looseObject({ name: text, repo_id: text }))
  })
)

export const DeploymentSchema = z.lazy(
  once(() =>
    z.looseObject({
      fingerprint: text,
      deployed_at: num,
      artifact_name: text,
      env_name: text,
      snapshot_index: num,
      artifact: z.nullish(DeployedArtifactSchema()),
      replaced_artifact: z.nullish(
        z.looseObject({
          fingerprint: text,
          artifact_name: text,
          snapshot_index: num,
          artifact: z.nullish(DeployedArtifactSchema())
        })
      ),
      diff_url: text
    })
  )
)
export type Deployment = z.infer<typeof DeploymentSchema>

const AttestationSchema = once(() =>
  z.looseObject({
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
    git_commit_info: z.nullish(GitCommitInfoSchema())
  })
)
export type Attestation = z.infer<ReturnType<typeof AttestationSchema>>

/** Get attestation by name answers every attestation of that name, as a list. */
export const AttestationListSchema = z.lazy(once(() => z.array(AttestationSchema())))

export const AttestationPageSchema = z.lazy(
  once(() =>
    z.looseObject({
      data: z.array(AttestationSchema()),
      pagination: z.nullish(PaginationSchema())
    })
  )
)

/** One reviewer's decision on an approval. */
const ReviewSchema = once(() =>
  z.looseObject({
    state: text,
    comment: text,
    approved_by: text,
    approval_url: text,
    timestamp: num
  })
)

export const ApprovalSchema = z.lazy(
  once(() =>
    z.looseObject({
      release_number: num,
      state: z.string(),
      base_artifact: text,
      target_artifact: text,
      artifact_name: text,
      description: text,
      environment: text,
      created_at: num,
      last_modified_at: num,
      approvals: list(ReviewSchema())
    })
  )
)
export type Approval = z.infer<typeof ApprovalSchema>

const BuildSchema = once(() =>
  z.looseObject({
    created_at: num,
    fingerprint: text,
    flow_name: text,
    trail_name: text,
    repo_info: z.nullish(z.looseObject({ name: text, repo_id: text }))
  })
)
export type Build = z.infer<ReturnType<typeof BuildSchema>>

export const BuildPageSchema = z.lazy(
  once(() =>
    z.looseObject({
      page: num,
      per_page: num,
      total_pages: num,
      total_count: num,
      builds: z.array(BuildSchema())
    })
  )
)

const ActionSchema = once(() =>
  z.looseObject({
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
)
export type ComplianceAction = z.infer<ReturnType<typeof ActionSchema>>

export const ActionListSchema = z.lazy(once(() => z.array(ActionSchema())))

const EnvironmentRecordSchema = once(() =>
  z.looseObject({
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
)
export type Environment = z.infer<ReturnType<typeof EnvironmentRecordSchema>>

export const EnvironmentSchema = z.lazy(once(() => EnvironmentRecordSchema()))

export const EnvironmentListSchema = z.lazy(once(() => z.array(EnvironmentRecordSchema())))

const PolicyVersionSchema = once(() =>
  z.looseObject({
    version: num,
    comment: text,
    created_by: text,
    policy_yaml: text,
    timestamp: num
  })
)

const PolicySchema = once(() =>
  z.looseObject({
    name: z.string(),
    description: text,
    created_by: text,
    created_at: num,
    last_modified_at: num,
    archived: flag,
    versions: list(PolicyVersionSchema()),
    consuming_envs: list(z.string())
  })
)
export type Policy = z.infer<ReturnType<typeof PolicySchema>>

export const PolicyListSchema = z.lazy(once(() => z.array(PolicySchema())))
