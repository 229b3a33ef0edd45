/**
 * list-builds: the artifacts reported in a time window (28 days back from end-ts by
 * default), newest first, optionally of one repository; for reports and audits.
 */
import { readPaging, type PagingInputs } from '../inputs/paging.js'
import { readQueryValue } from '../inputs/query.js'
import type { InputSource } from '../inputs/source.js'
import { checkTimeWindow, readTimestamp } from '../inputs/time.js'
import { code, escapeText, link, shortFingerprint } from '../report/markdown.js'
import { isoTime, shortTime } from '../report/time.js'
import { isRecord } from '../service/errors.js'
import { listBuilds } from '../service/reads.js'
import type { Build } from '../service/schemas.js'
import { listResult } from './list-result.js'
import { collectPages } from './paging.js'
import { skippedWithoutToken } from './skip.js'
import type { Command, CommandContext, CommandResult } from './types.js'

export interface ListBuildsInputs {
  paging: PagingInputs
  repoId?: string
  repoName?: string
  startTs?: number
  endTs?: number
}

/** The interface's limits for List builds: per_page 0 to 50, default 15. */
export const BUILD_PAGE_LIMITS = { minPerPage: 0, maxPerPage: 50, defaultPerPage: 15 }

function parseInputs(source: InputSource): ListBuildsInputs {
  const paging = readPaging(source, BUILD_PAGE_LIMITS)
  const repoId = readQueryValue(
    source,
    'repo-id',
    'the repository ID the service knows, for example 718204331'
  )
  const repoName = readQueryValue(source, 'repo-name', 'a repository name such as acme/web-app')
  const window = checkTimeWindow(
    { name: 'start-ts', value: readTimestamp(source, 'start-ts', false) },
    { name: 'end-ts', value: readTimestamp(source, 'end-ts', false) }
  )
  return { paging, repoId, repoName, startTs: window.from, endTs: window.to }
}

async function run(inputs: ListBuildsInputs, context: CommandContext): Promise<CommandResult> {
  const service = context.service
  if (!service) return skippedWithoutToken(context.log, 'the builds were not listed')
  const { org } = context.common
  const listing = await collectPages(
    ({ page, perPage }) =>
      listBuilds(service, {
        org,
        page,
        perPage,
        repoId: inputs.repoId,
        repoName: inputs.repoName,
        startTs: inputs.startTs,
        endTs: inputs.endTs
      }),
    inputs.paging
  )
  return listResult<Build>(
    {
      command: 'list-builds',
      items: listing.items,
      total: listing.total,
      summary: {
        title: `Builds in ${escapeText(org)}`,
        facts: [
          ['Repository', inputs.repoName ? escapeText(inputs.repoName) : undefined],
          ['Repository ID', inputs.repoId ? escapeText(inputs.repoId) : undefined],
          [
            'From',
            inputs.startTs !== undefined
              ? escapeText(isoTime(inputs.startTs))
              : '28 days before the end'
          ],
          ['To', inputs.endTs !== undefined ? escapeText(isoTime(inputs.endTs)) : 'now'],
          ['Pages fetched', String(listing.pagesFetched)]
        ],
        columns: ['Created', 'Flow', 'Trail', 'Repository', 'Fingerprint'],
        emptyNote: 'No builds in this window.'
      },
      row: build => [
        escapeText(shortTime(build.created_at)),
        escapeText(build.flow_name),
        escapeText(build.trail_name),
        escapeText(build.repo_info?.name),
        linkedFingerprint(build)
      ]
    },
    context.log
  )
}

/** The short fingerprint, linked to the artifact when the service gave a link. */
function linkedFingerprint(build: Build): string {
  const href = artifactHref(build)
  return href
    ? link(shortFingerprint(build.fingerprint), href)
    : code(shortFingerprint(build.fingerprint))
}

/** `_links.artifact.href`, which the service sends but the interface leaves open. */
function artifactHref(build: Build): string | undefined {
  const artifact = isRecord(build._links) ? build._links.artifact : undefined
  const href = isRecord(artifact) ? artifact.href : undefined
  return typeof href === 'string' ? href : undefined
}

export const listBuildsCommand: Command<ListBuildsInputs> = { parseInputs, run }
