/**
 * attest-decision: records the outcome of evaluating a governance control (`compliant` is
 * required: a decision never defaults to passing), on the trail or one of its artifacts. It
 * posts to `.../trail/{trail}/system` with `type_name: "decision"`, the control and
 * `attestation_data: {is_compliant}`, as the reference CLI's `kosli attest decision` does;
 * that endpoint is not in the published description.
 */
import * as attestations from '../../evidence/attestation.js'
import { InputError, quote } from '../../inputs/errors.js'
import { readBoolean, requireValue } from '../../inputs/parse.js'
import type { InputSource } from '../../inputs/source.js'
import { complianceMark } from '../../summary/compliance.js'
import { code } from '../../summary/markdown.js'
import type { DecisionAttestationBody } from '../../service/attestations.js'
import type { Command, CommandContext, CommandResult } from '../../action/command.js'

export interface AttestDecisionInputs {
  attestation: attestations.AttestationInputs
  control: string
  compliant: boolean
}

const CONTROL_FORM = 'the identifier of a control, such as RCTL-043, on one line'
const MAX_CONTROL_LENGTH = 256

function parseInputs(source: InputSource): AttestDecisionInputs {
  const control = requireValue(source, 'control', CONTROL_FORM).trim()
  // An identifier is one short line: a line break or control character is a pasting mistake.
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(control) || control.length > MAX_CONTROL_LENGTH) {
    throw new InputError(
      'control',
      `has ${quote(control.slice(0, 60))}, which is not a control identifier`,
      CONTROL_FORM
    )
  }
  requireValue(source, 'compliant', '"true" (the control was satisfied) or "false" (it was not)')
  return {
    attestation: attestations.readAttestationInputs(source),
    control,
    compliant: readBoolean(source, 'compliant', false)
  }
}

async function run(inputs: AttestDecisionInputs, context: CommandContext): Promise<CommandResult> {
  const { attestation, control, compliant } = inputs
  const resolved = await attestations.resolveAttestation(attestation, context)
  const body: DecisionAttestationBody = {
    ...resolved.base,
    type_name: 'decision',
    control,
    attestation_data: { is_compliant: compliant }
  }
  const detail = `control ${control}: ${compliant ? 'compliant' : 'not compliant'}`
  return attestations.recordAttestation(
    attestation,
    resolved,
    { type: 'system', body, detail },
    [
      ['Control', code(control)],
      ['Decision', complianceMark(compliant ? 'compliant' : 'non-compliant')]
    ],
    context
  )
}

export const command: Command<AttestDecisionInputs> = { parseInputs, run }
