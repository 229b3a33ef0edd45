/** attest-custom: what it reads and sets. */
import type { CommandDeclaration } from '../../declarations/types.js'
import * as input from '../../declarations/shared-inputs.js'
import * as output from '../../declarations/shared-outputs.js'

export const declaration: CommandDeclaration = {
  name: 'attest-custom',
  kind: 'write',
  summary: 'Records evidence of a custom attestation type, from a JSON file the type evaluates.',
  cli: ['kosli attest custom'],
  migration: {
    'kosli attest custom': {
      call: 'kosli attest custom --type coverage --name coverage --attestation-data coverage.json --flow web-app --trail release-42',
      with: {}
    }
  },
  inputs: {
    ...input.ATTESTATION_INPUTS,
    ...input.COMMIT_INPUTS,
    ...input.ATTACHMENT_INPUTS,
    'type-name': {
      flag: 'type',
      description: 'The custom attestation type (required), as created in the org.'
    },
    'attestation-data': {
      description:
        'Path of a JSON file (required) with the data the custom type evaluates, at most 10 MiB; ' +
        'checked to be valid JSON nested at most 1000 levels deep before anything is sent.'
    }
  },
  outputs: output.ATTESTATION_OUTPUTS,
  traits: { trailDefaultsToCommit: true }
}
