/** List builds: the artifacts built, filtered by repository and time. */
import type * as Zod from '../parsing/zod.js'
import type { ServiceClient } from './client.js'
import { checkListing, checkPage, ignoringCase } from './identity.js'
import type { IdentityField, ListingFilter } from './identity.js'
import { answerSchemas } from './load-schemas.js'
import { known, pageParams, type Page, type PageQuery } from './pages.js'

export interface BuildQuery extends PageQuery {
  repoId?: string
  repoName?: string
  startTs?: number
  endTs?: number
}

export async function listBuilds(client: ServiceClient, query: BuildQuery): Promise<Page<Build>> {
  const answer = await client.get(
    ['builds', query.org],
    {
      ...pageParams(query),
      repo_id: query.repoId,
      repo_name: query.repoName,
      // The published description spells these two with hyphens (the notes say start_ts);
      // the service ignores unknown parameters, so the other spelling would silently not filter.
      'start-ts': query.startTs,
      'end-ts': query.endTs
    },
    answers().then(schemas => schemas.BuildPageSchema)
  )
  const filter = buildsFilter(query)
  checkListing(answer.builds, 'a build', filter)
  checkPage(query.page, answer.page, filter)
  return {
    items: answer.builds,
    total: known(answer.total_count),
    pageCount: known(answer.total_pages)
  }
}

/**
 * List builds: each build's repository, when carried and asked for. The time window is not
 * checked: its bounds (inclusive, fractional seconds) are the service's own.
 */
export function buildsFilter(asked: { repoName?: string; repoId?: string }): ListingFilter<Build> {
  const { repoName, repoId } = asked
  const named = [
    repoName !== undefined ? `repository ${JSON.stringify(repoName)}` : undefined,
    repoId !== undefined ? `repository ID ${JSON.stringify(repoId)}` : undefined
  ].filter(filter => filter !== undefined)
  return {
    listing: named.length > 0 ? `the builds of ${named.join(' and ')}` : 'the builds',
    fieldsOf: build => {
      const fields: IdentityField[] = []
      if (repoName !== undefined) {
        const answered = build.repo_info?.name
        fields.push({ label: 'repository', asked: repoName, answered, same: ignoringCase })
      }
      if (repoId !== undefined) {
        fields.push({ label: 'repository ID', asked: repoId, answered: build.repo_info?.repo_id })
      }
      return fields
    }
  }
}

/** The answer of list builds: a page of the artifacts built, with their flow and repository. */
const answers = answerSchemas((z, { RepoInfoSchema, each, num, text }) => {
  const BuildSchema = z.looseObject({
    created_at: num,
    ...each(text, 'fingerprint', 'flow_name', 'trail_name'),
    repo_info: z.nullish(RepoInfoSchema)
  })

  /** A page of builds: its paging fields stand beside the list, not in a `pagination`. */
  const BuildPageSchema = z.looseObject({
    ...each(num, 'page', 'per_page', 'total_pages', 'total_count'),
    builds: z.array(BuildSchema)
  })
  return { BuildPageSchema, BuildSchema }
})

export type Build = Zod.infer<Answers['BuildSchema']>
type Answers = Awaited<ReturnType<typeof answers>>
