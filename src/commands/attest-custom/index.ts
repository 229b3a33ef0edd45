/**
 * attest-custom: records evidence of a custom attestation type, whose data (a JSON file) the
 * service evaluates against the type's rules. The file must hold valid JSON before anything
 * is sent. It gathers nothing more: the data file is read with the inputs.
 */
import { attestationCommand, type AttestInputs } from '../../attest/pipeline.js'
import { InputError, quote } from '../../inputs/input-error.js'
import { readJsonFile, type JsonFile } from '../../inputs/json-file.js'
import type { InputSource } from '../../inputs/source.js'
import { readTypeName, TYPE_NAME_FORM } from '../../inputs/type-name.js'
import { code, escapeText } from '../../summary/markdown.js'

/** The data file, once it is known to hold an object or an array (what jq rules evaluate). */
type DataFile = JsonFile & { value: Exclude<JsonFile['value'], null | boolean | number | string> }

export type AttestCustomInputs = AttestInputs<{ typeName: string; data: DataFile }>

const TYPE_NAME_OF_ORG = `the name of a custom attestation type of the org: ${TYPE_NAME_FORM}`
const DATA_FORM = 'the path of a JSON file holding the object (or array) the custom type evaluates'

function readCustomInputs(source: InputSource): { typeName: string; data: DataFile } {
  const typeName = readTypeName(source, TYPE_NAME_OF_ORG)
  const data = readJsonFile(source, 'attestation-data', DATA_FORM)
  if (!data) throw new InputError('attestation-data', 'is empty', DATA_FORM)
  // Sent as the value itself: a bare string would read as JSON text, a number as nothing jq rules use.
  if (data.value === null || typeof data.value !== 'object') {
    throw new InputError(
      'attestation-data',
      `names ${quote(data.path)}, which holds a JSON ${data.value === null ? 'null' : typeof data.value}, not an object or array`,
      DATA_FORM
    )
  }
  return { typeName, data: { ...data, value: data.value } }
}

export const command = attestationCommand({
  type: 'custom',
  reads: { commit: true, attachments: true },
  readInputs: readCustomInputs,
  commit: 'run',
  body: (_, { typeName, data }) => ({
    type_name: typeName,
    // The object, not its text: see the custom entry of ATTESTATION_TYPES.
    attestation_data: data.value
  }),
  detail: (_, { typeName }) => `type ${typeName}`,
  summary: {
    rows: (_, { typeName, data }) => [
      ['Type', escapeText(typeName)],
      ['Data', code(data.path)]
    ]
  }
})
