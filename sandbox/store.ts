/**
 * The sandbox's live in-memory state, built from a loaded seed. Ages in the seed become
 * absolute timestamps (seconds since the epoch, as the service sends them) relative to
 * `anchor`, the moment the store was built.
 */
import { randomUUID } from 'node:crypto'
import { registerStore, seededPolicy } from './environments.js'
import { sha256Hex, stableId } from './hashing.js'
import type { ApprovalSeed, EnvironmentSeed, JiraIssueSeed, LoadedSeed } from './seed-schema.js'
import type {
  ActionRecord,
  ApprovalRecord,
  ArtifactRecord,
  AttestationRecord,
  ControlRecord,
  CustomTypeVersion,
  DeploymentRecord,
  EnvironmentRecord,
  FlowRecord,
  NewAttestation,
  PolicyRecord,
  RepoRecord,
  TrailRecord
} from './records.js'

// Handlers and tests import the record shapes from here, next to the store that holds them.
export type * from './records.js'

export interface StoreOptions {
  /** Epoch milliseconds; default Date.now(). */
  now?: number
  /** Used to build issue_url of seeded Jira results. */
  jiraBaseUrl?: string
}

/** The live state of one sandbox. Handlers read and change it; tests may inspect it. */
export class SandboxStore {
  readonly org: string
  /** Epoch seconds the seed's ages count back from. */
  readonly anchor: number
  readonly flows = new Map<string, FlowRecord>()
  /** Every artifact by fingerprint (fingerprints are unique in the seed). */
  readonly artifacts = new Map<string, ArtifactRecord>()
  readonly policies: Map<string, PolicyRecord>
  readonly environments: Map<string, EnvironmentRecord>
  /** Oldest first. */
  readonly deployments: DeploymentRecord[]
  readonly approvals: ApprovalRecord[]
  readonly actions: ActionRecord[]
  readonly jiraIssues: Record<string, JiraIssueSeed>
  /** Custom attestation types by name, each with its versions, oldest first. */
  readonly customTypes = new Map<string, CustomTypeVersion[]>()
  readonly jiraBaseUrl: string
  /** Repositories by their internal id (stableId of provider and name). */
  readonly repos: Map<string, RepoRecord>
  /** Controls by identifier. */
  readonly controls: Map<string, ControlRecord>

