/**
 * Where the cluster is and how to prove who we are: the kubeconfig, read with the official
 * client's own parts (@kubernetes/client-node): its kubeconfig entry parsing and checks
 * (config_types), its exec credential plugin runner (ExecAuth: EKS, GKE and AKS kubeconfigs)
 * and its token-file reader (FileAuth: the in-cluster service account). Its KubeConfig class
 * is not imported: it pulls in the client's whole generated API (17 MB bundled) for the two
 * of its methods a snapshot would use, which only combine these same parts; the few lines
 * that combine them here (CA, client certificate, token, in order) follow its
 * applyHTTPSOptions. The legacy auth-provider plugins (gcp, azure, oidc) are refused with
 * the exec plugin to use instead: kubectl dropped the gcp and azure ones for those plugins.
 *
 * The pods are read through the action's own transport, not the client's fetch: so the
 * cluster gets the timeout, size bound, retry policy, redirect rule, proxy and no_proxy
 * handling every other remote gets, its answers the same checks, and its failures the same
 * one-sentence messages (the client's fetch has no overall timeout or size bound).
 */
import { existsSync } from 'node:fs'
import { homedir } from 'node:os'
import { delimiter, dirname, isAbsolute, join, resolve } from 'node:path'
import type { RequestOptions } from 'node:https'
import {
  newClusters,
  newContexts,
  newUsers,
  type Cluster,
  type Context,
  type User
} from '@kubernetes/client-node/dist/config_types.js'
import { ExecAuth } from '@kubernetes/client-node/dist/exec_auth.js'
import { FileAuth } from '@kubernetes/client-node/dist/file_auth.js'
import { parseDocument } from 'yaml'
import { InputError, quote } from '../../inputs/input-error.js'
import type { InputSource } from '../../inputs/source.js'
import { workspaceRoot } from '../../inputs/workspace-path.js'
import { FileTooLargeError, readLinkedFileSync } from '../../files/regular-file.js'
import { utf8Text } from '../../files/utf8-text.js'
import { checkKeys, yamlOverBudget } from '../../inputs/yaml-check.js'
import { MAX_PEM_FILE_BYTES } from '../../http/tls.js'
import { decodeOrKeep, redactUrl } from '../../http/url.js'
import type { TlsSettings } from '../../http/transport.js'
import { stepEnv } from '../../runner/step-env.js'

/** The current context of a kubeconfig: its cluster and user, paths made absolute. */
export interface Kubeconfig {
  context: string
  cluster: Cluster
  user: User | undefined
}

/** Where the kubeconfig came from, as a message names it. */
export interface KubeconfigSource {
  kind: 'input' | 'KUBECONFIG' | 'home' | 'in-cluster'
  /** The files read, in order (none for in-cluster). */
  paths: string[]
}

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

const FIX =
  'a readable kubeconfig with a current context (kubectl config current-context shows it), ' +
  'such as the one aws eks update-kubeconfig writes'

function named(source: KubeconfigSource): string {
  switch (source.kind) {
    case 'input':
      return `kubeconfig ${quote(source.paths[0] ?? '')}`
    case 'KUBECONFIG':
      return `the kubeconfig KUBECONFIG names (${source.paths.join(delimiter)})`
    case 'home':
      return `the kubeconfig ${source.paths[0] ?? ''}`
    case 'in-cluster':
      return "the pod's service account"
  }
}

