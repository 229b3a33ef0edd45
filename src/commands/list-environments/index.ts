/**
 * list-environments: `GET /environments/{org}`, every environment in one answer, each with
 * its type, attached policies and when it last reported. An answer holding an environment of
 * another org is refused (src/service/environments.ts).
 */
import type { InputSource } from '../../inputs/source.js'
import { code, escapeText, link } from '../../summary/markdown.js'
import { shortTime } from '../../summary/timestamps.js'
import { listEnvironments } from '../../service/environments.js'
import type { Environment } from '../../service/answers/environments.js'
import { listResult, type ListView } from '../../lists/list-outputs.js'
import { skippedWithoutToken } from '../../action/skip.js'
import type { Command, CommandContext, CommandResult } from '../../action/command.js'

export type ListEnvironmentsInputs = Record<string, never>

function parseInputs(_source: InputSource): ListEnvironmentsInputs {
  return {}
}

async function run(
  _inputs: ListEnvironmentsInputs,
  context: CommandContext
): Promise<CommandResult> {
  const service = context.service
  if (!service) return skippedWithoutToken(context.log, 'the environments were not listed')
  const environments = await listEnvironments(service, context.common.org)
  const view: ListView<Environment> = {
    title: `Environments in ${escapeText(context.common.org)}`,
    columns: ['Environment', 'Type', 'Policies', 'Last reported', 'Description'],
    emptyNote: 'The org has no environments: create one with create-environment.',
    row: env => [
      link(env.name, typeof env.html_url === 'string' ? env.html_url : undefined),
      escapeText(env.type),
      (env.policies ?? []).map(name => code(name)).join(', ') || 'none',
      escapeText(shortTime(env.last_reported_at)),
      escapeText(env.description)
    ]
  }
  return listResult(
    {
      command: 'list-environments',
      listing: { items: environments, total: environments.length },
      view
    },
    context.log
  )
}

export const command: Command<ListEnvironmentsInputs> = { parseInputs, run }
