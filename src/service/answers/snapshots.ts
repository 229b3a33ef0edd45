/** The answers about snapshots: one snapshot of an environment, and the diff of two. */
import * as z from '../../parsing/zod.js'
import { flag, num, shown, text } from './parts.js'
import { PolicyEvaluationSchema } from '../../policy-results/policy-evaluations.js'

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
export type SnapshotArtifact = z.infer<typeof SnapshotArtifactSchema>

/** GetSnapshotResponse: compliant and index are what a gate reads, so they are required. */
export const SnapshotSchema = z.looseObject({
  index: z.number(),
  compliant: z.boolean(),
  is_latest: flag,
  timestamp: num,
  type: text,
  html_url: text,
  artifacts: z.array(SnapshotArtifactSchema),
  applied_policies: shown(z.nullable(z.array(z.looseObject({ name: text }))))
})
export type Snapshot = z.infer<typeof SnapshotSchema>

const DiffArtifactSchema = z.looseObject({
  fingerprint: text,
  name: text,
  flow: text,
  commit_url: shown(z.nullable(z.string())),
  most_recent_timestamp: num,
  s1_instance_count: num,
  s2_instance_count: num
})
export type DiffArtifact = z.infer<typeof DiffArtifactSchema>

const DiffItemSchema = z.looseObject({ snapshot_id: text, artifacts: z.array(DiffArtifactSchema) })

/** EnvironmentDiffResponse: the four groups are required, as published. */
export const EnvironmentDiffSchema = z.looseObject({
  snappish1: DiffItemSchema,
  snappish2: DiffItemSchema,
  changed: DiffItemSchema,
  'not-changed': DiffItemSchema
})
export type EnvironmentDiff = z.infer<typeof EnvironmentDiffSchema>
