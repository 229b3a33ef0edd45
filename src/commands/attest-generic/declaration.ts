/** attest-generic: what it reads and sets. */
import type { CommandDeclaration } from '../../declarations/types.js'
import * as input from '../../declarations/shared-inputs.js'
import * as output from '../../declarations/shared-outputs.js'

export const declaration: CommandDeclaration = {
  name: 'attest-generic',
  kind: 'write',
  summary: 'Records that a check passed or failed, with its evidence attached.',
  cli: ['kosli attest generic'],
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
