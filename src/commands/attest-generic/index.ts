/**
 * attest-generic: records that something was checked, compliant or not (`compliant` is
 * required: evidence never defaults to passing), about the trail or one of its artifacts.
 */
import * as attestations from '../../evidence/attestation.js'
import { readBoolean, requireValue } from '../../inputs/parse.js'
import type { InputSource } from '../../inputs/source.js'
import { complianceMark } from '../../summary/compliance.js'
import { escapeText } from '../../summary/markdown.js'
import type { GenericAttestationBody } from '../../service/attestations.js'
import type { Command, CommandContext, CommandResult } from '../../action/command.js'

export interface AttestGenericInputs {
  attestation: attestations.AttestationInputs
  compliant: boolean
}

function parseInputs(source: InputSource): AttestGenericInputs {
  requireValue(source, 'compliant', '"true" (the check passed) or "false" (it did not)')
  return {
    attestation: attestations.readAttestationInputs(source),
    compliant: readBoolean(source, 'compliant', false)
  }
}

async function run(inputs: AttestGenericInputs, context: CommandContext): Promise<CommandResult> {
  const { attestation, compliant } = inputs
  const resolved = await attestations.resolveAttestation(attestation, context)
  const body: GenericAttestationBody = { ...resolved.base, is_compliant: compliant }
  const targets = body.target_artifacts?.join(', ')
  const detail = compliant ? 'compliant' : 'not compliant'
  return attestations.recordAttestation(
    attestation,
    resolved,
    { type: 'generic', body, detail },
    [
      ['Status', complianceMark(compliant ? 'compliant' : 'non-compliant')],
      ['Target artifacts', targets ? escapeText(targets) : undefined]
    ],
    context
  )
}

export const command: Command<AttestGenericInputs> = { parseInputs, run }
