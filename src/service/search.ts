/** Search: the artifacts whose fingerprint or commit starts with a value. */
import type * as Zod from '../parsing/zod.js'
import type { ServiceClient } from './client.js'
import { checkListing, type ListingFilter } from './identity.js'
import { answerSchemas } from './load-schemas.js'

/**
 * GET /search/{org}/sha/{value}: the artifacts whose fingerprint or commit starts with
 * `value`. An answer holding another is refused; `outcome` says what is then not done, for a
 * read the search serves.
 */
export async function search(
  client: ServiceClient,
  query: { org: string; value: string },
  outcome?: string
): Promise<SearchResult> {
  const answer = await client.get(
    ['search', query.org, 'sha', query.value],
    {},
    answers().then(schemas => schemas.SearchResultSchema)
  )
  checkListing(answer.artifacts, 'an artifact', { ...searchFilter(query.value), outcome })
  return answer
}

/** Search: every artifact found has the fingerprint or the commit searched for. */
export function searchFilter(value: string): ListingFilter<FoundArtifact> {
  const prefix = value.toLowerCase()
  const starts = (answered: string) => answered.toLowerCase().startsWith(prefix)
  return {
    listing: `the artifacts whose fingerprint or commit starts with ${value}`,
    fieldsOf: artifact => [
      {
        label: 'fingerprint or commit',
        asked: value,
        answered:
          artifact.git_commit && starts(artifact.git_commit)
            ? artifact.git_commit
            : artifact.fingerprint,
        same: starts
      }
    ]
  }
}

/** The answer of search: what a fingerprint or commit start resolved to, and the artifacts found. */
const answers = answerSchemas((z, { flag, list, num, shown, text }) => {
  const SearchMatchesSchema = z.nullish(z.looseObject({ count: num, matches: list(z.string()) }))

  const FoundArtifactSchema = z.looseObject({
    fingerprint: text,
    name: text,
    has_provenance: flag,
    git_commit: text,
    flow: text,
    trail: text,
    compliance_state: text,
    running_in: list(z.string()),
    exited_from: list(z.string()),
    html_url: shown(z.nullable(z.string())),
    commit_url: shown(z.nullable(z.string()))
  })

  const SearchResultSchema = z.looseObject({
    resolved_to: z.nullish(
      z.looseObject({
        type: text,
        full_match: text,
        fingerprints: SearchMatchesSchema,
        commits: SearchMatchesSchema
      })
    ),
    artifacts: z.array(FoundArtifactSchema)
  })
  return { SearchResultSchema, FoundArtifactSchema }
})

export type FoundArtifact = Zod.infer<Answers['FoundArtifactSchema']>
export type SearchResult = Zod.infer<Answers['SearchResultSchema']>
type Answers = Awaited<ReturnType<typeof answers>>
