/**
 * attest-artifact: reports the artifact a build made to its flow and trail, by fingerprint,
 * or by a file, directory or image to fingerprint exactly as assert-artifact does. The
 * `fingerprint` output is what was reported, so a later job's gate asks about exactly it.
 *
 * It runs the stages every attest command does (src/attest/pipeline.ts: inputs,
 * fingerprint, commit, body, record, outputs, summary), in the same order, with the same
 * commit inputs and the same modules, but not through attestationCommand: its write is the
 * artifact itself (POST /artifacts), not an attestation on the trail. So there is no gather
 * stage (the artifact is the evidence, fingerprinted in the second stage), no evidence
 * fields of an attestation (no name, target artifacts or origin: build-url takes its place),
 * no attachment, and no verdict (nothing is judged here; assert-artifact judges).
 */
import { basename } from 'node:path'
import { readCommitInputs } from '../../inputs/commit.js'
import { readRunCommit } from '../../run-commit/run-commit.js'
import { readTrailInput, trailOrCommit } from '../../run-commit/trail-default.js'
import {
  definedOnly,
  renderWriteSummary,
  sendOrPrint,
  writeOutputs
} from '../../writes/send-or-print.js'
import { runUrl } from '../../action/run.js'
import { readArtifact, type ArtifactInput } from '../../inputs/artifact.js'
import { InputError, quote } from '../../inputs/input-error.js'
import {
  ATTESTATION_NAME_PATTERN,
  readAnnotations,
  readExternalUrls,
  readOriginUrl,
  readUserData
} from '../../evidence-inputs/evidence-inputs.js'
import { readName } from '../../inputs/parse.js'
import type { Redactable } from '../../inputs/commit.js'
import type { InputSource } from '../../inputs/source.js'
import { onTrail } from '../../summary/attestation-facts.js'
import { commitLink } from '../../summary/commits.js'
import { code, escapeText } from '../../summary/markdown.js'
import type { CreateArtifactBody } from '../../service/bodies.js'
import { reportArtifactRequest } from '../../service/artifacts.js'
import { resolveFingerprint } from '../../action/artifact-fingerprint.js'
import type { Command, CommandContext, CommandResult } from '../../action/command.js'

export interface AttestArtifactInputs {
  flow: string
  trail?: string
  artifact: ArtifactInput
  artifactName: string
  filename: string
  buildUrl: string
  commitSha?: string
  redact: Redactable[]
  fields: Pick<CreateArtifactBody, 'description' | 'external_urls' | 'annotations' | 'user_data'>
}

const ARTIFACT_NAME_FORM = 'the artifact\'s name in the flow template: letters, digits, "-" or "_"'
const ARTIFACT_NAME_PATTERN = /^[a-zA-Z0-9\-_]+$/

function parseInputs(source: InputSource): AttestArtifactInputs {
  const artifact = readArtifact(source)
  const artifactName = source('artifact-name')
  if (artifactName === undefined)
    throw new InputError('artifact-name', 'is empty', ARTIFACT_NAME_FORM)
  // template_reference_name allows no comma, unlike attestation names.
  if (!ARTIFACT_NAME_PATTERN.test(artifactName) || !ATTESTATION_NAME_PATTERN.test(artifactName)) {
    throw new InputError(
      'artifact-name',
      `has ${quote(artifactName)}, which is not a valid artifact name`,
      ARTIFACT_NAME_FORM
    )
  }
  const buildUrl = readOriginUrl(source, 'build-url') ?? runUrl()
  if (!buildUrl) {
    throw new InputError(
      'build-url',
      'is empty and the run URL is unknown (GITHUB_SERVER_URL, GITHUB_REPOSITORY or GITHUB_RUN_ID is not set)',
      'the URL of the build that made the artifact'
    )
  }
  return {
    flow: readName(source, 'flow', true),
    trail: readTrailInput(source),
    artifact,
    artifactName,
    filename: readFilename(source, artifact),
    buildUrl,
    ...readCommitInputs(source),
    fields: definedOnly({
      description: source('description'),
      external_urls: readExternalUrls(source, 'external-urls'),
      annotations: readAnnotations(source, 'annotations'),
      user_data: readUserData(source, 'user-data')
    })
  }
}

