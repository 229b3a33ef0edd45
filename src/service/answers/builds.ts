/** The answer of list builds: a page of the artifacts built, with their flow and repository. */
import * as z from '../../parsing/zod.js'
import { RepoInfoSchema, each, num, text } from './parts.js'

const BuildSchema = z.looseObject({
  created_at: num,
  ...each(text, 'fingerprint', 'flow_name', 'trail_name'),
  repo_info: z.nullish(RepoInfoSchema)
})
export type Build = z.infer<typeof BuildSchema>

/** A page of builds: its paging fields stand beside the list, not in a `pagination`. */
export const BuildPageSchema = z.looseObject({
  ...each(num, 'page', 'per_page', 'total_pages', 'total_count'),
  builds: z.array(BuildSchema)
})
