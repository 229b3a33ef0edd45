import type { Stats } from 'node:fs'
import { stat } from 'node:fs/promises'
import { ARTIFACT_TYPES, type ArtifactType } from './artifact-types.js'
import { fingerprintDirectory } from './directory.js'
import { fingerprintDockerImage, type DockerOptions } from './docker.js'
import { describeFsFailure, errnoCode, FingerprintError } from './fingerprint-error.js'
import { fingerprintFile } from './file.js'
import { fingerprintOciImage, type OciOptions } from './oci.js'

export { FingerprintError } from './fingerprint-error.js'
export { fingerprintFile } from './file.js'
export { fingerprintDirectory, type DirectoryOptions } from './directory.js'
export {
  fingerprintDockerImage,
  type DockerOptions,
  type DockerResult,
  type DockerRunner
} from './docker.js'
export { fingerprintOciImage, type OciOptions, type RegistryCredentials } from './oci.js'

export { ARTIFACT_TYPES, type ArtifactType }

export interface ArtifactRequest {
  /** A file or directory path, or an image reference for types docker and oci. */
  path: string
  /** Detected from what `path` is when absent (a file or a directory, never docker). */
  type?: ArtifactType
  /** Exclusion globs for a directory, relative to it. */
  exclude?: readonly string[]
  /** How docker is run, for type docker. */
  docker?: DockerOptions
  /** How the registry is reached, for type oci (required for it). */
  oci?: OciOptions
}

export interface ArtifactFingerprint {
  fingerprint: string
  type: ArtifactType
}

/** Computes an artifact's fingerprint as the reference Kosli CLI would. */
export async function fingerprintArtifact(request: ArtifactRequest): Promise<ArtifactFingerprint> {
  const { path, exclude = [] } = request
  const type = request.type ?? (await detectType(path))
  if (!ARTIFACT_TYPES.includes(type)) {
    throw new FingerprintError(
      `artifact-type "${String(type)}" is not supported; use file, dir, docker or oci (or leave it empty to detect file or dir).`
    )
  }
  if (type !== 'dir' && exclude.length > 0) {
    throw new FingerprintError(
      `exclude only applies to directories but artifact-path "${path}" is fingerprinted as ${type}; remove exclude or point artifact-path at a directory.`
    )
  }
  switch (type) {
    case 'docker':
      return { type, fingerprint: await fingerprintDockerImage(path, request.docker) }
    case 'oci':
      if (!request.oci) throw new FingerprintError('artifact-type oci needs registry options.')
      return { type, fingerprint: await fingerprintOciImage(path, request.oci) }
    case 'dir':
      return { type, fingerprint: await fingerprintDirectory(path, { exclude }) }
    case 'file':
      await assertIsFile(path)
      return { type, fingerprint: await fingerprintFile(path) }
  }
}

async function detectType(path: string): Promise<ArtifactType> {
  const info = await statArtifact(path)
  if (info.isDirectory()) return 'dir'
  if (info.isFile()) return 'file'
  throw new FingerprintError(
    `artifact-path "${path}" is neither a regular file nor a directory; point it at the artifact itself.`
  )
}

async function assertIsFile(path: string): Promise<void> {
  const info = await statArtifact(path)
  if (info.isDirectory()) {
    throw new FingerprintError(
      `artifact-path "${path}" is a directory but artifact-type is file; set artifact-type: dir (or leave artifact-type empty to detect it).`
    )
  }
  if (!info.isFile()) {
    throw new FingerprintError(
      `artifact-path "${path}" is not a regular file (a socket, FIFO or device); point it at the artifact itself.`
    )
  }
}

async function statArtifact(path: string): Promise<Stats> {
  if (path === '') {
    throw new FingerprintError('artifact-path is empty; set it to the file, directory or image.')
  }
  try {
    return await stat(path)
  } catch (error) {
    if (errnoCode(error) === 'ENOENT' || errnoCode(error) === 'ENOTDIR') {
      throw new FingerprintError(
        `artifact-path "${path}" does not exist; check the path (relative to the working directory), or set artifact-type: docker if it is a docker image.`,
        { cause: error }
      )
    }
    throw new FingerprintError(
      `Cannot read artifact-path "${path}" because ${describeFsFailure(error)}; check the path and its permissions.`,
      { cause: error }
    )
  }
}
