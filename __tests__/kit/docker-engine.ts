/**
 * A real Docker engine and a real registry on loopback, in temporary folders (GUIDE 14):
 * dockerd with its own data root, exec root and unix socket, vfs storage, no iptables and no
 * bridge; `docker-registry serve` on 127.0.0.1. No image can be pulled here, so a busybox
 * image is imported from Debian's busybox-static, images are built FROM it and pushed, so
 * they gain registry digests, and containers run from them with `--network none`.
 *
 * Suites share one engine per jest run (sharedDockerWorld): the first suite that asks starts
 * it and builds the world below; the others wait for it; globalTeardown stops it. The world
 * is read-only for suites: a suite that needs other containers starts an engine of its own.
 */
import { execFile, spawn } from 'node:child_process'
import { closeSync, existsSync, openSync } from 'node:fs'
import { copyFile, mkdir, readFile, rename, symlink, writeFile } from 'node:fs/promises'
import { request } from 'node:http'
import { createServer } from 'node:net'
import { join } from 'node:path'
import { DOCKER_KIT_DIR, WORLD_FILE, findDockerTools, stopDockerEngine } from './docker-tools.js'
import { underCi } from '../../tools/node24.js'

const found = findDockerTools()

/** Why the Docker suites are skipped on this machine, or undefined when they run. */
export const DOCKER_MISSING = 'missing' in found ? found.missing : undefined

/** `describe` for a block that needs the real engine: skipped, named so, without it. */
export function describeWithDocker(name: string, tests: () => void): void {
  if (DOCKER_MISSING && !underCi()) describe.skip(`${name} (${DOCKER_MISSING})`, tests)
  else describe(name, tests)
}

export interface DockerEngine {
  /** The folder holding everything the engine and registry write. */
  root: string
  socketPath: string
  /** `unix://<socketPath>`, as DOCKER_HOST takes it. */
  dockerHost: string
  registryPort: number
  /** `127.0.0.1:<registryPort>`, the registry's part of an image name. */
  registry: string
  /** The same engine over TCP with TLS, client certificates required: `tcp://127.0.0.1:PORT`. */
  tlsHost: string
  /** A DOCKER_CERT_PATH for tlsHost: ca.pem, cert.pem and key.pem (throw-away, made at start). */
  certPath: string
  /** Runs the docker CLI against this engine; resolves with its stdout. */
  docker(args: readonly string[]): Promise<string>
  stop(): Promise<void>
}

export interface PushedImage {
  /** As it was tagged and run: `127.0.0.1:PORT/acme/web:1.0`. */
  reference: string
  /** The registry's repository name: `acme/web`. */
  repository: string
  tag: string
  /** 64 hex: the registry's Docker-Content-Digest for the tag. */
  digest: string
}

export interface RunningContainer {
  name: string
  /** The image as the container was started from it (and as the engine shows it). */
  image: string
}

/** The shared world: what runs on the shared engine, and what the registry holds. */
export interface DockerWorld {
  dockerHost: string
  socketPath: string
  tlsHost: string
  certPath: string
  registryPort: number
  pushed: PushedImage[]
  /** Built here, never pushed: it has no registry digest. */
  unpushed: string
  containers: RunningContainer[]
}

function tools() {
  if ('missing' in found) throw new Error(found.missing)
  return found
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port'))
      )
    })
  })
}

function get(options: {
  socketPath?: string
  port?: number
  path: string
  method?: string
  headers?: Record<string, string>
}): Promise<{ status: number; headers: Record<string, string | string[] | undefined> }> {
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', method: options.method ?? 'GET', ...options, timeout: 2000 },
      response => {
        response.resume()
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers })
        )
      }
    )
    req.on('timeout', () => req.destroy(new Error('timeout')))
    req.on('error', reject)
    req.end()
  })
}

