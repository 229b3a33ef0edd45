/**
 * Every attestation type, once: the name the service stores it by, how the action names it
 * to people, the last segment of the path it is posted to
 * (`POST /attestations/{org}/{flow}/trail/{trail}/{segment}`), and for each type the action
 * posts, the schema of its body (the `data_json` part, as strict as the published
 * `*AttestationPostInput`, which forbids unknown fields) and how the service judges a body
 * compliant. The body's TypeScript type is inferred from that schema, the sandbox validates
 * with it and judges by that rule, and the request path, log lines, summaries,
 * override-attestation's accepted types and the sandbox's routes and seed schema are derived
 * from this table: a new type is one entry here.
 *
 * The schemas are built from the zod they are given (`body(z)`): the action's bundle only
 * reads their types, so a step does not load zod to learn a path segment (its answer
 * schemas load it later, load-schemas.ts); the sandbox, which validates, passes zod in.
 */
import type * as Zod from '../parsing/zod.js'
import { REPO_PROVIDERS, type GitCommitInfo, type RepoInfo } from './bodies.js'

type Z = typeof Zod

/** The service's limit for attachment_file. */
export const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024

/** The published patterns of a fingerprint and of an attestation (or target artifact) name. */
export const FINGERPRINT_PATTERN = /^[a-f0-9]{64}$/
export const ATTESTATION_NAME_PATTERN = /^[a-zA-Z0-9\-_,]+$/

/**
 * The records evidence carries, as the published description has them: `GitCommit` and
 * `RepoInfoPostInput` do not forbid extra fields there, an external URL does.
 */
export function evidenceRecords(z: Z) {
  const nullableString = z.nullish(z.string())
  const gitCommit = z.looseObject({
    sha1: z.string(),
    message: nullableString,
    author: nullableString,
    author_username: nullableString,
    branch: nullableString,
    timestamp: z.nullish(z.number()),
    url: nullableString,
    parents: z.nullish(z.array(z.string()))
  })
  const repoInfo = z.looseObject({
    name: z.string(),
    url: z.string(),
    id: nullableString,
    description: nullableString,
    provider: z.nullish(z.enum(REPO_PROVIDERS))
  })
  const externalUrl = z.strictObject({
    href: z.string(),
    fingerprint: z.nullish(z.string().check(z.regex(FINGERPRINT_PATTERN)))
  })
  const externalUrls = z.record(z.string().check(z.regex(/^[^=.]+$/)), externalUrl)
  const userData = z.unknown().check(
    z.refine(value => value === null || typeof value === 'object', {
      message: 'Input should be a valid dictionary or list',
      params: { type: 'union_type' }
    })
  )
  return { gitCommit, repoInfo, externalUrls, userData }
}

/** The fields every attestation body shares (and the override body too). */
export function attestationFields(z: Z) {
  const { gitCommit, repoInfo, externalUrls, userData } = evidenceRecords(z)
  const nullableString = z.nullish(z.string())
  const name = z.string().check(z.regex(ATTESTATION_NAME_PATTERN))
  return {
    attestation_name: name,
    origin_url: nullableString,
    description: nullableString,
    artifact_fingerprint: z.nullish(z.string().check(z.regex(FINGERPRINT_PATTERN))),
    target_artifacts: z.nullish(z.array(name)),
    git_commit_info: z.nullish(gitCommit),
    repo_info: z.nullish(repoInfo),
    external_urls: z.nullish(externalUrls),
    annotations: z.nullish(z.record(z.string().check(z.regex(/^[A-Za-z0-9_-]+$/)), z.string())),
    user_data: z.optional(userData)
  }
}

/** What every attestation body holds, whatever its type adds. */
export type AttestationBase = Zod.infer<Zod.ZodMiniObject<ReturnType<typeof attestationFields>>>

/** The evidence fields of a body, without its name and commit records. */
export type EvidenceFields = Omit<
  AttestationBase,
  'attestation_name' | 'git_commit_info' | 'repo_info'
>

/** `JiraResult` */
const jiraResult = (z: Z) =>
  z.strictObject({
    issue_id: z.string(),
    issue_url: z.string(),
    issue_exists: z.boolean(),
    issue_fields: z.optional(z.record(z.string(), z.unknown()))
  })
export type JiraResult = Zod.infer<ReturnType<typeof jiraResult>>

/** `JUnitResult`: one `<testsuite>`; duration in seconds, timestamp in Unix seconds. */
const junitResult = (z: Z) =>
  z.strictObject({
    name: z.string(),
    failures: z.int(),
    errors: z.int(),
    skipped: z.int(),
    total: z.int(),
    duration: z.number(),
    timestamp: z.nullish(z.number())
  })
