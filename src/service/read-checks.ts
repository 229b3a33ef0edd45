/**
 * What says which record each read's answer is, beside what the read asked (the mechanism is
 * in identity.ts). One function per read, so endpoints.ts only applies them. A field the
 * published description leaves optional is checked when the answer carries it.
 */
import { decodeOrKeep } from '../http/url.js'
import { ignoringCase, type IdentityField, type ListingFilter } from './identity.js'
import type {
  Approval,
  AssertionResult,
  Attestation,
  Build,
  Deployment,
  Environment,
  EnvironmentEvent,
  FoundArtifact,
  Repo,
  Snapshot,
  Trail,
  TrailDetail
} from './schemas.js'

/**
 * Assert: the fingerprint asked, and the flow when one was asked; both required. At
 * environment scope, the environment the answer names (optional in the description); at
 * policy scope, the policies its evaluations name, when it lists them: the ones asked.
 */
export function assertionFields(
  asked: {
    fingerprint: string
    flow?: string
    environment?: string
    policies?: readonly string[]
  },
  answer: AssertionResult
): IdentityField[] {
  const fields: IdentityField[] = [
    {
      label: 'fingerprint',
      asked: asked.fingerprint,
      answered: answer.fingerprint,
      required: true,
      same: ignoringCase
    }
  ]
  if (asked.flow !== undefined) {
    fields.push({ label: 'flow', asked: asked.flow, answered: answer.flow, required: true })
  }
  if (asked.environment !== undefined && answer.scope === 'environment') {
    fields.push({ label: 'environment', asked: asked.environment, answered: answer.environment })
  }
  const evaluated = (answer.policy_evaluations ?? []).flatMap(({ policy_name: name }) =>
    typeof name === 'string' ? [name] : []
  )
  if (asked.policies?.length && answer.scope === 'policy' && evaluated.length > 0) {
    fields.push({ label: 'policy', asked: namesOf(asked.policies), answered: namesOf(evaluated) })
  }
  return fields
}

/** A set of names as one value: each once, in order, so that two sets compare as equal. */
function namesOf(names: readonly string[]): string {
  return [...new Set(names)].sort().join(', ')
}

/** Get trail: its name and its flow's name, both required. */
export function trailFields(
  asked: { flow: string; trail: string },
  answer: TrailDetail
): IdentityField[] {
  return [
    { label: 'name', asked: asked.trail, answered: answer.name, required: true },
    { label: 'flow', asked: asked.flow, answered: answer.flow?.name, required: true }
  ]
}

/** Get approval: its number, required. */
export function approvalFields(number: number, answer: Approval): IdentityField[] {
  return [{ label: 'number', asked: number, answered: answer.release_number, required: true }]
}

/** Get deployment: not in the description, so both fields are checked when carried. */
export function deploymentFields(
  asked: { environment: string; fingerprint: string },
  answer: Deployment
): IdentityField[] {
  return [
    {
      label: 'fingerprint',
      asked: asked.fingerprint,
      answered: answer.fingerprint,
      same: ignoringCase
    },
    { label: 'environment', asked: asked.environment, answered: answer.env_name }
  ]
}

/**
 * Get attestation by id: the id is only a filter on the org's listing, which a service or
 * proxy that ignores it answers with the org's newest attestations, so the id is required.
 */
export function attestationIdFields(id: string, record: Attestation): IdentityField[] {
  return [{ label: 'id', asked: id, answered: record.attestation_id, required: true }]
}

/** Get attestation by name, on a trail or an artifact; every field optional. */
export function attestationNameFields(
  asked: { name: string; flow: string } & ({ trail: string } | { fingerprint: string }),
  record: Attestation
): IdentityField[] {
  return [
    {
      label: 'name',
      asked: asked.name,
      answered: record.attestation_name,
      // An attestation on an artifact may be named with its artifact's prefix: `image.scan`.
      same: (answered, name) => answered === name || answered.endsWith(`.${name}`)
    },
    { label: 'flow', asked: asked.flow, answered: record.flow_name },
    'trail' in asked
      ? { label: 'trail', asked: asked.trail, answered: record.trail_name }
      : {
          label: 'artifact',
          asked: asked.fingerprint,
          answered: record.artifact_fingerprint,
          // The fingerprint asked may be the start of one, as the service takes it.
          same: (answered, start) => answered.toLowerCase().startsWith(start.toLowerCase())
        }
  ]
}

