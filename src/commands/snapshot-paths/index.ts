/**
 * snapshot-paths: the CLI's `snapshot paths` (a path spec) and `snapshot path` (one path, a
 * name and its patterns). Every path is checked before anything is read, and every artifact
 * fingerprinted before anything is sent, as `fingerprint` computes it: a file's SHA-256, or a
 * directory's walk with the hash pool, leaving out the ignore patterns and the lines of its
 * .kosli_ignore. Then one `server` report: each artifact with its fingerprint and, as its
 * creationTimestamp, its path's modification time (the CLI's choice).
 */
import { fingerprintDirectory } from '../../fingerprint/directory.js'
import { sha256OfFile } from '../../fingerprint/file.js'
import { describeFsFailure, FingerprintError } from '../../fingerprint/fingerprint-error.js'
import { InputError, quote } from '../../inputs/input-error.js'
import { readList } from '../../inputs/parse.js'
import type { InputSource } from '../../inputs/source.js'
import { workspaceRoot } from '../../inputs/workspace-path.js'
import type { ServerArtifact } from '../../service/bodies.js'
import { sendSnapshotReport, type FoundRunning } from '../../snapshots/report.js'
import type { Command, CommandContext, CommandResult } from '../../action/command.js'
import {
  checkArtifactName,
  checkArtifactPath,
  type ArtifactSpec,
  type CheckedArtifact
} from './artifact-spec.js'
import { PATH_SPEC_FORM, readPathSpec } from './path-spec.js'
import { requireEnvironmentName } from '../../inputs/environment-name.js'

export interface SnapshotPathsInputs {
  environment: string
  artifacts: CheckedArtifact[]
}

const ONE_FORM = 'path-spec (a YAML file), or path and name for one artifact'

/** The artifacts the inputs name: a path spec's, or the one of path, name and ignore. */
function readSpecs(source: InputSource, workspace: string): ArtifactSpec[] {
  const spec = source('path-spec')
  const path = source('path')
  if (spec !== undefined) {
    const extra = ['path', 'name', 'ignore'].find(name => source(name) !== undefined)
    if (extra) {
      throw new InputError(
        'path-spec',
        `is set together with ${extra}, but a path spec names every artifact itself`,
        `${ONE_FORM}, not both`
      )
    }
    return readPathSpec(spec, workspace)
  }
  if (path === undefined) {
    throw new InputError(
      'path-spec',
      'and path are both empty, so nothing names what runs',
      ONE_FORM
    )
  }
  const name = source('name')
  if (name === undefined) {
    throw new InputError(
      'name',
      'is empty, and path needs a name for its artifact',
      "the artifact's name, such as web-app"
    )
  }
  const reason = checkArtifactName(name)
  if (reason)
    throw new InputError(
      'name',
      `has ${quote(name)}, which ${reason}`,
      'one line of at most 255 characters'
    )
  return [{ name, path, ignore: readList(source, 'ignore'), input: 'path' }]
}

function parseInputs(source: InputSource): SnapshotPathsInputs {
  const environment = requireEnvironmentName(source, 'environment', 'get-snapshot')
  const workspace = workspaceRoot()
  const artifacts = readSpecs(source, workspace).map(spec => checkArtifactPath(spec, workspace))
  const seen = new Set<string>()
  for (const { name, input } of artifacts) {
    if (seen.has(name)) {
      throw new InputError(input, `names the artifact ${quote(name)} twice`, PATH_SPEC_FORM)
    }
    seen.add(name)
  }
  return { environment, artifacts }
}

async function fingerprintOf(artifact: CheckedArtifact): Promise<string> {
  // The inputs the fingerprint's messages name: where the path and its patterns were given.
  const inputs =
    artifact.input === 'path'
      ? { path: 'path', exclude: 'ignore' }
      : {
          path: `the path of artifact ${quote(artifact.name)} in path-spec`,
          exclude: 'path-spec ignore'
        }
  if (artifact.kind === 'dir') {
    return fingerprintDirectory(artifact.resolved, { exclude: artifact.ignore, inputs })
  }
  try {
    return await sha256OfFile(artifact.resolved)
  } catch (error) {
    throw new FingerprintError(
      `Cannot read ${quote(artifact.path)} of artifact ${quote(artifact.name)} because ${describeFsFailure(error)}, so nothing was sent; check the file's permissions.`,
      { cause: error }
    )
  }
}

async function run(inputs: SnapshotPathsInputs, context: CommandContext): Promise<CommandResult> {
  const found: FoundRunning[] = []
  const artifacts: ServerArtifact[] = []
  const lowered = inputs.artifacts.flatMap(({ name, writtenAs }) =>
    writtenAs === undefined ? [] : [`${quote(writtenAs)} as ${quote(name)}`]
  )
  if (lowered.length > 0) {
    context.log.info(
      `The path spec's artifact names are sent in lower case, as the CLI sends them: ${lowered.join(', ')}.`
    )
  }
  // Every artifact is read before anything is sent: one that cannot be read fails the step.
  for (const artifact of inputs.artifacts) {
    const fingerprint = await context.log.group(`Fingerprinting ${artifact.path}`, async () => {
      const computed = await fingerprintOf(artifact)
      context.log.info(`${artifact.kind} ${artifact.path} (${artifact.name}): ${computed}`)
      return computed
    })
    found.push({
      name: artifact.name,
      fingerprint,
      where: artifact.path,
      createdAt: artifact.modifiedAt
    })
    artifacts.push({
      digests: { [artifact.name]: fingerprint },
      creationTimestamp: artifact.modifiedAt
    })
  }
  return sendSnapshotReport(
    { kind: 'server', environment: inputs.environment, body: { artifacts }, found, leftOut: [] },
    context
  )
}

export const command: Command<SnapshotPathsInputs> = { parseInputs, run }
