/**
 * The kinds of artifact a fingerprint is computed for. A module of its own so that reading
 * the inputs never loads the hashing code: a step given a fingerprint computes nothing.
 */
export type ArtifactType = 'file' | 'dir' | 'docker' | 'oci'

export const ARTIFACT_TYPES: readonly ArtifactType[] = ['file', 'dir', 'docker', 'oci']
