/**
 * The start of a fingerprint, made whole. The service reads an attestation on an artifact by
 * the first 5 or more digits of its fingerprint, and when several artifacts of the flow start
 * so it answers about one of them, its pick. The org's search for the same digits says which
 * artifacts they are: one is read by its whole fingerprint, several fail the step before any
 * attestation is read, so the step never reports another artifact's attestation than meant.
 */
import type { Logger } from '../../action/command.js'
import { FINGERPRINT_PATTERN } from '../../inputs/fingerprint-form.js'
import { RequestError } from '../../http/request-error.js'
import type { ServiceClient } from '../../service/client.js'
import { search } from '../../service/search.js'

/** At most this many fingerprints are named when several start with the digits given. */
const MAX_NAMED = 3

/**
 * The whole fingerprint of the one artifact of `flow` whose fingerprint starts with `start`;
 * `start` itself when it is whole already or the search finds none (the read then answers
 * in the service's words). Several such artifacts are an Error naming them.
 */
export async function wholeFingerprint(
  service: ServiceClient,
  asked: { org: string; flow: string; start: string },
  log: Pick<Logger, 'info'>
): Promise<string> {
  const { org, flow, start } = asked
  if (FINGERPRINT_PATTERN.test(start)) return start
  const found = await searchOrNone(service, org, start)
  const whole = [
    ...new Set(
      found
        .filter(artifact => artifact.flow === flow)
        .map(artifact => artifact.fingerprint?.toLowerCase() ?? '')
        .filter(
          fingerprint => FINGERPRINT_PATTERN.test(fingerprint) && fingerprint.startsWith(start)
        )
    )
  ].sort()
  if (whole.length > 1) {
    const named = whole.slice(0, MAX_NAMED).join(', ')
    const more = whole.length > MAX_NAMED ? `, and ${whole.length - MAX_NAMED} more` : ''
    throw new Error(
      `Fingerprint "${start}" is the start of ${whole.length} artifacts' fingerprints in flow "${flow}" (${named}${more}), so the service would answer about one of them, its pick; nothing was read: give more of the fingerprint, or all 64 characters.`
    )
  }
  const [one] = whole
  if (one === undefined) return start
  log.info(`Fingerprint "${start}" is the start of artifact ${one} of flow "${flow}" alone.`)
  return one
}

/** The search's artifacts; none when the service finds no match (its 404). */
async function searchOrNone(service: ServiceClient, org: string, value: string) {
  try {
    return (await search(service, { org, value }, 'no attestation was read')).artifacts
  } catch (error) {
    if (error instanceof RequestError && error.status === 404) return []
    throw error
  }
}
