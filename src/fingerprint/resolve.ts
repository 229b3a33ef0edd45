/** Turns an artifact input into its fingerprint, computing it when a path was given. */
import { fingerprintArtifact } from './index.js'
import type { ArtifactInput } from '../inputs/artifact.js'
import type { Logger } from '../action/command.js'
import { USER_AGENT } from '../version.js'

/**
 * `timeoutMs` bounds the wait for docker and each registry request (the timeout-seconds
 * input); `maxRetries` is the retries of a registry request.
 */
export async function resolveFingerprint(
  artifact: ArtifactInput,
  log: Logger,
  timeoutMs: number,
  maxRetries?: number
): Promise<string> {
  if ('fingerprint' in artifact) return artifact.fingerprint
  return log.group(`Fingerprinting ${artifact.path}`, async () => {
    const computed = await fingerprintArtifact({
      ...artifact,
      docker: { timeoutMs },
      oci: {
        credentials: artifact.registry,
        userAgent: USER_AGENT,
        timeoutMs,
        maxRetries,
        // A token a registry hands out is a credential too.
        onSecret: secret => log.mask?.(secret)
      }
    })
    log.info(`${computed.type} ${artifact.path}: ${computed.fingerprint}`)
    return computed.fingerprint
  })
}