/** The name shown for the artifact: the file's or directory's base name, or the image name. */
function readFilename(source: InputSource, artifact: ArtifactInput): string {
  const given = source('filename')
  if (given !== undefined) return given
  if ('path' in artifact) {
    // An image is named by its name; a file or directory by its base name.
    const isFile =
      artifact.type === undefined || artifact.type === 'file' || artifact.type === 'dir'
    return isFile ? basename(artifact.path.replace(/\/+$/, '')) : artifact.path
  }
  throw new InputError(
    'filename',
    'is empty and the artifact is given by fingerprint, so there is no path to name it after',
    'the file or image name to show for the artifact, such as app.tar.gz'
  )
}

async function run(inputs: AttestArtifactInputs, context: CommandContext): Promise<CommandResult> {
  // The run's commit first (the payload and the checkout, never a remote): a run that names
  // none fails before a registry is asked for the fingerprint.
  const commit = await readRunCommit(inputs, context.log)
  const trail = trailOrCommit(inputs.trail, commit.sha)
  if (!commit.sha || !commit.commitUrl) {
    throw new InputError(
      'commit-sha',
      'is empty and the run names no commit with a repository (GITHUB_SHA or GITHUB_REPOSITORY is not set)',
      'the commit the artifact was built from, in a run with GITHUB_REPOSITORY set'
    )
  }
  // Fingerprint: the artifact the record is about.
  const fingerprint = await resolveFingerprint(inputs.artifact, context)
  // Body: CreateArtifact's own fields, with the commit records every build-side write has.
  const body: CreateArtifactBody = definedOnly({
    fingerprint,
    filename: inputs.filename,
    build_url: inputs.buildUrl,
    commit_url: commit.commitUrl,
    trail_name: trail,
    template_reference_name: inputs.artifactName,
    // CreateArtifact takes only a full commit id here.
    git_commit: /^[0-9a-f]{40}$/.test(commit.sha) ? commit.sha : undefined,
    git_commit_info: commit.gitCommitInfo,
    repo_info: commit.repoInfo,
    // The CLI sends the checkout's origin (cmd/kosli/attestArtifact.go, gitView.RepoURL()),
    // which on GitHub is the repository's page: repo_info's url.
    repo_url: commit.repoInfo?.url,
    ...inputs.fields
  })
  // Record: sent, or printed in a dry run, as every write is.
  const request = reportArtifactRequest({ org: context.common.org, flow: inputs.flow }, body)
  const outcome = await sendOrPrint(request, context)
  if (outcome.sent) {
    context.log.info(
      `Artifact "${inputs.artifactName}" (${inputs.filename}) reported to flow "${inputs.flow}", trail "${trail}": ${fingerprint}.`
    )
  }
  // Outputs and summary: those of every write, where it went, and what was reported.
  const summary = renderWriteSummary(outcome, {
    recorded: `Artifact ${inputs.artifactName} reported`,
    where: onTrail(inputs.flow, trail),
    rows: [
      ['Flow', escapeText(inputs.flow)],
      ['Trail', escapeText(trail)],
      ['Artifact', escapeText(inputs.artifactName)],
      ['File', escapeText(inputs.filename)],
      ['Fingerprint', code(fingerprint)],
      ['Commit', commitLink(commit.sha, commit.commitUrl)]
    ]
  })
  return {
    outcome: outcome.sent ? 'ok' : 'skipped',
    outputs: { ...writeOutputs(outcome), fingerprint, flow: inputs.flow, trail },
    summary
  }
}

export const command: Command<AttestArtifactInputs> = { parseInputs, run }
