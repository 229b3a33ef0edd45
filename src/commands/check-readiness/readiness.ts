/**
 * What the service says of a trail's readiness: its artifacts (the template's, and those its
 * events say were reported), and for each artifact and environment (or the policies asked)
 * the assert's verdict with every unsatisfied rule. An artifact the template expects but no
 * build reported lacks that before any policy can judge it.
 */
import { mapBounded } from '../../concurrency.js'
import {
  assertArtifact,
  attestationsOf,
  isFailingAttestation,
  type AssertionResult
} from '../../service/assertions.js'
import type { ServiceClient } from '../../service/client.js'
import { explainRead } from '../../service/identity.js'
import { getTrail, type TrailDetail, type TrailRef } from '../../service/trails.js'
import { unsatisfiedRules } from '../../policy-results/unsatisfied-rules.js'
import type { UnsatisfiedRule } from '../../policy-results/unsatisfied-rule.js'

export interface TrailArtifact {
  /** The template's name for it, as the trail's compliance names it. */
  name: string
  /** Undefined when the template expects it and no build reported it yet. */
  fingerprint?: string
}

/** What one artifact lacks for one environment (or the policies). */
export type Lack =
  | { kind: 'rule'; rule: UnsatisfiedRule }
  /** Judged at flow scope (an environment without policies): an attestation of its trail. */
  | { kind: 'attestation'; name: string; type?: string; missing: boolean }
  | { kind: 'not-reported' }
  /** Not compliant, and the answer names nothing it lacks. */
  | { kind: 'unexplained' }

export interface Verdict {
  /** Undefined when policies were asked instead of environments. */
  environment?: string
  artifact: TrailArtifact
  ready: boolean
  lacks: Lack[]
  /** The environment uses no policies: the service judged the artifact in its flow alone. */
  flowScopeOnly: boolean
  /** An allowlist entry of the environment let the artifact in whatever its policies say. */
  allowListed: boolean
}

export interface Readiness {
  trail: TrailDetail
  artifacts: TrailArtifact[]
  verdicts: Verdict[]
}

export interface ReadinessQuestion extends TrailRef {
  environments: readonly string[]
  policies: readonly string[]
}

/** Asserts in flight at once: a trail with many artifacts and environments stays quick. */
const ASSERTS_AT_ONCE = 4

export async function readReadiness(
  service: ServiceClient,
  question: ReadinessQuestion
): Promise<Readiness> {
  const what = `Trail "${question.trail}" of flow "${question.flow}"`
  const trail = await explainRead(getTrail(service, question), {
    about: ['trail'],
    missing: `${what} is not known to org "${question.org}"`,
    notRecorded: `${what} is not recorded in org "${question.org}"`,
    advice:
      "check flow and trail (by default the commit's SHA: on a pull request its head commit, " +
      'the trail the build of that commit records in)'
  })
  const artifacts = artifactsOf(trail)
  const scopes: (string | undefined)[] =
    question.environments.length > 0 ? [...question.environments] : [undefined]
  const pairs = scopes.flatMap(environment =>
    artifacts.map(artifact => ({ environment, artifact }))
  )
  const verdicts = await mapBounded(pairs, ASSERTS_AT_ONCE, ({ environment, artifact }) =>
    judge(service, question, artifact, environment)
  )
  return { trail, artifacts, verdicts }
}

/**
 * The trail's artifacts: each the template names (its compliance lists them by name, with a
 * fingerprint once reported) and each its events say was reported, once per fingerprint,
 * sorted by name so the report does not depend on the answer's key order.
 */
export function artifactsOf(trail: TrailDetail): TrailArtifact[] {
  const found = new Map<string, TrailArtifact>()
  const byStatus = Object.entries(trail.compliance_status?.artifacts_statuses ?? {})
  for (const [name, status] of byStatus) {
    const fingerprint = status.artifact_fingerprint || undefined
    found.set(fingerprint ?? `name:${name}`, fingerprint ? { name, fingerprint } : { name })
  }
  for (const event of trail.events ?? []) {
    const fingerprint = (event as { fingerprint?: unknown }).fingerprint
    if (event.type !== 'artifact_creation_reported' || typeof fingerprint !== 'string') continue
    if (fingerprint === '' || found.has(fingerprint)) continue
    const name = event.template_reference_name || event.artifact_name || fingerprint.slice(0, 12)
    found.set(fingerprint, { name, fingerprint })
    // The name reported now has a fingerprint: it is no longer only expected.
    found.delete(`name:${name}`)
  }
  return [...found.values()].sort((a, b) =>
    a.name < b.name
      ? -1
      : a.name > b.name
        ? 1
        : (a.fingerprint ?? '') < (b.fingerprint ?? '')
          ? -1
          : 1
  )
}

async function judge(
  service: ServiceClient,
  question: ReadinessQuestion,
  artifact: TrailArtifact,
  environment: string | undefined
): Promise<Verdict> {
  const base = { environment, artifact, flowScopeOnly: false, allowListed: false }
  if (artifact.fingerprint === undefined) {
    return { ...base, ready: false, lacks: [{ kind: 'not-reported' }] }
  }
  const fingerprint = artifact.fingerprint
  const result = await explainRead(
    assertArtifact(service, {
      org: question.org,
      fingerprint,
      flow: question.flow,
      environment,
      policies: environment === undefined ? question.policies : undefined
    }),
    {
      about: ['artifact'],
      missing: `Artifact "${artifact.name}" (${fingerprint}) of flow "${question.flow}" is not known to org "${question.org}"`,
      notRecorded: `Artifact "${artifact.name}" (${fingerprint}) is not recorded in flow "${question.flow}"`,
      advice: 'check flow, and that the trail lists the artifact its build reported'
    }
  )
  const asked = environment === undefined ? 'policy' : 'environment'
  const flowScopeOnly = environment !== undefined && result.scope === 'flow'
  if (result.scope !== asked && !flowScopeOnly) {
    throw new Error(
      `The service judged artifact "${artifact.name}" at ${result.scope ? `"${result.scope}"` : 'no'} scope ` +
        `when asked about ${environment === undefined ? 'policies' : `environment "${environment}"`}: ` +
        'readiness is shown only on the verdict asked for; check that no proxy between the runner ' +
        'and the service rewrites the request.'
    )
  }
  const allowListed = result.compliant && result.allow_listing != null
  if (result.compliant) return { ...base, flowScopeOnly, allowListed, ready: true, lacks: [] }
  return { ...base, flowScopeOnly, allowListed, ready: false, lacks: lacksOf(result) }
}

/** Every unsatisfied rule; at flow scope, the attestations missing or failing in its trail. */
function lacksOf(result: AssertionResult): Lack[] {
  const rules: Lack[] = unsatisfiedRules(result.policy_evaluations).map(rule => ({
    kind: 'rule',
    rule
  }))
  if (rules.length > 0) return rules
  const attestations: Lack[] = attestationsOf(result)
    .filter(isFailingAttestation)
    .map(status => ({
      kind: 'attestation',
      name: status.attestation_name || '(unnamed)',
      ...(status.attestation_type ? { type: status.attestation_type } : {}),
      missing: (status.status ?? '').toUpperCase() === 'MISSING'
    }))
  return attestations.length > 0 ? attestations : [{ kind: 'unexplained' }]
}
