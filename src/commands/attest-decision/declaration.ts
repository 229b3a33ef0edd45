/** attest-decision: what it reads and sets. */
import type { CommandDeclaration } from '../../declarations/types.js'
import * as input from '../../declarations/shared-inputs.js'
import * as output from '../../declarations/shared-outputs.js'

export const declaration: CommandDeclaration = {
  name: 'attest-decision',
  kind: 'write',
  summary: 'Records a decision against a governance control: whether the control was satisfied.',
  cli: ['kosli attest decision'],
  migration: {
    'kosli attest decision': {
      call: 'kosli attest decision --control RCTL-043 --compliant --name change-approval --flow web-app --trail release-42',
      with: {}
    }
  },
  inputs: {
    ...input.ATTESTATION_INPUTS,
    control: {
      description: 'Identifier of the governance control decided on (required), such as RCTL-043.',
      required: true
    },
    compliant: {
      description: 'true or false (required): whether the control was satisfied.',
      required: true
    },
    ...input.COMMIT_INPUTS,
    ...input.ATTACHMENT_INPUTS
  },
  outputs: output.ATTESTATION_OUTPUTS,
  traits: { trailDefaultsToCommit: true }
}
