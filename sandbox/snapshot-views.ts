/**
 * JSON shapes of the environment answers, following the published response schemas:
 * GetSnapshotResponse (its artifacts, which the description leaves open, as the vendor CLI
 * reads them: name, fingerprint, flow_name, compliant, git_commit, creationTimestamp,
 * annotation; and policy_decisions, each a published PolicyEvaluationResponse), GetEnvironmentEventResponse and EnvironmentDiffResponse's ArtifactInfo.
 */
import { judgeInEnvironment, policiesOf } from './environment-policies.js'
import { instanceCounts, snapshotsOf } from './snapshots.js'
import type { RunningArtifact, SnapshotRecord } from './snapshots.js'
import type { EnvironmentRecord } from './store.js'
import { artifactUrl, policyEvaluationView } from './views.js'
import type { ViewContext } from './views.js'

const enc = encodeURIComponent

export function snapshotUrl(ctx: ViewContext, environment: string, index: number): string {
  return `${ctx.origin}/${enc(ctx.store.org)}/environments/${enc(environment)}/snapshots/${index}`
}

/** Where the artifact comes from, when it was reported in a flow. */
function provenance(ctx: ViewContext, fingerprint: string) {
  const artifact = ctx.store.artifacts.get(fingerprint)
  if (!artifact) return undefined
  const flow = ctx.store.flows.get(artifact.flow)
  const commit = ctx.store.findTrail(artifact.flow, artifact.trail)?.commit
  return {
    artifact,
    commit: commit?.sha1,
    commitUrl: commit && flow ? `${flow.repo.url}/commit/${commit.sha1}` : undefined
  }
}

function artifactView(
  ctx: ViewContext,
  environment: EnvironmentRecord,
  artifact: RunningArtifact,
  was: number
) {
  const now = artifact.creationTimestamps.length
  const source = provenance(ctx, artifact.fingerprint)
  const judgement = judgeInEnvironment(ctx.store, environment, artifact.fingerprint, artifact.name)
  return {
    name: artifact.name,
    fingerprint: artifact.fingerprint,
    compliant: judgement.compliant,
    flow_name: source?.artifact.flow ?? '',
    trail_name: source?.artifact.trail ?? '',
    git_commit: source?.commit ?? '',
    commit_url: source?.commitUrl ?? '',
    html_url: source ? artifactUrl(ctx, source.artifact.flow, artifact.fingerprint) : null,
    creationTimestamp: artifact.creationTimestamps,
    pods: null,
    deployments: [],
    allowlisted: judgement.allowlisted,
    // Each attached policy's PolicyEvaluationResponse, as an assert at environment scope gives it.
    policy_decisions: judgement.evaluations.map(evaluation =>
      policyEvaluationView(evaluation, judgement.reported)
    ),
    annotation: { type: was === 0 ? 'started' : was === now ? 'unchanged' : 'scaled', was, now }
  }
}

/** GetSnapshotResponse; exited artifacts are listed with annotation.now 0, as the service does. */
export function snapshotView(
  ctx: ViewContext,
  environment: EnvironmentRecord,
  snapshot: SnapshotRecord
) {
  const snapshots = snapshotsOf(ctx.store, environment.name)
  const previous = snapshots[snapshot.index - 2]
  const before = instanceCounts(previous)
  const running = snapshot.artifacts.map(artifact =>
    artifactView(ctx, environment, artifact, before.get(artifact.fingerprint) ?? 0)
  )
  const stillThere = new Set(snapshot.artifacts.map(artifact => artifact.fingerprint))
  const exited = (previous?.artifacts ?? [])
    .filter(artifact => !stillThere.has(artifact.fingerprint))
    .map(artifact => ({
      ...artifactView(ctx, environment, artifact, artifact.creationTimestamps.length),
      creationTimestamp: [],
      annotation: { type: 'exited', was: artifact.creationTimestamps.length, now: 0 }
    }))
  const compliantCount = running.filter(artifact => artifact.compliant).length
  return {
    index: snapshot.index,
    is_latest: snapshot.index === snapshots.length,
    next_snapshot_timestamp: snapshots[snapshot.index]?.timestamp ?? null,
    artifact_compliance_count: {
      compliant: compliantCount,
      non_compliant: running.length - compliantCount
    },
    timestamp: snapshot.timestamp,
    type: environment.type,
    compliant: compliantCount === running.length,
    html_url: snapshotUrl(ctx, environment.name, snapshot.index),
    artifacts: [...running, ...exited],
    applied_policies: policiesOf(ctx.store, environment).map(policy => ({ name: policy.name }))
  }
}

/** The events of one snapshot: each artifact that started, exited or scaled in it. */
export function snapshotEvents(
  ctx: ViewContext,
  environment: EnvironmentRecord,
  snapshot: SnapshotRecord
) {
  const previous = snapshotsOf(ctx.store, environment.name)[snapshot.index - 2]
  const before = instanceCounts(previous)
  const after = instanceCounts(snapshot)
  const names = new Map(
    [...(previous?.artifacts ?? []), ...snapshot.artifacts].map(a => [a.fingerprint, a.name])
  )
  const view = snapshotView(ctx, environment, snapshot)
  const changed = [...new Set([...before.keys(), ...after.keys()])].filter(
    fingerprint => before.get(fingerprint) !== after.get(fingerprint)
  )
  return changed.map(fingerprint => {
    const was = before.get(fingerprint) ?? 0
    const now = after.get(fingerprint) ?? 0
    const type = was === 0 ? 'started' : now === 0 ? 'exited' : 'scaled'
    const source = provenance(ctx, fingerprint)
    const flow = source?.artifact.flow
    return {
      environment_name: environment.name,
      snapshot_index: snapshot.index,
      artifact_name: names.get(fingerprint) ?? '',
      sha256: fingerprint,
      description:
        type === 'started'
          ? `${now} instance${now === 1 ? '' : 's'} started running (from 0 to ${now}).`
          : type === 'exited'
            ? `${was} instance${was === 1 ? '' : 's'} stopped running (from ${was} to 0).`
            : `Scaled from ${was} to ${now} instances.`,
      reported_at: snapshot.timestamp,
      pipeline: flow ?? null,
      flows: flow ? [{ flow_name: flow, deployments: [] }] : [],
      artifact_compliance:
        view.artifacts.find(artifact => artifact.fingerprint === fingerprint)?.compliant ?? null,
      snapshot_compliance: view.compliant,
      type,
      code_diff: null,
      _links: {
        snapshot: { href: snapshotUrl(ctx, environment.name, snapshot.index) },
        ...(flow ? { artifact: { href: artifactUrl(ctx, flow, fingerprint) } } : {})
      }
    }
  })
}

/** ArtifactInfo of env-diff. */
export function diffArtifactView(
  ctx: ViewContext,
  artifact: RunningArtifact,
  counts: { s1: number; s2: number }
) {
  const source = provenance(ctx, artifact.fingerprint)
  return {
    fingerprint: artifact.fingerprint,
    name: artifact.name,
    most_recent_timestamp: Math.floor(Math.max(0, ...artifact.creationTimestamps)),
    flow: source?.artifact.flow ?? '',
    commit_url: source?.commitUrl ?? null,
    instance_count: Math.max(counts.s1, counts.s2),
    s1_instance_count: counts.s1,
    s2_instance_count: counts.s2,
    pods: null
  }
}
