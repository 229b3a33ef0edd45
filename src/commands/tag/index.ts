/**
 * tag: sets and removes tags of a flow or an environment with one
 * `PATCH /tags/{org}/{resource_type}/{resource}`, as the vendor CLI's `kosli tag` does. Tags
 * not named are left as they are, so re-running the step changes nothing more.
 */
import { renderWriteSummary, sendOrPrint, writeOutputs } from '../../writes/send-or-print.js'
import { InputError, quote } from '../../inputs/input-error.js'
import { readName, requireValue } from '../../inputs/parse.js'
import type { InputSource } from '../../inputs/source.js'
import { code, escapeText } from '../../summary/markdown.js'
import { tagRequest, type TaggedResource } from '../../service/endpoints.js'
import type { Command, CommandContext, CommandResult } from '../../action/command.js'
import { readTagChanges, type TagChanges } from './tags.js'

export interface TagInputs {
  type: TaggedResource
  resource: string
  changes: TagChanges
}

const TYPE_FORM = 'flow or environment'
/**
 * The vendor CLI's spellings of the types tagged here: env, and the plurals. The service's
 * path is sent as it spells them, flow and environment.
 */
const TYPES: Readonly<Record<string, TaggedResource>> = {
  flow: 'flow',
  flows: 'flow',
  environment: 'environment',
  environments: 'environment',
  env: 'environment'
}

/** Types the CLI tags that this step does not: said as such, not as a misspelling. */
const NOT_HERE = ['control', 'controls', 'repo', 'repos']

function parseInputs(source: InputSource): TagInputs {
  const given = requireValue(source, 'resource-type', TYPE_FORM)
  const type = TYPES[given.toLowerCase()]
  if (!type) {
    const problem = NOT_HERE.includes(given.toLowerCase())
      ? `has ${quote(given)}, which the vendor CLI's kosli tag tags but this step does not`
      : `has ${quote(given)}, which cannot be tagged here`
    throw new InputError('resource-type', problem, TYPE_FORM)
  }
  return { type, resource: readName(source, 'resource', true), changes: readTagChanges(source) }
}

async function run(inputs: TagInputs, context: CommandContext): Promise<CommandResult> {
  const { type, resource, changes } = inputs
  const request = tagRequest(context.common.org, type, resource, {
    set_tags: changes.set,
    remove_tags: changes.unset
  })
  const outcome = await sendOrPrint(request, context)
  const setKeys = Object.keys(changes.set)
  if (outcome.sent) {
    const done = [
      setKeys.length > 0 ? `set ${setKeys.join(', ')}` : '',
      changes.unset.length > 0 ? `removed ${changes.unset.join(', ')}` : ''
    ].filter(Boolean)
    context.log.info(`Tags of ${type} "${resource}": ${done.join('; ')}.`)
  }
  const summary = renderWriteSummary(outcome, {
    recorded: `Tags of ${type} ${resource} updated`,
    rows: [
      ['Resource', `${escapeText(type)} ${code(resource)}`],
      [
        'Set',
        setKeys.length > 0
          ? setKeys.map(key => code(`${key}=${changes.set[key] ?? ''}`)).join(', ')
          : undefined
      ],
      [
        'Removed',
        changes.unset.length > 0 ? changes.unset.map(key => code(key)).join(', ') : undefined
      ]
    ]
  })
  return { outcome: outcome.sent ? 'ok' : 'skipped', outputs: writeOutputs(outcome), summary }
}

export const command: Command<TagInputs> = { parseInputs, run }
