/**
 * Named facts about the default seed, for tests and demos. Everything here is derived from
 * sandbox/seed.json when this module loads (by label, or by evaluating compliance), never
 * typed a second time, so editing the seed cannot leave a stale copy behind. If an edit
 * removes something a fact needs, importing this module fails and says what is missing.
 */
import {
  evaluateArtifact,
  evaluatePolicy,
  expressionContext,
  locateArtifact
} from './compliance.js'
import type { ComplianceResult } from './compliance.js'
import { sha256Hex } from './hashing.js'
import { DEFAULT_BUILDS_PER_PAGE, DEFAULT_BUILDS_WINDOW_SECONDS } from './routes/builds.js'
import { DEFAULT_TRAILS_PER_PAGE } from './routes/trails.js'
import { DEFAULT_ATTESTATIONS_PER_PAGE } from './routes/attestations.js'
import { loadSeedFile } from './seed.js'
import type { ArtifactLabel } from './seed-schema.js'
import { SandboxStore } from './store.js'
import type { ArtifactRecord } from './store.js'

export { DEFAULT_ATTESTATIONS_PER_PAGE, DEFAULT_BUILDS_PER_PAGE, DEFAULT_TRAILS_PER_PAGE }

/** The default seed, validated, with trail series expanded. */
export const SEED = loadSeedFile()
// Only for deriving facts; a running sandbox has its own store.
const store = new SandboxStore(SEED)

function need<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`sandbox/seed.json no longer has ${what}`)
  return value
}

function labelled(label: ArtifactLabel): ArtifactRecord {
  return need(
    [...store.artifacts.values()].find(artifact => artifact.label === label),
    `an artifact labelled "${label}"`
  )
}

function complianceOf(artifact: ArtifactRecord): ComplianceResult {
  const { flow, trail } = locateArtifact(store, artifact)
  return evaluateArtifact(flow, trail, artifact)
}

export const ORG = SEED.org

const compliant = labelled('compliant')
const nonCompliant = labelled('non-compliant')
const incomplete = labelled('incomplete')
const allowlisted = labelled('allowlisted')

/** Fully compliant in its trail, and passes every policy. */
export const COMPLIANT_FINGERPRINT = compliant.fingerprint
/** The exact bytes whose SHA-256 is COMPLIANT_FINGERPRINT: write them to a file to fingerprint. */
export const COMPLIANT_ARTIFACT_CONTENT = need(
  compliant.content,
  'content for the compliant artifact'
)
/** Has a reported attestation that failed (NON-COMPLIANT). */
export const NON_COMPLIANT_FINGERPRINT = nonCompliant.fingerprint
export const NON_COMPLIANT_ARTIFACT_CONTENT = nonCompliant.content
/** Misses an expected attestation (INCOMPLETE). */
export const INCOMPLETE_FINGERPRINT = incomplete.fingerprint
/** Not compliant in its trail, but allowlisted in PRODUCTION_ENVIRONMENT. */
export const ALLOWLISTED_FINGERPRINT = allowlisted.fingerprint
/** A well-formed fingerprint of no artifact: the SHA-256 of `no such artifact\n`. */
export const UNKNOWN_FINGERPRINT = sha256Hex('no such artifact\n')
if (store.artifacts.has(UNKNOWN_FINGERPRINT)) throw new Error('UNKNOWN_FINGERPRINT is in the seed')

export const FLOW_NAMES = SEED.flows.map(flow => flow.name)
/** The flow of the compliant, non-compliant and incomplete artifacts (`web-app`). */
export const WEB_APP_FLOW = compliant.flow
/** Another flow (`payments`). */
export const PAYMENTS_FLOW = need(
  FLOW_NAMES.find(name => name !== WEB_APP_FLOW),
  'a second flow'
)
export const COMPLIANT_TRAIL = compliant.trail
export const NON_COMPLIANT_TRAIL = nonCompliant.trail
export const INCOMPLETE_TRAIL = incomplete.trail
export const ALLOWLISTED_FLOW = allowlisted.flow
export const ALLOWLISTED_TRAIL = allowlisted.trail

const failing = need(
  complianceOf(nonCompliant).statuses.find(s => s.status === 'COMPLETE' && !s.isCompliant),
  'a failing attestation on the non-compliant artifact'
)
/** The attestation that fails in NON_COMPLIANT_TRAIL (name and type, for overrides). */
export const FAILING_ATTESTATION = { name: failing.name, type: failing.type }
const missing = need(
  complianceOf(incomplete).statuses.find(s => s.status === 'MISSING'),
  'a missing attestation on the incomplete artifact'
)
/** The attestation INCOMPLETE_TRAIL lacks (a Jira one in the default seed). */
export const MISSING_ATTESTATION = { name: missing.name, type: missing.type }

const compliantTrail = need(
  store.findTrail(compliant.flow, compliant.trail),
  'the trail of the compliant artifact'
)
const onTrail = need(
  compliantTrail.attestations.find(record => record.artifactFingerprint === undefined),
  'a trail-level attestation in the compliant trail'
)
/** An attestation recorded once on COMPLIANT_TRAIL itself (no artifact): name, type and id. */
export const TRAIL_ATTESTATION = { name: onTrail.name, type: onTrail.type, id: onTrail.id }
const onArtifact = need(
  compliantTrail.attestations.find(record => record.artifactFingerprint === compliant.fingerprint),
  'an attestation about the compliant artifact'
)
/** An attestation about the compliant artifact (COMPLIANT_FINGERPRINT). */
export const ARTIFACT_ATTESTATION = {
  name: onArtifact.name,
  type: onArtifact.type,
  id: onArtifact.id
}

