/** create-attestation-type: what it reads and sets. */
import type { CommandDeclaration } from '../../declarations/types.js'
import * as output from '../../declarations/shared-outputs.js'

export const declaration: CommandDeclaration = {
  name: 'create-attestation-type',
  kind: 'write',
  summary:
    'Creates a custom attestation type, or a new version of it, with its JSON Schema and jq rules.',
  cli: ['kosli create attestation-type'],
  migration: {
    'kosli create attestation-type': {
      call: 'kosli create attestation-type coverage --schema coverage.schema.json --jq \'.line_coverage >= 0.8\' --description "Line coverage"',
      with: {},
      args: ['type-name'],
      flagsWithout: {
        summary: 'not offered yet',
        'summary-json': 'not offered yet'
      }
    }
  },
  inputs: {
    'type-name': {
      description:
        'Name of the custom attestation type (required): letters, digits, "-", "_" or "~", ' +
        'starting with a letter or digit.',
      required: true
    },
    description: {
      description: 'What the type attests, shown with it in the service.'
    },
    'schema-file': {
      flag: 'schema',
      description:
        'Path of a JSON Schema file the data of attestations of this type must match; checked ' +
        'to be a JSON object shaped as a schema before anything is sent, and sent as it is.'
    },
    'jq-rules': {
      flag: 'jq',
      description:
        'jq rules, one a line, each of which must give true for an attestation of this type ' +
        'to be compliant (for example .coverage >= 80); blank lines are skipped.'
    }
  },
  outputs: {
    result: output.writeResult,
    'result-file': output.resultFile
  }
}
