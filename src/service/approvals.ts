/** Get approval: one approval of a flow, by its number. */
import type { ServiceClient } from './client.js'
import { checkRecord, type IdentityField } from './identity.js'
import { schemasLoader } from './load-schemas.js'
import type { Approval } from './answers/approvals.js'

const answers = schemasLoader(() => import('./answers/approvals.js'))

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