/** The kubeconfig input, else KUBECONFIG, else ~/.kube/config, else the service account. */
export function findKubeconfig(
  source: InputSource,
  env: NodeJS.ProcessEnv = stepEnv()
): KubeconfigSource {
  const given = source('kubeconfig')
  if (given !== undefined) {
    const home = given === '~' || given.startsWith('~/')
    const path = home ? join(homedir(), given.slice(1)) : resolve(workspaceRoot(env), given)
    if (!existsSync(path)) {
      throw new InputError('kubeconfig', `names ${quote(given)}, which does not exist`, FIX)
    }
    return { kind: 'input', paths: [path] }
  }
  const listed = (env.KUBECONFIG ?? '').split(delimiter).filter(path => path !== '')
  if (listed.length > 0) {
    return {
      kind: 'KUBECONFIG',
      paths: listed.map(path => (isAbsolute(path) ? path : resolve(path)))
    }
  }
  const home = join(homedir(), '.kube', 'config')
  if (existsSync(home)) return { kind: 'home', paths: [home] }
  if (env.KUBERNETES_SERVICE_HOST && env.KUBERNETES_SERVICE_PORT) {
    return { kind: 'in-cluster', paths: [] }
  }
  throw new InputError(
    'kubeconfig',
    'is not set, KUBECONFIG is not set, there is no ~/.kube/config and the step does not run inside a cluster',
    FIX
  )
}

/**
 * The most a kubeconfig file may hold. One with a hundred clusters, each with its CA and a
 * client certificate and key inline, is under 1 MiB.
 */
const MAX_KUBECONFIG_BYTES = 4 * 1024 * 1024

/** A kubeconfig file refused before it is parsed; the message names the file, not its text. */
class KubeconfigLoadError extends Error {
  override readonly name = 'KubeconfigLoadError'
}

/** Why a kubeconfig file did not load, without quoting it: YAML errors quote the text. */
function loadError(error: unknown, path: string): string {
  if (error instanceof KubeconfigLoadError || error instanceof FileTooLargeError) {
    return error.message
  }
  const code = (error as { code?: unknown }).code
  if (code === 'ENOENT') return `${path} does not exist`
  if (code === 'EACCES') return `${path} cannot be read (permission denied)`
  if (code === 'EISDIR') return `${path} is a folder`
  if (code === 'ENOTREGULAR') return `${path} is not a regular file (a folder, a pipe or a device)`
  const line = (error as { linePos?: { line?: unknown }[] }).linePos?.[0]?.line
  if (typeof line === 'number') return `${path} is not valid YAML (line ${line})`
  return `${path} is not a kubeconfig (clusters, contexts and users, each with a name)`
}

const SERVICE_ACCOUNT = '/var/run/secrets/kubernetes.io/serviceaccount'
/** The client's token-file reader (FileAuth), which the in-cluster user is given. */
const IN_CLUSTER_PROVIDER = 'tokenFile'

interface Entries {
  clusters: Cluster[]
  users: User[]
  contexts: Context[]
  current?: string
}

/** A relative file a kubeconfig names is relative to the kubeconfig's folder, as kubectl reads it. */
function absolute(folder: string, path: string | undefined): string | undefined {
  return path === undefined || path === '' || isAbsolute(path) ? path : join(folder, path)
}

function readEntries(path: string): Entries {
  const read = utf8Text(readLinkedFileSync(path, MAX_KUBECONFIG_BYTES))
  if ('problem' in read) throw new KubeconfigLoadError(`${path} ${read.problem}`)
  const { text } = read
  const overBudget = yamlOverBudget(text)
  if (overBudget !== undefined) throw new KubeconfigLoadError(`${path} ${overBudget}`)
  // uniqueKeys off: its check is quadratic in a mapping's keys, and a later key wins anyway.
  const parsed = parseDocument(text, { uniqueKeys: false })
  const error = parsed.errors[0]
  if (error) throw error
  const keys = checkKeys(parsed, text, false)
  if (keys !== undefined) throw new KubeconfigLoadError(`${path} ${keys}`)
  const document = (parsed.toJS() ?? {}) as Record<string, unknown>
  if (typeof document !== 'object' || Array.isArray(document)) throw new Error('not a mapping')
  const folder = dirname(path)
  return {
    clusters: newClusters(document.clusters).map(cluster => ({
      ...cluster,
      caFile: absolute(folder, cluster.caFile)
    })),
    users: newUsers(document.users).map(user => ({
      ...user,
      certFile: absolute(folder, user.certFile),
      keyFile: absolute(folder, user.keyFile)
    })),
    contexts: newContexts(document.contexts),
    current:
      typeof document['current-context'] === 'string' ? document['current-context'] : undefined
  }
}

