/** The inputs of attest-pull-request, each checked before any request. */
import { readEvidenceInputs, type EvidenceInputs } from '../../evidence/inputs.js'
import * as core from '@actions/core'
import { InputError } from '../../inputs/errors.js'
import { readBoolean } from '../../inputs/parse.js'
import { readCommitSha } from '../../inputs/commit.js'
import type { InputSource } from '../../inputs/source.js'
import { readGitHubToken } from '../../inputs/tokens.js'

export interface AttestPullRequestInputs extends EvidenceInputs {
  commitSha?: string
  githubToken: string
  assert: boolean
}

export function readAttestPullRequestInputs(source: InputSource): AttestPullRequestInputs {
  const githubToken = readGitHubToken(source, secret => core.setSecret(secret))
  if (githubToken === undefined) {
    throw new InputError(
      'github-token',
      'is empty, and the pull requests can only be read through the GitHub API',
      'a token that can read pull requests: leave the input out to use ${{ github.token }}, with permissions: pull-requests: read in the workflow'
    )
  }
  return {
    ...readEvidenceInputs(source),
    commitSha: readCommitSha(source, 'commit-sha'),
    githubToken,
    assert: readBoolean(source, 'assert', false)
  }
}
