/**
 * get-deployment: when an artifact was deployed to an environment, which artifact it
 * replaced there, and the link to the change between the two; for release notes.
 */
import { readArtifact, type ArtifactInput } from '../../inputs/artifact.js'
import type { InputSource } from '../../inputs/source.js'
import { isoTime } from '../../summary/timestamps.js'
import { getDeployment } from '../../service/deployments.js'
import { explainRead } from '../../service/identity.js'
import { renderDeploymentSummary } from './summary.js'
import { resolveFingerprint } from '../../action/artifact-fingerprint.js'
import { skippedWithoutToken } from '../../action/skip.js'
import type { Command, CommandContext, CommandResult } from '../../action/command.js'
import { requireEnvironmentName } from '../../inputs/environment-name.js'

export interface GetDeploymentInputs {
  environment: string
  artifact: ArtifactInput
}

function parseInputs(source: InputSource): GetDeploymentInputs {
  return {
    environment: requireEnvironmentName(source, 'environment', 'get-snapshot'),
    artifact: readArtifact(source)
  }
}

async function run(inputs: GetDeploymentInputs, context: CommandContext): Promise<CommandResult> {
  const fingerprint = await resolveFingerprint(inputs.artifact, context)
  const service = context.service
  if (!service) {
    const skipped = skippedWithoutToken(context.log, 'the deployment was not asked for')
    return { ...skipped, outputs: { fingerprint } }
  }
  const { org } = context.common
  const { environment } = inputs
  const deployment = await explainRead(getDeployment(service, { org, environment, fingerprint }), {
    about: ['artifact'],
    missing: `No deployment of artifact ${fingerprint} to environment "${environment}" is known to org "${org}"`,
    notRecorded: `No deployment of artifact ${fingerprint} to environment "${environment}" is recorded in org "${org}"`,
    advice:
      'check the environment name and the fingerprint, and that the environment reports ' +
      'its deployments'
  })
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
  return {
    outcome: 'ok',
    outputs,
    summary: renderDeploymentSummary(deployment, environment, fingerprint)
  }
}

export const command: Command<GetDeploymentInputs> = { parseInputs, run }
