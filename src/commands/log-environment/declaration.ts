/** log-environment: what it reads and sets. */
import type { CommandDeclaration } from '../../declarations/types.js'
import * as input from '../../declarations/shared-inputs.js'
import * as output from '../../declarations/shared-outputs.js'

export const declaration: CommandDeclaration = {
  name: 'log-environment',
  cli: ['kosli log environment'],
  kind: 'read',
  summary:
    "Lists an environment's events: which artifacts started, stopped or scaled there, in which snapshot.",
  inputs: {
    environment: {
      description: 'The environment whose events to list (required).',
      required: true
    },
    reverse: {
      description: 'true to list the oldest events first; by default the newest come first.',
      default: 'false'
    },
    ...input.pagingInputs('1 to 100', '15')
  },
  outputs: {
    ...output.LIST_OUTPUTS
  }
}
