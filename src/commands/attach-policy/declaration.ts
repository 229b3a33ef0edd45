/** attach-policy: what it reads and sets. */
import type { CommandDeclaration } from '../../declarations/types.js'
import * as output from '../../declarations/shared-outputs.js'

export const declaration: CommandDeclaration = {
  name: 'attach-policy',
  cli: ['kosli attach-policy'],
  kind: 'write',
  summary:
    'Attaches environment policies to an environment, so its snapshots and asserts are judged by them.',
  inputs: {
    environment: {
      description: 'The environment to attach the policies to (required).',
      required: true
    },
    policies: {
      description: 'The policies to attach (required): their names, one a line or comma-separated.',
      required: true
    }
  },
  outputs: {
    environment: { description: 'The environment the policies were attached to.' },
    policies: { description: 'A JSON array of the names of the policies attached.' },
    result: output.writeResult,
    'result-file': output.resultFile
  }
}
