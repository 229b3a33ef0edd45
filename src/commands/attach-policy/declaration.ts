/** attach-policy: what it reads and sets. */
import type { CommandDeclaration } from '../../declarations/types.js'
import * as output from '../../declarations/shared-outputs.js'

export const declaration: CommandDeclaration = {
  name: 'attach-policy',
  cli: ['kosli attach-policy'],
  migration: {
    'kosli attach-policy': {
      call: 'kosli attach-policy prod-rules security-rules --environment production',
      with: {},
      args: ['policies', 'policies'],
      differences: [
        'The CLI attaches to several environments in one call (--environment repeated, or KOSLI_ENVIRONMENT=staging,production); the step takes one environment: run it once for each, in a matrix over the environments.'
      ]
    }
  },
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
