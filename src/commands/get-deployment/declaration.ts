/** get-deployment: what it reads and sets. */
import type { CommandDeclaration } from '../../declarations/types.js'
import * as input from '../../declarations/shared-inputs.js'
import * as output from '../../declarations/shared-outputs.js'

export const declaration: CommandDeclaration = {
  name: 'get-deployment',
  kind: 'read',
  summary:
    'Reads what a deployment of an artifact to an environment replaced, with the link comparing the two.',
  inputs: {
    ...input.artifactInputs(input.fingerprint),
    environment: input.environment
  },
  outputs: {
    fingerprint: output.fingerprint,
    result: output.result,
    'result-file': output.resultFile,
    'artifact-name': {
      description: "The deployed artifact's name in its flow template."
    },
    'deployed-at': {
      description: "When it was deployed, ISO 8601 in UTC (result keeps the service's number)."
    },
    'replaced-fingerprint': {
      description:
        'Fingerprint of the artifact this deployment replaced; empty when it replaced none.'
    },
    'diff-url': {
      description:
        "Link comparing the replaced artifact's commit with the deployed one; empty when unknown."
    }
  }
}
