/**
 * list-attestation-types: the org's custom attestation types (the vendor CLI's `list
 * attestation-types`), each with its description and latest version, so a workflow can check a
 * type exists before it attests with attest-custom. The service answers the whole list.
 */
import type { InputSource } from '../../inputs/source.js'
import { escapeText } from '../../summary/markdown.js'
import { listCustomAttestationTypes } from '../../service/custom-attestation-types.js'
import type { CustomAttestationType } from '../../service/answers/custom-attestation-types.js'
import { listResult, type ListView } from '../../lists/list-outputs.js'
import { skippedWithoutToken } from '../../action/skip.js'
import type { Command, CommandContext, CommandResult } from '../../action/command.js'

export type ListAttestationTypesInputs = Record<string, never>

function parseInputs(_source: InputSource): ListAttestationTypesInputs {
  return {}
}

/** The latest version's number: the highest listed, else how many versions there are. */
function latestVersion(type: CustomAttestationType): string {
  const versions = type.versions ?? []
  const numbers = versions.map(version => version.version).filter(n => typeof n === 'number')
  if (numbers.length > 0) return String(Math.max(...numbers))
  return versions.length > 0 ? String(versions.length) : '—'
}

async function run(
  _inputs: ListAttestationTypesInputs,
  context: CommandContext
): Promise<CommandResult> {
  const service = context.service
  if (!service) return skippedWithoutToken(context.log, 'the attestation types were not listed')
  const types = await listCustomAttestationTypes(service, context.common.org)
  const view: ListView<CustomAttestationType> = {
    title: `Custom attestation types in ${escapeText(context.common.org)}`,
    columns: ['Type', 'Description', 'Latest version', 'Archived'],
    emptyNote: 'The org has no custom attestation types (create one with create-attestation-type).',
    row: type => [
      escapeText(type.name),
      escapeText(type.description ?? ''),
      latestVersion(type),
      type.archived === true ? 'yes' : type.archived === false ? 'no' : '—'
    ]
  }
  return listResult(
    {
      command: 'list-attestation-types',
      // The answer is the whole list, not a page of it.
      listing: { items: types, total: types.length },
      view
    },
    context.log
  )
}

export const command: Command<ListAttestationTypesInputs> = { parseInputs, run }
