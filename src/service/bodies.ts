/**
 * The bodies of the service's writes. Each is a published `*PostInput`-style schema that
 * forbids unknown fields, so each type lists exactly its fields and only set ones are sent.
 * The attestation bodies are in attestation-types.ts.
 */

export type JsonValue =
  null | boolean | number | string | JsonValue[] | { [key: string]: JsonValue }

/** An external link recorded with the evidence (`external_urls` values). */
export interface ExternalUrl {
  href: string
  fingerprint?: string
}

/** The trail a write to a trail goes to. */
export interface TrailTarget {
  org: string
  flow: string
  trail: string
}

/** `GitCommit` of the published description: the commit a record is about. */
export interface GitCommitInfo {
  sha1: string
  message?: string
  /** `Name <email>` */
  author?: string
  branch?: string
  /** Unix seconds. */
  timestamp?: number
  url?: string
}

/** The VCS providers the service records a repository of (RepoInfo's `provider`). */
export const REPO_PROVIDERS = ['github', 'gitlab', 'bitbucket', 'azure-devops', 'circleci'] as const
export type RepoProvider = (typeof REPO_PROVIDERS)[number]

export interface RepoInfo {
  name: string
  id?: string
  url: string
  provider: 'github'
}

export const FLOW_VISIBILITIES = ['private', 'public'] as const
export type FlowVisibility = (typeof FLOW_VISIBILITIES)[number]

/**
 * `CreateFlow`. The description requires `visibility`; the vendor CLI sends it only when its
 * deprecated flag is given, and the service takes a flow without it. Sent only when the step
 * gives it, so a step run again does not set back a visibility changed since.
 */
export interface CreateFlowBody {
  name: string
  description: string
  visibility?: FlowVisibility
}

/**
 * `LegacyCreateFlow`, of the deprecated `PUT /flows/{org}`: what the vendor CLI sends for a
 * flow given neither a template file nor its empty template, with the template `["artifact"]`.
 */
export interface LegacyCreateFlowBody extends CreateFlowBody {
  template: string[]
}

/** `CreateTrail` */
export interface CreateTrailBody {
  name: string
  description?: string
  git_commit_info?: GitCommitInfo
  repo_info?: RepoInfo
  origin_url?: string
  external_urls?: Record<string, ExternalUrl>
  user_data?: JsonValue
}

/** `CreateArtifact` */
export interface CreateArtifactBody {
  fingerprint: string
  filename: string
  build_url: string
  commit_url: string
  trail_name?: string
  template_reference_name?: string
  description?: string
  git_commit?: string
  git_commit_info?: GitCommitInfo
  repo_info?: RepoInfo
  repo_url?: string
  external_urls?: Record<string, ExternalUrl>
  annotations?: Record<string, string>
  user_data?: JsonValue
}

/** `TagPatchInput`: tags to set (key to value) and keys to remove; others stay as they are. */
export interface TagPatchBody {
  set_tags: Record<string, string>
  remove_tags: string[]
}

/** `CustomAttestationTypePostInput`: a type's name, and its description and jq rules when given. */
export interface CreateAttestationTypeBody {
  name: string
  description?: string
  evaluator?: { content_type: 'jq'; rules: string[] }
}

/** The environment types CreateEnvironmentPutInput accepts, spelt as the service spells them. */
export const ENVIRONMENT_TYPES = [
  'K8S',
  'ECS',
  'S3',
  'lambda',
  'server',
  'docker',
  'azure-apps',
  'logical'
] as const
export type EnvironmentType = (typeof ENVIRONMENT_TYPES)[number]

/** `CreateEnvironmentPutInput`: description is required; the rest only when set. */
export interface CreateEnvironmentBody {
  name: string
  type: EnvironmentType
  description: string
  include_scaling?: boolean
  included_environments?: string[]
}

/** `PolicyPutInput`, the payload part of PUT /policies/{org}: only environment policies exist. */
export interface PolicyPayload {
  name: string
  description: string
  type: 'env'
  comment: string
}

/** `AttachPoliciesPutInput`: the body of attaching and of detaching policies. */
export interface PolicyNamesBody {
  policy_names: string[]
}

/** `ServerArtifact`: artifact names to their fingerprints, and when they were made (Unix seconds). */
export interface ServerArtifact {
  digests: Record<string, string>
  creationTimestamp: number
}

/** `ServerReport`, the body of PUT /environments/{org}/{env}/report/server. */
export interface ServerReport {
  type?: 'server'
  artifacts: ServerArtifact[]
}

/** `DockerArtifact`: one container, its image as the container shows it to the image's digest. */
export interface DockerArtifact {
  digests: Record<string, string>
  /** The container's creation time, Unix seconds. */
  creationTimestamp: number
}

/** `DockerReport`, the body of PUT /environments/{org}/{env}/report/docker. */
export interface DockerReport {
  type?: 'docker'
  artifacts: DockerArtifact[]
}

/** `K8SOwner`: a pod's owner reference as the cluster gives it (more fields are allowed). */
export interface K8SOwner {
  apiVersion: string
  kind: string
  name: string
  uid: string
  controller?: boolean | null
  blockOwnerDeletion?: boolean | null
  [field: string]: unknown
}

/** `K8SArtifact`: one pod, each container's image to its digest. */
export interface K8SArtifact {
  podName: string
  namespace: string
  digests: Record<string, string>
  /** The pod's creation time, Unix seconds. */
  creationTimestamp: number
  owners?: K8SOwner[] | null
}

/** `K8SReport`, the body of PUT /environments/{org}/{env}/report/K8S. */
export interface K8SReport {
  type?: 'K8S'
  artifacts: K8SArtifact[]
}
