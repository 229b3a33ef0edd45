import * as z from '../../parsing/zod.js'
import { each, text } from './parts.js'

/**
 * A repository as `GET /repos/{org}/{name}` answers it (the reference CLI's lookup): `id` is
 * the internal id the tags endpoint names a repository by.
 */
export const RepoSchema = z.looseObject(each(text, 'id', 'name', 'provider', 'url'))
export type Repo = z.infer<typeof RepoSchema>
