/**
 * list-actions: the org's notification actions, with the names of those currently failing
 * to notify in `failing`, so a scheduled job can alert on them.
 */
import type { InputSource } from '../../inputs/source.js'
import { escapeText } from '../../summary/markdown.js'
import { stateMark } from '../../summary/states.js'
import { shortTime } from '../../summary/timestamps.js'
import { listActions } from '../../service/actions.js'
import type { ComplianceAction } from '../../service/answers/actions.js'
import { listResult, type ListView } from '../../lists/list-outputs.js'
import { skippedWithoutToken } from '../../action/skip.js'
import type { Command, CommandContext, CommandResult } from '../../action/command.js'

export type ListActionsInputs = Record<string, never>

function parseInputs(_source: InputSource): ListActionsInputs {
  return {}
}

async function run(_inputs: ListActionsInputs, context: CommandContext): Promise<CommandResult> {
  const service = context.service
  if (!service) return skippedWithoutToken(context.log, 'the actions were not listed')
  const actions = await listActions(service, context.common.org)
  const failing = actions.filter(action => action.is_failing === true).map(action => action.name)
  if (failing.length > 0) {
    context.log.warning(`Actions failing to notify: ${failing.join(', ')}.`)
  }
  const view: ListView<ComplianceAction> = {
    title: `Notification actions in ${escapeText(context.common.org)}`,
    headingNote: failing.length > 0 ? `${failing.length} failing` : undefined,
    facts: [
      [
        'Failing',
        failing.length > 0
          ? stateMark('failing', escapeText(failing.join(', ')))
          : stateMark('passing', 'none')
      ]
    ],
    columns: ['Action', 'Type', 'Triggers', 'State', 'Last success', 'Last failure'],
    emptyNote: 'The org has no actions.',
    stateOf: action =>
      action.is_failing === true ? 'failing' : action.is_failing === false ? 'passing' : undefined,
    row: action => [
      escapeText(action.name),
      escapeText(action.type),
      escapeText((action.triggers ?? []).join(', ')),
      action.is_failing === true
        ? stateMark('failing')
        : action.is_failing === false
          ? stateMark('passing', 'ok')
          : '—',
      escapeText(shortTime(action.last_success_timestamp)),
      escapeText(shortTime(action.last_failure_timestamp))
    ]
  }
  return listResult(
    {
      command: 'list-actions',
      // The answer is the whole list, not a page of it.
      listing: { items: actions, total: actions.length },
      view,
      outputs: { failing: JSON.stringify(failing) }
    },
    context.log
  )
}

export const command: Command<ListActionsInputs> = { parseInputs, run }
