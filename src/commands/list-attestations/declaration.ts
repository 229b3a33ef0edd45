/** list-attestations: what it reads and sets. */
import type { CommandDeclaration } from '../../declarations/types.js'
import * as input from '../../declarations/shared-inputs.js'
import * as output from '../../declarations/shared-outputs.js'

export const declaration: CommandDeclaration = {
  name: 'list-attestations',
  kind: 'read',
  summary: 'Lists the attestations recorded in a flow, for an audit of the evidence.',
  inputs: {
    flow: input.flow,
    'from-ts': {
      description:
        'Only attestations created at or after this time, in whole seconds since 1970-01-01 UTC.'
    },
    'to-ts': {
      description:
        'Only attestations created at or before this time, in whole seconds since 1970-01-01 UTC; ' +
        'not before from-ts.'
    },
    ...input.pagingInputs('1 to 100', '20')
  },
  outputs: {
    ...output.LIST_OUTPUTS
  }
}
