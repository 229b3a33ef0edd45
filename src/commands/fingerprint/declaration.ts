/** fingerprint: what it reads and sets. */
import type { CommandDeclaration } from '../../declarations/types.js'
import * as input from '../../declarations/shared-inputs.js'

export const declaration: CommandDeclaration = {
  name: 'fingerprint',
  kind: 'local',
  summary:
    "Computes an artifact's SHA-256 fingerprint (a file, a directory, a docker or OCI image) " +
    'as the vendor CLI does, without a token or the service.',
  cli: ['kosli fingerprint'],
  inputs: {
    'artifact-path': {
      description: 'Path of a file or directory, or an image name (required): what to fingerprint.',
      required: true
    },
    'artifact-type': input.artifactType,
    exclude: input.exclude,
    'registry-username': input.registryUsername,
    'registry-password': input.registryPassword
  },
  outputs: {
    fingerprint: {
      description: "The artifact's SHA-256 fingerprint (64 lowercase hex characters)."
    },
    'artifact-type': {
      description: 'What artifact-path was fingerprinted as: file, dir, docker or oci.'
    }
  }
}
