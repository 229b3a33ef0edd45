/** get-snapshot: what it reads and sets. */
import type { CommandDeclaration } from '../../declarations/types.js'
import * as output from '../../declarations/shared-outputs.js'

export const declaration: CommandDeclaration = {
  name: 'get-snapshot',
  cli: ['kosli get snapshot', 'kosli assert snapshot'],
  migration: {
    'kosli assert snapshot': {
      call: 'kosli assert snapshot production',
      with: {
        assert: 'true'
      },
      args: ['environment']
    },
    'kosli get snapshot': {
      call: 'kosli get snapshot production~1 --output json',
      with: {
        environment: 'production',
        snapshot: '~1'
      },
      args: ['environment'],
      differences: [
        'The CLI takes the environment and the snapshot in one argument (production~1, production#3, production@{...}); the step takes them apart, and refuses environment: production~1 naming snapshot.'
      ]
    }
  },
  kind: 'read',
  summary:
    'Reads what runs in an environment, each artifact judged by its policies; with assert, fails the step unless all of it is compliant.',
  inputs: {
    environment: {
      description: 'The environment whose snapshot to read (required).',
      required: true
    },
    snapshot: {
      description:
        'Which snapshot: N (the Nth, from 1; #N too), -1 (the latest), ~N (N behind the latest), ' +
        '@{YYYY-MM-DDTHH:MM:SS} (at that moment, UTC) or @{N.<hours|days|weeks|months>.ago}.',
      default: '-1'
    },
    assert: {
      description:
        'true to fail the step (outcome non-compliant) unless every artifact running in the ' +
        'snapshot is compliant, naming each one that is not and why.',
      default: 'false'
    }
  },
  outputs: {
    compliant: { description: 'true when every running artifact is compliant, else false.' },
    'non-compliant': {
      description:
        'JSON array of the running artifacts that are not compliant: name, fingerprint, flow and ' +
        'trail (the first flow it is in), flows (each flow and trail), reasons (each unsatisfied rule ' +
        "in plain words, the first five) and rules (every unsatisfied rule, as assert-artifact's " +
        'unsatisfied-rules).'
    },
    index: { description: "The snapshot's number in its environment." },
    'html-url': output.htmlUrl,
    result: output.result,
    'result-file': output.resultFile
  }
}
