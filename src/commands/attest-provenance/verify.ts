/**
 * Verifies one Sigstore bundle offline against the trust root of the instance that issued its
 * leaf certificate: Sigstore's public-good instance (one transparency-log entry, one CT
 * receipt and one timestamp) or GitHub's own (no log, no CT: one RFC 3161 timestamp). The
 * roots are never merged and the thresholds never lowered. Certificates are checked at the
 * bundle's own timestamps, not the clock. Then what the signature covers: the predicate type,
 * the subject digest, and the certificate's claims (source repository, build signer).
 */
import { Verifier, toSignedEntity, toTrustMaterial, type TrustMaterial } from '@sigstore/verify'
import { bundleFromJSON } from '@sigstore/bundle'
import { ASN1Obj, X509Certificate } from '@sigstore/core'
import { TrustedRoot } from '@sigstore/protobuf-specs'
import githubRoot from './trust/github-trusted_root.json' with { type: 'json' }
import publicGoodRoot from './trust/public-good-trusted_root.json' with { type: 'json' }
import {
  checkClaims,
  matchesSubject,
  type BundleVerdict,
  type Claims,
  type ProvenancePolicy,
  type TrustDomain
} from './claims.js'

const DOMAINS: Readonly<
  Record<
    TrustDomain,
    {
      root: unknown
      /** The organization of its Fulcio's intermediate, in the leaf's issuer name. */
      issuerOrganization: string
      thresholds: { tlogThreshold: number; ctlogThreshold: number; timestampThreshold: number }
    }
  >
> = {
  'public-good': {
    root: publicGoodRoot,
    issuerOrganization: 'sigstore.dev',
    thresholds: { tlogThreshold: 1, ctlogThreshold: 1, timestampThreshold: 1 }
  },
  github: {
    root: githubRoot,
    issuerOrganization: 'GitHub, Inc.',
    thresholds: { tlogThreshold: 0, ctlogThreshold: 0, timestampThreshold: 1 }
  }
}

const trustMaterials = new Map<TrustDomain, TrustMaterial>()

function trustMaterialOf(domain: TrustDomain): TrustMaterial {
  let material = trustMaterials.get(domain)
  if (!material) {
    material = toTrustMaterial(TrustedRoot.fromJSON(DOMAINS[domain].root))
    trustMaterials.set(domain, material)
  }
  return material
}

const OID_ORGANIZATION = '2.5.4.10'
/** Fulcio's certificate extensions: https://github.com/sigstore/fulcio/blob/main/docs/oid-info.md */
const FULCIO = '1.3.6.1.4.1.57264.1'
const CLAIM_OIDS = {
  buildSigner: `${FULCIO}.9`,
  sourceRepository: `${FULCIO}.12`,
  sourceCommit: `${FULCIO}.13`,
  sourceRef: `${FULCIO}.14`,
  runUrl: `${FULCIO}.21`
} as const

const IN_TOTO_PAYLOAD = 'application/vnd.in-toto+json'

