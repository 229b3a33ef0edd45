/** The answer of list builds: a page of the artifacts built, with their flow and repository. */
import * as z from '../../parsing/zod.js'
import { num, text } from './parts.js'

const BuildSchema = z.looseObject({
  created_at: num,
  fingerprint: text,
  flow_name: text,
  trail_name: text,
  repo_info: z.nullish(z.looseObject({ name: text, repo_id: text }))
})
export type Build = z.infer<typeof BuildSchema>

export const BuildPageSchema = z.looseObject({
  page: num,
  per_page: num,
  total_pages: num,
  total_count: num,
  builds: z.array(BuildSchema)
})
