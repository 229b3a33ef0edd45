/**
 * What a verified signature must also say to count as the artifact's provenance: its subject
 * is the artifact, and its certificate names the repository (and, when asked, the signer
 * workflow). Pure functions over what verify.ts read from the bundle.
 */

export type TrustDomain = 'public-good' | 'github'

/** Why no bundle counted, as recorded in user_data.reason. */
export type FailureReason = 'no attestation' | 'signature' | 'identity' | 'digest' | 'predicate'

export interface ProvenancePolicy {
  /** `owner/name`: the certificate's source repository must be this one. */
  repository: string
  /** `owner/repo/.github/workflows/file.yml`: the build signer, at any ref. */
  signerWorkflow?: string
  predicateType: string
  /** The artifact's digests by algorithm (`sha256`, and `sha512` of a file), lowercase hex. */
  digests: Readonly<Record<string, string>>
}

/** The certificate's claims (Fulcio's extensions) that the record carries. */
export interface Claims {
  /** `.9`: the workflow that signed, with its ref. */
  buildSigner?: string
  /** `.12`: the repository the build ran in; absent on a release attestation. */
  sourceRepository?: string
  /** `.13` */
  sourceCommit?: string
  /** `.14` */
  sourceRef?: string
  /** `.21`: the run that signed. */
  runUrl?: string
}

export type BundleVerdict =
  | { verified: true; trustDomain: TrustDomain; predicateType: string; claims: Claims }
  | {
      verified: false
      reason: Exclude<FailureReason, 'no attestation'>
      detail: string
      trustDomain?: TrustDomain
    }

const GITHUB = 'https://github.com/'

/** Why the claims do not fit the policy, or undefined when they do. */
export function checkClaims(claims: Claims, policy: ProvenancePolicy): string | undefined {
  const { sourceRepository, buildSigner } = claims
  if (sourceRepository === undefined) {
    return 'its certificate names no source repository (a release attestation proves no build)'
  }
  // Repository names are case-insensitive on GitHub; the URI is compared whole.
  if (sourceRepository.toLowerCase() !== `${GITHUB}${policy.repository}`.toLowerCase()) {
    return `its source repository is ${quoted(sourceRepository)}, not ${GITHUB}${policy.repository}`
  }
  if (policy.signerWorkflow !== undefined) {
    // A literal prefix up to the "@" before the ref: never a pattern, never a shorter file.
    const prefix = `${GITHUB}${policy.signerWorkflow}@`
    if (buildSigner === undefined || !buildSigner.startsWith(prefix)) {
      const signer = buildSigner === undefined ? 'no build signer' : quoted(buildSigner)
      return `its build signer is ${signer}, not ${GITHUB}${policy.signerWorkflow} at any ref`
    }
  }
  return undefined
}

/**
 * Whether a subject of the statement is the artifact: some digest algorithm both know agrees,
 * and none they both know disagrees.
 */
export function matchesSubject(
  subjects: unknown,
  digests: Readonly<Record<string, string>>
): boolean {
  if (!Array.isArray(subjects)) return false
  return subjects.some(subject => {
    const digest = (subject as { digest?: unknown } | null)?.digest
    if (typeof digest !== 'object' || digest === null) return false
    let agreed = false
    for (const [algorithm, value] of Object.entries(digest as Record<string, unknown>)) {
      const ours = Object.hasOwn(digests, algorithm) ? digests[algorithm] : undefined
      if (ours === undefined) continue
      if (typeof value !== 'string' || value.toLowerCase() !== ours) return false
      agreed = true
    }
    return agreed
  })
}

function quoted(value: string): string {
  return JSON.stringify(value.length > 200 ? `${value.slice(0, 200)}…` : value)
}
