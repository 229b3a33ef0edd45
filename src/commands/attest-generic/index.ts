/**
 * attest-generic: records that something was checked, compliant or not (`compliant` is
 * required: evidence never defaults to passing), about the trail or one of its artifacts.
 * It gathers nothing: the inputs are the evidence.
 */
import { attestationCommand, type AttestInputs } from '../../attest/pipeline.js'
import { parseBoolean, requireValue } from '../../inputs/parse.js'
import { stateMark } from '../../summary/states.js'
import { escapeText } from '../../summary/markdown.js'

export type AttestGenericInputs = AttestInputs<{ compliant: boolean }>

export const command = attestationCommand({
  type: 'generic',
  reads: { commit: true, attachments: true },
  readInputs: source => {
    const compliant = requireValue(
      source,
      'compliant',
      '"true" (the check passed) or "false" (it did not)'
    )
    return { compliant: parseBoolean('compliant', compliant) }
  },
  commit: 'run',
  body: (_, { compliant }) => ({ is_compliant: compliant }),
  detail: (_, { compliant }) => (compliant ? 'compliant' : 'non-compliant'),
  summary: {
    rows: (_, { compliant, evidence }) => [
      ['Status', stateMark(compliant ? 'compliant' : 'non-compliant')],
      [
        'Target artifacts',
        evidence.target_artifacts ? escapeText(evidence.target_artifacts.join(', ')) : undefined
      ]
    ]
  }
})
