/** The answer of list actions: the org's compliance actions, what triggers them, their state. */
import * as z from '../../parsing/zod.js'
import { flag, list, num, text } from './parts.js'

const ActionSchema = z.looseObject({
  name: z.string(),
  type: text,
  number: num,
  triggers: list(z.string()),
  is_failing: flag,
  last_success_timestamp: num,
  last_failure_timestamp: num,
  flows: list(z.string()),
  environments: list(z.string())
})
export type ComplianceAction = z.infer<typeof ActionSchema>

export const ActionListSchema = z.array(ActionSchema)
