/**
 * What the generic and custom attestation commands share: the inputs that say where the
 * evidence goes and what it is about, and the body fields built from them and the run.
 */
import { attestationFacts } from '../summary/markdown.js'
import { writeOutputs, type WriteOutcome } from './write.js'
import { readEvidenceInputs, type EvidenceInputs } from './inputs.js'
import { readCommitSha, readRedactions, type Redactable } from '../inputs/commit.js'
import type { InputSource } from '../inputs/source.js'
import type { AttestationBase, FilePart } from '../service/build-records.js'
import type { CommandContext } from '../action/command.js'
import { resolveFingerprint } from '../fingerprint/resolve.js'
import { attachmentFilePart, readAttachment, type AttachmentPaths } from './attachment.js'
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
    attachment: inputs.attachment ? await attachmentFilePart(inputs.attachment) : undefined
  }
}

/** The outputs of a generic or custom attestation: the write's, where it went, the artifact. */
export function attestationOutputs(
  outcome: WriteOutcome,
  flow: string,
  resolved: ResolvedAttestation
): Record<string, string> {
  const outputs: Record<string, string> = { ...writeOutputs(outcome), flow, trail: resolved.trail }
  if (resolved.fingerprint) outputs.fingerprint = resolved.fingerprint
  return outputs
}

/** The summary facts of a generic or custom attestation: where it was recorded, about what. */
export function recordedFacts(
  attestation: AttestationInputs,
  resolved: ResolvedAttestation
): [string, string | undefined][] {
  return attestationFacts({
    flow: attestation.flow,
    trail: resolved.trail,
    attestationName: attestation.name,
    fingerprint: resolved.fingerprint
  })
}
