/** list-environments: what it reads and sets. */
import type { CommandDeclaration } from '../../declarations/types.js'
import * as output from '../../declarations/shared-outputs.js'

export const declaration: CommandDeclaration = {
  name: 'list-environments',
  cli: ['kosli list environments'],
  kind: 'read',
  summary: "Lists the org's environments with their type, policies and last report.",
  inputs: {},
  outputs: { ...output.LIST_OUTPUTS }
}
