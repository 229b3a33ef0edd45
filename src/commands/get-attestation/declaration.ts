/** get-attestation: what it reads and sets. */
import type { CommandDeclaration } from '../../declarations/types.js'
import * as output from '../../declarations/shared-outputs.js'

export const declaration: CommandDeclaration = {
  name: 'get-attestation',
  kind: 'read',
  summary:
    'Reads one attestation, by its name on a trail or an artifact, or by its id, and says whether it is compliant.',
  cli: ['kosli get attestation'],
  migration: {
    'kosli get attestation': {
      call: 'kosli get attestation unit-tests --flow web-app --trail release-42',
      with: {},
      args: ['name']
    }
  },
  inputs: {
    flow: {
      description:
        'Flow name, with name and trail or fingerprint (not with attestation-id). When empty, KOSLI_FLOW is read.'
    },
    name: {
      description:
        'Attestation name, as the flow template names it but without the artifact prefix (letters, ' +
        'digits, "-", "_" or ","); give it with trail or fingerprint. When several attestations of ' +
        'the name were recorded, the latest is read.'
    },
    trail: {
      description:
        'The trail the attestation is on, with name (give trail or fingerprint, not both); by ' +
        "default, when fingerprint is not given either, the commit's SHA (the run's commit, or a " +
        "pull request's head commit), the trail the attest commands of the run record in. When " +
        'empty, KOSLI_TRAIL is read.'
    },
    fingerprint: {
      description:
        'SHA-256 fingerprint (64 lowercase hex characters, or the first 5 or more) of the ' +
        'artifact the attestation is about, with name (give trail or fingerprint, not both). ' +
        'When empty (and attestation-id is empty), KOSLI_FINGERPRINT is read.'
    },
    'attestation-id': {
      description: "The attestation's id, instead of name, flow, trail and fingerprint."
    }
  },
  outputs: {
    compliant: { description: 'true when the attestation is compliant, else false.' },
    'attestation-id': { description: "The attestation's id." },
    'html-url': { description: "Link to the attestation in the service's web UI." },
    result: output.result,
    'result-file': output.resultFile
  },
  traits: { trailDefaultsToCommit: true }
}
