/**
 * The inputs every evidence attestation shares (attest-junit, attest-snyk): where it goes,
 * its name, the artifact it is about, and the optional evidence fields of the strict bodies.
 */
import { runUrl } from '../action/run.js'
import { readArtifact, type ArtifactInput } from '../inputs/artifact.js'
import {
  readAnnotations,
  readAttestationName,
  readExternalUrls,
  readOriginUrl,
  readTargetArtifacts,
  readUserData
} from '../inputs/evidence.js'
import { readName } from '../inputs/parse.js'
import type { InputSource } from '../inputs/source.js'
import { readTrailInput } from './trail.js'
import type { EvidenceFields } from '../service/attestations.js'

export interface AttestationInputs {
  flow: string
  /** Undefined when not given: the run's commit is the default (see trail.ts). */
  trail: string | undefined
  name: string
  artifact?: ArtifactInput
  /** Only the fields that are set: the bodies are strict, and null is not the same as unset. */
  evidence: Omit<EvidenceFields, 'artifact_fingerprint'>
}

export function readAttestationInputs(source: InputSource): AttestationInputs {
  const artifactGiven = ['fingerprint', 'artifact-path', 'artifact-type', 'exclude'].some(
    name => source(name) !== undefined
  )
  const evidence: AttestationInputs['evidence'] = {
    description: source('description'),
    origin_url: readOriginUrl(source, 'origin-url') ?? runUrl(),
    target_artifacts: readTargetArtifacts(source, 'target-artifacts'),
    user_data: readUserData(source, 'user-data'),
    annotations: readAnnotations(source, 'annotations'),
    external_urls: readExternalUrls(source, 'external-urls')
  }
  return {
    flow: readName(source, 'flow', true),
    trail: readTrailInput(source),
    name: readAttestationName(source, 'name'),
    artifact: artifactGiven ? readArtifact(source) : undefined,
    evidence: Object.fromEntries(
      Object.entries(evidence).filter(([, value]) => value !== undefined)
    ) as AttestationInputs['evidence']
  }
}
