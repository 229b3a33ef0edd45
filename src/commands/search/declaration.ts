/** search: what it reads and sets. */
import type { CommandDeclaration } from '../../declarations/types.js'
import * as output from '../../declarations/shared-outputs.js'

export const declaration: CommandDeclaration = {
  name: 'search',
  cli: ['kosli search'],
  migration: {
    'kosli search': {
      call: 'kosli search 0a1b2c3d',
      with: {},
      args: ['value']
    }
  },
  kind: 'read',
  summary:
    'Finds the artifacts of a fingerprint or a git commit, whole or its first characters, and where they run.',
  inputs: {
    value: {
      description:
        'A fingerprint or a git commit SHA, whole or its first characters: 5 to 64 hex characters (required).',
      required: true
    }
  },
  outputs: {
    'resolved-to': {
      description:
        'What the value resolved to: fingerprint, commit, or multiple when several fingerprints or commits start with it.'
    },
    'full-match': {
      description:
        'The whole fingerprint or commit the value resolved to (one of them when multiple).'
    },
    count: { description: 'How many artifacts were found.' },
    fingerprints: { description: 'JSON array of the fingerprints of the artifacts found.' },
    result: output.result,
    'result-file': output.resultFile
  }
}
