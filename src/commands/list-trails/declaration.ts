/** list-trails: what it reads and sets. */
import type { CommandDeclaration } from '../../declarations/types.js'
import * as input from '../../declarations/inputs.js'
import * as output from '../../declarations/outputs.js'

export const declaration: CommandDeclaration = {
  name: 'list-trails',
  kind: 'read',
  summary: 'Lists the trails of a flow with their compliance.',
  inputs: {
    flow: input.flow,
    ...input.pagingInputs(
      '1 to 100; when page, per-page and all-pages are all unset, the whole list is read unpaged'
    )
  },
  outputs: {
    ...output.LIST_OUTPUTS
  }
}
