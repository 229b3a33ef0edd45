/**
 * attest-decision: records the outcome of evaluating a governance control (`compliant` is
 * required: a decision never defaults to passing), on the trail or one of its artifacts. It
 * posts to `.../trail/{trail}/system` with `type_name: "decision"`, the control and
 * `attestation_data: {is_compliant}`, as the reference CLI's `kosli attest decision` does;
 * that endpoint is not in the published description. It gathers nothing: the inputs are the
 * evidence.
 */
import { attestationCommand, type AttestInputs } from '../../attest/pipeline.js'
import { InputError, quote } from '../../inputs/input-error.js'
import { parseBoolean, requireValue } from '../../inputs/parse.js'
import type { InputSource } from '../../inputs/source.js'
import { stateMark } from '../../summary/states.js'
import { code } from '../../summary/markdown.js'

export type AttestDecisionInputs = AttestInputs<{ control: string; compliant: boolean }>

const CONTROL_FORM = 'the identifier of a control, such as RCTL-043, on one line'
const MAX_CONTROL_LENGTH = 256

function readDecisionInputs(source: InputSource): { control: string; compliant: boolean } {
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
  const compliant = requireValue(
    source,
    'compliant',
    '"true" (the control was satisfied) or "false" (it was not)'
  )
  return { control, compliant: parseBoolean('compliant', compliant) }
}

export const command = attestationCommand({
  type: 'decision',
  reads: { commit: true, attachments: true },
  readInputs: readDecisionInputs,
  commit: 'run',
  body: (_, { control, compliant }) => ({
    type_name: 'decision' as const,
    control,
    attestation_data: { is_compliant: compliant }
  }),
  detail: (_, { control, compliant }) =>
    `control ${control}: ${compliant ? 'compliant' : 'non-compliant'}`,
  summary: {
    rows: (_, { control, compliant }) => [
      ['Control', code(control)],
      ['Decision', stateMark(compliant ? 'compliant' : 'non-compliant')]
    ]
  }
})
