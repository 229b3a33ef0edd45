/** list-actions: what it reads and sets. */
import type { CommandDeclaration } from '../../declarations/types.js'
import * as output from '../../declarations/shared-outputs.js'

export const declaration: CommandDeclaration = {
  name: 'list-actions',
  kind: 'read',
  summary: "Lists the org's notification actions and names those failing to notify.",
  inputs: {},
  outputs: {
    ...output.LIST_OUTPUTS,
    failing: {
      description: 'JSON array of the names of actions currently failing to notify.'
    }
  }
}
