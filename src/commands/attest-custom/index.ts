/**
 * attest-custom: records evidence of a custom attestation type, whose data (a JSON file) the
 * service evaluates against the type's rules. The file must hold valid JSON before anything
 * is sent.
 */
import * as attestations from '../../evidence/attestation.js'
import { InputError, quote } from '../../inputs/errors.js'
import { readJsonFile, type JsonFile } from '../../inputs/json-file.js'
import { requireValue } from '../../inputs/parse.js'
import type { InputSource } from '../../inputs/source.js'
import { code, escapeText } from '../../summary/markdown.js'
import type { CustomAttestationBody } from '../../service/attestations.js'
import type { Command, CommandContext, CommandResult } from '../../action/command.js'

export interface AttestCustomInputs {
  attestation: attestations.AttestationInputs
  typeName: string
  data: JsonFile
}

const TYPE_NAME_FORM =
  'the name of a custom attestation type of the org: letters, digits, "-", "_" or "."'
const TYPE_NAME_PATTERN = /^[a-zA-Z0-9][a-zA-Z0-9\-_.]*$/
const DATA_FORM = 'the path of a JSON file holding the object (or array) the custom type evaluates'

function parseInputs(source: InputSource): AttestCustomInputs {
  const typeName = requireValue(source, 'type-name', TYPE_NAME_FORM)
  if (!TYPE_NAME_PATTERN.test(typeName)) {
    throw new InputError(
      'type-name',
      `has ${quote(typeName)}, which is not a valid type name`,
      TYPE_NAME_FORM
    )
  }
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
  return { attestation: attestations.readAttestationInputs(source), typeName, data }
}

async function run(inputs: AttestCustomInputs, context: CommandContext): Promise<CommandResult> {
  const { attestation, typeName } = inputs
  const resolved = await attestations.resolveAttestation(attestation, context)
  const body: CustomAttestationBody = {
    ...resolved.base,
    type_name: typeName,
    // The object, not its text: see CustomAttestationBody.
    attestation_data: inputs.data.value
  }
  return attestations.recordAttestation(
    attestation,
    resolved,
    { type: 'custom', body, detail: `type ${typeName}` },
    [
      ['Type', escapeText(typeName)],
      ['Data', code(inputs.data.path)]
    ],
    context
  )
}

export const command: Command<AttestCustomInputs> = { parseInputs, run }
