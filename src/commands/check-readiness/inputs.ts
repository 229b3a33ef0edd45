/** check-readiness's inputs, each checked before any request. */
import type { StepContext } from '../../action/command.js'
import { InputError } from '../../inputs/input-error.js'
import { checkName, readBoolean, readList, readName } from '../../inputs/parse.js'
import type { InputSource } from '../../inputs/source.js'
import { readGitHubToken } from '../../inputs/tokens.js'
import { readTrailInput, trailOrRunCommit } from '../../run-commit/trail-default.js'

export interface CheckReadinessInputs {
  flow: string
  trail: string
  environments: string[]
  policies: string[]
  githubToken?: string
  checkRun: boolean
  comment: boolean
  failWhenLacking: boolean
}

export function parseInputs(
  source: InputSource,
  _common: unknown,
  step: StepContext
): CheckReadinessInputs {
  const flow = readName(source, 'flow', true)
  const trail = trailOrRunCommit(readTrailInput(source))
  const environments = uniqueNames('environments', readList(source, 'environments'))
  const policies = uniqueNames('policies', readList(source, 'policies'))
  if (environments.length === 0 && policies.length === 0) {
    throw new InputError(
      'environments',
      'is empty, and so is policies',
      'the environments to judge each artifact for, comma- or newline-separated (or policies)'
    )
  }
  if (environments.length > 0 && policies.length > 0) {
    // The service judges one scope an assert: an environment's own policies, or named ones.
    throw new InputError(
      'policies',
      'is set together with environments',
      'either environments (each judged by its own policies) or policies, not both'
    )
  }
  const checkRun = readBoolean(source, 'check-run')
  const comment = readBoolean(source, 'comment')
  const githubToken = readGitHubToken(source, step.mask)
  if (githubToken === undefined && (checkRun || comment)) {
    throw new InputError(
      'github-token',
      'is empty, and the check run and the comment are written through the GitHub API',
      'a token with checks: write and pull-requests: write (leave the input out to use ${{ github.token }}), or check-run: false and comment: false'
    )
  }
  return {
    flow,
    trail,
    environments,
    policies,
    githubToken,
    checkRun,
    comment,
    failWhenLacking: readBoolean(source, 'fail-when-lacking')
  }
}

/** A list input's names, each checked, each once in the order given. */
function uniqueNames(name: string, names: readonly string[]): string[] {
  for (const item of names) checkName(name, item)
  return [...new Set(names)]
}
