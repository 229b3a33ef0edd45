/**
 * The `attachment` input: one file, checked with stat only, so a file over the service's
 * limit is refused before anything is sent.
 */
import { statSync } from 'node:fs'
import { MAX_ATTACHMENT_BYTES } from '../service/jira-attestation.js'
import { InputError, quote } from './errors.js'
import type { InputSource } from './source.js'

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
