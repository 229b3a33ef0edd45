/**
 * The bodies the action sends (src/service/bodies.ts) and the bodies this sandbox accepts are
 * one type wherever the two state one shape: the snapshot reports and the policy writes. Were
 * either side changed alone, this would not compile. SameShape holds only for identical
 * types, so even an optional field or a literal added on one side breaks it.
 *
 * The other schemas are looser than what the action sends (they take the nulls and the
 * fields the service accepts from other clients: a trail's further commit fields, an
 * environment's require_provenance), so they are not one type with the action's; the
 * contract tests check both sides against the published description.
 */
import type { z } from 'zod'
import type {
  DockerReport,
  K8SReport,
  PolicyNamesBody,
  PolicyPayload,
  ServerReport
} from '../src/service/bodies.js'
import type { policyNamesSchema, policyPayloadSchema } from './routes/environments.js'
import type { REPORT_SCHEMAS } from './routes/snapshots.js'

type SameShape<A, B> =
  (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false
type Accepted<Schema extends z.ZodType> = z.infer<Schema>
type Report<Kind extends keyof typeof REPORT_SCHEMAS> = Accepted<(typeof REPORT_SCHEMAS)[Kind]>

export const BODIES_MATCH_THE_ACTION: [
  SameShape<Accepted<typeof policyNamesSchema>, PolicyNamesBody>,
  SameShape<Accepted<typeof policyPayloadSchema>, PolicyPayload>,
  SameShape<Report<'server'>, ServerReport>,
  SameShape<Report<'docker'>, DockerReport>,
  SameShape<Report<'K8S'>, K8SReport>
] = [true, true, true, true, true]
