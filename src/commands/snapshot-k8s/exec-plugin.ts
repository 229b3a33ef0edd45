/**
 * A kubeconfig user's exec credential plugin (`aws eks get-token`, `gke-gcloud-auth-plugin`,
 * `kubelogin`), run as kubectl runs it, and within bounds kubectl does not set. Like kubectl
 * outside a terminal: its `env` added to the step's, `KUBERNETES_EXEC_INFO` set to an
 * ExecCredential of its `apiVersion` (`interactive: false`, and the cluster when
 * `provideClusterInfo` is set), and the answer's `apiVersion` held to the one asked for.
 * Beyond kubectl: its stdin is closed (it is never interactive here, so a plugin that would
 * prompt reads an end of input instead of waiting), it may run 60 seconds and print 1 MiB on
 * stdout (a token, or a certificate and key, is a few KiB), and only the last 64 KiB of its
 * stderr are kept. Past either bound its whole process group is killed. Every failure is a
 * PluginError whose problem never quotes stdout, where tokens are.
 */
import { spawn, type ChildProcessByStdio } from 'node:child_process'
import type { Readable } from 'node:stream'
import { stepEnv } from '../../runner/step-scope.js'
import type { Env } from '../../runner/runner.js'

export const PLUGIN_TIMEOUT_MS = 60_000
export const MAX_PLUGIN_STDOUT_BYTES = 1024 * 1024
const MAX_PLUGIN_STDERR_BYTES = 64 * 1024
/** How long a killed plugin is waited for before its failure is given anyway. */
const KILL_GRACE_MS = 2000

const V1 = 'client.authentication.k8s.io/v1'
const V1BETA1 = 'client.authentication.k8s.io/v1beta1'
/** The cluster's extension whose content a plugin is given as spec.cluster.config. */
export const EXEC_EXTENSION = 'client.authentication.k8s.io/exec'

export interface ExecPlugin {
  command: string
  args: string[]
  env: [string, string][]
  /** As kubeconfig gives it; absent, the answer's apiVersion is not checked. */
  apiVersion?: string
  provideClusterInfo: boolean
}

/** What the plugin is told of the cluster, with provideClusterInfo. */
export interface PluginCluster {
  server: string
  tlsServerName?: string
  insecure: boolean
  ca?: Buffer
  config?: unknown
}

export interface PluginLimits {
  timeoutMs: number
  maxStdoutBytes: number
}

export const PLUGIN_LIMITS: PluginLimits = {
  timeoutMs: PLUGIN_TIMEOUT_MS,
  maxStdoutBytes: MAX_PLUGIN_STDOUT_BYTES
}

export interface PluginCredential {
  token?: string
  cert?: string
  key?: string
  /** Milliseconds since the epoch, when the plugin says when its credential expires. */
  expiresAt?: number
}

