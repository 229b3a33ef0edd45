/**
 * JSON shapes of the sandbox's answers, following the published response schemas
 * (AssertArtifactResponse, ListTrailItem, ApprovalResponse, BuildItemResponse,
 * ActionResponse), and for deployments, which the description lacks, the shape the
 * service answers.
 */
import { stableId } from './hashing.js'
import { effectiveCompliance, evaluateTrail, withTrailTemplate } from './compliance.js'
import type { ComplianceResult, PolicyEvaluation, TrailCompliance } from './compliance.js'
import type { PolicyRule } from './policy-rules.js'
import type {
  ActionRecord,
  ApprovalRecord,
  ArtifactRecord,
  AttestationRecord,
  AttestationStatus,
  DeploymentRecord,
  FlowRecord,
  RepoRecord,
  SandboxStore,
  TrailRecord
} from './store.js'

/** What every view needs to build absolute links. */
export interface ViewContext {
  store: SandboxStore
  /** e.g. `http://127.0.0.1:4010`; the sandbox's stand-in for the web UI's origin. */
  origin: string
  /** e.g. `http://127.0.0.1:4010/api/v2`. */
  baseUrl: string
}

const nowSeconds = () => Date.now() / 1000

export function artifactUrl(ctx: ViewContext, flow: string, fingerprint: string): string {
  return `${ctx.origin}/${enc(ctx.store.org)}/flows/${enc(flow)}/artifacts/${fingerprint}`
}

export function trailUrl(ctx: ViewContext, flow: string, trail: string): string {
  return `${ctx.origin}/${enc(ctx.store.org)}/flows/${enc(flow)}/trails/${enc(trail)}`
}

export function flowUrl(ctx: ViewContext, flow: string): string {
  return `${ctx.origin}/${enc(ctx.store.org)}/flows/${enc(flow)}`
}

function enc(segment: string): string {
  return encodeURIComponent(segment)
}

// ---- Assert artifact -------------------------------------------------------------------

export function artifactComplianceView(artifact: ArtifactRecord, result: ComplianceResult) {
  return {
    unexpected: false,
    artifact_fingerprint: artifact.fingerprint,
    status: result.state,
    is_compliant: result.isCompliant,
    attestations_statuses: result.statuses.map(status => ({
      attestation_name: status.name,
      attestation_type: status.type,
      status: status.status,
      is_compliant: status.isCompliant,
      unexpected: status.unexpected,
      ...recordIds(status)
    })),
    evaluated_at: nowSeconds()
  }
}

function recordIds(status: AttestationStatus) {
  return {
    attestation_id: status.record?.id ?? null,
    overridden_attestation_id: status.record?.override?.id ?? null
  }
}

export function assertFlowView(
  ctx: ViewContext,
  artifact: ArtifactRecord,
  result: ComplianceResult
) {
  return {
    flow: artifact.flow,
    trail: artifact.trail,
    compliant: result.isCompliant,
    compliance_status: artifactComplianceView(artifact, result),
    html_url: artifactUrl(ctx, artifact.flow, artifact.fingerprint)
  }
}

/**
 * PolicyEvaluationResponse, each rule with its one resolution; its context is where the
 * artifact was reported (none for an artifact no flow reported).
 */
export function policyEvaluationView(
  evaluation: PolicyEvaluation,
  reported: Pick<ArtifactRecord, 'flow' | 'trail'> | undefined
) {
  const context = reported ? { flow_name: reported.flow, trail_name: reported.trail } : null
  return {
    policy_name: evaluation.policy.name,
    policy_version: evaluation.policy.version,
    status: evaluation.status,
    rule_evaluations: evaluation.rules.map(
      ({ rule, satisfied, ignored, resolution, artifactStatus }) => ({
        rule: ruleView(rule),
        satisfied,
        ignored,
        resolutions: [
          {
            type: resolution,
            context:
              context && artifactStatus ? { ...context, artifact_status: artifactStatus } : context
          }
        ]
      })
    )
  }
}

/**
 * PolicyRuleDefinition: an expression as a PolicyExpression `{text}`. for_control is not in
 * the published RequiredAttestationRule, which forbids other fields, so it is left out.
 */