  constructor(seed: LoadedSeed, options: StoreOptions = {}) {
    this.org = seed.org
    this.anchor = (options.now ?? Date.now()) / 1000
    this.jiraBaseUrl = options.jiraBaseUrl ?? 'https://acme.atlassian.net'
    this.#addFlows(seed)
    this.#addTrails(seed)
    this.policies = new Map(
      seed.policies.map(policy => [policy.name, seededPolicy(withoutComment(policy), this.anchor)])
    )
    this.environments = new Map(seed.environments.map(env => [env.name, this.#environment(env)]))
    this.deployments = this.#deployments(seed)
    this.approvals = seed.approvals.map(approval => this.#approval(approval))
    this.actions = seed.actions.map(action => ({
      ...withoutComment(action),
      createdAt: this.at(action.age_hours),
      lastModifiedAt: this.at(action.modified_age_hours),
      lastSuccessTimestamp: this.#maybeAt(action.last_success_age_hours),
      lastFailureTimestamp: this.#maybeAt(action.last_failure_age_hours)
    }))
    this.jiraIssues = seed.jira_issues
    this.repos = new Map(
      seed.repos.map(({ id, name, provider, url }) => {
        const internalId = stableId('repo', provider, name)
        return [internalId, { id: internalId, name, provider, url, externalId: id, tags: {} }]
      })
    )
    this.controls = new Map(
      seed.controls.map(({ identifier, name }) => [identifier, { identifier, name, tags: {} }])
    )
    registerStore(this)
  }

  /** Epoch seconds of a seed age. */
  at(ageHours: number): number {
    return this.anchor - ageHours * 3600
  }

  policyNames(): string[] {
    return [...this.policies.keys()]
  }

  environmentNames(): string[] {
    return [...this.environments.keys()]
  }

  /** The flow an artifact was reported in, or undefined for an unknown fingerprint. */
  flowOf(fingerprint: string): string | undefined {
    return this.artifacts.get(fingerprint)?.flow
  }

  /** The trail an artifact was reported in, or undefined for an unknown fingerprint. */
  trailOf(fingerprint: string): string | undefined {
    return this.artifacts.get(fingerprint)?.trail
  }

  findTrail(flow: string, trail: string): TrailRecord | undefined {
    return this.flows.get(flow)?.trails.get(trail)
  }

  /** Trails of a flow, newest first (the order the service lists them in). */
  trailsNewestFirst(flow: string): TrailRecord[] {
    const trails = [...(this.flows.get(flow)?.trails.values() ?? [])]
    return trails.sort((a, b) => b.createdAt - a.createdAt)
  }

  /** Every attestation of a flow, newest first. */
  attestationsNewestFirst(flow: string): AttestationRecord[] {
    const trails = [...(this.flows.get(flow)?.trails.values() ?? [])]
    return trails.flatMap(trail => trail.attestations).sort((a, b) => b.createdAt - a.createdAt)
  }

  /**
   * Files an attestation in its trail: one record for each artifact it is about, or one
   * trail-level record when it names none, as the service lists them. Every attestation type
   * is stored this way. Returns the records in the order of `artifacts`.
   */
  recordAttestation(
    trail: TrailRecord,
    attestation: NewAttestation,
    artifacts: readonly ArtifactRecord[] = []
  ): AttestationRecord[] {
    const about = artifacts.length > 0 ? artifacts.map(a => a.fingerprint) : [undefined]
    const records = about.map(fingerprint => ({
      ...attestation,
      id: randomUUID(),
      flow: trail.flow,
      trail: trail.name,
      artifactFingerprint: fingerprint
    }))
    trail.attestations.push(...records)
    return records
  }

  /** Artifacts of every flow, newest first: what List builds lists. */
  artifactsNewestFirst(): ArtifactRecord[] {
    return [...this.artifacts.values()].sort((a, b) => b.createdAt - a.createdAt)
  }

  /** The latest deployment of an artifact to an environment, if any. */
  findDeployment(environment: string, fingerprint: string): DeploymentRecord | undefined {
    return this.deployments.findLast(
      d => d.environment === environment && d.fingerprint === fingerprint
    )
  }

  /** The deployment that an artifact of the same template name had before this one. */
  replacedBy(deployment: DeploymentRecord): DeploymentRecord | undefined {
    const name = this.artifacts.get(deployment.fingerprint)?.name
    return this.deployments.findLast(
      d =>
        d.environment === deployment.environment &&
        d.snapshotIndex < deployment.snapshotIndex &&
        d.fingerprint !== deployment.fingerprint &&
        this.artifacts.get(d.fingerprint)?.name === name
    )
  }

  #maybeAt(ageHours: number | null): number | null {
    return ageHours === null ? null : this.at(ageHours)
  }

  #addFlows(seed: LoadedSeed): void {
    const repos = new Map(seed.repos.map(repo => [repo.name, repo]))
    for (const flow of seed.flows) {
      const repo = repos.get(flow.repo)
      if (!repo) throw new Error(`flow ${flow.name}: unknown repo ${flow.repo}`)
      this.flows.set(flow.name, {
        name: flow.name,
        description: flow.description,
        tags: { ...flow.tags },
        repo: withoutComment(repo),
        template: {
          attestations: flow.template.attestations.map(({ name, type }) => ({ name, type })),
          artifacts: flow.template.artifacts.map(artifact => ({
            name: artifact.name,
            attestations: artifact.attestations.map(({ name, type }) => ({ name, type }))
          }))
        },
        trails: new Map()
      })
    }
  }

  #addTrails(seed: LoadedSeed): void {
    const oldestFirst = [...seed.trails].sort((a, b) => b.age_hours - a.age_hours)
    for (const trail of oldestFirst) {
      const flow = this.flows.get(trail.flow)
      if (!flow) throw new Error(`trail ${trail.name}: unknown flow ${trail.flow}`)
      const createdAt = this.at(trail.age_hours)
      const artifacts = trail.artifacts.map(artifact => ({
        fingerprint: artifact.fingerprint,
        name: artifact.name,
        flow: trail.flow,
        trail: trail.name,
        createdAt: this.at(artifact.age_hours),
        label: artifact.label,
        content: artifact.content
      }))
      artifacts.forEach(artifact => this.artifacts.set(artifact.fingerprint, artifact))
      const attestations = trail.attestations.map(attestation => ({
        id: stableId(
          seed.org,
          trail.flow,
          trail.name,
          attestation.name,
          attestation.artifact ?? ''
        ),
        name: attestation.name,
        type: attestation.type,
        flow: trail.flow,
        trail: trail.name,
        artifactFingerprint: artifacts.find(a => a.name === attestation.artifact)?.fingerprint,
        compliant: attestation.compliant,
        // The service reports sub-second creation times; keep a stable fraction.
        createdAt: this.at(attestation.age_hours) + fraction(attestation.name + trail.name),
        description: attestation.description,
        reportedBy: attestation.reported_by,
        userData: attestation.user_data,
        jiraResults: attestation.jira_results?.map(result => ({
          issue_id: result.issue_id,
          issue_url: `${this.jiraBaseUrl}/browse/${result.issue_id}`,
          issue_exists: result.issue_exists,
          ...(result.issue_fields ? { issue_fields: result.issue_fields } : {})
        }))
      }))
      flow.trails.set(trail.name, {
        name: trail.name,
        flow: trail.flow,
        description: trail.description,
        createdAt,
        createdBy: trail.created_by,
        commit: { ...withoutComment(trail.commit), timestamp: createdAt - 600 },
        artifacts,
        attestations: attestations.sort((a, b) => a.createdAt - b.createdAt)
      })
    }
  }

  #environment(env: EnvironmentSeed): EnvironmentRecord {
    const { allowlist, ...rest } = withoutComment(env)
    return {
      ...rest,
      // A copy: attaching a policy must not change the seed a reset starts again from.
      policies: [...rest.policies],
      tags: {},
      includeScaling: false,
      includedEnvironments: [],
      lastModifiedAt: this.anchor,
      allowlist: allowlist.map(entry => ({
        id: entry.id,
        fingerprint: entry.fingerprint,
        allowedBy: entry.allowed_by,
        timestamp: this.at(entry.age_hours),
        description: entry.description
      }))
    }
  }