export type JUnitResult = Zod.infer<ReturnType<typeof junitResult>>

/** `FoundIssue` and its `IssueLocation`: both stay open, as published. */
const foundIssue = (z: Z) =>
  z.looseObject({
    id: z.string(),
    message: z.string(),
    locations: z.optional(z.array(z.looseObject({ uri: z.string(), lines: z.string() }))),
    priority_score: z.nullish(z.number())
  })
export type FoundIssue = Zod.infer<ReturnType<typeof foundIssue>>

/** `SnykResultsSummary`: one `ProjectScanResult` per scanned project (SARIF run, Snyk project). */
const snykResults = (z: Z) => {
  const issues = z.nullish(z.array(foundIssue(z)))
  return z.strictObject({
    schema_version: z.optional(z.int()),
    tool: z.strictObject({ name: z.string(), version: z.string() }),
    results: z.array(
      z.strictObject({
        low_count: z.int(),
        medium_count: z.int(),
        high_count: z.int(),
        low: issues,
        medium: issues,
        high: issues
      })
    )
  })
}
export type SnykResults = Zod.infer<ReturnType<typeof snykResults>>

/**
 * `FoundPullRequestV2`, with its approvers and commits; times in Unix seconds. `base_ref`
 * is not in the published description (April 2026): the vendor CLI sends it since June 2026
 * (its internal/types/types.go), and the live service takes it. Each commit's `verified` and
 * `signature_state` came with it; GitCommit does not forbid other fields.
 */
const foundPullRequest = (z: Z) =>
  z.strictObject({
    url: z.string(),
    state: z.string(),
    author: z.string(),
    title: z.string(),
    created_at: z.number(),
    merged_at: z.nullish(z.number()),
    head_ref: z.string(),
    base_ref: z.optional(z.string()),
    merge_commit: z.nullish(z.string().check(z.regex(/^[a-f0-9]{40}$/))),
    approvers: z.nullish(
      z.array(
        z.strictObject({
          username: z.string(),
          state: z.nullish(z.string()),
          timestamp: z.nullish(z.number())
        })
      )
    ),
    commits: z.array(evidenceRecords(z).gitCommit)
  })
export type FoundPullRequest = Zod.infer<ReturnType<typeof foundPullRequest>>
export type PullRequestCommit = FoundPullRequest['commits'][number]

/** `FoundPullRequestV1`: the older form the service still accepts. */
const foundPullRequestV1 = (z: Z) =>
  z.strictObject({
    url: z.string(),
    state: z.string(),
    merge_commit: z.union([z.string().check(z.regex(/^[a-f0-9]{40}$/)), z.literal('')]),
    approvers: z.nullish(z.array(z.string()))
  })

/** attestation_data as the published description declares it: JSON text that must parse. */
const jsonText = (z: Z) =>
  z.string().check(
    z.superRefine((text, ctx) => {
      try {
        JSON.parse(text)
      } catch (error) {
        ctx.addIssue({
          code: 'custom',
          message: `Invalid JSON: ${(error as Error).message}`,
          params: { type: 'json_invalid' },
          input: text
        })
      }
    })
  )

/** How the action names a type to people, and where its attestations are posted. */
export interface AttestationTypeEntry {
  /** How a log line or a summary names it: "JUnit attestation". */
  label: string
  /** The last segment of the path its attestations are posted to. */
  segment: string
  /**
   * One of the service's built-in types: what override-attestation's
   * original_attestation_type and a policy's attestation rule accept by name (the published
   * enum, in its order). The others are named otherwise: a custom type as `custom:<type>`.
   */
  builtIn: boolean
}

/** A type the action posts: its strict body, and how the service judges one. */
export interface PostedTypeEntry<Body extends Zod.ZodMiniType> extends AttestationTypeEntry {
  body: (z: Z) => Body
  compliant: (body: Zod.infer<Body>) => boolean
}

function posted<Body extends Zod.ZodMiniType>(entry: PostedTypeEntry<Body>) {
  return entry
}

