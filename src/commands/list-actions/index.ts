/**
 * list-actions: the org's notification actions, with the names of those currently failing
 * to notify in `failing`, so a scheduled job can alert on them.
 */
import { escapeText } from '../../summary/markdown.js'
import { stateMark } from '../../summary/states.js'
import { shortTime } from '../../summary/timestamps.js'
import { listActions } from '../../service/actions.js'
import type { ComplianceAction } from '../../service/actions.js'
import type { ListView } from '../../lists/list-outputs.js'
import { orgListCommand } from '../../lists/org-list.js'

export const command = orgListCommand<ComplianceAction>({
  command: 'list-actions',
  what: 'the actions',
  read: listActions,
  report: (actions, { common, log }) => {
    const failing = actions.filter(action => action.is_failing === true).map(action => action.name)
    if (failing.length > 0) log.warning(`Actions failing to notify: ${failing.join(', ')}.`)
    const view: ListView<ComplianceAction> = {
      title: `Notification actions in ${escapeText(common.org)}`,
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
        action.is_failing === true
          ? 'failing'
          : action.is_failing === false
            ? 'passing'
            : undefined,
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
    return { view, outputs: { failing: JSON.stringify(failing) } }
  }
})
