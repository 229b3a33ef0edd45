/** diff-snapshots: what it reads and sets. */
import type { CommandDeclaration } from '../../declarations/types.js'
import * as output from '../../declarations/shared-outputs.js'

const SNAPPISH =
  'an environment (its latest snapshot), environment#N (its Nth snapshot), environment~N (N ' +
  'behind its latest) or the one it ran at a moment, environment@{YYYY-MM-DDTHH:MM:SS} (UTC) ' +
  'or environment@{N.<hours|days|weeks|months>.ago}, for example production#41, staging~1 or ' +
  'production@{1.days.ago}'

export const declaration: CommandDeclaration = {
  name: 'diff-snapshots',
  cli: ['kosli diff snapshots'],
  migration: {
    'kosli diff snapshots': {
      call: 'kosli diff snapshots production~1 production',
      with: {},
      args: ['snapshot-1', 'snapshot-2'],
      flagsWithout: {
        'show-unchanged': 'the outputs list what was added, removed and changed'
      }
    }
  },
  kind: 'read',
  summary:
    'Compares two snapshots, of one environment or two, and says what was added, removed and changed.',
  inputs: {
    'snapshot-1': {
      description: `The snapshot to compare from (required): ${SNAPPISH}.`,
      required: true
    },
    'snapshot-2': {
      description: `The snapshot to compare to (required), in the same forms.`,
      required: true
    }
  },
  outputs: {
    added: {
      description: 'JSON array of the artifacts only snapshot-2 runs: name, fingerprint, flow.'
    },
    removed: {
      description: 'JSON array of the artifacts only snapshot-1 runs: name, fingerprint, flow.'
    },
    changed: {
      description:
        'JSON array of the artifacts both run with another number of instances: name, ' +
        'fingerprint, flow, instances-1, instances-2.'
    },
    result: output.result,
    'result-file': output.resultFile
  }
}
