/**
 * fingerprint: the SHA-256 of a file, a directory, a docker image or an OCI image, computed
 * as the vendor CLI's `kosli fingerprint` does, for a later step to use. It works on the
 * runner alone: no token, no org, and nothing is sent to the service.
 */
import { readArtifact } from '../../inputs/artifact.js'
import { InputError } from '../../inputs/input-error.js'
import type { InputSource } from '../../inputs/source.js'
import { computeFingerprint } from '../../action/artifact-fingerprint.js'
import { code, escapeText } from '../../summary/markdown.js'
import type { Command, CommandContext, CommandResult } from '../../action/command.js'

export interface FingerprintInputs {
  artifact: Exclude<ReturnType<typeof readArtifact>, { fingerprint: string }>
}

const PATH_FORM =
  'the path of a file or directory (relative to the working directory), or an image name with artifact-type docker or oci'

function parseInputs(source: InputSource): FingerprintInputs {
  if (source('artifact-path') === undefined) {
    throw new InputError('artifact-path', 'is empty', PATH_FORM)
  }
  // This command has no fingerprint input: only what artifact-path names is read.
  const artifact = readArtifact(name => (name === 'fingerprint' ? undefined : source(name)))
  if ('fingerprint' in artifact) throw new InputError('artifact-path', 'is empty', PATH_FORM)
  return { artifact }
}

async function run(inputs: FingerprintInputs, context: CommandContext): Promise<CommandResult> {
  const { fingerprint, type } = await computeFingerprint(inputs.artifact, context)
  const summary = [
    '### Fingerprint',
    '',
    '| | |',
    '|---|---|',
    `| Artifact | ${code(inputs.artifact.path)} |`,
    `| Type | ${escapeText(type)} |`,
    `| Fingerprint | ${code(fingerprint)} |`,
    ''
  ].join('\n')
  return { outcome: 'ok', outputs: { fingerprint, 'artifact-type': type }, summary }
}

export const command: Command<FingerprintInputs> = { parseInputs, run }
