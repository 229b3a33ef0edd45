/** create-policy: what it reads and sets. */
import type { CommandDeclaration } from '../../declarations/types.js'
import * as output from '../../declarations/shared-outputs.js'

export const declaration: CommandDeclaration = {
  name: 'create-policy',
  cli: ['kosli create policy'],
  migration: {
    'kosli create policy': {
      call: 'kosli create policy prod-rules policy.yml --description "Production rules" --type env',
      with: {},
      args: ['policy', 'policy-file'],
      flagsWithout: {
        type: 'env, the one type the service takes, is always sent'
      }
    }
  },
  kind: 'write',
  summary:
    'Creates an environment policy from its YAML file, or a new version of it when the file changed.',
  inputs: {
    policy: {
      description:
        'Name of the policy (required): letters, digits, ".", "-", "_" or "~", starting with a ' +
        'letter or digit.',
      required: true
    },
    'policy-file': {
      description:
        'Path of the policy\'s YAML file (required), at most 10 MB: a mapping with "_schema: ' +
        'https://kosli.com/schemas/policy/environment/v1" and the artifacts rules provenance, ' +
        'trail-compliance and attestations. Checked before anything is sent, and sent as it is.',
      required: true
    },
    description: {
      description: 'What the policy asks for, shown with it in the service.'
    },
    comment: {
      description: 'Why this version was made, kept with the version (for example what changed).'
    }
  },
  outputs: {
    policy: { description: 'The policy written.' },
    version: {
      description: "The policy's latest version after the step, when the service's answer gives it."
    },
    result: output.writeResult,
    'result-file': output.resultFile
  }
}
