/** list-attestation-types: what it reads and sets. */
import type { CommandDeclaration } from '../../declarations/types.js'
import * as output from '../../declarations/shared-outputs.js'

export const declaration: CommandDeclaration = {
  name: 'list-attestation-types',
  cli: ['kosli list attestation-types'],
  migration: {
    'kosli list attestation-types': {
      call: 'kosli list attestation-types',
      with: {}
    }
  },
  kind: 'read',
  summary:
    "Lists the org's custom attestation types, each with its description and latest version.",
  inputs: {},
  outputs: {
    ...output.LIST_OUTPUTS
  }
}
