/** snapshot-paths: what it reads and sets. */
import type { CommandDeclaration } from '../../declarations/types.js'
import * as input from '../../declarations/shared-inputs.js'
import * as output from '../../declarations/shared-outputs.js'

export const declaration: CommandDeclaration = {
  name: 'snapshot-paths',
  cli: ['kosli snapshot paths', 'kosli snapshot path'],
  migration: {
    'kosli snapshot path': {
      call: 'kosli snapshot path production --path build/app --name web',
      with: {},
      args: ['environment']
    },
    'kosli snapshot paths': {
      call: 'kosli snapshot paths production --paths-file paths.yml',
      with: {},
      args: ['environment']
    }
  },
  kind: 'write',
  summary:
    'Reports the files and directories that run on this machine as a snapshot of a server environment, each fingerprinted as fingerprint does.',
  inputs: {
    environment: input.snapshotEnvironment,
    'path-spec': {
      flag: 'paths-file',
      description:
        "Path of a YAML file naming every artifact that runs here, as the CLI's paths file: " +
        '"version: 1", then "artifacts:" mapping each name to its "path" and, for a ' +
        'directory, the glob patterns to leave out ("ignore", or the CLI\'s "exclude"). ' +
        'Paths are relative to the workspace, or absolute. Not with path.'
    },
    path: {
      description:
        'The one file or directory that runs here, relative to the workspace or absolute ' +
        '(with name; not with path-spec). It must exist: nothing is sent otherwise.'
    },
    name: {
      description: "The artifact's name in the snapshot, with path (the CLI's --name)."
    },
    ignore: {
      flag: 'exclude',
      description:
        'With path, for a directory: glob patterns relative to it (Go filepath.Match and ' +
        '"**"), one a line or comma-separated, left out of its fingerprint as fingerprint\'s ' +
        "exclude and the CLI's --exclude do, besides the lines of its .kosli_ignore."
    }
  },
  outputs: {
    count: { description: 'How many artifacts the snapshot reports running.' },
    ...output.SNAPSHOT_OUTPUTS
  }
}
