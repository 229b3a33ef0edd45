/**
 * log-environment: an environment's events (the vendor CLI's `log environment`), page by page:
 * each artifact that started, stopped or scaled there, in which snapshot, and whether it and
 * the snapshot were compliant. The service answers a bare array, so all-pages reads until a
 * page comes back short.
 */
import { readPaging, type PagingInputs } from '../../lists/paging-inputs.js'
import { readBoolean } from '../../inputs/parse.js'
import type { InputSource } from '../../inputs/source.js'
import { stateMark } from '../../summary/states.js'
import { code, escapeText, shortFingerprint } from '../../summary/markdown.js'
import { shortTime } from '../../summary/timestamps.js'
import { explainNotFound } from '../../service/explanations.js'
import { listEnvironmentEvents } from '../../service/environments.js'
import type { EnvironmentEvent } from '../../service/environments.js'
import { collectListing, ListCollector, type ListView } from '../../lists/list-outputs.js'
import { streamPages } from '../../lists/paging.js'
import { skippedWithoutToken } from '../../action/skip.js'
import type { Command, CommandContext, CommandResult } from '../../action/command.js'
import { requireEnvironmentName } from '../../inputs/environment-name.js'

export interface LogEnvironmentInputs {
  environment: string
  reverse: boolean
  paging: PagingInputs
}

/** The published bounds of per_page for the events (1..100, default 15). */
const EVENT_PAGE_LIMITS = { minPerPage: 1, maxPerPage: 100 }

function parseInputs(source: InputSource): LogEnvironmentInputs {
  return {
    environment: requireEnvironmentName(source, 'environment', 'get-snapshot'),
    reverse: readBoolean(source, 'reverse'),
    paging: readPaging(source, EVENT_PAGE_LIMITS)
  }
}

async function run(inputs: LogEnvironmentInputs, context: CommandContext): Promise<CommandResult> {
  const service = context.service
  if (!service) return skippedWithoutToken(context.log, 'the events were not listed')
  const { org } = context.common
  const { environment, reverse, paging } = inputs
  const collector = new ListCollector<EnvironmentEvent>('log-environment')
  const listing = await explainNotFound(
    collectListing(collector, add =>
      streamPages(
        ({ page, perPage }) =>
          listEnvironmentEvents(service, { org, environment, page, perPage, reverse }),
        paging,
        add
      )
    ),
    {
      about: ['environment'],
      missing: `Org "${org}" has no environment "${environment}"`,
      advice: 'check the environment input'
    }
  )
  const view: ListView<EnvironmentEvent> = {
    title: `Events of environment ${escapeText(environment)}`,
    facts: [
      ['Order', reverse ? 'oldest first' : 'newest first'],
      ['Pages fetched', String(listing.pagesFetched)]
    ],
    columns: [
      'Snapshot',
      'When',
      'Event',
      'Artifact',
      'Fingerprint',
      'Flow',
      'Artifact compliance'
    ],
    emptyNote: 'The environment has no events yet.',
    row: event => [
      event.snapshot_index == null ? '—' : `#${event.snapshot_index}`,
      escapeText(shortTime(event.reported_at)),
      escapeText(event.description ?? event.type),
      escapeText(event.artifact_name),
      code(shortFingerprint(event.sha256)),
      escapeText((event.flows ?? []).map(flow => flow.flow_name ?? '').join(', ') || '—'),
      event.artifact_compliance == null
        ? '—'
        : stateMark(event.artifact_compliance ? 'compliant' : 'non-compliant')
    ]
  }
  return collector.finish(view, listing.total, context.log)
}

export const command: Command<LogEnvironmentInputs> = { parseInputs, run }
