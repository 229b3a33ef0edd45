/**
 * list-attestations: the attestations of a flow, newest first, optionally within a time
 * window; for audits of what evidence was recorded, by whom, and whether it passed.
 */
import { readPaging, type PagingInputs } from '../../lists/paging-inputs.js'
import { readName } from '../../inputs/parse.js'
import type { InputSource } from '../../inputs/source.js'
import { checkTimeWindow, readTimestamp } from '../../inputs/time-window.js'
import { stateMark, complianceState } from '../../summary/states.js'
import { escapeText, link, type FactRow } from '../../summary/markdown.js'
import { readableTime, shortTime } from '../../summary/timestamps.js'
import { listAttestations } from '../../service/attestations.js'
import type { Attestation } from '../../service/attestations.js'
import { collectListing, ListCollector, type ListView } from '../../lists/list-outputs.js'
import { streamPages } from '../../lists/paging.js'
import { skippedWithoutToken } from '../../action/skip.js'
import type { Command, CommandContext, CommandResult } from '../../action/command.js'

export interface ListAttestationsInputs {
  flow: string
  paging: PagingInputs
  fromTimestamp?: number
  toTimestamp?: number
}

/**
 * The service's per_page has no stated maximum; 100 is this action's bound. Its default, the
 * service's 20, is declared.
 */
const ATTESTATION_PAGE_LIMITS = { minPerPage: 1, maxPerPage: 100 }

function parseInputs(source: InputSource): ListAttestationsInputs {
  const flow = readName(source, 'flow', true)
  const paging = readPaging(source, ATTESTATION_PAGE_LIMITS)
  // The service takes whole seconds here (from_timestamp and to_timestamp are integers).
  const window = checkTimeWindow(
    { name: 'from-ts', value: readTimestamp(source, 'from-ts', true) },
    { name: 'to-ts', value: readTimestamp(source, 'to-ts', true) }
  )
  return { flow, paging, fromTimestamp: window.from, toTimestamp: window.to }
}

async function run(
  inputs: ListAttestationsInputs,
  context: CommandContext
): Promise<CommandResult> {
  const service = context.service
  if (!service) return skippedWithoutToken(context.log, 'the attestations were not listed')
  const { org } = context.common
  const { flow, fromTimestamp, toTimestamp } = inputs
  const collector = new ListCollector<Attestation>('list-attestations', stateOf)
  const listing = await collectListing(collector, add =>
    streamPages(
      ({ page, perPage }) =>
        listAttestations(service, { org, flow, page, perPage, fromTimestamp, toTimestamp }),
      inputs.paging,
      add
    )
  )
  const window: FactRow[] = [
    ['From', fromTimestamp !== undefined ? readableTime(fromTimestamp) : undefined],
    ['To', toTimestamp !== undefined ? readableTime(toTimestamp) : undefined]
  ]
  const view: ListView<Attestation> = {
    title: `Attestations of flow ${escapeText(flow)}`,
    facts: [...window, ['Pages fetched', String(listing.pagesFetched)]],
    columns: ['Created', 'Attestation', 'Type', 'Trail', 'Status', 'Reported by'],
    emptyNote: 'No attestations match.',
    stateOf: stateOf,
    row: attestation => [
      escapeText(shortTime(attestation.created_at)),
      link(attestation.attestation_name ?? 'unnamed', attestation.html_url),
      escapeText(attestation.attestation_type),
      escapeText(textField(attestation, 'trail_name')),
      stateMark(stateOf(attestation)),
      escapeText(attestation.reported_by)
    ]
  }
  return collector.finish(view, listing.total, context.log)
}

function stateOf(attestation: Attestation) {
  return complianceState(undefined, attestation.is_compliant)
}

/** A field the interface does not list but the service may send (trail_name). */
function textField(attestation: Attestation, name: string): string | undefined {
  const value: unknown = attestation[name]
  return typeof value === 'string' ? value : undefined
}

export const command: Command<ListAttestationsInputs> = { parseInputs, run }