/** List trails of a flow: each trail's flow, required. */
export function flowTrailsFilter(flow: string): ListingFilter<Trail> {
  return {
    listing: `the trails of flow ${JSON.stringify(flow)}`,
    fieldsOf: trail => [{ label: 'flow', asked: flow, answered: trail.flow?.name, required: true }]
  }
}

/**
 * The org-wide trail listing: the flow's name (required), the flow's tags when carried, and
 * for a fingerprint the artifacts the trail's events say were reported to it. Its compliance
 * is not used for that: it lists one artifact per name, so a rebuilt artifact's earlier
 * fingerprint is not in it.
 */
export function orgTrailsFilter(asked: {
  flow?: string
  flowTag?: string
  fingerprint?: string
}): ListingFilter<Trail> {
  const { flow, flowTag, fingerprint } = asked
  const named = [
    flow !== undefined ? `flow ${JSON.stringify(flow)}` : undefined,
    flowTag !== undefined ? `flow tag ${JSON.stringify(flowTag)}` : undefined,
    fingerprint !== undefined ? `artifact ${fingerprint}` : undefined
  ].filter(filter => filter !== undefined)
  const [tagKey = '', ...tagValue] = flowTag?.split('=') ?? []
  return {
    listing: named.length > 0 ? `the trails of ${named.join(' and ')}` : "the org's trails",
    fieldsOf: trail => {
      const fields: IdentityField[] = []
      if (flow !== undefined) {
        fields.push({ label: 'flow', asked: flow, answered: trail.flow?.name, required: true })
      }
      if (flowTag !== undefined) {
        const tags: unknown = trail.flow?.tags
        fields.push({
          label: `flow tag ${tagKey}`,
          asked: tagValue.join('='),
          answered: isObject(tags) ? tags[tagKey] : undefined,
          required: isObject(tags)
        })
      }
      if (fingerprint !== undefined) {
        const reported = reportedFingerprints(trail)
        fields.push({
          label: 'artifact',
          asked: fingerprint,
          answered: reported.find(print => ignoringCase(print, fingerprint)) ?? reported[0],
          same: ignoringCase
        })
      }
      return fields
    }
  }
}

/** List attestations of a flow: each one's flow, when carried. The time window is not checked. */
export function flowAttestationsFilter(flow: string): ListingFilter<Attestation> {
  return {
    listing: `the attestations of flow ${JSON.stringify(flow)}`,
    fieldsOf: record => [{ label: 'flow', asked: flow, answered: record.flow_name }]
  }
}

/**
 * List builds: each build's repository, when carried and asked for. The time window is not
 * checked: its bounds (inclusive, fractional seconds) are the service's own.
 */
export function buildsFilter(asked: { repoName?: string; repoId?: string }): ListingFilter<Build> {
  const { repoName, repoId } = asked
  const named = [
    repoName !== undefined ? `repository ${JSON.stringify(repoName)}` : undefined,
    repoId !== undefined ? `repository ID ${JSON.stringify(repoId)}` : undefined
  ].filter(filter => filter !== undefined)
  return {
    listing: named.length > 0 ? `the builds of ${named.join(' and ')}` : 'the builds',
    fieldsOf: build => {
      const fields: IdentityField[] = []
      if (repoName !== undefined) {
        const answered = build.repo_info?.name
        fields.push({ label: 'repository', asked: repoName, answered, same: ignoringCase })
      }
      if (repoId !== undefined) {
        fields.push({ label: 'repository ID', asked: repoId, answered: build.repo_info?.repo_id })
      }
      return fields
    }
  }
}

/** Get environment: its name and org, both required. */
export function environmentFields(
  asked: { org: string; environment: string },
  answer: Environment
): IdentityField[] {
  return [
    { label: 'name', asked: asked.environment, answered: answer.name, required: true },
    { label: 'org', asked: asked.org, answered: answer.org, required: true }
  ]
}

/**
 * Get a repository: the name asked (in any case, as repository names are), and the provider
 * when one was asked.
 */
export function repoFields(
  asked: { name: string; provider?: string },
  answer: Repo
): IdentityField[] {
  const fields: IdentityField[] = [
    { label: 'name', asked: asked.name, answered: answer.name, required: true, same: ignoringCase }
  ]
  if (asked.provider) {
    fields.push({ label: 'provider', asked: asked.provider, answered: answer.provider })
  }
  return fields
}

/** List environments: each environment's org, which the description requires. */
export function orgEnvironmentsFilter(org: string): ListingFilter<Environment> {
  return {
    listing: `the environments of org ${JSON.stringify(org)}`,
    fieldsOf: env => [{ label: 'org', asked: org, answered: env.org, required: true }]
  }
}

