/** Turns an artifact input into its fingerprint, computing it when a path was given. */
import { fingerprintArtifact } from './index.js'
import type { ArtifactInput } from '../inputs/artifact.js'
import type { CommandContext } from '../action/command.js'

/** The timeout-seconds input (`common.timeoutMs`) bounds the wait for docker. */
export async function resolveFingerprint(
  artifact: ArtifactInput,
  context: Pick<CommandContext, 'log' | 'common'>
): Promise<string> {
  if ('fingerprint' in artifact) return artifact.fingerprint
  const { log } = context
  const { timeoutMs } = context.common
  return log.group(`Fingerprinting ${artifact.path}`, async () => {
    const computed = await fingerprintArtifact({ ...artifact, docker: { timeoutMs } })
    log.info(`${computed.type} ${artifact.path}: ${computed.fingerprint}`)
    return computed.fingerprint
  })
}