function ruleView(rule: PolicyRule) {
  if (rule.type === 'attestation') {
    const { name, type, must_be_compliant, if: condition } = rule.definition
    return {
      type: rule.type,
      definition: {
        name,
        type,
        must_be_compliant,
        ...(condition === undefined ? {} : { if: { text: condition } })
      }
    }
  }
  const { required, exceptions = [] } = rule.definition
  return {
    type: rule.type,
    definition: { required, exceptions: exceptions.map(e => ({ if: { text: e.if } })) }
  }
}

// ---- List trails -----------------------------------------------------------------------

export function trailView(ctx: ViewContext, flow: FlowRecord, trail: TrailRecord) {
  const compliance = evaluateTrail(flow, trail)
  const lastModified = Math.max(
    trail.createdAt,
    ...trail.attestations.map(a => Math.max(a.createdAt, a.override?.createdAt ?? 0)),
    ...trail.artifacts.map(a => a.createdAt)
  )
  return {
    name: trail.name,
    description: trail.description,
    git_commit_info: {
      sha1: trail.commit.sha1,
      message: trail.commit.message,
      author: trail.commit.author,
      branch: trail.commit.branch,
      timestamp: trail.commit.timestamp,
      url: `${flow.repo.url}/commit/${trail.commit.sha1}`
    },
    origin_url: runUrl(flow, trail),
    user_data: {},
    repo_ids: [flow.repo.id],
    last_modified_at: lastModified,
    created_at: trail.createdAt,
    compliance_status: trailComplianceView(flow, compliance),
    template: templateView(withTrailTemplate(flow, trail)),
    compliance_state: compliance.state,
    is_compliant: compliance.isCompliant,
    events: trailEvents(flow, trail),
    created_by: trail.createdBy,
    flow: { name: flow.name, tags: flow.tags },
    external_urls: {},
    html_url: trailUrl(ctx, flow.name, trail.name)
  }
}

function runUrl(flow: FlowRecord, trail: TrailRecord): string {
  const run = parseInt(trail.commit.sha1.slice(0, 8), 16)
  return `${flow.repo.url}/actions/runs/${run}`
}

function trailComplianceView(flow: FlowRecord, compliance: TrailCompliance) {
  const evaluatedAt = nowSeconds()
  const flowTemplateId = stableId(flow.name, 'template')
  const statusItem = (status: AttestationStatus) => ({
    attestation_name: status.name,
    attestation_type: status.type,
    ...recordIds(status),
    status: status.status,
    is_compliant: status.isCompliant,
    unexpected: status.unexpected
  })
  return {
    status: compliance.state,
    is_compliant: compliance.isCompliant,
    attestations_statuses: compliance.trailLevel.statuses.map(statusItem),
    artifacts_statuses: Object.fromEntries(
      compliance.artifacts.map(artifact => [
        artifact.artifactName,
        {
          artifact_fingerprint: artifact.artifact?.fingerprint ?? null,
          artifact_id: artifact.artifact
            ? stableId(artifact.artifact.fingerprint, 'artifact')
            : null,
          status: artifact.state,
          is_compliant: artifact.isCompliant,
          attestations_statuses: artifact.statuses.map(statusItem),
          unexpected: artifact.unexpected,
          evaluated_at: evaluatedAt,
          flow_template_id: flowTemplateId
        }
      ])
    ),
    evaluated_at: evaluatedAt,
    flow_template_id: flowTemplateId
  }
}

function templateView(flow: FlowRecord) {
  const { attestations, artifacts } = flow.template
  const yamlList = (items: { name: string; type: string }[], indent: string) =>
    items.map(item => `${indent}- name: ${item.name}\n${indent}  type: ${item.type}\n`).join('')
  const content =
    'version: 1\ntrail:\n' +
    (attestations.length > 0 ? `  attestations:\n${yamlList(attestations, '  ')}` : '') +
    (artifacts.length > 0
      ? '  artifacts:\n' +
        artifacts
          .map(
            artifact =>
              `  - name: ${artifact.name}\n` +
              (artifact.attestations.length > 0
                ? `    attestations:\n${yamlList(artifact.attestations, '    ')}`
                : '')
          )
          .join('')
      : '')
  return { version: 1, trail: { attestations, artifacts }, content }
}

