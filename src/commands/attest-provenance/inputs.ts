/**
 * The inputs only attest-provenance reads (the evidence inputs and `assert` are read by the
 * pipeline), each checked before any request.
 */
import type { StepContext } from '../../action/command.js'
import type { CommonInputs } from '../../action/common-inputs.js'
import type { ArtifactInput } from '../../inputs/artifact.js'
import { readArtifact } from '../../inputs/artifact.js'
import { InputError, quote } from '../../inputs/input-error.js'
import { declared } from '../../inputs/parse.js'
import type { InputSource } from '../../inputs/source.js'
import { readGitHubToken } from '../../inputs/tokens.js'
import { stepEnv } from '../../runner/step-scope.js'

export interface ProvenanceInputs {
  /** `owner/name`: whose attestations are read, and the certificate's source repository. */
  repository: string
  /** `owner/repo/.github/workflows/file.yml`, when the build signer is pinned. */
  signerWorkflow?: string
  predicateType: string
  githubToken: string
  /** The artifact is required here: the attestations are looked up by its digest. */
  artifact: ArtifactInput
}

const REPOSITORY_PATTERN = /^[A-Za-z0-9][A-Za-z0-9-]*\/[A-Za-z0-9._-]+$/
const REPOSITORY_FORM = 'owner/name, as GITHUB_REPOSITORY has it'
const WORKFLOW_PATTERN =
  /^[A-Za-z0-9][A-Za-z0-9-]*\/[A-Za-z0-9._-]+\/\.github\/workflows\/[A-Za-z0-9._-]+\.ya?ml$/
const WORKFLOW_FORM = 'owner/repo/.github/workflows/<file>.yml, without a ref'

export function readProvenanceInputs(
  source: InputSource,
  _common: CommonInputs,
  step: StepContext
): ProvenanceInputs {
  const githubToken = readGitHubToken(source, step.mask)
  if (githubToken === undefined) {
    throw new InputError(
      'github-token',
      'is empty, and the attestations can only be read through the GitHub API',
      'a token that can read them: leave the input out to use ${{ github.token }}, with permissions: attestations: read in the workflow'
    )
  }
  if (source('user-data') !== undefined) {
    throw new InputError(
      'user-data',
      'is set, and attest-provenance records the verification itself as the user data',
      'no user-data (annotations and description are recorded as given)'
    )
  }
  // Read by the pipeline next; its default must have reached it.
  declared('name', source('name'))
  return {
    repository: readRepository(source),
    signerWorkflow: readSignerWorkflow(source),
    predicateType: readPredicateType(source),
    githubToken,
    artifact: readArtifact(source)
  }
}

function readRepository(source: InputSource): string {
  const given = source('repository')
  const value = given ?? stepEnv().GITHUB_REPOSITORY?.trim()
  const origin = given === undefined ? '(read from GITHUB_REPOSITORY) ' : ''
  if (!value) {
    throw new InputError(
      'repository',
      'is empty, and GITHUB_REPOSITORY is not set',
      `the repository whose attestations are read, ${REPOSITORY_FORM}`
    )
  }
  if (!REPOSITORY_PATTERN.test(value)) {
    throw new InputError('repository', `${origin}has ${quote(value)}`, REPOSITORY_FORM)
  }
  return value
}

function readSignerWorkflow(source: InputSource): string | undefined {
  const value = source('signer-workflow')
  if (value === undefined) return undefined
  if (!WORKFLOW_PATTERN.test(value)) {
    const hint = value.includes('@') ? ' (any ref is accepted: leave out "@<ref>")' : ''
    throw new InputError('signer-workflow', `has ${quote(value)}${hint}`, WORKFLOW_FORM)
  }
  return value
}

function readPredicateType(source: InputSource): string {
  const value = declared('predicate-type', source('predicate-type'))
  if (!/^\S+$/.test(value) || value.length > 500) {
    throw new InputError(
      'predicate-type',
      `has ${quote(value)}`,
      'a predicate type URI such as https://slsa.dev/provenance/v1'
    )
  }
  return value
}
