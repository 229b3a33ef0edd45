/**
 * How to prove who we are to the cluster of a kubeconfig's current context: its CA, client
 * certificate and key, bearer token (or the tokenFile kubectl reads when no token is given),
 * exec credential plugin, and Basic credentials, combined in the order
 * @kubernetes/client-node's applyHTTPSOptions combines them. Every file is read through the
 * action's regular-file reader, at most 1 MiB, so a pipe or a device is refused by name and
 * never waited on; the plugin runs within the bounds of `exec-plugin.ts`.
 *
 * The pods are then read through the action's own transport, not the client's fetch: so the
 * cluster gets the timeout, size bound, retry policy, redirect rule, proxy and no_proxy
 * handling every other remote gets, its answers the same checks, and its failures the same
 * one-sentence messages (the client's fetch has no overall timeout or size bound).
 */
import { FileTooLargeError, readLinkedFileSync } from '../../files/regular-file.js'
import { MAX_PEM_FILE_BYTES } from '../../http/tls.js'
import type { TlsSettings } from '../../http/transport.js'
import { decodeOrKeep, redactUrl } from '../../http/url.js'
import { quote } from '../../inputs/input-error.js'
import {
  PLUGIN_LIMITS,
  PluginError,
  runExecPlugin,
  type PluginCredential,
  type PluginLimits
} from './exec-plugin.js'
import { describeSource, type Kubeconfig, type KubeconfigSource } from './kubeconfig.js'

export interface ClusterAccess {
  /** The API server, with any path prefix a gateway puts before /api. */
  server: URL
  /** What the cluster is called in messages: the context and the server. */
  label: string
  authorization?: string
  /** Headers besides Authorization the kubeconfig asks for (Impersonate-User). */
  headers: Record<string, string>
  tls: TlsSettings
  /** insecure-skip-tls-verify was set: the server's certificate is not checked. */
  insecure: boolean
  /** Values that prove who we are, for the log to mask. */
  secrets: string[]
}

/** A file the kubeconfig names that cannot serve: what is wrong, naming the field and file. */
class CredentialFileError extends Error {
  override readonly name = 'CredentialFileError'
  constructor(
    problem: string,
    readonly field: string
  ) {
    super(problem)
  }
}

/** A file the kubeconfig names, as kubectl reads it: through its links, a regular file only. */
function readNamedFile(field: string, path: string): Buffer {
  try {
    return readLinkedFileSync(path, MAX_PEM_FILE_BYTES)
  } catch (error) {
    const code = (error as { code?: unknown }).code
    let problem: string
    if (error instanceof FileTooLargeError) problem = 'is over 1 MiB'
    else if (code === 'ENOENT') problem = 'does not exist'
    else if (code === 'EACCES') problem = 'cannot be read (permission denied)'
    else if (code === 'ENOTREGULAR' || code === 'EISDIR' || code === 'ELOOP') {
      problem = 'is not a regular file (a folder, a pipe or a device), and is not waited on'
    } else problem = `cannot be read (${typeof code === 'string' ? code : 'unknown error'})`
    throw new CredentialFileError(`its ${field} ${path} ${problem}`, field)
  }
}

function fileOrData(field: string, file: string | undefined, data: string | undefined) {
  if (file) return readNamedFile(field, file)
  return data ? Buffer.from(data, 'base64') : undefined
}

/** A token file as client-go reads it: its text, trimmed, and never empty. */
function readTokenFile(path: string): string {
  const token = readNamedFile('tokenFile', path).toString('utf8').trim()
  if (token === '') throw new CredentialFileError(`its tokenFile ${path} is empty`, 'tokenFile')
  return token
}

