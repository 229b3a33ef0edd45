/**
 * What a snapshot says about each running artifact: exited artifacts (annotation.now 0) are
 * listed by the service too, and are left out; an artifact without annotation runs.
 */
import type { Snapshot, SnapshotArtifact } from '../../service/schemas.js'

export interface NonCompliantArtifact {
  name: string
  fingerprint: string
  /** Empty when the artifact has no provenance (it was never reported in a flow). */
  flow: string
  trail: string
  /** What the policies say is wrong, one line per failed rule. */
  reasons: string[]
}

export function runningArtifacts(snapshot: Snapshot): SnapshotArtifact[] {
  return snapshot.artifacts.filter(artifact => artifact.annotation?.now !== 0)
}

/** Compliant only when the service says so: a missing flag is not compliance. */
export function isCompliant(artifact: SnapshotArtifact): boolean {
  return artifact.compliant === true
}

const MAX_REASONS = 5

function reasonsOf(artifact: SnapshotArtifact): string[] {
  const reasons = (artifact.policy_decisions ?? [])
    .filter(decision => decision.status !== 'COMPLIANT')
    .flatMap(decision =>
      (decision.rule_evaluations ?? [])
        .filter(rule => rule.satisfied === false)
        .map(rule => {
          const what = [rule.rule, rule.reason].filter(Boolean).join(': ')
          return `policy ${decision.policy_name ?? '(unnamed)'}${what ? `, ${what}` : ''}`
        })
    )
  return reasons.slice(0, MAX_REASONS)
}

export function nonCompliantArtifacts(snapshot: Snapshot): NonCompliantArtifact[] {
  return runningArtifacts(snapshot)
    .filter(artifact => !isCompliant(artifact))
    .map(artifact => ({
      name: artifact.name ?? '',
      fingerprint: artifact.fingerprint ?? '',
      flow: artifact.flow_name ?? '',
      trail: artifact.trail_name ?? '',
      reasons: reasonsOf(artifact)
    }))
}

/** `web-app-image (5e7ab2d5a394) of flow web-app, trail release-1.6.0: policy …` */
export function describeFinding(finding: NonCompliantArtifact): string {
  const short = finding.fingerprint.slice(0, 12)
  const name = finding.name || short || 'an unnamed artifact'
  const print = finding.name && short ? ` (${short})` : ''
  const where = finding.flow
    ? ` of flow ${finding.flow}${finding.trail ? `, trail ${finding.trail}` : ''}`
    : ' with no provenance (reported in no flow)'
  const why = finding.reasons.length > 0 ? ` [${finding.reasons.join('; ')}]` : ''
  return `${name}${print}${where}${why}`
}
