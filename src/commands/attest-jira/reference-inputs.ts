/**
 * Inputs that say where attest-jira looks for issue keys and what it records with them:
 * key sources, the commit, commit details to redact, the origin URL and the attachment
 * (whose size is checked with stat, so a file over the service's limit is refused before
 * anything is sent).
 */
import { statSync } from 'node:fs'
import { KEY_SOURCES, type KeySource } from '../../github/references.js'
import { MAX_ATTACHMENT_BYTES } from '../../service/attestations.js'
import { InputError, quote } from '../../inputs/errors.js'
import { readList } from '../../inputs/parse.js'
import type { InputSource } from '../../inputs/source.js'

const DEFAULT_SOURCES: KeySource[] = ['commits', 'branch', 'pr-title']
const SOURCES_FORM = `a comma-separated list of ${KEY_SOURCES.join(', ')}, or none`

const REDACTABLE = ['author', 'message', 'branch'] as const
export type Redactable = (typeof REDACTABLE)[number]

export interface AttachmentFile {
  path: string
  size: number
}

const ATTACHMENT_FORM = `a single file of at most 10 MB (${MAX_ATTACHMENT_BYTES} bytes)`

/** Checks the attachment with stat only: its size is known before any request is made. */
export function readAttachmentInput(source: InputSource, name: string): AttachmentFile | undefined {
  const path = source(name)
  if (path === undefined) return undefined
  let size: number
  try {
    const info = statSync(path)
    if (!info.isFile()) {
      throw new InputError(
        name,
        `names ${quote(path)}, which is not a regular file`,
        `${ATTACHMENT_FORM}; archive a directory first`
      )
    }
    size = info.size
  } catch (error) {
    if (error instanceof InputError) throw error
    throw new InputError(
      name,
      `names ${quote(path)}, which does not exist or cannot be read`,
      ATTACHMENT_FORM
    )
  }
  if (size > MAX_ATTACHMENT_BYTES) {
    throw new InputError(
      name,
      `names ${quote(path)}, which is ${size} bytes, over the service's limit`,
      `${ATTACHMENT_FORM}; compress it, or link large evidence with external-urls`
    )
  }
  return { path, size }
}

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
