/** detach-policy: what it reads and sets. */
import type { CommandDeclaration } from '../../declarations/types.js'
import * as output from '../../declarations/shared-outputs.js'

export const declaration: CommandDeclaration = {
  name: 'detach-policy',
  cli: ['kosli detach-policy'],
  migration: {
    'kosli detach-policy': {
      call: 'kosli detach-policy prod-rules --environment production',
      with: {},
      args: ['policies'],
      differences: ['As for attach-policy, the step takes one environment.']
    }
  },
  kind: 'write',
  summary: 'Detaches environment policies from an environment; the others stay attached.',
  inputs: {
    environment: {
      description: 'The environment to detach the policies from (required).',
      required: true
    },
    policies: {
      description: 'The policies to detach (required): their names, one a line or comma-separated.',
      required: true
    }
  },
  outputs: {
    environment: { description: 'The environment the policies were detached from.' },
    policies: { description: 'A JSON array of the names of the policies detached.' },
    result: output.writeResult,
    'result-file': output.resultFile
  }
}
