/**
 * attest-decision: records the outcome of evaluating a governance control (`compliant` is
 * required: a decision never defaults to passing), on the trail or one of its artifacts. It
 * posts to `.../trail/{trail}/system` with `type_name: "decision"`, the control and
 * `attestation_data: {is_compliant}`, as the reference CLI's `kosli attest decision` does;
 * that endpoint is not in the published description. It gathers nothing: the inputs are the
 * evidence.
 */
import { attestationCommand, type AttestInputs } from '../../attest/pipeline.js'
import { readControlId } from '../../inputs/control-id.js'
import { parseBoolean, requireValue } from '../../inputs/parse.js'
import type { InputSource } from '../../inputs/source.js'
import { stateMark } from '../../summary/states.js'
import { code } from '../../summary/markdown.js'

export type AttestDecisionInputs = AttestInputs<{ control: string; compliant: boolean }>

function readDecisionInputs(source: InputSource): { control: string; compliant: boolean } {
  const control = readControlId(source, 'control')
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
