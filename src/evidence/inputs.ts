/**
 * The inputs every evidence attestation shares (attest-generic, attest-custom, attest-junit,
 * attest-snyk): where it goes,
 * its name, the artifact it is about, and the optional evidence fields of the strict bodies.
 */
import { readOptionalArtifact, type ArtifactInput } from '../inputs/artifact.js'
import { readAttestationName, readEvidenceFields } from '../inputs/evidence.js'
import { readName } from '../inputs/parse.js'
import type { InputSource } from '../inputs/source.js'
import { readTrailInput } from './trail.js'
import type { EvidenceFields } from '../service/attestations.js'

export interface EvidenceInputs {
  flow: string
  /** Undefined when not given: the run's commit is the default (see trail.ts). */
  trail: string | undefined
  name: string
  artifact?: ArtifactInput
  /** Only the fields that are set: the bodies are strict, and null is not the same as unset. */
  evidence: Omit<EvidenceFields, 'artifact_fingerprint'>
}

export function readEvidenceInputs(source: InputSource): EvidenceInputs {
  return {
    flow: readName(source, 'flow', true),
    trail: readTrailInput(source),
    name: readAttestationName(source, 'name'),
    artifact: readOptionalArtifact(source),
    evidence: readEvidenceFields(source)
  }
}
