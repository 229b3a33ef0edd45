/**
 * snapshot-docker: the CLI's `snapshot docker`. The engine DOCKER_HOST names is read through
 * its API: the running containers, and for each the registry digest of its image, keyed by
 * the image as the container shows it, with the container's creation time. A container
 * whose image has no registry digest is left out, named in a warning with the reason. The
 * engine is read completely before anything is sent: an engine that cannot be read fails the
 * step, and no snapshot (least of all an empty one) is sent.
 */
import { engineAddress, type EngineAddress } from '../../docker-engine/docker-host.js'
import { DockerEngineClient } from '../../docker-engine/engine-client.js'
import { readRunningImages, type RunningImages } from '../../docker-engine/running-images.js'
import { describeRetry } from '../../action/retry-log.js'
import { RequestError } from '../../http/request-error.js'
import type { InputSource } from '../../inputs/source.js'
import type { DockerReport } from '../../service/bodies.js'
import { sendSnapshotReport } from '../../snapshots/report.js'
import { USER_AGENT } from '../../version.js'
import type { Command, CommandContext, CommandResult } from '../../action/command.js'
import { requireEnvironmentName } from '../../inputs/environment-name.js'

export interface SnapshotDockerInputs {
  environment: string
}

function parseInputs(source: InputSource): SnapshotDockerInputs {
  return { environment: requireEnvironmentName(source, 'environment', 'get-snapshot') }
}

/** The engine could not be read: one sentence with the cause and what to fix; nothing sent. */
function engineFailure(error: RequestError, address: EngineAddress): Error {
  const cause = `${error.message.charAt(0).toUpperCase()}${error.message.slice(1)}`
  const fix =
    error.kind === 'timeout'
      ? 'check that the engine answers (docker ps), or raise timeout-seconds'
      : error.kind === 'network'
        ? address.kind === 'unix'
          ? `start Docker on this runner, or set DOCKER_HOST to the engine's address`
          : 'check DOCKER_HOST, DOCKER_TLS_VERIFY and DOCKER_CERT_PATH, and that the engine answers'
        : 'check that DOCKER_HOST names a Docker engine'
  return new Error(`${cause}; ${fix}. Nothing was sent.`, { cause: error })
}

async function readEngine(context: CommandContext): Promise<RunningImages> {
  const address = engineAddress()
  const client = new DockerEngineClient(address, {
    userAgent: USER_AGENT,
    timeoutMs: context.common.timeoutMs,
    maxRetries: context.common.maxRetries,
    onRetry: event => context.log.info(describeRetry(event, 'the Docker engine'))
  })
  try {
    return await context.log.group(`Reading the Docker engine at ${address.described}`, () =>
      readRunningImages(client)
    )
  } catch (error) {
    throw error instanceof RequestError ? engineFailure(error, address) : error
  } finally {
    client.dispose()
  }
}

async function run(inputs: SnapshotDockerInputs, context: CommandContext): Promise<CommandResult> {
  const { running, leftOut } = await readEngine(context)
  const leftOutLines = leftOut.map(
    ({ container, image, reason }) =>
      `Container "${container}" (image ${image}) is left out: ${reason}.`
  )
  for (const line of leftOutLines) context.log.warning(line)
  const body: DockerReport = {
    artifacts: running.map(r => ({
      digests: { [r.image]: r.digest },
      creationTimestamp: r.createdAt
    }))
  }
  return sendSnapshotReport(
    {
      kind: 'docker',
      environment: inputs.environment,
      body,
      found: running.map(r => ({
        name: r.image,
        fingerprint: r.digest,
        where: r.container,
        createdAt: r.createdAt
      })),
      leftOut: leftOutLines
    },
    context
  )
}

export const command: Command<SnapshotDockerInputs> = { parseInputs, run }