/** By the name the service stores: a custom type's attestations as `custom:<type>`. */
export const ATTESTATION_TYPES = {
  /** Compliant as is_compliant says. */
  generic: posted({
    label: 'Generic',
    segment: 'generic',
    builtIn: true,
    body: z => z.strictObject({ ...attestationFields(z), is_compliant: z.boolean() }),
    compliant: body => body.is_compliant
  }),
  /** Compliant when no suite has a failure or an error. */
  junit: posted({
    label: 'JUnit',
    segment: 'junit',
    builtIn: true,
    body: z => z.strictObject({ ...attestationFields(z), junit_results: z.array(junitResult(z)) }),
    compliant: body => body.junit_results.every(suite => suite.failures === 0 && suite.errors === 0)
  }),
  /** Compliant when the scan found no issue at any severity. */
  snyk: posted({
    label: 'Snyk',
    segment: 'snyk',
    builtIn: true,
    body: z => z.strictObject({ ...attestationFields(z), snyk_results: snykResults(z) }),
    compliant: body =>
      body.snyk_results.results.every(
        project => project.high_count + project.medium_count + project.low_count === 0
      )
  }),
  /**
   * Compliant when it lists at least one pull request: a commit that reached the branch
   * without one was not reviewed. `pull_requests` is always sent, `[]` when there is none.
   */
  pull_request: posted({
    label: 'Pull request',
    segment: 'pull_request',
    builtIn: true,
    body: z =>
      z.strictObject({
        ...attestationFields(z),
        git_provider: z.enum(['github', 'gitlab', 'bitbucket', 'azure']),
        pull_requests: z.array(z.union([foundPullRequestV1(z), foundPullRequest(z)]))
      }),
    compliant: body => body.pull_requests.length > 0
  }),
  /**
   * Compliant when it lists at least one issue and every issue exists. `jira_results` is
   * always sent, `[]` when no key was found.
   */
  jira: posted({
    label: 'Jira',
    segment: 'jira',
    builtIn: true,
    body: z => z.strictObject({ ...attestationFields(z), jira_results: z.array(jiraResult(z)) }),
    compliant: body => body.jira_results.length > 0 && body.jira_results.every(r => r.issue_exists)
  }),
  sonar: { label: 'Sonar', segment: 'sonar', builtIn: true },
  /**
   * attestation_data is the JSON value itself, as the reference CLI sends it: the live
   * service evaluates this object with the type's jq rules. The published description
   * annotates the field as JSON text, which the service takes too; the contract tests name
   * this one deliberate difference. Without the type's rules it counts as compliant.
   */
  custom: posted({
    label: 'Custom',
    segment: 'custom',
    builtIn: false,
    body: z =>
      z.strictObject({
        ...attestationFields(z),
        type_name: z.string(),
        attestation_data: z.union([
          z.record(z.string(), z.unknown()),
          z.array(z.unknown()),
          jsonText(z)
        ])
      }),
    compliant: () => true
  }),
  /**
   * A decision against a governance control (its identifier, such as RCTL-043), posted to
   * `.../trail/{trail}/system`: the reference CLI's wire (`kosli attest decision`), not in
   * the published description. Compliant as its attestation_data says.
   */
  decision: posted({
    label: 'Decision',
    segment: 'system',
    builtIn: false,
    body: z =>
      z.strictObject({
        ...attestationFields(z),
        type_name: z.literal('decision'),
        control: z.string().check(z.minLength(1)),
        attestation_data: z.strictObject({ is_compliant: z.boolean() })
      }),
    compliant: body => body.attestation_data.is_compliant
  })
} as const satisfies Readonly<Record<string, AttestationTypeEntry>>

export type AttestationTypeName = keyof typeof ATTESTATION_TYPES

export const ATTESTATION_TYPE_NAMES = Object.keys(ATTESTATION_TYPES) as AttestationTypeName[]

/** The service's built-in types, in the order the published description lists them. */
export const BUILT_IN_ATTESTATION_TYPES: readonly string[] = ATTESTATION_TYPE_NAMES.filter(
  name => ATTESTATION_TYPES[name].builtIn
)

/** A type the action posts: one with a body in the table. */
export type AttestationType = {
  [T in AttestationTypeName]: (typeof ATTESTATION_TYPES)[T] extends { body: unknown } ? T : never
}[AttestationTypeName]

/** The types the action posts, in the table's order. */
export const POSTED_ATTESTATION_TYPES = ATTESTATION_TYPE_NAMES.filter(
  (name): name is AttestationType => 'body' in ATTESTATION_TYPES[name]
)

/** The schema of a posted type's body. */
export type BodySchema<T extends AttestationType> = ReturnType<
  (typeof ATTESTATION_TYPES)[T]['body']
>

/** The body of each type the action posts, by its name in the table. */
export type AttestationBodies = { [T in AttestationType]: Zod.infer<BodySchema<T>> }

/** `OverrideAttestationPostInput` */
export interface OverrideAttestationBody extends EvidenceFields {
  attestation_name: string
  git_commit_info?: GitCommitInfo
  repo_info?: RepoInfo
  reason: string
  new_compliance_status: boolean
  original_attestation_type: string
}
