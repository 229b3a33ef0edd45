/** attest-pull-request: what it reads and sets. */
import type { CommandDeclaration } from '../../declarations/types.js'
import * as input from '../../declarations/shared-inputs.js'
import * as output from '../../declarations/shared-outputs.js'

export const declaration: CommandDeclaration = {
  name: 'attest-pull-request',
  kind: 'write',
  summary: 'Records the pull requests behind a commit, their commits and who approved them.',
  cli: ['kosli attest pullrequest github', 'kosli assert pullrequest github'],
  migration: {
    'kosli attest pullrequest github': {
      call: 'kosli attest pullrequest github --name pull-request --github-token $GITHUB_TOKEN --flow web-app --trail release-42',
      with: {
        'github-token': '${{ secrets.GITHUB_TOKEN }}'
      },
      flagsWithout: {
        'github-token':
          'the runner passes the workflow token when the step leaves github-token out, so a variable could not be told from it',
        attachments: 'not offered yet for pull requests',
        'redact-commit-info': 'not offered yet for pull requests'
      }
    },
    'kosli assert pullrequest github': {
      call: 'kosli assert pullrequest github --github-token $GITHUB_TOKEN --commit $GITHUB_SHA',
      with: {
        'github-token': '${{ secrets.GITHUB_TOKEN }}',
        'commit-sha': '${{ github.sha }}',
        name: 'pull-request',
        assert: 'true'
      },
      flagsWithout: {
        'github-token':
          'the runner passes the workflow token when the step leaves github-token out, so a variable could not be told from it'
      },
      differences: [
        'The step records the pull requests it found as an attestation (so it needs a flow and a name) and, with assert: true, fails when there is none; the CLI only checks.'
      ]
    }
  },
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
