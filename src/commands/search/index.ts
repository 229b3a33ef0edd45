/**
 * search: the artifacts of a fingerprint or a git commit, given whole or by its first
 * characters (the vendor CLI's `search`): what the value resolved to, each artifact's flow,
 * trail and compliance, and the environments it runs in or left.
 */
import { InputError, quote } from '../../inputs/input-error.js'
import { requireValue } from '../../inputs/parse.js'
import type { InputSource } from '../../inputs/source.js'
import { explainNotFound } from '../../service/explanations.js'
import { search } from '../../service/search.js'
import { skippedWithoutToken } from '../../action/skip.js'
import type { Command, CommandContext, CommandResult } from '../../action/command.js'
import { renderSearchSummary } from './summary.js'

export interface SearchInputs {
  value: string
}

const FORM = 'a fingerprint or a commit SHA, whole or its first characters: 5 to 64 hex characters'

function parseInputs(source: InputSource): SearchInputs {
  const value = requireValue(source, 'value', FORM).trim()
  if (!/^[0-9a-fA-F]{5,64}$/.test(value)) {
    const problem = /^[0-9a-fA-F]+$/.test(value)
      ? `has ${value.length} hex characters`
      : `has ${quote(value)}, which is not hex`
    throw new InputError('value', problem, FORM)
  }
  // Fingerprints and commits are lowercase in the service.
  return { value: value.toLowerCase() }
}

async function run(inputs: SearchInputs, context: CommandContext): Promise<CommandResult> {
  const service = context.service
  if (!service) return skippedWithoutToken(context.log, 'nothing was searched')
  const { org } = context.common
  const { value } = inputs
  const found = await explainNotFound(search(service, { org, value }), {
    about: ['artifact'],
    missing: `No fingerprint or commit of org "${org}" starts with ${value}`,
    advice: 'check the value input, or give more of it'
  })
  const resolved = found.resolved_to
  const outputs = {
    'resolved-to': resolved?.type ?? '',
    'full-match': resolved?.full_match ?? '',
    count: String(found.artifacts.length),
    fingerprints: JSON.stringify(found.artifacts.map(artifact => artifact.fingerprint ?? '')),
    result: JSON.stringify(found)
  }
  context.log.info(
    `${value} resolved to ${resolved?.type ?? 'an unnamed match'}${resolved?.full_match ? ` ${resolved.full_match}` : ''}: ${found.artifacts.length} artifact${found.artifacts.length === 1 ? '' : 's'} found.`
  )
  return { outcome: 'ok', outputs, summary: renderSearchSummary(found, value) }
}

export const command: Command<SearchInputs> = { parseInputs, run }
