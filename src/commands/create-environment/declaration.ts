/** create-environment: what it reads and sets. */
import type { CommandDeclaration } from '../../declarations/types.js'
import * as output from '../../declarations/shared-outputs.js'

export const declaration: CommandDeclaration = {
  name: 'create-environment',
  cli: ['kosli create environment'],
  migration: {
    'kosli create environment': {
      call: 'kosli create environment production --type K8S --description "Production cluster"',
      with: {},
      args: ['environment'],
      flagsWithout: {
        'exclude-scaling': 'scaling is left out unless include-scaling is true',
        'require-provenance': 'not offered yet'
      }
    }
  },
  kind: 'write',
  summary:
    'Creates or updates an environment, the place snapshots of what runs are reported to and policies judge.',
  inputs: {
    environment: {
      description:
        'Name of the environment to create or update (required): letters, digits, ".", "-", ' +
        '"_" or "~", starting with a letter or digit.',
      required: true
    },
    type: {
      description:
        'What the environment is (required): K8S, ECS, S3, lambda, server, docker, azure-apps ' +
        'or logical (a group of other environments), in any case. An existing environment of ' +
        'another type is refused, not changed.',
      required: true
    },
    description: {
      description: 'What the environment is for, shown with it in the service.'
    },
    'include-scaling': {
      description:
        'true or false: whether a snapshot that only scales what runs up or down is recorded. ' +
        'When unset, a new environment does not and an existing one keeps its setting.'
    },
    'included-environments': {
      description:
        'For a logical environment only: the environments it groups, one a line or ' +
        'comma-separated. Refused for any other type.'
    }
  },
  outputs: {
    environment: { description: 'The environment written.' },
    change: {
      description:
        'What the step did to the environment: created, updated or unchanged; empty in a dry run.'
    },
    'html-url': output.htmlUrl,
    result: output.writeResult,
    'result-file': output.resultFile
  }
}