function inCluster(env: NodeJS.ProcessEnv): Entries {
  const host = env.KUBERNETES_SERVICE_HOST ?? ''
  const server = `https://${host.includes(':') ? `[${host}]` : host}:${env.KUBERNETES_SERVICE_PORT ?? ''}`
  return {
    clusters: [
      { name: 'in-cluster', server, caFile: `${SERVICE_ACCOUNT}/ca.crt`, skipTLSVerify: false }
    ],
    users: [
      {
        name: 'service-account',
        authProvider: {
          name: IN_CLUSTER_PROVIDER,
          config: { tokenFile: `${SERVICE_ACCOUNT}/token` }
        }
      }
    ],
    contexts: [{ name: 'in-cluster', cluster: 'in-cluster', user: 'service-account' }],
    current: 'in-cluster'
  }
}

/** Reads the kubeconfig and checks it names a context, its cluster and an https server. */
export function loadKubeconfig(source: KubeconfigSource, env = stepEnv()): Kubeconfig {
  const refuse = (problem: string): never => {
    const said =
      source.kind === 'input'
        ? `names ${quote(source.paths[0] ?? '')}, which ${problem}`
        : `is not set, and ${named(source)} ${problem}`
    throw new InputError('kubeconfig', said, FIX)
  }
  const merged: Entries = { clusters: [], users: [], contexts: [] }
  const files = source.kind === 'in-cluster' ? [undefined] : source.paths
  for (const path of files) {
    let entries: Entries
    try {
      entries = path === undefined ? inCluster(env) : readEntries(path)
    } catch (error) {
      return refuse(`cannot be used: ${loadError(error, path ?? '')}`)
    }
    // As kubectl merges KUBECONFIG's files: the first file to set a name or the context wins.
    const add = <T extends { name: string }>(into: T[], from: T[]) => {
      for (const entry of from) if (!into.some(known => known.name === entry.name)) into.push(entry)
    }
    add(merged.clusters, entries.clusters)
    add(merged.users, entries.users)
    add(merged.contexts, entries.contexts)
    merged.current ??= entries.current
  }
  const context = merged.current
  if (!context) return refuse('names no current context')
  const chosen = merged.contexts.find(entry => entry.name === context)
  if (!chosen) return refuse(`names current context ${quote(context)}, which it does not hold`)
  const cluster = merged.clusters.find(entry => entry.name === chosen.cluster)
  if (!cluster)
    return refuse(`holds no cluster ${quote(chosen.cluster)} for context ${quote(context)}`)
  let server: URL | undefined
  try {
    server = new URL(cluster.server)
  } catch {
    return refuse(`gives cluster ${quote(cluster.name)} a server that is not a URL`)
  }
  if (server.protocol !== 'https:') {
    refuse(
      `gives cluster ${quote(cluster.name)} a server that is not https, and credentials never go over plain HTTP`
    )
  }
  if (cluster.proxyUrl) {
    refuse(
      `gives cluster ${quote(cluster.name)} a proxy-url, which the action does not use: leave it out and set HTTPS_PROXY and NO_PROXY, which every remote of the action follows`
    )
  }
  const user = merged.users.find(entry => entry.name === chosen.user)
  const provider = (user?.authProvider as { name?: unknown } | undefined)?.name
  // Without this, its user would reach the cluster with no credentials and be refused as if
  // a token had expired.
  if (user && provider !== undefined && provider !== IN_CLUSTER_PROVIDER) {
    refuse(
      `signs in user ${quote(user.name)} with the auth-provider ${quote(String(provider))}, which the action does not run (kubectl itself dropped the gcp and azure ones); give the user an exec credential plugin instead: gke-gcloud-auth-plugin (GKE), kubelogin (AKS, OpenID Connect) or aws eks get-token (EKS)`
    )
  }
  return { context, cluster, user }
}

