/**
 * Which commit a record is about (`commit-sha`) and which of its details to leave out
 * (`redact-commit-info`): read alike by attest-jira and the build-side commands.
 */
import { InputError, quote } from './input-error.js'
import { readList } from './parse.js'
import type { InputSource } from './source.js'

export const REDACTABLE = ['author', 'message', 'branch'] as const
export type Redactable = (typeof REDACTABLE)[number]

export function readCommitSha(source: InputSource, name: string): string | undefined {
  const value = source(name)
  if (value === undefined) return undefined
  if (!/^[0-9a-fA-F]{7,64}$/.test(value)) {
    throw new InputError(
      name,
      `has ${quote(value)}, which is not a commit id`,
      'a commit SHA of 7 to 64 hexadecimal characters'
    )
  }
  return value.toLowerCase()
}

export function readRedactions(source: InputSource, name: string): Redactable[] {
  const values = readList(source, name)
  for (const value of values) {
    if (!(REDACTABLE as readonly string[]).includes(value)) {
      throw new InputError(
        name,
        `has ${quote(value)}, which cannot be redacted`,
        `any of ${REDACTABLE.join(', ')}`
      )
    }
  }
  return values as Redactable[]
}

/** The inputs that say which commit a build-side write is about, and what of it to leave out. */
export interface CommitInputs {
  commitSha?: string
  redact: Redactable[]
}

export function readCommitInputs(source: InputSource): CommitInputs {
  return {
    commitSha: readCommitSha(source, 'commit-sha'),
    redact: readRedactions(source, 'redact-commit-info')
  }
}
