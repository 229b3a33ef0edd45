/**
 * Inputs that say where attest-jira looks for issue keys and what it records with them:
 * key sources, the commit, commit details to redact and the origin URL (its attachments are
 * read by src/evidence/attachments.ts).
 */
import { KEY_SOURCES, type KeySource } from '../../github/references.js'
import { InputError, quote } from '../../inputs/errors.js'
import { readList } from '../../inputs/parse.js'
import type { InputSource } from '../../inputs/source.js'

const DEFAULT_SOURCES: KeySource[] = ['commits', 'branch', 'pr-title']
const SOURCES_FORM = `a comma-separated list of ${KEY_SOURCES.join(', ')}, or none`

export const REDACTABLE = ['author', 'message', 'branch'] as const
export type Redactable = (typeof REDACTABLE)[number]

export function readKeySources(source: InputSource, name: string): KeySource[] {
  const values = readList(source, name)
  if (values.length === 0) return DEFAULT_SOURCES
  if (values.length === 1 && values[0] === 'none') return []
  for (const value of values) {
    if (!(KEY_SOURCES as readonly string[]).includes(value)) {
      throw new InputError(name, `has ${quote(value)}, which is not a key source`, SOURCES_FORM)
    }
  }
  return [...new Set(values as KeySource[])]
}

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
