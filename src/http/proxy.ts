/**
 * A proxy that refuses to open a tunnel (HTTPS_PROXY, as @actions/http-client reads it) is
 * not a connection reset: name it, and say what to fix. It is reported only in an error
 * message: by the `tunnel` package (http-client's requests) as "tunneling socket could not
 * be established, statusCode=407", by undici (http-client's proxy dispatcher for fetch) as
 * "Proxy response (407) !== 200 when HTTP Tunneling".
 */

const TUNNEL_REFUSALS = [
  /tunneling socket could not be established, statusCode=(\d{3})/,
  /Proxy response \((\d{3})\) !== 200 when HTTP Tunneling/
]

/** The status the proxy answered a CONNECT with, searched through the error's causes. */
export function proxyRefusalStatus(error: unknown): number | undefined {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const message = current instanceof Error ? current.message : String(current)
    for (const pattern of TUNNEL_REFUSALS) {
      const match = pattern.exec(message)
      if (match) return Number(match[1])
    }
    current = current instanceof Error ? current.cause : undefined
  }
  return undefined
}

/** Ends in "(proxy status N)", so a reader knows the request never passed the proxy. */
export function describeProxyRefusal(status: number): string {
  const what =
    status === 407
      ? 'the proxy asked for authentication (407 Proxy Authentication Required): check the ' +
        "credentials in HTTPS_PROXY's URL (http://user:password@proxy:port, with special " +
        'characters percent-encoded)'
      : `the proxy refused to open a tunnel: check that it allows this host, or list the host in NO_PROXY`
  return `${what} (proxy status ${status})`
}
