/** The answer about an approval: its state and each reviewer's decision. */
import * as z from '../../parsing/zod.js'
import { list, num, text } from './parts.js'

/** One reviewer's decision on an approval. */
const ReviewSchema = z.looseObject({
  state: text,
  comment: text,
  approved_by: text,
  approval_url: text,
  timestamp: num
})

export const ApprovalSchema = z.looseObject({
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
export type Approval = z.infer<typeof ApprovalSchema>
