/**
 * Turns an artifact input into its fingerprint, computing it when a path was given. The
 * hashing code is loaded only then: a step given a fingerprint does not pay for it.
 */
import type { ArtifactFingerprint } from '../fingerprint/fingerprint-artifact.js'
import type { ArtifactInput } from '../inputs/artifact.js'
import type { CommandContext } from './command.js'
import { USER_AGENT } from '../version.js'

/**
 * The timeout-seconds input (`common.timeoutMs`) bounds the wait for docker and each
 * registry request; max-retries (`common.maxRetries`) is the retries of a registry request.
 */
export async function resolveFingerprint(
  artifact: ArtifactInput,
  context: Pick<CommandContext, 'log' | 'common'>
): Promise<string> {
  if ('fingerprint' in artifact) return artifact.fingerprint
  return (await computeFingerprint(artifact, context)).fingerprint
}

/** Fingerprints the file, directory or image `artifact` names, with the type it was read as. */
export async function computeFingerprint(
  artifact: Exclude<ArtifactInput, { fingerprint: string }>,
  context: Pick<CommandContext, 'log' | 'common'>
): Promise<ArtifactFingerprint> {
  const { log } = context
  const { timeoutMs, maxRetries } = context.common
  return log.group(`Fingerprinting ${artifact.path}`, async () => {
    const { fingerprintArtifact } = await import('../fingerprint/fingerprint-artifact.js')
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
    return computed
  })
}
