/**
 * list-policies: `GET /policies/{org}`, every environment policy in one answer, each with its
 * latest version and the environments it is attached to (its YAML is in `result`).
 */
import type { InputSource } from '../../inputs/source.js'
import { code, escapeText } from '../../summary/markdown.js'
import { shortTime } from '../../summary/timestamps.js'
import { listPolicies } from '../../service/policies.js'
import type { Policy } from '../../service/answers/policies.js'
import { listResult, type ListView } from '../../lists/list-outputs.js'
import { skippedWithoutToken } from '../../action/skip.js'
import type { Command, CommandContext, CommandResult } from '../../action/command.js'

export type ListPoliciesInputs = Record<string, never>

function parseInputs(_source: InputSource): ListPoliciesInputs {
  return {}
}

function latestVersion(policy: Policy): number | undefined {
  const versions = (policy.versions ?? []).map(version => version.version)
  const known = versions.filter((version): version is number => typeof version === 'number')
  return known.length > 0 ? Math.max(...known) : undefined
}

async function run(_inputs: ListPoliciesInputs, context: CommandContext): Promise<CommandResult> {
  const service = context.service
  if (!service) return skippedWithoutToken(context.log, 'the policies were not listed')
  const policies = await listPolicies(service, context.common.org)
  const view: ListView<Policy> = {
    title: `Environment policies in ${escapeText(context.common.org)}`,
    columns: ['Policy', 'Latest version', 'Used by', 'Last modified', 'Description'],
    emptyNote: 'The org has no environment policies: create one with create-policy.',
    row: policy => [
      escapeText(policy.name),
      String(latestVersion(policy) ?? '—'),
      (policy.consuming_envs ?? []).map(name => code(name)).join(', ') || 'none',
      escapeText(shortTime(policy.last_modified_at ?? policy.created_at)),
      escapeText(policy.description)
    ]
  }
  return listResult(
    { command: 'list-policies', listing: { items: policies, total: policies.length }, view },
    context.log
  )
}

export const command: Command<ListPoliciesInputs> = { parseInputs, run }