/** The trail's history, with the event types and fields the service's events carry. */
function trailEvents(flow: FlowRecord, trail: TrailRecord) {
  const commit = {
    sha1: trail.commit.sha1,
    url: `${flow.repo.url}/commit/${trail.commit.sha1}`
  }
  const artifactName = (fingerprint: string | undefined) =>
    trail.artifacts.find(artifact => artifact.fingerprint === fingerprint)?.name
  return [
    {
      type: 'trail_reported',
      timestamp: trail.createdAt,
      user: trail.createdBy,
      git_commit_info: commit
    },
    ...trail.artifacts.map(artifact => ({
      type: 'artifact_creation_reported',
      timestamp: artifact.createdAt,
      artifact_name: artifact.name,
      template_reference_name: artifact.name,
      fingerprint: artifact.fingerprint,
      git_commit_info: commit
    })),
    ...trail.attestations.map(record => {
      const target = artifactName(record.artifactFingerprint)
      return {
        type: target ? 'artifact_attestation_reported' : 'trail_attestation_reported',
        timestamp: record.createdAt,
        attestation_type: record.type,
        template_reference_name: record.name,
        ...(target ? { target_artifact: target } : {}),
        attestation_id: record.id,
        is_compliant: effectiveCompliance(record)
      }
    })
  ].sort((a, b) => a.timestamp - b.timestamp)
}

// ---- List flow attestations ------------------------------------------------------------

export function attestationView(ctx: ViewContext, record: AttestationRecord) {
  const flow = ctx.store.flows.get(record.flow)
  return {
    attestation_id: record.id,
    attestation_name: record.name,
    attestation_type: record.type,
    created_at: record.createdAt,
    description: record.description,
    has_audit_package: record.attachment !== undefined,
    html_url: `${trailUrl(ctx, record.flow, record.trail)}?attestation_id=${record.id}`,
    is_compliant: effectiveCompliance(record),
    origin_url: record.originUrl ?? (flow ? `${flow.repo.url}/actions` : ''),
    reported_by: record.reportedBy,
    schema_version: 1,
    user_data: record.userData,
    flow_name: record.flow,
    trail_name: record.trail,
    artifact_fingerprint: record.artifactFingerprint ?? null,
    ...(record.jiraResults ? { jira_results: record.jiraResults } : {}),
    ...(record.type === 'pull_request' && record.extra
      ? { git_provider: record.extra.git_provider, pull_requests: record.extra.pull_requests }
      : {}),
    ...(record.override
      ? {
          override: {
            override_id: record.override.id,
            reason: record.override.reason,
            original_is_compliant: record.compliant,
            new_compliance_status: record.override.newComplianceStatus,
            overridden_at: record.override.createdAt
          }
        }
      : {})
  }
}

// ---- Get deployment --------------------------------------------------------------------

function deployedArtifactView(ctx: ViewContext, artifact: ArtifactRecord) {
  const flow = ctx.store.flows.get(artifact.flow)
  const trail = flow?.trails.get(artifact.trail)
  const commit = trail?.commit
  return {
    flow_name: artifact.flow,
    trail_name: artifact.trail,
    template_reference_name: artifact.name,
    git_commit: commit?.sha1 ?? '',
    git_commit_info: commit
      ? {
          sha1: commit.sha1,
          message: commit.message,
          author: commit.author,
          branch: commit.branch,
          timestamp: commit.timestamp,
          url: `${flow?.repo.url ?? ''}/commit/${commit.sha1}`
        }
      : null,
    repo_info: flow ? { name: flow.repo.name, repo_id: flow.repo.id } : null
  }
}

