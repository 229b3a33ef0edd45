import * as z from '../../parsing/zod.js'
import { text } from './parts.js'

/**
 * A repository as `GET /repos/{org}/{name}` answers it (the reference CLI's lookup): `id` is
 * the internal id the tags endpoint names a repository by.
 */
export const RepoSchema = z.looseObject({
  id: text,
  name: text,
  provider: text,
  url: text
})
export type Repo = z.infer<typeof RepoSchema>
