/** list-policies: what it reads and sets. */
import type { CommandDeclaration } from '../../declarations/types.js'
import * as output from '../../declarations/shared-outputs.js'

export const declaration: CommandDeclaration = {
  name: 'list-policies',
  cli: ['kosli list policies'],
  migration: {
    'kosli list policies': {
      call: 'kosli list policies',
      with: {}
    }
  },
  kind: 'read',
  summary:
    "Lists the org's environment policies with their latest version and the environments using them.",
  inputs: {},
  outputs: { ...output.LIST_OUTPUTS }
}
