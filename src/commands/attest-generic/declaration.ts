/** attest-generic: what it reads and sets. */
import type { CommandDeclaration } from '../../declarations/types.js'
import * as input from '../../declarations/shared-inputs.js'
import * as output from '../../declarations/shared-outputs.js'

export const declaration: CommandDeclaration = {
  name: 'attest-generic',
  kind: 'write',
  summary: 'Records that a check passed or failed, with its evidence attached.',
  cli: ['kosli attest generic'],
  migration: {
    'kosli attest generic': {
      call: 'kosli attest generic --name lint --compliant=false --attachments lint.html --flow web-app --trail release-42',
      with: {},
      differences: [
        'compliant is required: the CLI took true when --compliant and KOSLI_COMPLIANT were both missing, and the step refuses to guess.'
      ]
    }
  },
  inputs: {
    ...input.ATTESTATION_INPUTS,
    compliant: {
      description: 'true or false (required): whether the check the evidence records passed.',
      required: true
    },
    ...input.COMMIT_INPUTS,
    ...input.ATTACHMENT_INPUTS
  },
  outputs: output.ATTESTATION_OUTPUTS,
  traits: { trailDefaultsToCommit: true }
}
