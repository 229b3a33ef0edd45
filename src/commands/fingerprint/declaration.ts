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
  migration: {
    'kosli fingerprint': {
      call: 'kosli fingerprint app.tar --artifact-type file',
      with: {},
      args: ['artifact-path'],
      flagsWithout: {
        'api-token': 'the step talks to no service',
        org: 'the step talks to no service',
        host: 'the step talks to no service',
        'max-api-retries': 'max-retries, for a registry (artifact-type oci)'
      }
    }
  },
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
