/**
 * Which Docker engine to talk to, read as the docker CLI reads it: `DOCKER_HOST` names a unix
 * socket (`unix:///path`) or a TCP address (`tcp://host:port`); `DOCKER_TLS_VERIFY` (or
 * `DOCKER_TLS`, or a `DOCKER_CERT_PATH`) asks for TLS, with `ca.pem`, `cert.pem` and
 * `key.pem` from `DOCKER_CERT_PATH` (default `~/.docker`). Unset, it is the local socket.
 *
 * One rule more than the CLI: the engine's certificate is always verified, and plain TCP
 * reaches loopback only, as every other remote of the action (its answers decide what is
 * reported as running, so a host in between must not be able to change them).
 */
import { homedir } from 'node:os'
import { join } from 'node:path'
import {
  FileTooLargeError,
  NotRegularFileError,
  readLinkedFileSync
} from '../files/regular-file.js'
import { MAX_PEM_FILE_BYTES } from '../http/tls.js'
import { isLoopbackHost } from '../http/url.js'
import { stepEnv } from '../runner/step-scope.js'

export const DEFAULT_DOCKER_HOST = 'unix:///var/run/docker.sock'

export type EngineAddress =
  | { kind: 'unix'; socketPath: string; described: string }
  | {
      kind: 'tcp'
      host: string
      port: number
      /** Present for TLS: the CA to verify the engine with (else the system's) and the client pair. */
      tls?: { ca?: Buffer; cert?: Buffer; key?: Buffer }
      described: string
    }

/** DOCKER_HOST or its companions cannot be used; the message says which and how to fix it. */
export class DockerHostError extends Error {
  override readonly name = 'DockerHostError'
}

type Env = Readonly<Record<string, string | undefined>>

/** The engine the environment names; throws DockerHostError with one sentence when it cannot. */
export function engineAddress(env: Env = stepEnv()): EngineAddress {
  const value = (env.DOCKER_HOST ?? '').trim() || DEFAULT_DOCKER_HOST
  const scheme = /^([a-z]+):\/\//i.exec(value)?.[1]?.toLowerCase()
  if (scheme === 'unix') {
    const socketPath = value.slice('unix://'.length)
    if (!socketPath.startsWith('/')) {
      throw new DockerHostError(
        `DOCKER_HOST "${value}" names no absolute socket path; set it to unix:///path/to/docker.sock.`
      )
    }
    return { kind: 'unix', socketPath, described: value }
  }
  if (scheme === 'tcp') return tcpAddress(value, env)
  throw new DockerHostError(
    `DOCKER_HOST "${value}" is not a unix:// or tcp:// address, the forms this action reads (ssh:// and npipe:// are not); set DOCKER_HOST to unix:///path/to/docker.sock or tcp://host:port.`
  )
}

function tcpAddress(value: string, env: Env): EngineAddress {
  let url: URL
  try {
    url = new URL(value.replace(/^tcp:/i, 'http:'))
  } catch {
    throw new DockerHostError(
      `DOCKER_HOST "${value}" is not a valid tcp://host:port address; correct DOCKER_HOST.`
    )
  }
  if (url.username || url.password || (url.pathname !== '/' && url.pathname !== '')) {
    throw new DockerHostError(
      'DOCKER_HOST holds credentials or a path, which this action does not send; set it to tcp://host:port and use DOCKER_CERT_PATH for client certificates.'
    )
  }
  const hostname = url.hostname
  const wantsTls = Boolean(env.DOCKER_TLS_VERIFY || env.DOCKER_TLS || env.DOCKER_CERT_PATH)
  const port = url.port ? Number(url.port) : wantsTls ? 2376 : 2375
  const described = `tcp://${url.host}${url.port ? '' : `:${port}`}`
  const host = hostname.replace(/^\[|\]$/g, '')
  if (!wantsTls) {
    if (!isLoopbackHost(hostname)) {
      throw new DockerHostError(
        `DOCKER_HOST ${described} is plain TCP to a host that is not loopback, where anything in between could change what the engine reports; set DOCKER_TLS_VERIFY=1 and DOCKER_CERT_PATH to the engine's TLS certificates.`
      )
    }
    return { kind: 'tcp', host, port, described }
  }
  const folder = env.DOCKER_CERT_PATH?.trim() || join(homedir(), '.docker')
  const ca = readCertificate(folder, 'ca.pem')
  const cert = readCertificate(folder, 'cert.pem')
  const key = readCertificate(folder, 'key.pem')
  if ((cert === undefined) !== (key === undefined)) {
    throw new DockerHostError(
      `DOCKER_CERT_PATH ${folder} holds ${cert ? 'cert.pem without key.pem' : 'key.pem without cert.pem'}; put both of the client's files there, or neither.`
    )
  }
  return { kind: 'tcp', host, port, tls: { ca, cert, key }, described: `${described} (TLS)` }
}

/** A PEM file of the certificate folder, or undefined when it is not there. */
function readCertificate(folder: string, name: string): Buffer | undefined {
  const path = join(folder, name)
  try {
    // A pipe or a device is refused, not waited on.
    return readLinkedFileSync(path, MAX_PEM_FILE_BYTES)
  } catch (error) {
    const code = (error as { code?: unknown }).code
    if (code === 'ENOENT') return undefined
    if (error instanceof NotRegularFileError || error instanceof FileTooLargeError) {
      throw new DockerHostError(
        `DOCKER_CERT_PATH's ${name} cannot be used: ${error.message}; put the PEM file there.`
      )
    }
    throw new DockerHostError(
      `DOCKER_CERT_PATH's ${name} (${path}) cannot be read (${String(code ?? error)}); make it readable by the runner's user.`
    )
  }
}
