/**
 * What a snapshot says about each running artifact: exited artifacts (annotation.now 0) are
 * listed by the service too, and are left out; an artifact without annotation runs.
 */
import type { Snapshot, SnapshotArtifact } from '../../service/snapshots.js'
import { unsatisfiedRules } from '../../policy-results/unsatisfied-rules.js'
import type { UnsatisfiedRule } from '../../policy-results/unsatisfied-rule.js'
import { describeFirstRules } from '../../policy-results/wording.js'
import { plural } from '../../summary/states.js'

/** A flow an artifact was reported in, and its trail there ('' when the answer names none). */
export interface ArtifactFlow {
  flow: string
  trail: string
}

export interface NonCompliantArtifact {
  name: string
  fingerprint: string
  /** The first of `flows`; empty when the artifact has no provenance (it is in no flow). */
  flow: string
  trail: string
  /** Every flow the artifact was reported in. */
  flows: ArtifactFlow[]
  /** What the policies say is wrong, one line per unsatisfied rule (the first few). */
  reasons: string[]
  /** Each unsatisfied rule of each failing policy, as assert-artifact's unsatisfied-rules. */
  rules: UnsatisfiedRule[]
}

export function runningArtifacts(snapshot: Snapshot): SnapshotArtifact[] {
  return snapshot.artifacts.filter(artifact => artifact.annotation?.now !== 0)
}

/** Compliant only when the service says so: a missing flag is not compliance. */
export function isCompliant(artifact: SnapshotArtifact): boolean {
  return artifact.compliant === true
}

/**
 * The flows of an artifact, in either shape the service gives them: `flow_name` and
 * `trail_name` beside the artifact (as the vendor CLI reads them), or the published `flows`
 * list. Both are read, each flow once, so an artifact has no provenance only when neither
 * names a flow.
 */
export function flowsOf(artifact: SnapshotArtifact): ArtifactFlow[] {
  const named = [
    { flow: artifact.flow_name, trail: artifact.trail_name },
    ...(artifact.flows ?? []).map(entry => ({ flow: entry.flow_name, trail: entry.trail_name }))
  ]
  const flows: ArtifactFlow[] = []
  for (const { flow, trail } of named) {
    if (!flow) continue
    const entry = { flow, trail: trail ?? '' }
    if (!flows.some(known => known.flow === entry.flow && known.trail === entry.trail)) {
      flows.push(entry)
    }
  }
  return flows
}

const MAX_REASONS = 5

/**
 * The policies' verdicts on an artifact, each a PolicyEvaluationResponse. The description
 * leaves a snapshot's artifact open: the field is read by either name an answer gives it.
 */
export function rulesOf(artifact: SnapshotArtifact): UnsatisfiedRule[] {
  return unsatisfiedRules(artifact.policy_evaluations ?? artifact.policy_decisions)
}

function reasonsOf(rules: readonly UnsatisfiedRule[]): string[] {
  const { named, more } = describeFirstRules(rules, MAX_REASONS)
  return more > 0 ? [...named, plural(more, 'more rule')] : named
}

export function nonCompliantArtifacts(snapshot: Snapshot): NonCompliantArtifact[] {
  return runningArtifacts(snapshot)
    .filter(artifact => !isCompliant(artifact))
    .map(artifact => {
      const flows = flowsOf(artifact)
      const rules = rulesOf(artifact)
      return {
        name: artifact.name ?? '',
        fingerprint: artifact.fingerprint ?? '',
        flow: flows[0]?.flow ?? '',
        trail: flows[0]?.trail ?? '',
        flows,
        reasons: reasonsOf(rules),
        rules
      }
    })
}

/** `flow web-app, trail release-1.6.0`, or `flow web-app` when the answer names no trail. */
export function describeFlow({ flow, trail }: ArtifactFlow): string {
  return `flow ${flow}${trail ? `, trail ${trail}` : ''}`
}

/** `web-app-image (5e7ab2d5a394) of flow web-app, trail release-1.6.0: policy …` */
export function describeFinding(finding: NonCompliantArtifact): string {
  const short = finding.fingerprint.slice(0, 12)
  const name = finding.name || short || 'an unnamed artifact'
  const print = finding.name && short ? ` (${short})` : ''
  const where =
    finding.flows.length > 0
      ? ` of ${finding.flows.map(describeFlow).join(' and of ')}`
      : ' with no provenance (reported in no flow)'
  const why = finding.reasons.length > 0 ? ` [${finding.reasons.join('; ')}]` : ''
  return `${name}${print}${where}${why}`
}
