/**
 * How the sandbox decides compliance. A simplified model of the service, written down so
 * tests and readers can predict every answer:
 *
 * - A trail's template expects trail-level attestations and, per artifact name, artifact-level
 *   ones. For an artifact, the expected set is both.
 * - An attestation counts for an artifact when it is about that artifact or about no artifact
 *   (trail-level). The latest one of a name wins.
 * - Each expected attestation is `COMPLETE` when present (is_compliant from the attestation,
 *   or from its override) or `MISSING` (is_compliant false). Present attestations the
 *   template does not expect are listed with `unexpected: true` and count too.
 * - Overall: `NON-COMPLIANT` if any present attestation is non-compliant, else `INCOMPLETE`
 *   if any is missing, else `COMPLIANT`.
 */
import type {
  ArtifactRecord,
  AttestationRecord,
  AttestationStatus,
  FlowRecord,
  PolicyRecord,
  SandboxStore,
  TrailRecord
} from './store.js'
import type { TemplateAttestation } from './seed-schema.js'
import type { ExpressionContext } from './policy-expressions.js'
import { ruleApplies, statusesOfRule } from './policy-rules.js'

export type ComplianceState = 'COMPLIANT' | 'NON-COMPLIANT' | 'INCOMPLETE'

export interface ComplianceResult {
  state: ComplianceState
  isCompliant: boolean
  statuses: AttestationStatus[]
}

export function effectiveCompliance(record: AttestationRecord): boolean {
  return record.override ? record.override.newComplianceStatus : record.compliant
}

function countsFor(record: AttestationRecord, artifact: ArtifactRecord | undefined): boolean {
  return (
    record.artifactFingerprint === undefined || record.artifactFingerprint === artifact?.fingerprint
  )
}

/** Latest attestation per name among those given (records are kept oldest first). */
function latestByName(records: AttestationRecord[]): Map<string, AttestationRecord> {
  const latest = new Map<string, AttestationRecord>()
  for (const record of records) latest.set(record.name, record)
  return latest
}

export function evaluate(
  expected: TemplateAttestation[],
  records: AttestationRecord[]
): ComplianceResult {
  const latest = latestByName(records)
  const expectedNames = new Set(expected.map(e => e.name))
  const statuses: AttestationStatus[] = expected.map(({ name, type }) => {
    const record = latest.get(name)
    return record
      ? {
          name,
          type,
          status: 'COMPLETE',
          isCompliant: effectiveCompliance(record),
          unexpected: false,
          record
        }
      : { name, type, status: 'MISSING', isCompliant: false, unexpected: false }
  })
  for (const record of latest.values()) {
    if (expectedNames.has(record.name)) continue
    statuses.push({
      name: record.name,
      type: record.type,
      status: 'COMPLETE',
      isCompliant: effectiveCompliance(record),
      unexpected: true,
      record
    })
  }
  const state = combine(
    statuses.map(s =>
      s.status === 'MISSING' ? 'INCOMPLETE' : s.isCompliant ? 'COMPLIANT' : 'NON-COMPLIANT'
    )
  )
  return { state, isCompliant: state === 'COMPLIANT', statuses }
}

/** The worst of several states: NON-COMPLIANT over INCOMPLETE over COMPLIANT. */
export function combine(states: ComplianceState[]): ComplianceState {
  if (states.includes('NON-COMPLIANT')) return 'NON-COMPLIANT'
  if (states.includes('INCOMPLETE')) return 'INCOMPLETE'
  return 'COMPLIANT'
}

/** The flow as it applies to a trail: with the trail's own template when it has one. */
export function withTrailTemplate(flow: FlowRecord, trail: TrailRecord): FlowRecord {
  return trail.template ? { ...flow, template: trail.template } : flow
}

function artifactExpectations(flow: FlowRecord, artifactName: string): TemplateAttestation[] {
  return flow.template.artifacts.find(a => a.name === artifactName)?.attestations ?? []
}

/** An artifact's compliance in its trail: the answer of a flow-scope assert. */
export function evaluateArtifact(
  flow: FlowRecord,
  trail: TrailRecord,
  artifact: ArtifactRecord
): ComplianceResult {
  flow = withTrailTemplate(flow, trail)
  const expected = [...flow.template.attestations, ...artifactExpectations(flow, artifact.name)]
  return evaluate(
    expected,
    trail.attestations.filter(record => countsFor(record, artifact))
  )
}

export interface TrailArtifactStatus {
  artifactName: string
  artifact?: ArtifactRecord
  /** MISSING when the template expects the artifact and the trail has none yet. */
  state: ComplianceState | 'MISSING'
  isCompliant: boolean
  statuses: AttestationStatus[]
  unexpected: boolean
}

export interface TrailCompliance {
  state: ComplianceState
  isCompliant: boolean
  /** Trail-level attestations (and unexpected ones about no artifact). */
  trailLevel: ComplianceResult
  artifacts: TrailArtifactStatus[]
}

/**
 * A trail's compliance, as List trails shows it. Trail-level statuses take the attestations
 * about no artifact, except those named like an artifact-level expectation: those fill the
 * artifacts' statuses instead, together with the attestations about each artifact.
 */
