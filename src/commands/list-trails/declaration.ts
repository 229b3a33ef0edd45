/** list-trails: what it reads and sets. */
import type { CommandDeclaration } from '../../declarations/types.js'
import * as input from '../../declarations/shared-inputs.js'
import * as output from '../../declarations/shared-outputs.js'

export const declaration: CommandDeclaration = {
  name: 'list-trails',
  kind: 'read',
  summary:
    'Lists the trails of a flow, or across the org those of an artifact or of tagged flows, ' +
    'with their compliance.',
  cli: ['kosli list trails'],
  migration: {
    'kosli list trails': {
      call: 'kosli list trails --flow web-app --page-limit 50',
      with: {},
      differences: ['Without per-page the service picks the page size, where the CLI asks for 15.']
    }
  },
  inputs: {
    flow: {
      description:
        'Flow name: required unless fingerprint or flow-tag is given, then it narrows the ' +
        'org-wide listing to one flow. When empty, KOSLI_FLOW is read.'
    },
    fingerprint: {
      description:
        'SHA-256 fingerprint of an artifact (64 lowercase hex characters): list the trails, ' +
        "across the org's flows, that report it. When empty, KOSLI_FINGERPRINT is read."
    },
    'flow-tag': {
      description: "key=value: list the trails, across the org's flows, of the flows with that tag."
    },
    ...input.pagingInputs(
      '1 to 100; for a flow, when page, per-page and all-pages are all unset, the whole list ' +
        'is read unpaged; with fingerprint or flow-tag the service pages (20 a page by default)'
    )
  },
  outputs: {
    ...output.LIST_OUTPUTS
  }
}