/** Verifies the bundle `json` under `policy`; never throws. */
export function verifyBundle(json: unknown, policy: ProvenancePolicy): BundleVerdict {
  let entity: ReturnType<typeof toSignedEntity>
  let bundle: ReturnType<typeof bundleFromJSON>
  try {
    bundle = bundleFromJSON(json)
    entity = toSignedEntity(bundle)
  } catch (error) {
    return {
      verified: false,
      reason: 'signature',
      detail: `it is not a bundle (${reasonOf(error)})`
    }
  }
  if (entity.key.$case !== 'certificate') {
    return {
      verified: false,
      reason: 'signature',
      detail: 'it is signed by a key, not a certificate'
    }
  }
  const certificate = entity.key.certificate
  const trustDomain = trustDomainOf(certificate)
  if (typeof trustDomain !== 'string') {
    return { verified: false, reason: 'signature', detail: trustDomain.problem }
  }
  try {
    new Verifier(trustMaterialOf(trustDomain), DOMAINS[trustDomain].thresholds).verify(entity)
  } catch (error) {
    // A bundle with no timestamp at all makes the verifier throw a plain TypeError.
    return {
      verified: false,
      reason: 'signature',
      trustDomain,
      detail: `it does not verify against the ${trustDomain} trust root (${reasonOf(error)})`
    }
  }
  const content = bundle.content
  if (content.$case !== 'dsseEnvelope' || content.dsseEnvelope.payloadType !== IN_TOTO_PAYLOAD) {
    return {
      verified: false,
      reason: 'predicate',
      trustDomain,
      detail: 'it signs no in-toto statement'
    }
  }
  const statement = readStatement(content.dsseEnvelope.payload)
  if (!statement) {
    return {
      verified: false,
      reason: 'predicate',
      trustDomain,
      detail: 'its statement is not JSON'
    }
  }
  if (statement.predicateType !== policy.predicateType) {
    return {
      verified: false,
      reason: 'predicate',
      trustDomain,
      detail: `its predicate type is ${JSON.stringify(String(statement.predicateType).slice(0, 200))}, not ${policy.predicateType}`
    }
  }
  if (!matchesSubject(statement.subject, policy.digests)) {
    return {
      verified: false,
      reason: 'digest',
      trustDomain,
      detail: "no subject of its statement has the artifact's digest"
    }
  }
  const claims = claimsOf(certificate)
  const mismatch = checkClaims(claims, policy)
  if (mismatch) return { verified: false, reason: 'identity', trustDomain, detail: mismatch }
  return { verified: true, trustDomain, predicateType: policy.predicateType, claims }
}

/** The instance whose Fulcio issued the leaf, by the organization in its issuer's name. */
function trustDomainOf(certificate: X509Certificate): TrustDomain | { problem: string } {
  let organization: string | undefined
  try {
    organization = nameAttribute(issuerName(certificate), OID_ORGANIZATION)
  } catch {
    organization = undefined
  }
  for (const [domain, { issuerOrganization }] of Object.entries(DOMAINS)) {
    if (organization === issuerOrganization) return domain as TrustDomain
  }
  const named = organization === undefined ? 'no organization' : JSON.stringify(organization)
  return {
    problem: `its certificate's issuer names ${named.slice(0, 100)}, neither Sigstore's public-good instance nor GitHub's`
  }
}

/** The issuer's name as parsed (`issuer` gives its content bytes only). */
function issuerName(certificate: X509Certificate): ASN1Obj | undefined {
  const issuer = certificate.issuer
  return certificate.tbsCertificate.subs.find(sub => sub.value.equals(issuer))
}

/** An attribute of an X.501 name: SEQUENCE of SET of SEQUENCE { OID, value }. */
function nameAttribute(name: ASN1Obj | undefined, oid: string): string | undefined {
  for (const set of name?.subs ?? []) {
    for (const attribute of set.subs) {
      const [type, value] = attribute.subs
      if (type?.toOID() === oid && value) return value.value.toString('utf8')
    }
  }
  return undefined
}

function claimsOf(certificate: X509Certificate): Claims {
  const claims: Claims = {}
  for (const [name, oid] of Object.entries(CLAIM_OIDS) as [keyof Claims, string][]) {
    const value = extensionText(certificate, oid)
    if (value !== undefined) claims[name] = value
  }
  return claims
}

/** A Fulcio extension from .8 on: a DER UTF8String inside the extension's OCTET STRING. */
function extensionText(certificate: X509Certificate, oid: string): string | undefined {
  try {
    const value = certificate.extension(oid)?.valueObj.subs[0]?.value
    return value === undefined ? undefined : value.toString('utf8')
  } catch {
    return undefined
  }
}

interface Statement {
  predicateType?: unknown
  subject?: unknown
}

function readStatement(payload: Buffer): Statement | undefined {
  try {
    const statement: unknown = JSON.parse(payload.toString('utf8'))
    return typeof statement === 'object' && statement !== null
      ? (statement as Statement)
      : undefined
  } catch {
    return undefined
  }
}

function reasonOf(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error)
  const code = (error as { code?: unknown } | null)?.code
  const text = message.replace(/\s+/g, ' ').trim().slice(0, 200) || 'no reason given'
  return typeof code === 'string' ? `${code}: ${text}` : text
}
