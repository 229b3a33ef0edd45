/**
 * list-trails: the trails of a flow, newest first, with each trail's compliance state.
 * Without paging inputs it asks for the unpaged list (every trail in one answer).
 */
import { readPaging, type PagingInputs } from '../../lists/paging-inputs.js'
import { readName } from '../../inputs/parse.js'
import type { InputSource } from '../../inputs/source.js'
import { complianceMark, complianceState } from '../../summary/compliance.js'
import { escapeText, link } from '../../summary/markdown.js'
import { shortTime } from '../../summary/timestamps.js'
import { listTrails } from '../../service/endpoints.js'
import type { Trail } from '../../service/schemas.js'
import { collectListing, ListCollector, type ListView } from '../../lists/outputs.js'
import { streamPages } from '../../lists/paging.js'
import { skippedWithoutToken } from '../../action/skip.js'
import type { Command, CommandContext, CommandResult } from '../../action/command.js'

export interface ListTrailsInputs {
  flow: string
  paging: PagingInputs
}

/**
 * The interface gives no page-size limits for List trails; 100 is this action's bound.
 * No default: without paging inputs nothing is sent and the whole list comes back.
 */
const TRAIL_PAGE_LIMITS = { minPerPage: 1, maxPerPage: 100 }
/** The page size used for all-pages when per-page is unset (the service's own default). */
const ALL_PAGES_PER_PAGE = 20

function parseInputs(source: InputSource): ListTrailsInputs {
  const flow = readName(source, 'flow', true)
  const paging = readPaging(source, TRAIL_PAGE_LIMITS)
  if (paging.allPages && paging.perPage === undefined) {
    return { flow, paging: { ...paging, perPage: ALL_PAGES_PER_PAGE } }
  }
  return { flow, paging }
}

async function run(inputs: ListTrailsInputs, context: CommandContext): Promise<CommandResult> {
  const service = context.service
  if (!service) return skippedWithoutToken(context.log, 'the trails were not listed')
  const { org } = context.common
  const { paging, flow } = inputs
  const paged = paging.page !== undefined || paging.perPage !== undefined
  const collector = new ListCollector<Trail>('list-trails', stateOf)
  const listing = await collectListing(collector, add =>
    streamPages(
      ({ page, perPage }) => listTrails(service, { org, flow, page, perPage, paged }),
      paging,
      add
    )
  )
  const view: ListView<Trail> = {
    title: `Trails of flow ${escapeText(flow)}`,
    facts: [['Pages fetched', paged ? String(listing.pagesFetched) : undefined]],
    columns: ['Trail', 'Created', 'Compliance', 'Created by', 'Description'],
    emptyNote: 'The flow has no trails yet.',
    complianceOf: stateOf,
    row: trail => [
      link(trail.name, trail.html_url),
      escapeText(shortTime(trail.created_at)),
      complianceMark(stateOf(trail)),
      escapeText(trail.created_by),
      escapeText(trail.description)
    ]
  }
  return collector.finish(view, listing.total, context.log)
}

function stateOf(trail: Trail) {
  return complianceState(
    trail.compliance_state ?? trail.compliance_status?.status,
    trail.is_compliant ?? trail.compliance_status?.is_compliant
  )
}

export const command: Command<ListTrailsInputs> = { parseInputs, run }
