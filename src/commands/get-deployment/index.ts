/**
 * get-deployment: when an artifact was deployed to an environment, which artifact it
 * replaced there, and the link to the change between the two; for release notes.
 */
import { readArtifact, type ArtifactInput } from '../../inputs/artifact.js'
import { readName } from '../../inputs/parse.js'
import type { InputSource } from '../../inputs/source.js'
import { code, escapeText, facts, link, shortFingerprint } from '../../summary/markdown.js'
import { isoTime, readableTime } from '../../summary/timestamps.js'
import { isRecord } from '../../http/errors.js'
import { RequestError, describeAnswer } from '../../http/errors.js'
import { getDeployment } from '../../service/endpoints.js'
import type { Deployment } from '../../service/schemas.js'
import { resolveFingerprint } from '../../fingerprint/resolve.js'
import { skippedWithoutToken } from '../../action/skip.js'
import type { Command, CommandContext, CommandResult } from '../../action/command.js'

export interface GetDeploymentInputs {
  environment: string
  artifact: ArtifactInput
}

function parseInputs(source: InputSource): GetDeploymentInputs {
  return { environment: readName(source, 'environment', true), artifact: readArtifact(source) }
}

async function run(inputs: GetDeploymentInputs, context: CommandContext): Promise<CommandResult> {
  const fingerprint = await resolveFingerprint(
    inputs.artifact,
    context.log,
    context.common.timeoutMs,
    context.common.maxRetries
  )
  const service = context.service
  if (!service) {
    const skipped = skippedWithoutToken(context.log, 'the deployment was not asked for')
    return { ...skipped, outputs: { fingerprint } }
  }
  const { org } = context.common
  const { environment } = inputs
  let deployment: Deployment
  try {
    deployment = await getDeployment(service, { org, environment, fingerprint })
  } catch (error) {
    if (error instanceof RequestError && error.status === 404) {
      throw new Error(
        `No deployment of artifact ${fingerprint} to environment "${environment}" is known to ` +
          `org "${org}" (${describeAnswer(error)}); check the environment name and the ` +
          `fingerprint, and that the environment reports its deployments.`,
        { cause: error }
      )
    }
    throw error
  }
  const deployedAt = isoTime(deployment.deployed_at) ?? ''
  const replaced = deployment.replaced_artifact
  const outputs = {
    fingerprint,
    'artifact-name': deployment.artifact_name ?? '',
    'deployed-at': deployedAt,
    'replaced-fingerprint': replaced?.fingerprint ?? '',
    'diff-url': deployment.diff_url ?? '',
    result: JSON.stringify(deployment)
  }
  context.log.info(
    `${deployment.artifact_name ?? fingerprint} was deployed to ${environment} at ${deployedAt || 'an unknown time'}` +
      (replaced?.fingerprint ? `, replacing ${replaced.fingerprint}.` : ', replacing nothing.')
  )
  return { outcome: 'ok', outputs, summary: renderSummary(deployment, environment, fingerprint) }
}

function renderSummary(deployment: Deployment, environment: string, fingerprint: string): string {
  const replaced = deployment.replaced_artifact
  const artifact = deployment.artifact
  const name = deployment.artifact_name ?? shortFingerprint(fingerprint)
  const commit = artifact?.git_commit_info?.sha1 ?? artifact?.git_commit
  const snapshot = deployment.snapshot_index
  const sections = [
    `## Deployment of ${escapeText(name)} to environment ${escapeText(environment)}`,
    facts([
      ['Artifact', link(name, linkHref(deployment, 'artifact'))],
      ['Fingerprint', code(fingerprint)],
      ['Deployed', escapeText(readableTime(deployment.deployed_at))],
      ['Environment', escapeText(deployment.env_name ?? environment)],
      [
        'Snapshot',
        snapshot != null ? link(`#${snapshot}`, linkHref(deployment, 'snapshot')) : undefined
      ],
      ['Flow', escapeText(artifact?.flow_name)],
      ['Trail', escapeText(artifact?.trail_name)],
      ['Commit', commit ? link(commit.slice(0, 12), artifact?.git_commit_info?.url) : undefined],
      [
        'Replaced',
        replaced?.fingerprint
          ? `${escapeText(replaced.artifact_name ?? 'artifact')} ${code(replaced.fingerprint)}`
          : 'nothing (first of its name here)'
      ],
      [
        'Replaced trail',
        replaced?.artifact?.trail_name ? escapeText(replaced.artifact.trail_name) : undefined
      ],
      ['Changes', deployment.diff_url ? link('compare', deployment.diff_url) : undefined]
    ])
  ]
  return sections.join('\n\n') + '\n'
}

/** `_links.<name>.href`, which the service sends but the interface leaves open. */
function linkHref(deployment: Deployment, name: string): string | undefined {
  const links = isRecord(deployment._links) ? deployment._links[name] : undefined
  const href = isRecord(links) ? links.href : undefined
  return typeof href === 'string' ? href : undefined
}

export const getDeploymentCommand: Command<GetDeploymentInputs> = { parseInputs, run }
