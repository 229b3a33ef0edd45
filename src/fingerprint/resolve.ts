/** Turns an artifact input into its fingerprint, computing it when a path was given. */
import { fingerprintArtifact } from './index.js'
import type { ArtifactInput } from '../inputs/artifact.js'
import type { Logger } from '../action/command.js'

/** `timeoutMs` bounds the wait for docker (the timeout-seconds input). */
export async function resolveFingerprint(
  artifact: ArtifactInput,
  log: Logger,
  timeoutMs: number
): Promise<string> {
  if ('fingerprint' in artifact) return artifact.fingerprint
  return log.group(`Fingerprinting ${artifact.path}`, async () => {
    const computed = await fingerprintArtifact({ ...artifact, docker: { timeoutMs } })
    log.info(`${computed.type} ${artifact.path}: ${computed.fingerprint}`)
    return computed.fingerprint
  })
}
