/**
 * What the generic and custom attestation commands share: the inputs that say where the
 * evidence goes and what it is about, and the body fields built from them and the run.
 */
import { attestationFacts } from '../summary/attestation.js'
import { code, type FactRow } from '../summary/markdown.js'
import { renderWriteSummary } from './write.js'
import { readEvidenceInputs, type EvidenceInputs } from './inputs.js'
import { readCommitSha, readRedactions, type Redactable } from '../inputs/commit.js'
import type { InputSource } from '../inputs/source.js'
import type { AttestationBase, AttestationBodies } from '../service/attestations.js'
import type { FilePart } from '../service/client.js'
import type { CommandContext, CommandResult } from '../action/command.js'
import { resolveFingerprint } from '../fingerprint/resolve.js'
import { packAttachmentPart, readAttachment, type AttachmentPaths } from './attachment.js'
import { ATTESTATION_LABELS, recordEvidence } from './record.js'
import { readRunCommit } from './run-commit.js'
import { trailOrCommit } from './trail.js'

/** What the generic and custom commands read besides the inputs every attestation shares. */
export interface AttestationInputs extends EvidenceInputs {
  commitSha?: string
  redact: Redactable[]
  attachment?: AttachmentPaths
}

export function readAttestationInputs(source: InputSource): AttestationInputs {
  return {
    ...readEvidenceInputs(source),
    commitSha: readCommitSha(source, 'commit-sha'),
    redact: readRedactions(source, 'redact-commit-info'),
    attachment: readAttachment(source)
  }
}

/** Only fields that are set: the bodies are strict, and null is not the same as unset. */
export function definedOnly<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)) as T
}

export interface ResolvedAttestation {
  trail: string
  fingerprint?: string
  base: AttestationBase
  attachment?: FilePart
}

/** Fingerprints the artifact and reads the commit: the work done before the body exists. */
export async function resolveAttestation(
  inputs: AttestationInputs,
  context: CommandContext
): Promise<ResolvedAttestation> {
  const fingerprint = inputs.artifact
    ? await resolveFingerprint(inputs.artifact, context)
    : undefined
  const commit = await readRunCommit(inputs, context.log)
  const base: AttestationBase = definedOnly({
    attestation_name: inputs.name,
    artifact_fingerprint: fingerprint,
    git_commit_info: commit.gitCommitInfo,
    repo_info: commit.repoInfo,
    ...inputs.evidence
  })
  return {
    trail: trailOrCommit(inputs.trail, commit.sha),
    fingerprint,
    base,
    attachment: inputs.attachment ? await packAttachmentPart(inputs.attachment) : undefined
  }
}

/**
 * Posts a generic, custom or decision attestation and reports it: the outputs (with where it went) and
 * a summary of where it was recorded, about what, and the facts of its type.
 */
export async function recordAttestation<T extends 'generic' | 'custom' | 'system'>(
  attestation: AttestationInputs,
  resolved: ResolvedAttestation,
  evidence: { type: T; body: AttestationBodies[T]; detail: string },
  rows: readonly FactRow[],
  context: CommandContext
): Promise<CommandResult> {
  const { flow, name } = attestation
  const { trail, attachment, fingerprint } = resolved
  const recorded = await recordEvidence(
    { flow, trail },
    { ...evidence, attachment, fingerprint },
    context
  )
  const summary = renderWriteSummary(recorded.request, recorded.outcome, {
    recorded: `${ATTESTATION_LABELS[evidence.type]} attestation ${name} recorded in trail ${trail}`,
    rows: [
      ...attestationFacts({ flow, trail, attestationName: name, fingerprint }),
      ...rows,
      ['Attachment', attachment ? code(attachment.description) : undefined]
    ]
  })
  return {
    outcome: recorded.outcome.sent ? 'ok' : 'skipped',
    outputs: recorded.outputs,
    summary
  }
}
