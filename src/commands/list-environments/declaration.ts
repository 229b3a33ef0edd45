/** list-environments: what it reads and sets. */
import type { CommandDeclaration } from '../../declarations/types.js'
import * as output from '../../declarations/shared-outputs.js'

export const declaration: CommandDeclaration = {
  name: 'list-environments',
  cli: ['kosli list environments'],
  migration: {
    'kosli list environments': {
      call: 'kosli list environments',
      with: {},
      flagsWithout: {
        name: 'not offered yet: the step lists every environment, and result can be filtered with jq',
        type: 'not offered yet: the step lists every environment, and result can be filtered with jq',
        'space-id':
          'not offered yet: the step lists every environment, and result can be filtered with jq',
        tag: 'not offered yet: the step lists every environment, and result can be filtered with jq',
        sort: 'not offered yet: the step lists every environment, and result can be filtered with jq',
        'sort-direction':
          'not offered yet: the step lists every environment, and result can be filtered with jq',
        page: 'not offered yet: the step lists every environment, and result can be filtered with jq',
        'page-limit':
          'not offered yet: the step lists every environment, and result can be filtered with jq'
      }
    }
  },
  kind: 'read',
  summary: "Lists the org's environments with their type, policies and last report.",
  inputs: {},
  outputs: { ...output.LIST_OUTPUTS }
}