async function waitUntil(what: string, ready: () => Promise<boolean>, ms = 60_000): Promise<void> {
  const until = Date.now() + ms
  while (Date.now() < until) {
    if (await ready().catch(() => false)) return
    await new Promise(resolve => setTimeout(resolve, 100))
  }
  throw new Error(`${what} did not start within ${ms / 1000} s`)
}

function started(command: string[], log: string, pidFile: string): void {
  // The daemon writes its log itself: a pipe through this process would hold the jest
  // worker that started it open until globalTeardown stops the daemon.
  const out = openSync(log, 'a')
  const [program, ...args] = command as [string, ...string[]]
  const child = spawn(program, args, { stdio: ['ignore', out, out], detached: true })
  closeSync(out)
  child.unref()
  if (child.pid === undefined) throw new Error(`${program} could not be started`)
  void writeFile(pidFile, String(child.pid))
}

function run(program: string, args: readonly string[], cwd: string): Promise<void> {
  return new Promise((resolve, reject) =>
    execFile(program, [...args], { cwd }, (error, _stdout, stderr) =>
      error ? reject(new Error(`${program} ${args.join(' ')} failed: ${stderr}`)) : resolve()
    )
  )
}

/**
 * A throw-away CA, a server certificate for 127.0.0.1 and a client pair, laid out as
 * DOCKER_CERT_PATH expects (ca.pem, cert.pem, key.pem) with the server's files beside them.
 */
async function makeCertificates(folder: string): Promise<string> {
  await mkdir(folder, { recursive: true })
  const ec = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes']
  await run(
    'openssl',
    [
      'req',
      '-x509',
      ...ec,
      '-keyout',
      'ca-key.pem',
      '-out',
      'ca.pem',
      '-days',
      '2',
      '-subj',
      '/CN=docker-kit-ca'
    ],
    folder
  )
  const sign = async (name: string, subject: string, extensions: string) => {
    await writeFile(join(folder, `${name}.ext`), extensions)
    await run(
      'openssl',
      ['req', ...ec, '-keyout', `${name}-key.pem`, '-out', `${name}.csr`, '-subj', subject],
      folder
    )
    await run(
      'openssl',
      [
        'x509',
        '-req',
        '-in',
        `${name}.csr`,
        '-CA',
        'ca.pem',
        '-CAkey',
        'ca-key.pem',
        '-CAcreateserial',
        '-days',
        '2',
        '-out',
        `${name}-cert.pem`,
        '-extfile',
        `${name}.ext`
      ],
      folder
    )
  }
  await sign(
    'server',
    '/CN=127.0.0.1',
    'subjectAltName=IP:127.0.0.1\nextendedKeyUsage=serverAuth\n'
  )
  await sign('client', '/CN=docker-kit-client', 'extendedKeyUsage=clientAuth\n')
  await rename(join(folder, 'client-cert.pem'), join(folder, 'cert.pem'))
  await rename(join(folder, 'client-key.pem'), join(folder, 'key.pem'))
  return folder
}

