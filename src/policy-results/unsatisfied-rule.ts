/**
 * The shape of what a failing policy still asks of an artifact, as unsatisfied-rules.ts reads
 * it from the service's answer and wording.ts writes it out.
 */
/** The attestation an attestation rule asks for; `*` is any name or any type. */
export interface AskedAttestation {
  name: string
  type: string
  mustBeCompliant: boolean
  /** The control a decision must be recorded against, when the rule names one. */
  control?: string
}

export interface UnsatisfiedResolution {
  /** The published type (missing_attestation, no_provenance, ...), or another the service added. */
  type: string
  flow: string | null
  trail: string | null
  /** The artifact's status in that trail, when the service says it (non_compliant_in_trail). */
  artifactStatus?: string
  /** The control of the context, when the service names one. */
  control?: string
  /** What it means, in plain words on one line. */
  text: string
}

export interface UnsatisfiedRule {
  policy: string
  version: number | null
  /** provenance, trail-compliance, attestation, or the type the service named. */
  ruleType: string
  /** What the rule asks, in plain words on one line. */
  asked: string
  attestation?: AskedAttestation
  resolutions: UnsatisfiedResolution[]
}
