/** A repository's internal id, by its name: what the tags endpoint names a repository by. */
import type * as Zod from '../parsing/zod.js'
import type { ServiceClient } from './client.js'
import { checkRecord, ignoringCase, NotRecordedError, type IdentityField } from './identity.js'
import { answerSchemas } from './load-schemas.js'

/**
 * GET /repos/{org}/{name}: the repository of that name (`owner/name`, sent as the path
 * segments it is, as the reference CLI sends it), of `provider` when given, for its internal
 * id. The published description has no such read (its `GET /repos/{org}` lists repositories
 * without their internal id): this is the CLI's lookup for `kosli tag repo`.
 */
export async function findRepoId(
  client: ServiceClient,
  query: { org: string; name: string; provider?: string }
): Promise<string> {
  const answer = await client.get(
    ['repos', query.org, ...query.name.split('/')],
    { provider: query.provider },
    answers().then(schemas => schemas.RepoSchema)
  )
  checkRecord(answer, 'a repository', repoFields(query, answer))
  // The id becomes a path segment of the write: an answer without one, or with text that is
  // no id, is refused rather than tagging whatever it names.
  if (!answer.id || !REPO_ID_PATTERN.test(answer.id)) {
    throw new NotRecordedError(
      answer.id
        ? 'the service answered a repository id that is not an id'
        : 'the service answered a repository without an id'
    )
  }
  return answer.id
}

const REPO_ID_PATTERN = /^[A-Za-z0-9_-]{1,128}$/

/**
 * Get a repository: the name asked (in any case, as repository names are), and the provider
 * when one was asked.
 */
export function repoFields(
  asked: { name: string; provider?: string },
  answer: Repo
): IdentityField[] {
  const fields: IdentityField[] = [
    { label: 'name', asked: asked.name, answered: answer.name, required: true, same: ignoringCase }
  ]
  if (asked.provider) {
    fields.push({ label: 'provider', asked: asked.provider, answered: answer.provider })
  }
  return fields
}

const answers = answerSchemas((z, { each, text }) => {
  /**
   * A repository as `GET /repos/{org}/{name}` answers it (the reference CLI's lookup): `id` is
   * the internal id the tags endpoint names a repository by.
   */
  const RepoSchema = z.looseObject(each(text, 'id', 'name', 'provider', 'url'))
  return { RepoSchema }
})

export type Repo = Zod.infer<Answers['RepoSchema']>
type Answers = Awaited<ReturnType<typeof answers>>
