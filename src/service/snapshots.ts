/**
 * Snapshots of an environment: report what runs there now, read one snapshot, and diff two.
 */
import type * as Zod from '../parsing/zod.js'
import { decodeOrKeep } from '../http/url.js'
import type { DockerReport, K8SReport, ServerReport } from './bodies.js'
import type { ServiceClient, WriteRequest } from './client.js'
import { checkRecord, type IdentityField } from './identity.js'
import { answerSchemas } from './load-schemas.js'

/** The kinds of snapshot report this action sends, spelt as the report paths spell them. */
export type SnapshotReportKind = 'server' | 'docker' | 'K8S'

/** The body each kind of report takes. */
export interface SnapshotReportBodies {
  server: ServerReport
  docker: DockerReport
  K8S: K8SReport
}

/**
 * PUT /environments/{org}/{env}/report/{kind}: what runs in the environment now. The answer
 * is 201 when a snapshot was made, 200 (no declared shape) when nothing changed since the last.
 */
export const snapshotReportRequest = <Kind extends SnapshotReportKind>(
  org: string,
  environment: string,
  kind: Kind,
  body: SnapshotReportBodies[Kind]
): WriteRequest => ({
  method: 'PUT',
  segments: ['environments', org, environment, 'report', kind],
  json: body,
  multipart: false,
  emptyAnswerStatuses: [200, 201]
})

export interface SnapshotRef {
  org: string
  environment: string
  /** `N`, `-1`, `~N`, `@{...}` as the service takes it (no `#`). */
  expression: string
}

export async function getSnapshot(client: ServiceClient, ref: SnapshotRef): Promise<Snapshot> {
  const answer = await client.get(
    ['snapshots', ref.org, ref.environment, ref.expression],
    {},
    answers().then(schemas => schemas.SnapshotSchema)
  )
  return checkRecord(answer, 'a snapshot', snapshotFields(ref, answer))
}

export async function diffSnapshots(
  client: ServiceClient,
  query: { org: string; first: string; second: string }
): Promise<EnvironmentDiff> {
  const answer = await client.get(
    ['env-diff', query.org],
    { snappish1: query.first, snappish2: query.second },
    answers().then(schemas => schemas.EnvironmentDiffSchema)
  )
  checkRecord(
    answer,
    'a diff whose first snapshot',
    diffSideFields(query.first, answer.snappish1.snapshot_id)
  )
  return checkRecord(
    answer,
    'a diff whose second snapshot',
    diffSideFields(query.second, answer.snappish2.snapshot_id)
  )
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

/** The answers about snapshots: one snapshot of an environment, and the diff of two. */
const answers = answerSchemas((z, { flag, num, shown, text, PolicyEvaluationSchema }) => {
  /**
   * The policies' verdicts on one running artifact, each a PolicyEvaluationResponse as assert
   * answers it. The description leaves a snapshot's artifact open: both names are read.
   */
  const PolicyVerdictsSchema = shown(z.nullable(z.array(PolicyEvaluationSchema)))

  const SnapshotArtifactSchema = z.looseObject({
    name: text,
    fingerprint: text,
    compliant: flag,
    flow_name: shown(z.nullable(z.string())),
    trail_name: shown(z.nullable(z.string())),
    /** The published shape: each flow the artifact was reported in, with its trail. */
    flows: shown(
      z.nullable(
        z.array(z.looseObject({ flow_name: shown(z.string()), trail_name: shown(z.string()) }))
      )
    ),
    git_commit: shown(z.nullable(z.string())),
    commit_url: shown(z.nullable(z.string())),
    html_url: shown(z.nullable(z.string())),
    creationTimestamp: shown(z.nullable(z.array(z.number()))),
    annotation: shown(z.nullable(z.looseObject({ type: text, was: num, now: num }))),
    policy_decisions: PolicyVerdictsSchema,
    policy_evaluations: PolicyVerdictsSchema
  })

  /** GetSnapshotResponse: compliant and index are what a gate reads, so they are required. */
  const SnapshotSchema = z.looseObject({
    index: z.number(),
    compliant: z.boolean(),
    is_latest: flag,
    timestamp: num,
    type: text,
    html_url: text,
    artifacts: z.array(SnapshotArtifactSchema),
    applied_policies: shown(z.nullable(z.array(z.looseObject({ name: text }))))
  })

  const DiffArtifactSchema = z.looseObject({
    fingerprint: text,
    name: text,
    flow: text,
    commit_url: shown(z.nullable(z.string())),
    most_recent_timestamp: num,
    s1_instance_count: num,
    s2_instance_count: num
  })

  const DiffItemSchema = z.looseObject({
    snapshot_id: text,
    artifacts: z.array(DiffArtifactSchema)
  })

  /** EnvironmentDiffResponse: the four groups are required, as published. */
  const EnvironmentDiffSchema = z.looseObject({
    snappish1: DiffItemSchema,
    snappish2: DiffItemSchema,
    changed: DiffItemSchema,
    'not-changed': DiffItemSchema
  })
  return { SnapshotSchema, EnvironmentDiffSchema, SnapshotArtifactSchema, DiffArtifactSchema }
})

export type SnapshotArtifact = Zod.infer<Answers['SnapshotArtifactSchema']>
export type Snapshot = Zod.infer<Answers['SnapshotSchema']>
export type DiffArtifact = Zod.infer<Answers['DiffArtifactSchema']>
export type EnvironmentDiff = Zod.infer<Answers['EnvironmentDiffSchema']>
type Answers = Awaited<ReturnType<typeof answers>>
