/**
 * tag: sets and removes tags of a flow, an environment, a control or a repository with one
 * `PATCH /tags/{org}/{resource_type}/{resource}`, as the vendor CLI's `kosli tag` does. Tags
 * not named are left as they are, so re-running the step changes nothing more. A repository
 * given by name is first looked up for its internal id, the one the tags path takes.
 */
import { renderWriteSummary, sendOrPrint, writeOutputs } from '../../writes/send-or-print.js'
import type { InputSource } from '../../inputs/source.js'
import { code, escapeText } from '../../summary/markdown.js'
import { findRepoId } from '../../service/repos.js'
import { tagRequest } from '../../service/tags.js'
import { explainNotFound } from '../../service/explanations.js'
import { explainNotRecorded } from '../../service/identity.js'
import type { Command, CommandContext, CommandResult } from '../../action/command.js'
import { readTagChanges, type TagChanges } from './tags.js'
import { readTagTarget, type TagTarget } from './target.js'

export interface TagInputs {
  target: TagTarget
  changes: TagChanges
}

function parseInputs(source: InputSource): TagInputs {
  return { target: readTagTarget(source), changes: readTagChanges(source) }
}

/**
 * A repository's internal id, the one the tags path names it by: repo-id as given, or the
 * lookup of its name. In a dry run without a token nothing is read, so it is unknown and the
 * name stands in for it in the printed PATCH, as in the CLI's dry run.
 */
async function repositoryId(
  target: Extract<TagTarget, { type: 'repo' }>,
  context: CommandContext
): Promise<string | undefined> {
  if (target.byId) return target.resource
  const { org } = context.common
  const repository = `Repository ${JSON.stringify(target.resource)}${target.provider ? ` of ${target.provider}` : ''}`
  if (!context.service) {
    context.log.info(
      `${repository} is not looked up in a dry run without a token: the PATCH names it by its name, where a run names it by its id.`
    )
    return undefined
  }
  const lookup = findRepoId(context.service, {
    org,
    name: target.resource,
    provider: target.provider
  })
  // A 404 about another thing (the org) or for a route the service lacks keeps its own cause,
  // which the shared explanation names; only a missing repository gets this advice.
  const found = explainNotFound(lookup, {
    about: ['repo'],
    missing: `${repository} is not known to the service in org ${JSON.stringify(org)}`,
    advice:
      'nothing was tagged; check the name as the service records it, give provider when repositories of several providers share it, or give repo-id'
  })
  const id = await explainNotRecorded(
    found,
    answered => `${repository} was looked up, but ${answered}; nothing was tagged.`
  )
  context.log.info(`${repository} has the id ${JSON.stringify(id)}.`)
  return id
}

async function run(inputs: TagInputs, context: CommandContext): Promise<CommandResult> {
  const { target, changes } = inputs
  const { type, resource } = target
  const repoId = target.type === 'repo' ? await repositoryId(target, context) : undefined
  const id = repoId ?? resource
  const request = tagRequest(context.common.org, type, id, {
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
      ['Repository id', repoId !== undefined && repoId !== resource ? code(repoId) : undefined],
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
  return {
    outcome: outcome.sent ? 'ok' : 'skipped',
    outputs: { ...writeOutputs(outcome), ...(repoId === undefined ? {} : { 'repo-id': repoId }) },
    summary
  }
}

export const command: Command<TagInputs> = { parseInputs, run }
