/**
 * Which artifact a command is about: a fingerprint given outright, or a file, directory or
 * container image (local docker, or read from its registry: oci) to fingerprint. Shared by assert-artifact and get-deployment, so both accept
 * the same inputs and refuse the same mistakes before any request.
 */
import { existsSync } from 'node:fs'
import { ARTIFACT_TYPES, type ArtifactType } from '../fingerprint/artifact-types.js'
import { parseImageReference } from '../images/image-reference.js'
import { InputError, quote } from './input-error.js'
import { readChoice, readFingerprint, readList } from './parse.js'
import { readRegistryCredentials, type RegistryCredentials } from './registry-credentials.js'
import { FINGERPRINT_VARIABLE, type InputSource } from './source.js'

export type ArtifactInput =
  | { fingerprint: string }
  | { path: string; type?: ArtifactType; exclude: string[]; registry?: RegistryCredentials }

const IMAGE_FORM =
  'an image reference such as ghcr.io/org/app:1.2.3, registry:5000/team/app@sha256:<64 hex> or alpine:3.20'

export function readArtifact(source: InputSource): ArtifactInput {
  const fingerprint = readFingerprint(source, 'fingerprint')
  const path = source('artifact-path')
  if (fingerprint && path) {
    throw new InputError(
      'fingerprint',
      'is set together with artifact-path',
      'one of the two, not both'
    )
  }
  if (!fingerprint && !path) {
    throw new InputError(
      'fingerprint',
      `is empty and so is artifact-path (and ${FINGERPRINT_VARIABLE} is not set)`,
      'a 64-character SHA-256 fingerprint, or artifact-path naming a file, directory or docker image'
    )
  }
  const type = readChoice(source, 'artifact-type', ARTIFACT_TYPES)
  const exclude = readList(source, 'exclude')
  const registry = readRegistryCredentials(source)
  if (registry && type !== 'oci') {
    throw new InputError(
      'registry-username',
      `is set for ${type ? `artifact-type ${type}` : fingerprint ? 'a fingerprint' : 'a file or directory'}`,
      'registry credentials only with artifact-type: oci'
    )
  }
  if (fingerprint) {
    if (type || exclude.length > 0) {
      throw new InputError(
        type ? 'artifact-type' : 'exclude',
        'is set with fingerprint',
        'it only with artifact-path'
      )
    }
    return { fingerprint }
  }
  if (exclude.length > 0 && type && type !== 'dir') {
    throw new InputError(
      'exclude',
      `is set for artifact-type ${type}`,
      'exclude only for a directory'
    )
  }
  const artifactPath = path as string
  if (type === 'oci') {
    const reference = parseImageReference(artifactPath)
    if ('problem' in reference) {
      throw new InputError(
        'artifact-path',
        `${reference.problem} (${quote(artifactPath)})`,
        IMAGE_FORM
      )
    }
    return { path: artifactPath, type, exclude, ...(registry ? { registry } : {}) }
  }
  // A docker image name is no path; anything else must exist before a request is made.
  if (type !== 'docker' && !existsSync(artifactPath)) {
    throw new InputError(
      'artifact-path',
      `names ${quote(artifactPath)}, which does not exist`,
      'the path of an existing file or directory (relative to the working directory), or artifact-type: docker or oci for an image'
    )
  }
  return { path: artifactPath, type, exclude }
}

/** For commands where the artifact is optional (else the trail): undefined when none is named. */
export function readOptionalArtifact(source: InputSource): ArtifactInput | undefined {
  const named = ['fingerprint', 'artifact-path', 'artifact-type', 'exclude'].some(
    name => source(name) !== undefined
  )
  return named ? readArtifact(source) : undefined
}
