/** attest-pull-request: what it reads and sets. */
import type { CommandDeclaration } from '../../declarations/types.js'
import * as input from '../../declarations/shared-inputs.js'
import * as output from '../../declarations/shared-outputs.js'

export const declaration: CommandDeclaration = {
  name: 'attest-pull-request',
  kind: 'write',
  summary: 'Records the pull requests behind a commit, their commits and who approved them.',
  cli: ['kosli attest pullrequest github', 'kosli assert pullrequest github'],
  inputs: {
    ...input.ATTESTATION_INPUTS,
    'commit-sha': input.commitToSearch('whose pull requests are recorded'),
    'github-token': input.githubToken(
      'It reads the pull requests, their commits and reviews, and needs permissions: pull-requests: read.'
    ),
    assert: input.assertion('when the commit has no pull request')
  },
  outputs: {
    ...output.ATTESTATION_OUTPUTS,
    'pull-requests': {
      description: 'Number of pull requests recorded for the commit (0 when it has none).'
    },
    approvers: {
      description:
        'JSON array of the GitHub logins that approved the recorded pull requests, each once.'
    }
  },
  traits: { trailDefaultsToCommit: true }
}
