/**
 * A TLS certificate the runner does not trust is not "unreachable": behind a proxy that
 * re-signs TLS, or with a server on a private CA, the fix is NODE_EXTRA_CA_CERTS. Node names
 * the problem in the error's `code`, at any depth of its causes (undici wraps it).
 */

/**
 * The most read of a PEM file a remote's TLS settings name (a CA bundle, a client
 * certificate or its key, from DOCKER_CERT_PATH or a kubeconfig): such files are kilobytes.
 */
export const MAX_PEM_FILE_BYTES = 1024 * 1024

const UNTRUSTED_CODES = new Set([
  'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
  'UNABLE_TO_GET_ISSUER_CERT',
  'UNABLE_TO_GET_ISSUER_CERT_LOCALLY',
  'SELF_SIGNED_CERT_IN_CHAIN',
  'DEPTH_ZERO_SELF_SIGNED_CERT',
  'CERT_UNTRUSTED'
])

/** Whether a TLS error code says the peer's certificate chain is not trusted. */
export function isUntrustedCertificateCode(code: string): boolean {
  return UNTRUSTED_CODES.has(code)
}

/** The peer's certificate names another host than the one asked for. */
export const WRONG_HOST_CODE = 'ERR_TLS_CERT_ALTNAME_INVALID'

/** Codes of a certificate refused for good: untrusted, not for the host asked, or out of date. */
const REFUSED_CODES = new Set([
  ...UNTRUSTED_CODES,
  WRONG_HOST_CODE,
  'CERT_HAS_EXPIRED',
  'CERT_NOT_YET_VALID'
])

/** Whether a TLS error code says the peer's certificate was refused, which no retry mends. */
export function isRefusedCertificateCode(code: string): boolean {
  return REFUSED_CODES.has(code)
}

/**
 * One sentence part ending in "(CODE)", or undefined when the error is not about trust.
 * `trustedBy` names where a remote's own CA comes from ("the ca.pem in DOCKER_CERT_PATH");
 * without it, the runner's trust is meant, which NODE_EXTRA_CA_CERTS extends.
 */
export function describeUntrustedCertificate(
  error: unknown,
  trustedBy?: string
): string | undefined {
  // Any object, not `instanceof Error`: an error from another realm (a vm context) is one too.
  for (
    let current: unknown = error, depth = 0;
    typeof current === 'object' && current !== null && depth < 5;
    depth++
  ) {
    const code = (current as { code?: unknown }).code
    if (typeof code === 'string' && isUntrustedCertificateCode(code)) {
      if (trustedBy !== undefined) {
        return `the server's TLS certificate is not signed by ${trustedBy} (${code})`
      }
      return (
        `the server's TLS certificate is not trusted: if a proxy or the server uses a ` +
        `private or corporate CA, give that CA's certificate (PEM) in NODE_EXTRA_CA_CERTS ` +
        `(${code})`
      )
    }
    current = (current as { cause?: unknown }).cause
  }
  return undefined
}