export function deploymentView(ctx: ViewContext, deployment: DeploymentRecord) {
  const artifact = ctx.store.artifacts.get(deployment.fingerprint)
  if (!artifact) throw new Error(`deployment of unknown artifact ${deployment.fingerprint}`)
  const replaced = ctx.store.replacedBy(deployment)
  const replacedArtifact = replaced ? ctx.store.artifacts.get(replaced.fingerprint) : undefined
  const repoUrl = ctx.store.flows.get(artifact.flow)?.repo.url
  const oldCommit =
    replacedArtifact && ctx.store.findTrail(replacedArtifact.flow, replacedArtifact.trail)?.commit
  const newCommit = ctx.store.findTrail(artifact.flow, artifact.trail)?.commit
  const env = enc(deployment.environment)
  return {
    fingerprint: artifact.fingerprint,
    deployed_at: deployment.deployedAt,
    artifact_name: artifact.name,
    env_name: deployment.environment,
    snapshot_index: deployment.snapshotIndex,
    artifact: deployedArtifactView(ctx, artifact),
    replaced_artifact:
      replaced && replacedArtifact
        ? {
            fingerprint: replacedArtifact.fingerprint,
            artifact_name: replacedArtifact.name,
            snapshot_index: replaced.snapshotIndex,
            artifact: deployedArtifactView(ctx, replacedArtifact)
          }
        : null,
    diff_url:
      repoUrl && oldCommit && newCommit
        ? `${repoUrl}/compare/${oldCommit.sha1}...${newCommit.sha1}`
        : null,
    _links: {
      self: {
        href: `${ctx.baseUrl}/deployments/${enc(ctx.store.org)}/${env}/${artifact.fingerprint}`
      },
      snapshot: {
        href: `${ctx.origin}/${enc(ctx.store.org)}/environments/${env}/snapshots/${deployment.snapshotIndex}`
      },
      artifact: { href: artifactUrl(ctx, artifact.flow, artifact.fingerprint) }
    }
  }
}

// ---- Get approval ----------------------------------------------------------------------

/** ApprovalResponse forbids extra fields, so this has exactly the published ones. */
export function approvalView(ctx: ViewContext, approval: ApprovalRecord) {
  const base = ctx.store.artifacts.get(approval.base_artifact)
  const target = ctx.store.artifacts.get(approval.target_artifact)
  // The commits of the trails after the base artifact's, up to the target's, newest first.
  const baseStart = base && ctx.store.findTrail(base.flow, base.trail)?.createdAt
  const targetStart = target && ctx.store.findTrail(target.flow, target.trail)?.createdAt
  const commits = ctx.store
    .trailsNewestFirst(approval.flow)
    .filter(trail => baseStart === undefined || trail.createdAt > baseStart)
    .filter(trail => targetStart === undefined || trail.createdAt <= targetStart)
    .map(trail => ({
      commit_sha: trail.commit.sha1,
      artifact_fingerprints: trail.artifacts.map(artifact => artifact.fingerprint)
    }))
  return {
    release_number: approval.number,
    base_artifact: approval.base_artifact,
    artifact_name: target?.name ?? '',
    target_artifact: approval.target_artifact,
    environment: approval.environment,
    description: approval.description,
    src_commit_list: commits,
    created_at: approval.createdAt,
    last_modified_at: approval.lastModifiedAt,
    state: approval.state,
    approvals: approval.reviews.map(review => ({
      state: review.state,
      comment: review.comment,
      approved_by: review.by,
      approval_url: review.url,
      timestamp: review.timestamp
    })),
    user_data: approval.user_data ?? {}
  }
}

// ---- List builds -----------------------------------------------------------------------

export function buildView(ctx: ViewContext, artifact: ArtifactRecord) {
  const repo = ctx.store.flows.get(artifact.flow)?.repo
  return {
    created_at: artifact.createdAt,
    fingerprint: artifact.fingerprint,
    flow_name: artifact.flow,
    trail_name: artifact.trail,
    repo_info: repo ? { name: repo.name, repo_id: repo.id } : null,
    _links: {
      artifact: { href: artifactUrl(ctx, artifact.flow, artifact.fingerprint) },
      trail: { href: trailUrl(ctx, artifact.flow, artifact.trail) }
    }
  }
}

// ---- List actions ----------------------------------------------------------------------

export function actionView(action: ActionRecord) {
  return {
    name: action.name,
    type: action.type,
    number: action.number,
    targets: action.targets,
    triggers: action.triggers,
    created_by: action.created_by,
    is_created_from_slack_app: action.is_created_from_slack_app,
    is_failing: action.is_failing,
    last_success_timestamp: action.lastSuccessTimestamp,
    last_failure_timestamp: action.lastFailureTimestamp,
    created_at: action.createdAt,
    last_modified_at: action.lastModifiedAt,
    flows: action.flows,
    environments: action.environments
  }
}

/** A repository as the reference CLI's lookup reads it: with `id`, its internal id. */
export function repoView(repo: RepoRecord): Record<string, unknown> {
  return {
    id: repo.id,
    name: repo.name,
    url: repo.url,
    provider: repo.provider,
    repo_id: repo.externalId,
    tags: repo.tags
  }
}
