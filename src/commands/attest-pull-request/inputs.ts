/**
 * The inputs only attest-pull-request reads (the evidence inputs and `assert` are read by
 * the pipeline), each checked before any request.
 */
import type { StepContext } from '../../action/command.js'
import type { CommonInputs } from '../../action/common-inputs.js'
import { InputError } from '../../inputs/input-error.js'
import { readCommitSha } from '../../inputs/commit.js'
import type { InputSource } from '../../inputs/source.js'
import { readGitHubToken } from '../../inputs/tokens.js'
import { readRunFacts } from '../../github/event.js'
import { missingCommitCause, subjectSha } from '../../github/subject-commit.js'

export interface PullRequestInputs {
  commitSha?: string
  githubToken: string
}

export function readPullRequestInputs(
  source: InputSource,
  _common: CommonInputs,
  step: StepContext
): PullRequestInputs {
  const githubToken = readGitHubToken(source, step.mask)
  if (githubToken === undefined) {
    throw new InputError(
      'github-token',
      'is empty, and the pull requests can only be read through the GitHub API',
      'a token that can read pull requests: leave the input out to use ${{ github.token }}, with permissions: pull-requests: read in the workflow'
    )
  }
  const commitSha = readCommitSha(source, 'commit-sha')
  if (commitSha === undefined) refuseRunWithoutCommit()
  return { commitSha, githubToken }
}

/** A run whose event names no commit is refused here, saying why, before any request. */
function refuseRunWithoutCommit(): void {
  const facts = readRunFacts()
  if (subjectSha(facts) !== undefined) return
  throw new InputError(
    'commit-sha',
    `is empty, and ${missingCommitCause(facts)}`,
    'the commit whose pull requests to attest, as a full or short SHA'
  )
}
