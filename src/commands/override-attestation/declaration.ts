/** override-attestation: what it reads and sets. */
import type { CommandDeclaration } from '../../declarations/types.js'
import { BUILT_IN_ATTESTATION_TYPES } from '../../service/attestation-types.js'
import * as input from '../../declarations/shared-inputs.js'
import * as output from '../../declarations/shared-outputs.js'

export const declaration: CommandDeclaration = {
  name: 'override-attestation',
  kind: 'write',
  summary: "Overrides an attestation's compliance with a recorded human decision and its reason.",
  cli: ['kosli attest override'],
  migration: {
    'kosli attest override': {
      call: 'kosli attest override --name lint --original-attestation-type generic --new-compliance-status --reason "accepted by the release board" --flow web-app --trail release-42',
      with: {},
      flagsWithout: {
        attachments: 'an override records a decision, not evidence',
        'artifact-type': 'an override is about a recorded attestation: give its fingerprint',
        'registry-username': 'give the fingerprint',
        'registry-password': 'give the fingerprint',
        exclude: 'give the fingerprint'
      },
      differences: [
        "compliant (the CLI's --new-compliance-status) is required: the CLI took false when it was not given."
      ]
    }
  },
  inputs: {
    fingerprint: input.fingerprint,
    flow: input.flow,
    trail: input.trail,
    name: input.name,
    reason: {
      description:
        'Why the status is overridden (required), in words a reviewer or auditor can follow.'
    },
    compliant: {
      flag: 'new-compliance-status',
      description: 'true or false (required): the compliance the attestation is overridden to.',
      required: true
    },
    'attestation-type': {
      flag: 'original-attestation-type',
      description: `The type the attestation was reported with (required): ${BUILT_IN_ATTESTATION_TYPES.join(', ')}, or custom:<type>.`
    },
    'target-artifacts': input.targetArtifacts,
    description: input.description('the override'),
    'origin-url': input.originUrl,
    'user-data': input.userData,
    annotations: input.annotations,
    'external-urls': input.externalUrls,
    ...input.COMMIT_INPUTS
  },
  outputs: {
    'html-url': output.htmlUrl,
    result: output.result,
    'result-file': output.resultFile
  }
}
