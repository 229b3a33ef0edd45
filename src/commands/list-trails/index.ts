/**
 * list-trails: the trails of a flow, newest first, with each trail's compliance state.
 * Without paging inputs it asks for the unpaged list (every trail in one answer). With
 * fingerprint or flow-tag it asks the org-wide listing instead (`GET /trails/{org}`), which
 * the service always pages; flow then narrows it to one flow.
 */
import { readPaging, type PagingInputs } from '../../lists/paging-inputs.js'
import { InputError, quote } from '../../inputs/input-error.js'
import { readFingerprint, readName } from '../../inputs/parse.js'
import type { InputSource } from '../../inputs/source.js'
import { stateMark, complianceState } from '../../summary/states.js'
import { code, escapeText, link } from '../../summary/markdown.js'
import { shortTime } from '../../summary/timestamps.js'
import { listOrgTrails, listTrails } from '../../service/trails.js'
import type { Trail } from '../../service/trails.js'
import { collectListing, ListCollector, type ListView } from '../../lists/list-outputs.js'
import { streamPages } from '../../lists/paging.js'
import { skippedWithoutToken } from '../../action/skip.js'
import type { Command, CommandContext, CommandResult } from '../../action/command.js'

export type ListTrailsInputs =
  | { flow: string; paging: PagingInputs; across?: undefined }
  | { flow?: string; paging: PagingInputs; across: OrgFilters }

/** What the org-wide listing is filtered by: at least one of the two. */
interface OrgFilters {
  fingerprint?: string
  flowTag?: string
}

/** The published form of a flow tag (key=value), its key as tags are set. */
const FLOW_TAG = /^[a-zA-Z0-9][a-zA-Z0-9\-_.~]*=.*$/
const FLOW_TAG_FORM =
  'key=value, the key of letters, digits, ".", "-", "_" or "~" starting with a letter or digit'

/**
 * The interface gives no page-size limits for List trails; 100 is this action's bound.
 * No default: without paging inputs nothing is sent and the whole list comes back.
 */
const TRAIL_PAGE_LIMITS = { minPerPage: 1, maxPerPage: 100 }
/** The page size used for all-pages when per-page is unset (the service's own default). */
const ALL_PAGES_PER_PAGE = 20

function parseInputs(source: InputSource): ListTrailsInputs {
  const fingerprint = readFingerprint(source, 'fingerprint')
  const flowTag = source('flow-tag')?.trim()
  if (flowTag !== undefined && !FLOW_TAG.test(flowTag)) {
    throw new InputError('flow-tag', `has ${quote(flowTag)}, which is not key=value`, FLOW_TAG_FORM)
  }
  const read = readPaging(source, TRAIL_PAGE_LIMITS)
  const paging =
    read.allPages && read.perPage === undefined ? { ...read, perPage: ALL_PAGES_PER_PAGE } : read
  if (fingerprint === undefined && flowTag === undefined) {
    return { flow: readName(source, 'flow', true), paging }
  }
  const flow = readName(source, 'flow')
  return { flow, paging, across: { fingerprint, flowTag } }
}

async function run(inputs: ListTrailsInputs, context: CommandContext): Promise<CommandResult> {
  const service = context.service
  if (!service) return skippedWithoutToken(context.log, 'the trails were not listed')
  const { org } = context.common
  const { paging, flow, across } = inputs
  const paged = across !== undefined || paging.page !== undefined || paging.perPage !== undefined
  const collector = new ListCollector<Trail>('list-trails', stateOf)
  const listing = await collectListing(collector, add =>
    streamPages(
      ({ page, perPage }) =>
        across
          ? listOrgTrails(service, { org, page, perPage, flow, ...across })
          : listTrails(service, { org, flow, page, perPage, paged }),
      paging,
      add
    )
  )
  const columns = ['Trail', 'Created', 'Compliance', 'Created by', 'Description']
  const view: ListView<Trail> = {
    title: across ? `Trails in ${escapeText(org)}` : `Trails of flow ${escapeText(flow)}`,
    facts: [
      ['Flow', across && flow ? escapeText(flow) : undefined],
      ['Artifact', across?.fingerprint ? code(across.fingerprint) : undefined],
      ['Flow tag', across?.flowTag ? code(across.flowTag) : undefined],
      ['Pages fetched', paged ? String(listing.pagesFetched) : undefined]
    ],
    columns: across ? ['Flow', ...columns] : columns,
    emptyNote: across ? 'No trail matches.' : 'The flow has no trails yet.',
    stateOf: stateOf,
    row: trail => [
      ...(across ? [escapeText(trail.flow?.name)] : []),
      link(trail.name, trail.html_url),
      escapeText(shortTime(trail.created_at)),
      stateMark(stateOf(trail)),
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
