/**
 * Whether this machine can run the real Docker engine and registry the Docker suites test
 * against (Debian's docker.io, docker-registry and busybox-static, run as root), and how the
 * one engine a jest run shares is found and stopped.
 *
 * The engine starts lazily, in the first suite that asks for it (kit/docker-engine.ts), so a
 * run of other suites never pays for it; jest's globalSetup makes the run's folder and names
 * it in DOCKER_KIT_DIR, and globalTeardown stops whatever was started there.
 *
 * Plain JavaScript: jest's globalSetup and globalTeardown load it without a TypeScript
 * transform.
 */
import { execFileSync } from 'node:child_process'
import { setTimeout as sleep } from 'node:timers/promises'
import { accessSync, constants, existsSync, readFileSync, rmSync } from 'node:fs'
import { delimiter, join } from 'node:path'

/** The environment variable naming the run's folder, where the shared engine lives. */
export const DOCKER_KIT_DIR = 'DOCKER_KIT_DIR'
/** The file in that folder describing the running engine and registry (see DockerWorld). */
export const WORLD_FILE = 'world.json'

const TOOLS = {
  dockerd: 'dockerd (Debian package docker.io)',
  docker: 'docker (Debian package docker.io)',
  'docker-registry': 'docker-registry (Debian package docker-registry)'
}
const BUSYBOX = ['/bin/busybox', '/usr/bin/busybox']

function onPath(name, env) {
  for (const folder of (env.PATH ?? '').split(delimiter)) {
    if (folder === '') continue
    const candidate = join(folder, name)
    try {
      accessSync(candidate, constants.X_OK)
      return candidate
    } catch {
      // not in this folder
    }
  }
  return undefined
}

/**
 * The programs the Docker suites run, or why they cannot run here.
 *
 * @param {Record<string, string | undefined>} [env]
 * @returns {{ dockerd: string, docker: string, registry: string, busybox: string } | { missing: string }}
 */
export function findDockerTools(env = process.env) {
  const absent = Object.entries(TOOLS)
    .filter(([name]) => onPath(name, env) === undefined)
    .map(([, label]) => label)
  const busybox = BUSYBOX.find(path => existsSync(path))
  if (busybox === undefined) absent.push('busybox (Debian package busybox-static)')
  if (absent.length > 0) {
    return {
      missing:
        `Docker suites skipped: ${absent.join(', ')} not found; install docker.io, ` +
        `docker-registry and busybox-static (.ci/run does) to run them against a real engine.`
    }
  }
  const asRoot = rootPrefix()
  if (asRoot === undefined) {
    return {
      missing:
        'Docker suites skipped: the test engine (dockerd with its own data root) needs root, ' +
        'and sudo asks for a password; run the tests as root or with passwordless sudo to include them.'
    }
  }
  return {
    dockerd: /** @type {string} */ (onPath('dockerd', env)),
    docker: /** @type {string} */ (onPath('docker', env)),
    registry: /** @type {string} */ (onPath('docker-registry', env)),
    busybox,
    asRoot
  }
}

/**
 * What runs a command as root: nothing when the tests are root already, `sudo -n` where sudo
 * needs no password (GitHub's hosted runners), else undefined.
 *
 * @returns {string[] | undefined}
 */
function rootPrefix() {
  if (typeof process.getuid !== 'function' || process.getuid() === 0) return []
  try {
    execFileSync('sudo', ['-n', 'true'], { stdio: 'ignore', timeout: 5000 })
    return ['sudo', '-n']
  } catch {
    return undefined
  }
}

/** Runs `command` as root (see rootPrefix); failures are ignored, as in a teardown. */
function asRoot(command, args) {
  const prefix = rootPrefix() ?? []
  const [program, ...rest] = [...prefix, command, ...args]
  try {
    execFileSync(program, rest, { stdio: 'ignore', timeout: 20_000 })
  } catch {
    // nothing more to do
  }
}

function alive(pid) {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: it runs, as root.
    return /** @type {{ code?: string }} */ (error).code === 'EPERM'
  }
}

/**
 * The mount points at or under `root`, deepest first. /proc/mounts escapes a space as \\040.
 *
 * @param {string} root
 * @returns {string[]}
 */
function mountsUnder(root) {
  let table = ''
  try {
    table = readFileSync('/proc/mounts', 'utf8')
  } catch {
    return []
  }
  return table
    .split('\n')
    .map(line =>
      (line.split(' ')[1] ?? '').replace(/\\([0-7]{3})/g, (_, octal) =>
        String.fromCharCode(parseInt(octal, 8))
      )
    )
    .filter(point => point === root || point.startsWith(`${root}/`))
    .sort((a, b) => b.length - a.length)
}

async function waitForExit(pid, ms) {
  const until = Date.now() + ms
  while (alive(pid) && Date.now() < until) await sleep(100)
  return !alive(pid)
}

/**
 * Stops an engine and registry started under `root` (their process ids are in its files):
 * containers are removed first, so no mount or network namespace outlives the folder, then
 * dockerd (and the containerd it started) and the registry are stopped, then the folder goes.
 *
 * @param {string} root
 * @returns {Promise<void>}
 */
export async function stopDockerEngine(root) {
  const read = name => {
    try {
      return Number(readFileSync(join(root, name), 'utf8').trim())
    } catch {
      return undefined
    }
  }
  const dockerd = read('dockerd.pid')
  const registry = read('registry.pid')
  const socket = join(root, 'docker.sock')
  if (dockerd && alive(dockerd) && existsSync(socket)) {
    const env = { ...process.env, DOCKER_HOST: `unix://${socket}` }
    try {
      const ids = execFileSync('docker', ['ps', '-aq'], { env, encoding: 'utf8', timeout: 20_000 })
        .split('\n')
        .filter(Boolean)
      if (ids.length > 0)
        execFileSync('docker', ['rm', '-f', ...ids], { env, stdio: 'ignore', timeout: 60_000 })
    } catch {
      // dockerd is stopped below either way
    }
  }
  for (const pid of [dockerd, registry]) {
    if (!pid || !alive(pid)) continue
    asRoot('kill', ['-TERM', String(pid)])
    if (!(await waitForExit(pid, 15_000))) asRoot('kill', ['-KILL', String(pid)])
  }
  // A dockerd that had to be killed leaves its data root mounted on itself; rm would fail.
  for (const mount of mountsUnder(root)) asRoot('umount', ['--lazy', mount])
  // dockerd wrote its data root as root.
  if (existsSync(root)) asRoot('rm', ['-rf', root])
  rmSync(root, { recursive: true, force: true, maxRetries: 3 })
}