/** Starts dockerd and the registry under `root` (an empty folder) and waits for both. */
export async function startDockerEngine(root: string): Promise<DockerEngine> {
  const { dockerd, docker, registry: registryBinary, asRoot } = tools()
  const socketPath = join(root, 'docker.sock')
  const registryPort = await freePort()
  const tlsPort = await freePort()
  await mkdir(join(root, 'config'), { recursive: true })
  const certPath = await makeCertificates(join(root, 'certs'))
  started(
    [
      ...asRoot,
      dockerd,
      '--iptables=false',
      '--ip6tables=false',
      '--bridge=none',
      '--storage-driver=vfs',
      '--log-level=warn',
      '--data-root',
      join(root, 'data'),
      '--exec-root',
      join(root, 'exec'),
      '--pidfile',
      join(root, 'dockerd.pidfile'),
      // The socket's group: the tests' own, when dockerd runs through sudo.
      '--group',
      String(process.getgid?.() ?? 0),
      '-H',
      `unix://${socketPath}`,
      '-H',
      `tcp://127.0.0.1:${tlsPort}`,
      '--tlsverify',
      '--tlscacert',
      join(certPath, 'ca.pem'),
      '--tlscert',
      join(certPath, 'server-cert.pem'),
      '--tlskey',
      join(certPath, 'server-key.pem')
    ],
    join(root, 'dockerd.log'),
    join(root, 'dockerd.pid')
  )
  const registryConfig = join(root, 'registry.yml')
  await writeFile(
    registryConfig,
    `version: 0.1\nlog:\n  level: warn\nstorage:\n  filesystem:\n    rootdirectory: ${join(root, 'registry')}\nhttp:\n  addr: 127.0.0.1:${registryPort}\n`
  )
  started(
    [registryBinary, 'serve', registryConfig],
    join(root, 'registry.log'),
    join(root, 'registry.pid')
  )
  const engine: DockerEngine = {
    root,
    socketPath,
    dockerHost: `unix://${socketPath}`,
    registryPort,
    registry: `127.0.0.1:${registryPort}`,
    tlsHost: `tcp://127.0.0.1:${tlsPort}`,
    certPath,
    docker: args =>
      new Promise((resolve, reject) => {
        execFile(
          docker,
          [...args],
          {
            env: {
              ...process.env,
              DOCKER_HOST: `unix://${socketPath}`,
              DOCKER_CONFIG: join(root, 'config'),
              DOCKER_BUILDKIT: '0'
            },
            maxBuffer: 16 * 1024 * 1024,
            timeout: 120_000
          },
          (error, stdout, stderr) =>
            error
              ? reject(new Error(`docker ${args.join(' ')} failed: ${stderr || error.message}`))
              : resolve(stdout)
        )
      }),
    stop: () => stopDockerEngine(root)
  }
  try {
    await waitUntil(
      'dockerd',
      async () => (await get({ socketPath, path: '/_ping' })).status === 200
    )
    await waitUntil(
      'docker-registry',
      async () => (await get({ port: registryPort, path: '/v2/' })).status === 200
    )
  } catch (error) {
    const log = await readFile(join(root, 'dockerd.log'), 'utf8').catch(() => '')
    await engine.stop()
    throw new Error(`${(error as Error).message}; dockerd said: ${log.slice(-2000)}`)
  }
  return engine
}

/** The base every image here is built FROM: busybox-static alone, as `local/mini:1`. */
export async function importBaseImage(engine: DockerEngine): Promise<string> {
  const rootfs = join(engine.root, 'rootfs')
  await mkdir(join(rootfs, 'bin'), { recursive: true })
  await copyFile(tools().busybox, join(rootfs, 'bin', 'busybox'))
  if (!existsSync(join(rootfs, 'bin', 'sleep')))
    await symlink('busybox', join(rootfs, 'bin', 'sleep'))
  const tarball = join(engine.root, 'rootfs.tar')
  await new Promise<void>((resolve, reject) =>
    execFile('tar', ['-C', rootfs, '-cf', tarball, '.'], error =>
      error ? reject(error) : resolve()
    )
  )
  await engine.docker(['import', tarball, 'local/mini:1'])
  return 'local/mini:1'
}

/** Builds `tag` FROM the base image with one file holding `marker`, so each image differs. */
export async function buildImage(engine: DockerEngine, tag: string, marker: string): Promise<void> {
  const context = join(engine.root, 'contexts', marker.replace(/[^a-z0-9]+/gi, '-'))
  await mkdir(context, { recursive: true })
  await writeFile(join(context, 'Dockerfile'), 'FROM local/mini:1\nCOPY marker /marker\n')
  await writeFile(join(context, 'marker'), `${marker}\n`)
  await engine.docker(['build', '-q', '-t', tag, context])
}

