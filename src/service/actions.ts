/** List actions: the org's compliance actions, what triggers them, whether they fail. */
import type * as Zod from '../parsing/zod.js'
import type { ServiceClient } from './client.js'
import { answerSchemas } from './load-schemas.js'

export function listActions(client: ServiceClient, org: string): Promise<ComplianceAction[]> {
  return client.get(
    ['actions', org],
    {},
    answers().then(schemas => schemas.ActionListSchema)
  )
}

/** The answer of list actions: the org's compliance actions, what triggers them, their state. */
const answers = answerSchemas((z, { flag, list, num, text }) => {
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

  const ActionListSchema = z.array(ActionSchema)
  return { ActionListSchema, ActionSchema }
})

export type ComplianceAction = Zod.infer<Answers['ActionSchema']>
type Answers = Awaited<ReturnType<typeof answers>>
