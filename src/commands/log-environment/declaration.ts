/** log-environment: what it reads and sets. */
import type { CommandDeclaration } from '../../declarations/types.js'
import * as input from '../../declarations/shared-inputs.js'
import * as output from '../../declarations/shared-outputs.js'

export const declaration: CommandDeclaration = {
  name: 'log-environment',
  cli: ['kosli log environment'],
  migration: {
    'kosli log environment': {
      call: 'kosli log environment production --page-limit 50 --reverse',
      with: {},
      args: ['environment'],
      flagsWithout: {
        interval: "not offered yet: filter result by the events' time or repository",
        repo: "not offered yet: filter result by the events' time or repository",
        start: "not offered yet: filter result by the events' time or repository",
        end: "not offered yet: filter result by the events' time or repository",
        'start-ts': "not offered yet: filter result by the events' time or repository",
        'end-ts': "not offered yet: filter result by the events' time or repository"
      }
    }
  },
  kind: 'read',
  summary:
    "Lists an environment's events: which artifacts started, stopped or scaled there, in which snapshot.",
  inputs: {
    environment: {
      description: 'The environment whose events to list (required).',
      required: true
    },
    reverse: {
      description: 'true to list the oldest events first; by default the newest come first.',
      default: 'false'
    },
    ...input.pagingInputs('1 to 100', '15')
  },
  outputs: {
    ...output.LIST_OUTPUTS
  }
}
