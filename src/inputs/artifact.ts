/**
 * Which artifact a command is about: a fingerprint given outright, or a file, directory or
 * docker image to fingerprint. Shared by assert-artifact and get-deployment, so both accept
 * the same inputs and refuse the same mistakes before any request.
 */
import { existsSync } from 'node:fs'
import { ARTIFACT_TYPES, type ArtifactType } from '../fingerprint/index.js'
import { InputError, quote } from './errors.js'
import { readChoice, readFingerprint, readList } from './parse.js'
import type { InputSource } from './source.js'

export type ArtifactInput =
  { fingerprint: string } | { path: string; type?: ArtifactType; exclude: string[] }

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
      'is empty and so is artifact-path',
      'a 64-character SHA-256 fingerprint, or artifact-path naming a file, directory or docker image'
    )
  }
  const type = readChoice(source, 'artifact-type', ARTIFACT_TYPES)
  const exclude = readList(source, 'exclude')
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
  // A docker image name is no path; anything else must exist before a request is made.
  if (type !== 'docker' && !existsSync(artifactPath)) {
    throw new InputError(
      'artifact-path',
      `names ${quote(artifactPath)}, which does not exist`,
      'the path of an existing file or directory (relative to the working directory), or artifact-type: docker for an image'
    )
  }
  return { path: artifactPath, type, exclude }
}
