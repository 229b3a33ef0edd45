/** How a refused tunnel and an untrusted certificate are recognised in either HTTP stack's errors. */
import { describeProxyRefusal, proxyRefusalStatus } from '../../../src/http/proxy.js'
import { describeUntrustedCertificate } from '../../../src/http/tls.js'

describe('a proxy that refuses the tunnel', () => {
  it("reads the status from the tunnel package's error (http-client)", () => {
    const error = Object.assign(
      new Error('tunneling socket could not be established, statusCode=407'),
      { code: 'ECONNRESET' }
    )
    expect(proxyRefusalStatus(error)).toBe(407)
  })

  it("reads the status from undici's error, however deeply wrapped", () => {
    const undici = new Error('Proxy response (403) !== 200 when HTTP Tunneling')
    const fetchFailed = new TypeError('fetch failed', { cause: undici })
    const octokit = new Error('Proxy response (403) !== 200 when HTTP Tunneling', {
      cause: fetchFailed
    })
    expect(proxyRefusalStatus(octokit)).toBe(403)
    expect(proxyRefusalStatus(new Error('outer', { cause: fetchFailed }))).toBe(403)
  })

  it('finds none in other errors', () => {
    expect(
      proxyRefusalStatus(Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' }))
    ).toBeUndefined()
    expect(proxyRefusalStatus('statusCode=407')).toBeUndefined()
  })

  it('says to check the credentials in HTTPS_PROXY for a 407, and what else to check otherwise', () => {
    expect(describeProxyRefusal(407)).toMatch(
      /^the proxy asked for authentication \(407 Proxy Authentication Required\): check the credentials in HTTPS_PROXY's URL .*\(proxy status 407\)$/
    )
    expect(describeProxyRefusal(403)).toMatch(
      /allows this host, or list the host in NO_PROXY \(proxy status 403\)$/
    )
  })
})

describe('an untrusted certificate', () => {
  it('is named, with NODE_EXTRA_CA_CERTS as the fix, at any depth of the causes', () => {
    const tls = Object.assign(new Error('self-signed certificate in certificate chain'), {
      code: 'SELF_SIGNED_CERT_IN_CHAIN'
    })
    const wrapped = new TypeError('fetch failed', { cause: tls })
    expect(describeUntrustedCertificate(wrapped)).toMatch(
      /certificate is not trusted: .*NODE_EXTRA_CA_CERTS \(SELF_SIGNED_CERT_IN_CHAIN\)$/
    )
  })

  it('leaves other TLS and network errors alone', () => {
    const expired = Object.assign(new Error('certificate has expired'), {
      code: 'CERT_HAS_EXPIRED'
    })
    expect(describeUntrustedCertificate(expired)).toBeUndefined()
    expect(describeUntrustedCertificate(new Error('boom'))).toBeUndefined()
  })
})