/** The fingerprints of the artifacts a trail's events say were reported to it, if it has events. */
function reportedFingerprints(trail: Trail): string[] {
  const events: unknown = trail.events
  if (!Array.isArray(events)) return []
  return events.flatMap((event: unknown) =>
    isObject(event) &&
    event.type === 'artifact_creation_reported' &&
    typeof event.fingerprint === 'string' &&
    event.fingerprint !== ''
      ? [event.fingerprint]
      : []
  )
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** `…/environments/<env>/snapshots/<n>`, a trailing `/`, a query or a fragment allowed. */
const SNAPSHOT_LINK = /\/environments\/([^/?#]+)\/snapshots\/(\d+)\/?(?:[?#]|$)/

/**
 * Get snapshot: the answer names its environment only in html_url, which the description
 * requires as a string; so the link must be there and name the environment asked and the
 * snapshot answered. Null, or a link of another form, is a link missing: a gate that skipped
 * the comparison then would pass on another environment's snapshot. Then its index when a
 * number was asked (required), and that it is the latest when `-1` was asked.
 */
export function snapshotFields(
  asked: { environment: string; expression: string },
  answer: Snapshot
): IdentityField[] {
  const link = answer.html_url
  const linked = typeof link === 'string' ? SNAPSHOT_LINK.exec(link) : null
  const fields: IdentityField[] = [
    {
      label: 'link',
      asked: "a link to the environment's snapshot",
      answered: link,
      required: true,
      same: () => linked !== null
    }
  ]
  if (linked?.[1] !== undefined && linked[2] !== undefined) {
    fields.push(
      {
        label: 'environment',
        asked: asked.environment,
        answered: decodeOrKeep(linked[1]),
        required: true
      },
      // The link names one snapshot, the index another: one of them is not the one asked.
      { label: 'linked snapshot', asked: `#${answer.index}`, answered: `#${linked[2]}` }
    )
  }
  if (/^\d+$/.test(asked.expression)) {
    fields.push({
      label: 'index',
      asked: Number(asked.expression),
      answered: answer.index,
      required: true
    })
  }
  if (asked.expression === '-1' && answer.is_latest === false) {
    fields.push({ label: 'latest', asked: 'true', answered: 'false' })
  }
  return fields
}

/** Log environment: each event's environment, when carried. */
export function environmentEventsFilter(environment: string): ListingFilter<EnvironmentEvent> {
  return {
    listing: `the events of environment ${JSON.stringify(environment)}`,
    fieldsOf: event => [
      { label: 'environment', asked: environment, answered: event.environment_name }
    ]
  }
}

/**
 * Diff snapshots: each side's snapshot id names the environment asked, before its `#N` (or
 * any `~` or `@` it holds), and the snapshot itself when `#N` was asked. The description
 * lets the id be null, so an answer without one is taken; one that holds another
 * environment, or no number where `#N` was asked, is about something else.
 */
export function diffSideFields(
  snappish: string,
  snapshotId: string | null | undefined
): IdentityField[] {
  if (snapshotId === null || snapshotId === undefined) return []
  const environmentOf = (text: string) => text.split(/[#~@]/)[0] ?? text
  const numberOf = (text: string) => /#(\d+)$/.exec(text)?.[1]
  const fields: IdentityField[] = [
    {
      label: 'environment',
      asked: environmentOf(snappish),
      answered: environmentOf(snapshotId),
      required: true
    }
  ]
  const number = numberOf(snappish)
  if (number !== undefined) {
    const answered = numberOf(snapshotId)
    fields.push({
      label: 'snapshot',
      asked: Number(number),
      answered: answered === undefined ? undefined : Number(answered),
      required: true
    })
  }
  return fields
}

/** Search: every artifact found has the fingerprint or the commit searched for. */
export function searchFilter(value: string): ListingFilter<FoundArtifact> {
  const prefix = value.toLowerCase()
  const starts = (answered: string) => answered.toLowerCase().startsWith(prefix)
  return {
    listing: `the artifacts whose fingerprint or commit starts with ${value}`,
    fieldsOf: artifact => [
      {
        label: 'fingerprint or commit',
        asked: value,
        answered:
          artifact.git_commit && starts(artifact.git_commit)
            ? artifact.git_commit
            : artifact.fingerprint,
        same: starts
      }
    ]
  }
}
