/** What a diff says, in the terms of the step's outputs: added, removed, changed. */
import type { DiffArtifact, EnvironmentDiff } from '../../service/snapshots.js'

export interface ArtifactChange {
  name: string
  fingerprint: string
  flow: string
}

export interface ScaledArtifact extends ArtifactChange {
  'instances-1': number | null
  'instances-2': number | null
}

export interface Changes {
  added: ArtifactChange[]
  removed: ArtifactChange[]
  changed: ScaledArtifact[]
  unchanged: number
}

const change = (artifact: DiffArtifact): ArtifactChange => ({
  name: artifact.name ?? '',
  fingerprint: artifact.fingerprint ?? '',
  flow: artifact.flow ?? ''
})

export function changesOf(diff: EnvironmentDiff): Changes {
  return {
    added: diff.snappish2.artifacts.map(change),
    removed: diff.snappish1.artifacts.map(change),
    changed: diff.changed.artifacts.map(artifact => ({
      ...change(artifact),
      'instances-1': artifact.s1_instance_count ?? null,
      'instances-2': artifact.s2_instance_count ?? null
    })),
    unchanged: diff['not-changed'].artifacts.length
  }
}

/** `1 added, 1 removed, none changed` */
export function countsSentence(changes: Changes): string {
  const part = (count: number, word: string) => `${count === 0 ? 'none' : count} ${word}`
  return [
    part(changes.added.length, 'added'),
    part(changes.removed.length, 'removed'),
    part(changes.changed.length, 'changed')
  ].join(', ')
}