/** A plugin that did not give credentials; `problem` follows the plugin's name in a sentence. */
export class PluginError extends Error {
  override readonly name = 'PluginError'
  constructor(readonly problem: string) {
    super(problem)
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const scalar = (value: unknown): string | undefined =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
    ? String(value)
    : undefined

/**
 * A user's `exec` entry as kubeconfig gives it, or what is wrong with it: a phrase that
 * follows "gives user X ".
 */
export function readExecPlugin(raw: unknown): ExecPlugin | { problem: string } {
  if (!isRecord(raw)) return { problem: 'an exec entry that is not a mapping' }
  const { command, args = [], env = [], apiVersion, interactiveMode } = raw
  if (typeof command !== 'string' || command.trim() === '') {
    return { problem: 'an exec credential plugin with no command' }
  }
  const texts = Array.isArray(args) ? args.map(scalar) : undefined
  if (args !== null && (!texts || texts.includes(undefined))) {
    return { problem: `exec args for ${command} that are not a list of words` }
  }
  const pairs = Array.isArray(env)
    ? env.map(entry =>
        isRecord(entry) && typeof entry.name === 'string' && scalar(entry.value) !== undefined
          ? ([entry.name, scalar(entry.value) ?? ''] as [string, string])
          : undefined
      )
    : undefined
  if (env !== null && (!pairs || pairs.includes(undefined))) {
    return { problem: `an exec env for ${command} that is not a list of name and value pairs` }
  }
  if (
    apiVersion !== undefined &&
    apiVersion !== null &&
    apiVersion !== V1 &&
    apiVersion !== V1BETA1
  ) {
    return {
      problem: `an exec apiVersion ${JSON.stringify(String(apiVersion))}, which kubectl does not run either (${V1} or ${V1BETA1})`
    }
  }
  if (interactiveMode === 'Always') {
    return {
      problem: `an exec credential plugin whose interactiveMode is Always, which a workflow step cannot serve: it has no terminal, and the plugin's stdin is closed; give it a way to sign in without a prompt (interactiveMode: Never)`
    }
  }
  return {
    command,
    args: (texts ?? []).filter((word): word is string => word !== undefined),
    env: (pairs ?? []).filter((pair): pair is [string, string] => pair !== undefined),
    ...(typeof apiVersion === 'string' ? { apiVersion } : {}),
    provideClusterInfo: raw.provideClusterInfo === true
  }
}

/** KUBERNETES_EXEC_INFO, as client-go sets it for a plugin that is not interactive. */
function execInfo(plugin: ExecPlugin, cluster: PluginCluster): string {
  const spec: Record<string, unknown> = { interactive: false }
  if (plugin.provideClusterInfo) {
    spec.cluster = {
      server: cluster.server,
      ...(cluster.tlsServerName ? { 'tls-server-name': cluster.tlsServerName } : {}),
      ...(cluster.insecure ? { 'insecure-skip-tls-verify': true } : {}),
      ...(cluster.ca ? { 'certificate-authority-data': cluster.ca.toString('base64') } : {}),
      ...(cluster.config !== undefined ? { config: cluster.config } : {})
    }
  }
  return JSON.stringify({ kind: 'ExecCredential', apiVersion: plugin.apiVersion ?? V1BETA1, spec })
}

/** The last non-empty line of what the plugin wrote on stderr, shortened. */
function lastLine(stderr: Buffer): string {
  const line =
    stderr
      .toString('utf8')
      .split(/\r?\n/)
      .map(text => text.trim())
      .filter(text => text !== '')
      .pop() ?? ''
  return line.length > 300 ? `${line.slice(0, 300)}…` : line
}

function spawnProblem(error: NodeJS.ErrnoException): PluginError {
  if (error.code === 'ENOENT') {
    return new PluginError('was not found: install it on the runner (for EKS, the AWS CLI)')
  }
  if (error.code === 'EACCES') return new PluginError('cannot be run (permission denied)')
  return new PluginError(`could not be started (${error.code ?? error.message})`)
}

/** The credential in what the plugin printed, checked as client-go checks it. */
function credentialOf(stdout: Buffer, plugin: ExecPlugin): PluginCredential {
  let answer: unknown
  try {
    answer = JSON.parse(stdout.toString('utf8'))
  } catch {
    throw new PluginError('printed no ExecCredential JSON')
  }
  if (!isRecord(answer)) throw new PluginError('printed no ExecCredential JSON')
  if (plugin.apiVersion !== undefined && answer.apiVersion !== plugin.apiVersion) {
    // Not quoted: it is stdout too.
    throw new PluginError(
      `printed an ExecCredential of another apiVersion than the ${plugin.apiVersion} kubeconfig asks for`
    )
  }
  const status = answer.status
  if (!isRecord(status)) throw new PluginError('printed an ExecCredential with no status')
  const text = (value: unknown): string | undefined =>
    typeof value === 'string' && value !== '' ? value : undefined
  const token = text(status.token)
  const cert = text(status.clientCertificateData)
  const key = text(status.clientKeyData)
  if (!token && !cert && !key) {
    throw new PluginError('printed an ExecCredential with neither a token nor a client certificate')
  }
  if (!cert !== !key) {
    throw new PluginError('printed only a client certificate or only its key, not both')
  }
  let expiresAt: number | undefined
  if (status.expirationTimestamp !== undefined && status.expirationTimestamp !== null) {
    expiresAt =
      typeof status.expirationTimestamp === 'string'
        ? Date.parse(status.expirationTimestamp)
        : Number.NaN
    if (Number.isNaN(expiresAt)) {
      throw new PluginError('printed an ExecCredential whose expirationTimestamp is not a time')
    }
  }
  return {
    ...(token ? { token } : {}),
    ...(cert && key ? { cert, key } : {}),
    ...(expiresAt !== undefined ? { expiresAt } : {})
  }
}

/** Runs the plugin once, within `limits`, and gives the credential it printed. */
export function runExecPlugin(
  plugin: ExecPlugin,
  cluster: PluginCluster,
  limits: PluginLimits = PLUGIN_LIMITS,
  env: Env = stepEnv()
): Promise<PluginCredential> {
  const childEnv: NodeJS.ProcessEnv = { ...env }
  for (const [name, value] of plugin.env) childEnv[name] = value
  childEnv.KUBERNETES_EXEC_INFO = execInfo(plugin, cluster)
  // Its own process group, so that a plugin's own children are stopped with it.
  const group = process.platform !== 'win32'
  let child: ChildProcessByStdio<null, Readable, Readable>
  try {
    child = spawn(plugin.command, plugin.args, {
      env: childEnv,
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: group,
      windowsHide: true
    })
  } catch (error) {
    // A NUL in its command, arguments or env is refused before anything runs.
    return Promise.reject(spawnProblem(error as NodeJS.ErrnoException))
  }
  return new Promise<PluginCredential>((resolve, reject) => {
    const stdout: Buffer[] = []
    let stdoutBytes = 0
    let stderr = Buffer.alloc(0)
    let settled = false
    let stopping = false
    const settle = (outcome: () => void) => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      outcome()
    }
    /** Kills the plugin and every process of its group, then fails once it has ended. */
    const stop = (problem: string) => {
      if (settled || stopping) return
      stopping = true
      child.stdout.destroy()
      child.stderr.destroy()
      try {
        if (child.pid !== undefined) process.kill(group ? -child.pid : child.pid, 'SIGKILL')
      } catch {
        child.kill('SIGKILL')
      }
      const fail = () => settle(() => reject(new PluginError(problem)))
      if (child.exitCode !== null || child.signalCode !== null) return fail()
      const grace = setTimeout(fail, KILL_GRACE_MS)
      child.once('exit', () => {
        clearTimeout(grace)
        fail()
      })
    }
    const timer = setTimeout(
      () =>
        stop(
          `ran for over ${limits.timeoutMs / 1000} s and was stopped (it gets no terminal and no input here: a plugin waiting for a sign-in in a browser or at a prompt cannot finish)`
        ),
      limits.timeoutMs
    )
    child.stdout.on('data', (chunk: Buffer) => {
      stdoutBytes += chunk.length
      if (stdoutBytes > limits.maxStdoutBytes) {
        stop(
          `printed over ${limits.maxStdoutBytes / (1024 * 1024)} MiB on stdout and was stopped, where an ExecCredential is a few KiB`
        )
      } else {
        stdout.push(chunk)
      }
    })
    child.stderr.on('data', (chunk: Buffer) => {
      const both = Buffer.concat([stderr, chunk])
      stderr = both.subarray(Math.max(0, both.length - MAX_PLUGIN_STDERR_BYTES))
    })
    child.on('error', error => settle(() => reject(spawnProblem(error))))
    child.on('close', (code, signal) => {
      if (stopping) return
      settle(() => {
        if (code !== 0) {
          const line = lastLine(stderr)
          const how = signal ? `was ended by ${signal}` : `failed with exit code ${code ?? '?'}`
          reject(new PluginError(line ? `failed: ${line}` : how))
          return
        }
        try {
          resolve(credentialOf(Buffer.concat(stdout), plugin))
        } catch (error) {
          reject(error instanceof Error ? error : new PluginError(String(error)))
        }
      })
    })
  })
}
