/**
 * Where the cluster is: the kubeconfig, found and read as kubectl finds and reads it, with
 * the official client's entry parsing and checks (@kubernetes/client-node's config_types).
 * Its KubeConfig class is not imported: it pulls in the client's whole generated API (17 MB
 * bundled). Every file a kubeconfig names (certificate-authority, client-certificate,
 * client-key, tokenFile, and the exec command when it holds a path separator) is relative to
 * the folder of the kubeconfig file that names it, as client-go's ResolvePaths makes it; a
 * bare exec command is looked up on PATH. The legacy auth-provider plugins (gcp, azure,
 * oidc) are refused with the exec plugin to use instead: kubectl dropped the gcp and azure
 * ones for those plugins. What signs in (`cluster-access.ts`) is read only once the step
 * runs.
 */
import { existsSync } from 'node:fs'
import { homedir } from 'node:os'
import { delimiter, dirname, isAbsolute, join, resolve, sep } from 'node:path'
import {
  newClusters,
  newContexts,
  newUsers,
  type Cluster,
  type Context,
  type User
} from '@kubernetes/client-node/dist/config_types.js'
import { parseDocument } from 'yaml'
import { InputError, quote } from '../../inputs/input-error.js'
import type { InputSource } from '../../inputs/source.js'
import { workspaceRoot } from '../../inputs/workspace-path.js'
import { FileTooLargeError, readLinkedFileSync } from '../../files/regular-file.js'
import { utf8Text } from '../../files/utf8-text.js'
import { checkKeys, yamlOverBudget } from '../../inputs/yaml-check.js'
import { stepEnv } from '../../runner/step-scope.js'
import { EXEC_EXTENSION, readExecPlugin, type ExecPlugin } from './exec-plugin.js'

/** A cluster entry, with what its exec plugin is given of it (provideClusterInfo). */
export interface KubeCluster extends Cluster {
  execConfig?: unknown
}

/** A user entry, with the bearer token file kubectl reads (its tokenFile). */
export interface KubeUser extends User {
  tokenFile?: string
}

/** The current context of a kubeconfig: its cluster and user, paths made absolute. */
export interface Kubeconfig {
  context: string
  cluster: KubeCluster
  user: KubeUser | undefined
  /** The user's exec credential plugin, checked. */
  exec?: ExecPlugin
}

/** Where the kubeconfig came from, as a message names it. */
export interface KubeconfigSource {
  kind: 'input' | 'KUBECONFIG' | 'home' | 'in-cluster'
  /** The files read, in order (none for in-cluster). */
  paths: string[]
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

interface Entries {
  clusters: KubeCluster[]
  users: KubeUser[]
  contexts: Context[]
  current?: string
}

/** A relative file a kubeconfig names is relative to the kubeconfig's folder, as kubectl reads it. */
function absolute(folder: string, path: string | undefined): string | undefined {
  return path === undefined || path === '' || isAbsolute(path) ? path : join(folder, path)
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** An exec command with a path separator is a file beside the kubeconfig; a bare name is on PATH. */
function resolveExec(exec: unknown, folder: string): unknown {
  if (!isRecord(exec) || typeof exec.command !== 'string' || !exec.command.includes(sep)) {
    return exec
  }
  return { ...exec, command: absolute(folder, exec.command) }
}

/**
 * The users of one file. kubectl's token file is `tokenFile`; `token-file` is what
 * @kubernetes/client-node reads instead, and both are read here the same way, once the step
 * runs (the client would read it unbounded, relative to the working folder, while parsing).
 */
function readUsers(raw: unknown, path: string): KubeUser[] {
  if (!Array.isArray(raw)) return []
  const folder = dirname(path)
  const split = raw.map((entry: unknown) => {
    if (!isRecord(entry) || !isRecord(entry.user)) return { entry, tokenFile: undefined }
    const { tokenFile, 'token-file': legacy, ...user } = entry.user
    const file = tokenFile ?? legacy ?? undefined
    if (file !== undefined && typeof file !== 'string') {
      throw new KubeconfigLoadError(
        `${path} gives user ${quote(String(entry.name))} a tokenFile that is not a path`
      )
    }
    return { entry: { ...entry, user }, tokenFile: absolute(folder, file) }
  })
  // newUsers keeps every entry in its place or throws, so the two lists stay in step.
  return newUsers(split.map(({ entry }) => entry)).map((user, index) => {
    const tokenFile = split[index]?.tokenFile
    return {
      ...user,
      certFile: absolute(folder, user.certFile),
      keyFile: absolute(folder, user.keyFile),
      exec: resolveExec(user.exec, folder),
      ...(tokenFile ? { tokenFile } : {})
    }
  })
}

/** What a cluster's exec extension holds, for a plugin given the cluster's information. */
function execConfigs(raw: unknown): Map<string, unknown> {
  const configs = new Map<string, unknown>()
  for (const entry of Array.isArray(raw) ? raw : []) {
    const extensions: unknown =
      isRecord(entry) && isRecord(entry.cluster) ? entry.cluster.extensions : undefined
    for (const extension of Array.isArray(extensions) ? extensions : []) {
      if (isRecord(extension) && extension.name === EXEC_EXTENSION && isRecord(entry)) {
        configs.set(String(entry.name), extension.extension)
      }
    }
  }
  return configs
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
  const configs = execConfigs(document.clusters)
  return {
    clusters: newClusters(document.clusters).map(cluster => ({
      ...cluster,
      caFile: absolute(folder, cluster.caFile),
      ...(configs.has(cluster.name) ? { execConfig: configs.get(cluster.name) } : {})
    })),
    users: readUsers(document.users, path),
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
    users: [{ name: 'service-account', tokenFile: `${SERVICE_ACCOUNT}/token` }],
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
  // Without this, its user would reach the cluster with no credentials and be refused as if
  // a token had expired.
  if (user?.authProvider) {
    const provider = (user.authProvider as { name?: unknown }).name
    refuse(
      `signs in user ${quote(user.name)} with the auth-provider ${quote(String(provider ?? ''))}, which the action does not run (kubectl itself dropped the gcp and azure ones); give the user an exec credential plugin instead: gke-gcloud-auth-plugin (GKE), kubelogin (AKS, OpenID Connect) or aws eks get-token (EKS)`
    )
  }
  if (user?.exec === undefined || user.exec === null) return { context, cluster, user }
  const exec = readExecPlugin(user.exec)
  if ('problem' in exec) return refuse(`gives user ${quote(user?.name ?? '')} ${exec.problem}`)
  return { context, cluster, user, exec }
}

export function describeSource(source: KubeconfigSource): string {
  return named(source)
}