function asText(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined
  return Buffer.isBuffer(value) ? value.toString('utf8') : String(value)
}

/** Why the credentials could not be had: a plugin's stdout, where tokens are, is never quoted. */
function credentialError(error: unknown, user: User | undefined, source: KubeconfigSource): Error {
  const plugin = (user?.exec as { command?: string } | undefined)?.command
  const code = (error as { code?: unknown }).code
  let problem: string
  if (plugin && code === 'ENOENT') {
    problem = `its exec credential plugin ${quote(plugin)} was not found: install it on the runner (for EKS, the AWS CLI)`
  } else if (error instanceof SyntaxError || (plugin && !(error instanceof Error))) {
    problem = `its credential plugin ${quote(plugin ?? '')} printed no ExecCredential JSON`
  } else {
    const said =
      (error instanceof Error ? error.message : String(error)).trim().split(/\r?\n/).pop() ?? ''
    const line = said.length > 300 ? `${said.slice(0, 300)}…` : said
    problem = plugin
      ? `its credential plugin ${quote(plugin)} failed${line ? `: ${line}` : ''}`
      : `gives credentials that cannot be read${line ? `: ${line}` : ''}`
  }
  return new Error(
    `The cluster's credentials could not be had: ${named(source)}: ${problem}; fix kubeconfig (and the plugin's own credentials, such as the AWS role), so nothing was sent.`
  )
}

function fileOrData(file: string | undefined, data: string | undefined): Buffer | undefined {
  if (file) return readLinkedFileSync(file, MAX_PEM_FILE_BYTES)
  return data ? Buffer.from(data, 'base64') : undefined
}

/** The user's credentials, as the client's applyOptions applies them. */
async function applyUser(user: User, options: RequestOptions): Promise<void> {
  options.cert = fileOrData(user.certFile, user.certData)
  options.key = fileOrData(user.keyFile, user.keyData)
  options.headers = {}
  if (user.impersonateUser) options.headers['Impersonate-User'] = user.impersonateUser
  for (const authenticator of [new ExecAuth(), new FileAuth()]) {
    if (authenticator.isAuthProvider(user)) {
      await authenticator.applyAuthentication(user, options)
      break
    }
  }
  if (user.token) options.headers.Authorization = `Bearer ${user.token}`
  if (!options.headers.Authorization && user.username) {
    options.headers.Authorization = `Basic ${Buffer.from(`${user.username}:${user.password ?? ''}`).toString('base64')}`
  }
}

/**
 * The credentials and TLS settings of the current context. Runs the exec plugin, if any,
 * whose token is masked before anything else is logged.
 */
export async function clusterAccess(
  config: Kubeconfig,
  source: KubeconfigSource
): Promise<ClusterAccess> {
  const { cluster, user } = config
  const options: RequestOptions = {}
  try {
    options.ca = fileOrData(cluster.caFile, cluster.caData)
    if (user) await applyUser(user, options)
  } catch (error) {
    throw credentialError(error, user, source)
  }
  const headers: Record<string, string> = {}
  let authorization: string | undefined
  for (const [name, value] of Object.entries(options.headers ?? {})) {
    if (value === undefined) continue
    const text = Array.isArray(value) ? value.join(', ') : String(value)
    if (name.toLowerCase() === 'authorization') authorization = text
    else headers[name] = text
  }
  // A key is masked line by line too: the runner masks a value only where it appears whole.
  const key = asText(options.key)
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
      ca: options.ca,
      cert: options.cert,
      key: options.key,
      ...(cluster.tlsServerName ? { servername: cluster.tlsServerName } : {}),
      ...(cluster.skipTLSVerify ? { rejectUnauthorized: false } : {})
    },
    insecure: cluster.skipTLSVerify,
    secrets: secrets.filter((secret): secret is string => Boolean(secret))
  }
}

export function describeSource(source: KubeconfigSource): string {
  return named(source)
}
