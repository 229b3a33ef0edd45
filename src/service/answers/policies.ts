/** The answer of list policies: each policy with its versions and the environments it applies to. */
import * as z from '../../parsing/zod.js'
import { flag, list, num, text } from './parts.js'

const PolicyVersionSchema = z.looseObject({
  version: num,
  comment: text,
  created_by: text,
  policy_yaml: text,
  timestamp: num
})

const PolicySchema = z.looseObject({
  name: z.string(),
  description: text,
  created_by: text,
  created_at: num,
  last_modified_at: num,
  archived: flag,
  versions: list(PolicyVersionSchema),
  consuming_envs: list(z.string())
})
export type Policy = z.infer<typeof PolicySchema>

export const PolicyListSchema = z.array(PolicySchema)