/** What the registry itself says the tag's manifest digest is (its Docker-Content-Digest). */
export async function registryDigest(
  registryPort: number,
  repository: string,
  tag: string
): Promise<string> {
  const answer = await get({
    port: registryPort,
    method: 'HEAD',
    path: `/v2/${repository}/manifests/${tag}`,
    headers: {
      accept: [
        'application/vnd.docker.distribution.manifest.v2+json',
        'application/vnd.docker.distribution.manifest.list.v2+json',
        'application/vnd.oci.image.manifest.v1+json',
        'application/vnd.oci.image.index.v1+json'
      ].join(', ')
    }
  })
  const digest = answer.headers['docker-content-digest']
  if (answer.status !== 200 || typeof digest !== 'string' || !digest.startsWith('sha256:')) {
    throw new Error(`the registry has no manifest for ${repository}:${tag} (${answer.status})`)
  }
  return digest.slice('sha256:'.length)
}

/** Builds and pushes `repository:tag` to the engine's registry. */
export async function pushedImage(
  engine: DockerEngine,
  repository: string,
  tag: string
): Promise<PushedImage> {
  const reference = `${engine.registry}/${repository}:${tag}`
  await buildImage(engine, reference, `${repository}:${tag}`)
  await engine.docker(['push', '-q', reference])
  return {
    reference,
    repository,
    tag,
    digest: await registryDigest(engine.registryPort, repository, tag)
  }
}

/** Starts a container from `image` that sleeps, without any network. */
export async function runContainer(
  engine: DockerEngine,
  image: string,
  name: string
): Promise<RunningContainer> {
  await engine.docker([
    'run',
    '-d',
    '--network',
    'none',
    '--name',
    name,
    image,
    '/bin/sleep',
    '3600'
  ])
  return { name, image }
}

/** The shared world: two pushed images run by three containers, one unpushed image run by one. */
async function buildWorld(engine: DockerEngine): Promise<DockerWorld> {
  await importBaseImage(engine)
  const web = await pushedImage(engine, 'acme/web', '1.0')
  const api = await pushedImage(engine, 'acme/api', '2.0')
  const unpushed = 'local/unpushed:1'
  await buildImage(engine, unpushed, unpushed)
  const containers = [
    await runContainer(engine, web.reference, 'kit-web-1'),
    await runContainer(engine, web.reference, 'kit-web-2'),
    await runContainer(engine, api.reference, 'kit-api-1'),
    await runContainer(engine, unpushed, 'kit-unpushed-1')
  ]
  return {
    dockerHost: engine.dockerHost,
    socketPath: engine.socketPath,
    tlsHost: engine.tlsHost,
    certPath: engine.certPath,
    registryPort: engine.registryPort,
    pushed: [web, api],
    unpushed,
    containers
  }
}

let shared: Promise<DockerWorld> | undefined

/**
 * The run's one engine and its world: started by the first suite that asks (under a lock in
 * the run's folder), waited for by the others, stopped by globalTeardown.
 */
export function sharedDockerWorld(): Promise<DockerWorld> {
  shared ??= openSharedWorld()
  return shared
}

async function openSharedWorld(): Promise<DockerWorld> {
  const folder = process.env[DOCKER_KIT_DIR]
  if (!folder)
    throw new Error(`${DOCKER_KIT_DIR} is not set: run the suites through jest.config.js`)
  const worldFile = join(folder, WORLD_FILE)
  const failedFile = join(folder, 'failed.txt')
  let starter = true
  try {
    await mkdir(join(folder, 'lock'))
  } catch {
    starter = false
  }
  if (starter) {
    try {
      await mkdir(join(folder, 'engine'))
      const world = await buildWorld(await startDockerEngine(join(folder, 'engine')))
      await writeFile(`${worldFile}.part`, JSON.stringify(world))
      await rename(`${worldFile}.part`, worldFile)
      return world
    } catch (error) {
      await writeFile(failedFile, (error as Error).message)
      throw error
    }
  }
  await waitUntil(
    'the shared Docker engine',
    async () => existsSync(worldFile) || existsSync(failedFile),
    180_000
  )
  if (existsSync(failedFile)) throw new Error(await readFile(failedFile, 'utf8'))
  return JSON.parse(await readFile(worldFile, 'utf8')) as DockerWorld
}
