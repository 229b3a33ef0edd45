/**
 * list-attestation-types: the org's custom attestation types (the vendor CLI's `list
 * attestation-types`), each with its description and latest version, so a workflow can check a
 * type exists before it attests with attest-custom. The service answers the whole list.
 */
import { escapeText } from '../../summary/markdown.js'
import { listCustomAttestationTypes } from '../../service/custom-attestation-types.js'
import type { CustomAttestationType } from '../../service/custom-attestation-types.js'
import { orgListCommand } from '../../lists/org-list.js'

/** The latest version's number: the highest listed, else how many versions there are. */
function latestVersion(type: CustomAttestationType): string {
  const versions = type.versions ?? []
  const numbers = versions.map(version => version.version).filter(n => typeof n === 'number')
  if (numbers.length > 0) return String(Math.max(...numbers))
  return versions.length > 0 ? String(versions.length) : '—'
}

export const command = orgListCommand<CustomAttestationType>({
  command: 'list-attestation-types',
  what: 'the attestation types',
  read: listCustomAttestationTypes,
  report: (_items, { common }) => ({
    view: {
      title: `Custom attestation types in ${escapeText(common.org)}`,
      columns: ['Type', 'Description', 'Latest version', 'Archived'],
      emptyNote:
        'The org has no custom attestation types (create one with create-attestation-type).',
      row: type => [
        escapeText(type.name),
        escapeText(type.description ?? ''),
        latestVersion(type),
        type.archived === true ? 'yes' : type.archived === false ? 'no' : '—'
      ]
    }
  })
})