  #deployments(seed: LoadedSeed): DeploymentRecord[] {
    const counters = new Map<string, number>()
    return seed.deployments
      .map(d => ({
        environment: d.environment,
        fingerprint: d.fingerprint,
        deployedAt: this.at(d.age_hours)
      }))
      .sort((a, b) => a.deployedAt - b.deployedAt)
      .map(d => {
        const snapshotIndex = (counters.get(d.environment) ?? 0) + 1
        counters.set(d.environment, snapshotIndex)
        return { ...d, snapshotIndex }
      })
  }

  #approval(seed: ApprovalSeed): ApprovalRecord {
    const { reviews, age_hours, ...approval } = withoutComment(seed)
    const createdAt = this.at(age_hours)
    return {
      ...approval,
      createdAt,
      lastModifiedAt: Math.max(createdAt, ...reviews.map(review => this.at(review.age_hours))),
      reviews: reviews.map(review => ({
        state: review.state,
        comment: review.comment,
        by: review.by,
        url: review.url,
        timestamp: this.at(review.age_hours)
      }))
    }
  }
}

/** Drops the seed's `_comment` so it does not leak into answers. */
function withoutComment<T extends { _comment?: unknown }>(value: T): Omit<T, '_comment'> {
  const rest: T = { ...value }
  delete rest._comment
  return rest
}

function fraction(key: string): number {
  return parseInt(sha256Hex(key).slice(0, 6), 16) / 0x1000000
}
