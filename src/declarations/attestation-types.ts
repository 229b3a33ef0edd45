/**
 * Every attestation type, once: the name the service stores it by, how the action names it
 * to people, and the last segment of the path it is posted to,
 * `POST /attestations/{org}/{flow}/trail/{trail}/{segment}`. The bodies
 * (service/attestations.ts), the log lines and summaries, override-attestation's accepted
 * types and the sandbox's routes and seed schema are all derived from this table. It sits on
 * the lowest floor so that a command's declaration can name the types too.
 */

export interface AttestationTypeEntry {
  /** How a log line or a summary names it: "JUnit attestation". */
  label: string
  /** The last segment of the path its attestations are posted to. */
  segment: string
  /**
   * One of the service's built-in types: what override-attestation's
   * original_attestation_type and a policy's attestation rule accept by name (the published
   * enum, in its order). The others are named otherwise: a custom type as `custom:<type>`.
   */
  builtIn: boolean
}

/** By the name the service stores: a custom type's attestations as `custom:<type>`. */
export const ATTESTATION_TYPES = {
  generic: { label: 'Generic', segment: 'generic', builtIn: true },
  junit: { label: 'JUnit', segment: 'junit', builtIn: true },
  snyk: { label: 'Snyk', segment: 'snyk', builtIn: true },
  pull_request: { label: 'Pull request', segment: 'pull_request', builtIn: true },
  jira: { label: 'Jira', segment: 'jira', builtIn: true },
  sonar: { label: 'Sonar', segment: 'sonar', builtIn: true },
  custom: { label: 'Custom', segment: 'custom', builtIn: false },
  /** A decision against a governance control: the reference CLI's wire, not published. */
  decision: { label: 'Decision', segment: 'system', builtIn: false }
} as const satisfies Readonly<Record<string, AttestationTypeEntry>>

export type AttestationTypeName = keyof typeof ATTESTATION_TYPES

export const ATTESTATION_TYPE_NAMES = Object.keys(ATTESTATION_TYPES) as AttestationTypeName[]

/** The service's built-in types, in the order the published description lists them. */
export const BUILT_IN_ATTESTATION_TYPES: readonly string[] = ATTESTATION_TYPE_NAMES.filter(
  name => ATTESTATION_TYPES[name].builtIn
)