/** Why the credentials could not be had: a plugin's stdout, where tokens are, is never quoted. */
function credentialError(error: unknown, config: Kubeconfig, source: KubeconfigSource): Error {
  const plugin = config.exec?.command
  let problem: string
  let fix: string
  if (error instanceof CredentialFileError) {
    problem = error.message
    fix = `fix kubeconfig so that its ${error.field} names a regular file of at most 1 MiB (a relative path is read from the kubeconfig's own folder)`
  } else if (error instanceof PluginError) {
    problem = `its exec credential plugin ${quote(plugin ?? '')} ${error.problem}`
    fix = "fix kubeconfig (and the plugin's own credentials, such as the AWS role)"
  } else {
    const said =
      (error instanceof Error ? error.message : String(error)).trim().split(/\r?\n/).pop() ?? ''
    const line = said.length > 300 ? `${said.slice(0, 300)}…` : said
    problem = `gives credentials that cannot be read${line ? `: ${line}` : ''}`
    fix = 'fix kubeconfig'
  }
  return new Error(
    `The cluster's credentials could not be had: ${describeSource(source)}: ${problem}; ${fix}, so nothing was sent.`
  )
}

interface Credentials {
  ca?: Buffer
  cert?: Buffer | string
  key?: Buffer | string
  authorization?: string
  headers: Record<string, string>
}

/** The user's credentials, as the client's applyOptions applies them. */
async function credentials(config: Kubeconfig, limits: PluginLimits): Promise<Credentials> {
  const { cluster, user, exec } = config
  const ca = fileOrData('certificate-authority', cluster.caFile, cluster.caData)
  const found: Credentials = { ca, headers: {} }
  if (!user) return found
  found.cert = fileOrData('client-certificate', user.certFile, user.certData)
  found.key = fileOrData('client-key', user.keyFile, user.keyData)
  if (user.impersonateUser) found.headers['Impersonate-User'] = user.impersonateUser
  if (exec) {
    const plugin: PluginCredential = await runExecPlugin(
      exec,
      {
        server: cluster.server,
        insecure: cluster.skipTLSVerify,
        ...(cluster.tlsServerName ? { tlsServerName: cluster.tlsServerName } : {}),
        ...(ca ? { ca } : {}),
        ...(cluster.execConfig !== undefined ? { config: cluster.execConfig } : {})
      },
      limits
    )
    if (plugin.cert && plugin.key) {
      found.cert = plugin.cert
      found.key = plugin.key
    }
    if (plugin.token) found.authorization = `Bearer ${plugin.token}`
  }
  // kubectl reads tokenFile only when no token is given.
  const token = user.token || (user.tokenFile ? readTokenFile(user.tokenFile) : undefined)
  if (token) found.authorization = `Bearer ${token}`
  if (!found.authorization && user.username) {
    found.authorization = `Basic ${Buffer.from(`${user.username}:${user.password ?? ''}`).toString('base64')}`
  }
  return found
}

function asText(value: Buffer | string | undefined): string | undefined {
  if (value === undefined) return undefined
  return Buffer.isBuffer(value) ? value.toString('utf8') : value
}

/**
 * The credentials and TLS settings of the current context. Runs the exec plugin, if any,
 * whose token is masked before anything else is logged.
 */
export async function clusterAccess(
  config: Kubeconfig,
  source: KubeconfigSource,
  limits: PluginLimits = PLUGIN_LIMITS
): Promise<ClusterAccess> {
  const { cluster } = config
  let found: Credentials
  try {
    found = await credentials(config, limits)
  } catch (error) {
    throw credentialError(error, config, source)
  }
  const { authorization, headers } = found
  // A key is masked line by line too: the runner masks a value only where it appears whole.
  const key = asText(found.key)
  const keyLines = (key ?? '')
    .split(/\r?\n/)
    .filter(line => line.length >= 16 && !line.startsWith('-----'))
  const server = new URL(cluster.server)
  // A password written into the server's URL is a credential too: masked, and never printed.
  const passwords = server.password ? [server.password, decodeOrKeep(server.password)] : []
  const secrets = [
    authorization,
    authorization?.replace(/^\w+ /, ''),
    key,
    ...keyLines,
    ...passwords
  ]
  return {
    server,
    label: `context ${quote(config.context)} (${passwords.length > 0 || server.username ? redactUrl(cluster.server) : cluster.server})`,
    authorization,
    headers,
    tls: {
      ca: found.ca,
      cert: found.cert,
      key: found.key,
      ...(cluster.tlsServerName ? { servername: cluster.tlsServerName } : {}),
      ...(cluster.skipTLSVerify ? { rejectUnauthorized: false } : {})
    },
    insecure: cluster.skipTLSVerify,
    secrets: secrets.filter((secret): secret is string => Boolean(secret))
  }
}
