/** Search: the artifacts whose fingerprint or commit starts with a value. */
import type { ServiceClient } from './client.js'
import { checkListing, type ListingFilter } from './identity.js'
import { schemasLoader } from './load-schemas.js'
import type { FoundArtifact, SearchResult } from './answers/search.js'

const answers = schemasLoader(() => import('./answers/search.js'))

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