export function evaluateTrail(flow: FlowRecord, trail: TrailRecord): TrailCompliance {
  flow = withTrailTemplate(flow, trail)
  const templateArtifacts = new Set(flow.template.artifacts.map(a => a.name))
  const artifactLevelNames = new Set(
    flow.template.artifacts.flatMap(a => a.attestations.map(e => e.name))
  )
  const trailLevel = evaluate(
    flow.template.attestations,
    trail.attestations.filter(
      r => r.artifactFingerprint === undefined && !artifactLevelNames.has(r.name)
    )
  )
  const latestArtifacts = new Map(trail.artifacts.map(artifact => [artifact.name, artifact]))
  const artifacts = [...new Set([...templateArtifacts, ...latestArtifacts.keys()])].map(
    (name): TrailArtifactStatus => {
      const artifact = latestArtifacts.get(name)
      const expected = artifactExpectations(flow, name)
      if (!artifact) {
        return {
          artifactName: name,
          state: 'MISSING',
          isCompliant: false,
          statuses: expected.map(e => ({
            ...e,
            status: 'MISSING',
            isCompliant: false,
            unexpected: false
          })),
          unexpected: false
        }
      }
      const expectedNames = new Set(expected.map(e => e.name))
      const result = evaluate(
        expected,
        trail.attestations.filter(r =>
          r.artifactFingerprint === undefined
            ? expectedNames.has(r.name)
            : r.artifactFingerprint === artifact.fingerprint
        )
      )
      return {
        artifactName: name,
        artifact,
        state: result.state,
        isCompliant: result.isCompliant,
        statuses: result.statuses,
        unexpected: !templateArtifacts.has(name)
      }
    }
  )
  const state = combine([
    trailLevel.state,
    ...artifacts.map(a => (a.state === 'MISSING' ? 'INCOMPLETE' : a.state))
  ])
  return { state, isCompliant: state === 'COMPLIANT', trailLevel, artifacts }
}

export type ResolutionType =
  | 'missing_attestation'
  | 'non_compliant_attestation'
  | 'non_compliant_in_trail'
  | 'no_provenance'
  | 'rule_satisfied'
  | 'rule_not_applicable'

export interface RuleEvaluation {
  rule: PolicyRecord['rules'][number]
  satisfied: boolean
  ignored: boolean
  resolution: ResolutionType
  /** The artifact's state in its trail, which non_compliant_in_trail's context gives. */
  artifactStatus?: string
}

export interface PolicyEvaluation {
  policy: PolicyRecord
  status: 'COMPLIANT' | 'NON-COMPLIANT'
  rules: RuleEvaluation[]
}

/**
 * Evaluates one policy for an artifact; `inTrail` is its compliance in its trail, undefined
 * for an artifact no flow reported (a snapshot can hold one):
 * - provenance: the artifact was reported in a flow;
 * - trail-compliance: the artifact is COMPLIANT in its trail;
 * - attestation: some present attestation matches the rule (policy-rules.ts), and when
 *   must_be_compliant, every match is compliant.
 * Without provenance every rule that applies fails as no_provenance: there is no trail to
 * look in. A rule that does not apply to the artifact (`required: false`, an exception that
 * holds, an `if` that does not) is ignored.
 */
export function evaluatePolicy(
  policy: PolicyRecord,
  inTrail: ComplianceResult | undefined,
  context: ExpressionContext
): PolicyEvaluation {
  const rules = policy.rules.map((rule): RuleEvaluation => {
    if (!ruleApplies(rule, context)) {
      return { rule, satisfied: true, ignored: true, resolution: 'rule_not_applicable' }
    }
    if (!inTrail) return { rule, satisfied: false, ignored: false, resolution: 'no_provenance' }
    if (rule.type === 'provenance' || rule.type === 'trail-compliance') {
      const satisfied = rule.type === 'provenance' || inTrail.isCompliant
      return {
        rule,
        satisfied,
        ignored: false,
        resolution: satisfied ? 'rule_satisfied' : 'non_compliant_in_trail',
        ...(satisfied ? {} : { artifactStatus: inTrail.state })
      }
    }
    const matches = statusesOfRule(rule, inTrail.statuses)
    if (matches.length === 0)
      return { rule, satisfied: false, ignored: false, resolution: 'missing_attestation' }
    if (rule.definition.must_be_compliant && matches.some(s => !s.isCompliant)) {
      return { rule, satisfied: false, ignored: false, resolution: 'non_compliant_attestation' }
    }
    return { rule, satisfied: true, ignored: false, resolution: 'rule_satisfied' }
  })
  const status = rules.every(r => r.ignored || r.satisfied) ? 'COMPLIANT' : 'NON-COMPLIANT'
  return { policy, status, rules }
}

/** What a policy's expressions see of an artifact: it, and the flow it was reported in. */
export function expressionContext(
  artifact: Pick<ArtifactRecord, 'name' | 'fingerprint'>,
  flow: Pick<FlowRecord, 'name' | 'tags'> | undefined
): ExpressionContext {
  return {
    artifact: { name: artifact.name, fingerprint: artifact.fingerprint },
    flow: flow ? { name: flow.name, tags: flow.tags } : null
  }
}

/** Where an artifact lives; undefined parts mean the store is inconsistent. */
export function locateArtifact(
  store: SandboxStore,
  artifact: ArtifactRecord
): { flow: FlowRecord; trail: TrailRecord } {
  const flow = store.flows.get(artifact.flow)
  const trail = flow?.trails.get(artifact.trail)
  if (!flow || !trail) throw new Error(`artifact ${artifact.fingerprint} points at a missing trail`)
  return { flow, trail }
}
