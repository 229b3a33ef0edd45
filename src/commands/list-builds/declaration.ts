/** list-builds: what it reads and sets. */
import type { CommandDeclaration } from '../../declarations/types.js'
import * as input from '../../declarations/shared-inputs.js'
import * as output from '../../declarations/shared-outputs.js'

export const declaration: CommandDeclaration = {
  name: 'list-builds',
  kind: 'read',
  summary: 'Lists the builds the service recorded, by repository and time window.',
  inputs: {
    'repo-id': {
      description:
        "Only builds of the repository with this ID (for GitHub, the repository's numeric ID, " +
        'github.repository_id).'
    },
    'repo-name': {
      description: 'Only builds of the repository with this name, for example acme/web-app.'
    },
    'start-ts': {
      description:
        'Only builds created at or after this time, in seconds since 1970-01-01 UTC. Default: 28 ' +
        'days before end-ts.'
    },
    'end-ts': {
      description:
        'Only builds created at or before this time, in seconds since 1970-01-01 UTC; not before ' +
        'start-ts. Default: now.'
    },
    ...input.pagingInputs('0 to 50', '15')
  },
  outputs: {
    ...output.LIST_OUTPUTS
  }
}
