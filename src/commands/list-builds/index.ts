/**
 * list-builds: the artifacts reported in a time window (28 days back from end-ts by
 * default), newest first, optionally of one repository; for reports and audits.
 */
import { readPaging, type PagingInputs } from '../../lists/paging-inputs.js'
import { readQueryValue } from './query.js'
import type { InputSource } from '../../inputs/source.js'
import { checkTimeWindow, readTimestamp } from '../../inputs/time-window.js'
import { code, escapeText, link, shortFingerprint } from '../../summary/markdown.js'
import { stateMark, complianceState, type ComplianceState } from '../../summary/states.js'
import { readableTime, shortTime } from '../../summary/timestamps.js'
import { isRecord } from '../../http/request-error.js'
import { listBuilds } from '../../service/builds.js'
import type { Build } from '../../service/builds.js'
import { collectListing, ListCollector, type ListView } from '../../lists/list-outputs.js'
import { streamPages } from '../../lists/paging.js'
import { skippedWithoutToken } from '../../action/skip.js'
import type { Command, CommandContext, CommandResult } from '../../action/command.js'

export interface ListBuildsInputs {
  paging: PagingInputs
  repoId?: string
  repoName?: string
  startTs?: number
  endTs?: number
}

/** The service's default window: the 28 days before end-ts. */
export const DEFAULT_BUILDS_WINDOW_SECONDS = 28 * 24 * 3600

/** The interface's limits for List builds: per_page 0 to 50 (its default, 15, is declared). */
const BUILD_PAGE_LIMITS = { minPerPage: 0, maxPerPage: 50 }

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
  // The window is resolved here, as the service would (end defaults to now, start to 28 days
  // before the end), and sent: every page then covers the same window, and the summary can
  // show the real dates.
  const endTs = inputs.endTs ?? Date.now() / 1000
  const startTs = inputs.startTs ?? endTs - DEFAULT_BUILDS_WINDOW_SECONDS
  const collector = new ListCollector<Build>('list-builds', buildState)
  // The Compliance column is shown when any build, not only a summarised one, has a state.
  let withCompliance = false
  const listing = await collectListing(collector, add =>
    streamPages(
      ({ page, perPage }) =>
        listBuilds(service, {
          org,
          page,
          perPage,
          repoId: inputs.repoId,
          repoName: inputs.repoName,
          startTs,
          endTs
        }),
      inputs.paging,
      items => {
        withCompliance ||= items.some(build => buildState(build) !== undefined)
        return add(items)
      }
    )
  )
  const view: ListView<Build> = {
    title: `Builds in ${escapeText(org)}`,
    facts: [
      ['Repository', inputs.repoName ? escapeText(inputs.repoName) : undefined],
      ['Repository ID', inputs.repoId ? escapeText(inputs.repoId) : undefined],
      ['From', windowBound(startTs, inputs.startTs === undefined, '28 days before the end')],
      ['To', windowBound(endTs, inputs.endTs === undefined, 'when listed')],
      ['Pages fetched', String(listing.pagesFetched)]
    ],
    columns: [
      'Created',
      'Flow',
      'Trail',
      'Repository',
      'Fingerprint',
      ...(withCompliance ? ['Compliance'] : [])
    ],
    emptyNote: 'No builds in this window.',
    stateOf: buildState,
    row: build => {
      const state = buildState(build)
      return [
        escapeText(shortTime(build.created_at)),
        escapeText(build.flow_name),
        escapeText(build.trail_name),
        escapeText(build.repo_info?.name),
        linkedFingerprint(build),
        ...(withCompliance ? [state ? stateMark(state) : '—'] : [])
      ]
    }
  }
  return collector.finish(view, listing.total, context.log)
}

/** `2026-10-26 11:33:05 UTC (28 days before the end)` when the bound was defaulted. */
function windowBound(seconds: number, defaulted: boolean, meaning: string): string {
  const time = readableTime(seconds) ?? String(seconds)
  return defaulted ? `${time} (${meaning})` : time
}

/**
 * A build's compliance, when the service sends it. The published build item has no such
 * field; a build carrying the trail's fields (is_compliant, compliance_state or
 * compliance_status) gets the Compliance column.
 */
function buildState(build: Build): ComplianceState | undefined {
  const nested = isRecord(build.compliance_status) ? build.compliance_status : undefined
  const status = [build.compliance_state, nested?.status].find(
    (value): value is string => typeof value === 'string' && value !== ''
  )
  const flag = [build.is_compliant, nested?.is_compliant].find(
    (value): value is boolean => typeof value === 'boolean'
  )
  if (status === undefined && flag === undefined) return undefined
  return complianceState(status, flag)
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

export const command: Command<ListBuildsInputs> = { parseInputs, run }
