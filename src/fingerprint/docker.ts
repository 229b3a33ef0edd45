import { spawn } from 'node:child_process'
import { chooseRepoDigest } from '../docker-engine/repo-digest.js'
import { errnoCode, FingerprintError } from './fingerprint-error.js'
import { stepEnv } from '../runner/step-scope.js'

/** What running the docker CLI produced. */
export interface DockerResult {
  exitCode: number
  stdout: string
  stderr: string
}

/** Runs `docker` with the given arguments; rejects only if docker could not be run at all. */
export type DockerRunner = (args: readonly string[]) => Promise<DockerResult>

export interface DockerOptions {
  /** Replaces how docker is run (tests, or a different container CLI). */
  runDocker?: DockerRunner
  /** The docker executable for the default runner; defaults to `docker` on PATH. */
  dockerBinary?: string
  /** How long the default runner waits for docker to answer (the action's timeout-seconds). */
  timeoutMs?: number
}

// A daemon that does not answer must not hang the job.
const DEFAULT_DOCKER_TIMEOUT_MS = 30_000
const MAX_DOCKER_OUTPUT = 16 * 1024 * 1024

/**
 * Fingerprint of a local docker image: the digest after "@sha256:" in its RepoDigests; the one
 * the name pins (`repo@sha256:D`), else chosen as the reference CLI chooses it when there are
 * several (src/docker-engine/repo-digest.ts). Only images pushed to or pulled from a
 * registry have one; a freshly built image does not.
 */
export async function fingerprintDockerImage(
  image: string,
  options: DockerOptions = {}
): Promise<string> {
  if (image.trim() === '') {
    throw new FingerprintError(
      'artifact-path is empty; set it to the docker image name (for example registry/app:1.2.3).'
    )
  }
  if (image.startsWith('-')) {
    // It would reach docker as an option rather than an image name.
    throw new FingerprintError(
      `artifact-path "${image}" is not a valid docker image name because it starts with "-"; set it to the image name.`
    )
  }
  const timeoutMs = options.timeoutMs ?? DEFAULT_DOCKER_TIMEOUT_MS
  const run = options.runDocker ?? runWithSpawn(options.dockerBinary ?? 'docker', timeoutMs)
  const result = await run(['image', 'inspect', '--format', '{{json .RepoDigests}}', image]).catch(
    (error: unknown) => {
      throw dockerUnavailable(error)
    }
  )
  if (result.exitCode !== 0) throw inspectFailed(image, result.stderr)
  return selectDigest(image, parseRepoDigests(image, result.stdout))
}

/** docker did not answer in time; it was killed. */
class DockerTimeout extends Error {
  constructor(readonly timeoutMs: number) {
    super(`docker did not answer within ${timeoutMs} ms`)
  }
}

/**
 * Runs docker without a shell. On timeout it kills docker and settles at once, without
 * waiting for its output streams to close (a wrapper script's children may hold them open).
 */
function runWithSpawn(binary: string, timeoutMs: number): DockerRunner {
  return args =>
    new Promise((resolve, reject) => {
      // The step's environment: its PATH finds docker, its DOCKER_* variables reach it.
      const child = spawn(binary, [...args], { env: stepEnv(), stdio: ['ignore', 'pipe', 'pipe'] })
      let stdout = ''
      let stderr = ''
      let settled = false
      const settle = (finish: () => void) => {
        if (settled) return
        settled = true
        clearTimeout(timer)
        finish()
      }
      const timer = setTimeout(() => {
        child.kill('SIGKILL')
        child.stdout.destroy()
        child.stderr.destroy()
        settle(() => reject(new DockerTimeout(timeoutMs)))
      }, timeoutMs)
      child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
        stdout += chunk
        if (stdout.length > MAX_DOCKER_OUTPUT) child.kill('SIGKILL')
      })
      child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
        if (stderr.length < MAX_DOCKER_OUTPUT) stderr += chunk
      })
      child.on('error', error => settle(() => reject(error))) // not started: ENOENT, EACCES
      child.on('close', code => settle(() => resolve({ exitCode: code ?? 1, stdout, stderr })))
    })
}

function dockerUnavailable(error: unknown): FingerprintError {
  if (error instanceof FingerprintError) return error
  if (error instanceof DockerTimeout) {
    const seconds = error.timeoutMs / 1000
    return new FingerprintError(
      `artifact-type is docker but docker image inspect timed out: it did not answer within ${seconds} second${seconds === 1 ? '' : 's'} (timeout-seconds); check that the Docker daemon is running and answering, or pass the fingerprint instead.`,
      { cause: error }
    )
  }
  const code = errnoCode(error)
  if (code === 'ENOENT' || code === 'EACCES') {
    return new FingerprintError(
      'artifact-type is docker but the docker CLI was not found on this runner; install Docker, or pass the fingerprint instead of artifact-type: docker.',
      { cause: error }
    )
  }
  return new FingerprintError(
    `artifact-type is docker but running docker failed (${error instanceof Error ? error.message : String(error)}); check that the Docker daemon is running and answering.`,
    { cause: error }
  )
}

function inspectFailed(image: string, stderr: string): FingerprintError {
  if (/no such (image|object)/i.test(stderr)) {
    return new FingerprintError(
      `artifact-path "${image}" is not an image in the local Docker daemon; pull or build it in an earlier step (or pass the fingerprint instead).`
    )
  }
  if (/cannot connect to the docker daemon|is the docker daemon running/i.test(stderr)) {
    return new FingerprintError(
      'artifact-type is docker but the Docker daemon is not reachable; start Docker on this runner (or pass the fingerprint instead).'
    )
  }
  const reason = stderr.trim().split('\n')[0] || 'no error output'
  return new FingerprintError(
    `docker image inspect failed for artifact-path "${image}" (${reason}); check the image name and the Docker daemon.`
  )
}

function parseRepoDigests(image: string, stdout: string): string[] {
  let parsed: unknown
  try {
    parsed = JSON.parse(stdout.trim().split('\n')[0] ?? '')
  } catch {
    parsed = undefined
  }
  // Docker prints "null" when the list is absent and "[]" when it is empty.
  if (parsed === null) return []
  if (!Array.isArray(parsed) || !parsed.every(item => typeof item === 'string')) {
    throw new FingerprintError(
      `docker image inspect printed unexpected output for artifact-path "${image}"; check that "docker" is the Docker CLI.`
    )
  }
  return parsed
}

/** The image's own registry digest among RepoDigests (src/docker-engine/repo-digest.ts), as a fingerprint. */
function selectDigest(image: string, repoDigests: readonly string[]): string {
  const choice = chooseRepoDigest(image, repoDigests)
  if ('digest' in choice) return choice.digest
  switch (choice.problem) {
    case 'none':
      throw new FingerprintError(
        `artifact-path "${image}" has no registry digest because it was never pushed to or pulled from a registry; push it in an earlier step, or pass the fingerprint instead.`
      )
    case 'unmatched':
      throw new FingerprintError(
        `artifact-path "${image}" matches none of its registry digests (${repoDigests.join(', ')}); use the image name as pushed (registry/repository), or pass the fingerprint instead.`
      )
    case 'pinned-absent':
      throw new FingerprintError(
        `artifact-path "${image}" pins a digest that the image's registry digests (${repoDigests.join(', ')}) do not hold for that repository, so no other digest is taken in its place; pull the image by that reference in an earlier step, or pass the fingerprint instead.`
      )
    case 'not-sha256':
      throw new FingerprintError(
        `The registry digest "${choice.repoDigest ?? ''}" of artifact-path "${image}" is not a sha256 digest; pass the fingerprint instead.`
      )
  }
}
