/** Get approval: one approval of a flow, by its number. */
import type * as Zod from '../parsing/zod.js'
import type { ServiceClient } from './client.js'
import { checkRecord, type IdentityField } from './identity.js'
import { answerSchemas } from './load-schemas.js'

export async function getApproval(
  client: ServiceClient,
  query: { org: string; flow: string; number: number }
): Promise<Approval> {
  const answer = await client.get(
    ['approvals', query.org, query.flow, String(query.number)],
    {},
    answers().then(schemas => schemas.ApprovalSchema)
  )
  return checkRecord(answer, 'an approval', approvalFields(query.number, answer))
}

/** Get approval: its number, required. */
export function approvalFields(number: number, answer: Approval): IdentityField[] {
  return [{ label: 'number', asked: number, answered: answer.release_number, required: true }]
}

/** The answer about an approval: its state and each reviewer's decision. */
const answers = answerSchemas((z, { list, num, text }) => {
  /** One reviewer's decision on an approval. */
  const ReviewSchema = z.looseObject({
    state: text,
    comment: text,
    approved_by: text,
    approval_url: text,
    timestamp: num
  })

  const ApprovalSchema = z.looseObject({
    release_number: num,
    state: z.string(),
    base_artifact: text,
    target_artifact: text,
    artifact_name: text,
    description: text,
    environment: text,
    created_at: num,
    last_modified_at: num,
    approvals: list(ReviewSchema)
  })
  return { ApprovalSchema }
})

export type Approval = Zod.infer<Answers['ApprovalSchema']>
type Answers = Awaited<ReturnType<typeof answers>>