export const ENVIRONMENT_NAMES = SEED.environments.map(env => env.name)
const production = need(
  SEED.environments.find(env => env.policies.length > 0),
  'an environment with policies'
)
/** Uses policies: asserting there gives scope `environment`. */
export const PRODUCTION_ENVIRONMENT = production.name
export const PRODUCTION_POLICIES = production.policies
/** Uses no policies: asserting there falls back to scope `flow`. */
export const STAGING_ENVIRONMENT = need(
  SEED.environments.find(env => env.policies.length === 0),
  'an environment without policies'
).name
export const UNKNOWN_ENVIRONMENT = 'no-such-environment'

export const POLICY_NAMES = SEED.policies.map(policy => policy.name)
const passes = (policy: string, artifact: ArtifactRecord) =>
  evaluatePolicy(
    need(store.policies.get(policy), `policy ${policy}`),
    complianceOf(artifact),
    expressionContext(artifact, store.flows.get(artifact.flow))
  ).status === 'COMPLIANT'
/** The compliant artifact passes it; the non-compliant one fails it. */
export const STRICT_POLICY = need(
  POLICY_NAMES.find(p => passes(p, compliant) && !passes(p, nonCompliant)),
  'a policy only the compliant artifact passes'
)
/** Both the compliant and the non-compliant artifact pass it. */
export const LENIENT_POLICY = need(
  POLICY_NAMES.find(p => passes(p, compliant) && passes(p, nonCompliant)),
  'a policy both artifacts pass'
)
export const UNKNOWN_POLICY = 'no-such-policy'

const approvalStates = ['APPROVED', 'UNAPPROVED', 'PENDING'] as const
/** A flow with an approval in each overall state. */
export const APPROVAL_FLOW = need(
  FLOW_NAMES.find(flow =>
    approvalStates.every(state => SEED.approvals.some(a => a.flow === flow && a.state === state))
  ),
  'a flow with APPROVED, UNAPPROVED and PENDING approvals'
)
/** Approval numbers in APPROVAL_FLOW by overall state. */
export const APPROVAL_NUMBERS = Object.fromEntries(
  approvalStates.map(state => [
    state,
    need(
      SEED.approvals.find(a => a.flow === APPROVAL_FLOW && a.state === state),
      state
    ).number
  ])
) as Record<(typeof approvalStates)[number], number>
export const UNKNOWN_APPROVAL_NUMBER =
  Math.max(...SEED.approvals.filter(a => a.flow === APPROVAL_FLOW).map(a => a.number)) + 100

/** Trails per flow. */
export const TRAIL_COUNTS: Record<string, number> = Object.fromEntries(
  FLOW_NAMES.map(flow => [flow, SEED.trails.filter(trail => trail.flow === flow).length])
)
/** Attestations per flow (what List flow attestations pages through without time filters). */
export const ATTESTATION_COUNTS: Record<string, number> = Object.fromEntries(
  FLOW_NAMES.map(flow => [
    flow,
    SEED.trails.filter(t => t.flow === flow).reduce((sum, t) => sum + t.attestations.length, 0)
  ])
)

const artifactAges = SEED.trails.flatMap(trail => trail.artifacts.map(a => a.age_hours))
/** Every artifact is a build. */
export const BUILD_COUNT = artifactAges.length
/** Builds in List builds' default window (the last 28 days). */
export const BUILD_COUNT_IN_DEFAULT_WINDOW = artifactAges.filter(
  age => age * 3600 <= DEFAULT_BUILDS_WINDOW_SECONDS
).length
export const REPOS = SEED.repos.map(repo => ({ name: repo.name, id: repo.id }))
/** Builds in the default window per repository name. */
export const BUILD_COUNTS_BY_REPO: Record<string, number> = Object.fromEntries(
  SEED.repos.map(repo => [
    repo.name,
    SEED.trails
      .filter(t => SEED.flows.find(f => f.name === t.flow)?.repo === repo.name)
      .flatMap(t => t.artifacts)
      .filter(a => a.age_hours * 3600 <= DEFAULT_BUILDS_WINDOW_SECONDS).length
  ])
)

const replacing = need(
  store.deployments.find(d => store.replacedBy(d) !== undefined),
  'a deployment that replaced an artifact'
)
/** A deployment that replaced an earlier artifact of the same name (has diff_url). */
export const REPLACING_DEPLOYMENT = {
  environment: replacing.environment,
  fingerprint: replacing.fingerprint,
  replacedFingerprint: need(store.replacedBy(replacing), 'replaced deployment').fingerprint
}
/** A deployment that replaced nothing (replaced_artifact and diff_url are null). */
export const FIRST_DEPLOYMENT = (() => {
  const first = need(
    store.deployments.find(d => store.replacedBy(d) === undefined),
    'a first deployment'
  )
  return { environment: first.environment, fingerprint: first.fingerprint }
})()

export const ACTION_COUNT = SEED.actions.length
export const FAILING_ACTION_NAME = need(
  SEED.actions.find(action => action.is_failing === true),
  'a failing action'
).name

/** Issue keys the Jira emulator knows by default. */
export const JIRA_KNOWN_KEYS = Object.keys(SEED.jira_issues)
/** A well-formed key the Jira emulator does not know. */
export const JIRA_UNKNOWN_KEY = 'ABC-99999'
if (JIRA_KNOWN_KEYS.includes(JIRA_UNKNOWN_KEY)) throw new Error('JIRA_UNKNOWN_KEY is in the seed')
