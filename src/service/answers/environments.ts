/** The answers about environments: one or all of the org's, and an environment's events. */
import * as z from '../../parsing/zod.js'
import { flag, list, num, shown, text } from './parts.js'

const EnvironmentRecordSchema = z.looseObject({
  name: z.string(),
  org: text,
  type: text,
  description: text,
  last_modified_at: num,
  last_reported_at: num,
  state: flag,
  include_scaling: flag,
  tags: z.nullish(z.record(z.string(), z.unknown())),
  policies: list(z.string()),
  included_environments: list(z.string())
})
export type Environment = z.infer<typeof EnvironmentRecordSchema>

export const EnvironmentSchema = EnvironmentRecordSchema

export const EnvironmentListSchema = z.array(EnvironmentRecordSchema)

const EnvironmentEventSchema = z.looseObject({
  environment_name: text,
  snapshot_index: num,
  artifact_name: text,
  sha256: text,
  description: text,
  reported_at: num,
  flows: shown(z.nullable(z.array(z.looseObject({ flow_name: text })))),
  artifact_compliance: flag,
  snapshot_compliance: flag,
  type: text
})
export type EnvironmentEvent = z.infer<typeof EnvironmentEventSchema>

export const EnvironmentEventListSchema = z.array(EnvironmentEventSchema)
