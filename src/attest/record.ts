/**
 * Records one attestation on a trail (or, in a dry run, prints what would be posted): every
 * attestation command ends here, so each says the same thing the same way when it posts and
 * sets the same outputs.
 */
import type { CommandContext } from '../action/command.js'
import { ATTESTATION_TYPES } from '../service/attestation-types.js'
import type { AttestationBodies, AttestationType } from '../service/attestation-types.js'
import type { FilePart, WriteRequest } from '../service/client.js'
import { attestationRequest } from '../service/attestations.js'
import { trailOrRunCommit } from '../run-commit/trail-default.js'
import type { AttestationReport } from '../summary/attestation-facts.js'
import { sendOrPrint, writeOutputs, type WriteOutcome } from '../writes/send-or-print.js'

export interface EvidenceToRecord<T extends AttestationType> {
  type: T
  body: AttestationBodies[T]
  attachment?: FilePart
  /** The artifact the evidence is about; sent as artifact_fingerprint. */
  fingerprint?: string
  /** What the evidence says, for the line that says it was posted: "12 tests, 0 failures". */
  detail: string
}

export interface RecordedEvidence {
  /** The trail written to: the trail input, else the run's commit. */
  trail: string
  request: WriteRequest
  outcome: WriteOutcome
  /**
   * The outputs every attestation sets: result, flow and trail (where it was recorded), and
   * fingerprint and html-url when known.
   */
  outputs: Record<string, string>
  /** What the job summary says of the write. */
  report: AttestationReport
}

/**
 * Posts the evidence to the trail `where` names, the run's commit when it names none, about
 * the artifact when one is given.
 */
export async function recordEvidence<T extends AttestationType>(
  where: { flow: string; trail?: string },
  evidence: EvidenceToRecord<T>,
  context: Pick<CommandContext, 'common' | 'service' | 'log'>
): Promise<RecordedEvidence> {
  const { type, body, fingerprint } = evidence
  if (fingerprint) body.artifact_fingerprint = fingerprint
  // The event payload is read for the default only: most callers have the trail already.
  const trail = trailOrRunCommit(where.trail)
  const target = { org: context.common.org, flow: where.flow, trail }
  const request = attestationRequest(target, type, body, evidence.attachment)
  const outcome = await sendOrPrint(request, context)
  if (outcome.sent) {
    context.log.info(
      `${ATTESTATION_TYPES[type].label} attestation "${body.attestation_name}" posted to flow "${where.flow}", trail "${trail}": ${evidence.detail}.`
    )
  }
  const outputs: Record<string, string> = { ...writeOutputs(outcome), flow: where.flow, trail }
  if (fingerprint) outputs.fingerprint = fingerprint
  const report: AttestationReport = {
    posted: outcome.sent,
    flow: where.flow,
    trail,
    attestationName: body.attestation_name,
    fingerprint,
    payload: outcome.sent ? undefined : outcome.json,
    attestationUrl: outcome.htmlUrl
  }
  return { trail, request, outcome, outputs, report }
}
