/** snapshot-docker: what it reads and sets. */
import type { CommandDeclaration } from '../../declarations/types.js'
import * as output from '../../declarations/shared-outputs.js'

export const declaration: CommandDeclaration = {
  name: 'snapshot-docker',
  cli: ['kosli snapshot docker'],
  migration: {
    'kosli snapshot docker': {
      call: 'kosli snapshot docker production',
      with: {},
      args: ['environment']
    }
  },
  kind: 'write',
  summary:
    "Reports the running containers of a Docker engine (the one DOCKER_HOST names, else the runner's local socket) as a snapshot of a docker environment, each by its image's registry digest.",
  inputs: {
    environment: {
      description:
        'Name of the environment the snapshot is of (required): letters, digits, ".", "-", ' +
        '"_" or "~", starting with a letter or digit. The engine is the one the DOCKER_HOST ' +
        'environment variable names (unix:///path, or tcp://host:port with DOCKER_TLS_VERIFY ' +
        "and DOCKER_CERT_PATH), else the runner's /var/run/docker.sock.",
      required: true
    }
  },
  outputs: {
    count: {
      description:
        'How many containers the snapshot reports running (those left out for want of a registry digest are not counted).'
    },
    ...output.SNAPSHOT_OUTPUTS
  }
}
