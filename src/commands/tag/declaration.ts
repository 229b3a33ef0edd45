/** tag: what it reads and sets. */
import type { CommandDeclaration } from '../../declarations/types.js'
import * as output from '../../declarations/shared-outputs.js'

export const declaration: CommandDeclaration = {
  name: 'tag',
  kind: 'write',
  summary: 'Sets and removes key=value tags of a flow or an environment.',
  cli: ['kosli tag'],
  inputs: {
    'resource-type': {
      description:
        'What to tag (required): flow or environment (env, flows and environments, the CLI ' +
        'spellings, are read as these). The CLI also tags controls and repos; this step does not.',
      required: true
    },
    resource: {
      description: 'The name of the flow or environment to tag (required).',
      required: true
    },
    set: {
      description:
        'Tags to add or change, key=value, one a line or comma-separated. Keys are letters, ' +
        'digits, ".", "-", "_" or "~", starting with a letter or digit; values may hold "=".'
    },
    unset: {
      description: 'Keys of tags to remove, one a line or comma-separated.'
    }
  },
  outputs: {
    result: output.writeResult,
    'result-file': output.resultFile,
    'html-url': output.htmlUrl
  }
}
