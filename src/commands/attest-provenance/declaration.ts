/** attest-provenance: what it reads and sets. */
import type { CommandDeclaration } from '../../declarations/types.js'
import * as input from '../../declarations/shared-inputs.js'
import * as output from '../../declarations/shared-outputs.js'

/** The evidence inputs but user-data: the verification is this record's user data. */
const EVIDENCE_WITHOUT_USER_DATA = Object.fromEntries(
  Object.entries(input.EVIDENCE_INPUTS).filter(([name]) => name !== 'user-data')
)

export const declaration: CommandDeclaration = {
  name: 'attest-provenance',
  kind: 'write',
  summary:
    "Verifies the artifact's GitHub build provenance offline (signature, log and timestamp, " +
    'repository, signer workflow) and records the result.',
  cliLacks:
    'its `provenance` means only that some build reported the artifact (`kosli attest artifact`). ' +
    'This step verifies the Sigstore bundles GitHub holds for it, offline, and records whether ' +
    'it was built by your workflow, in your repository, at a known commit.',
  inputs: {
    ...input.artifactInputs({
      description:
        'SHA-256 fingerprint of the artifact (64 lowercase hex characters) whose provenance is ' +
        'verified; give this or artifact-path (required: one of the two). When it and ' +
        'artifact-path are empty, KOSLI_FINGERPRINT is read.'
    }),
    flow: input.flow,
    trail: input.trail,
    name: {
      description:
        'Attestation name, as the flow template names it: letters, digits, "-", "_" or ",". ' +
        '<artifact>.<attestation> records it about the artifact the template names <artifact>.',
      default: 'provenance'
    },
    ...EVIDENCE_WITHOUT_USER_DATA,
    repository: {
      description:
        'owner/name of the repository whose attestations are read; the signing certificate ' +
        "must name it as its source repository. Default: the run's GITHUB_REPOSITORY."
    },
    'signer-workflow': {
      description:
        "owner/repo/.github/workflows/<file>.yml: when given, the certificate's build signer " +
        'must be that workflow, at any ref (for a reusable workflow, the called one).'
    },
    'predicate-type': {
      description: 'The predicate type the attestation must have.',
      default: 'https://slsa.dev/provenance/v1'
    },
    'github-token': input.githubToken(
      'It reads the artifact attestations of repository, and needs permissions: attestations: read ' +
        '(a public repository needs none). It is never sent to the host a bundle is downloaded from.'
    ),
    assert: input.assertion('unless a bundle verified')
  },
  outputs: {
    ...output.ATTESTATION_OUTPUTS,
    verified: {
      description: 'true when at least one attestation bundle verified, else false.'
    },
    'source-commit': {
      description:
        "The verified bundle's source commit, as its certificate names it; empty when none verified."
    },
    'signer-workflow': {
      description:
        "The verified bundle's build signer (the workflow and its ref, as its certificate names it); empty when none verified."
    }
  },
  traits: { trailDefaultsToCommit: true }
}
