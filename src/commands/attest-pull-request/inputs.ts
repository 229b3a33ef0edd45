/** The inputs of attest-pull-request, each checked before any request. */
import * as core from '@actions/core'
import { readOptionalArtifact, type ArtifactInput } from '../../inputs/artifact.js'
import { InputError } from '../../inputs/errors.js'
import { readAttestationName, readEvidenceFields } from '../../inputs/evidence.js'
import { readBoolean, readName } from '../../inputs/parse.js'
import { readCommitSha } from '../../inputs/commit.js'
import type { InputSource } from '../../inputs/source.js'
import { readGitHubToken } from '../../inputs/tokens.js'
import type { PullRequestAttestationData } from '../../service/pull-request-attestation.js'

export interface AttestPullRequestInputs {
  flow: string
  trail: string
  name: string
  artifact?: ArtifactInput
  commitSha?: string
  githubToken: string
  assert: boolean
  /** data_json fields taken from inputs as they are; only set ones (the body is strict). */
  evidence: Pick<
    PullRequestAttestationData,
    | 'description'
    | 'origin_url'
    | 'target_artifacts'
    | 'user_data'
    | 'annotations'
    | 'external_urls'
  >
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
    flow: readName(source, 'flow', true),
    trail: readName(source, 'trail', true),
    name: readAttestationName(source, 'name'),
    artifact: readOptionalArtifact(source),
    commitSha: readCommitSha(source, 'commit-sha'),
    githubToken,
    assert: readBoolean(source, 'assert', false),
    evidence: readEvidenceFields(source)
  }
}
