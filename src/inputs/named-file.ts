/**
 * A file a user names in an input (template-file, schema-file, policy-file, path-spec,
 * attestation-data), read whole before any request: checked as named-path.ts checks it,
 * measured against its limit before it is read and again on what was read (it may grow in
 * between), and read at most one byte past the limit, so a hostile file is never held whole.
 */
import { basename } from 'node:path'
import { readRegularFileSync } from '../files/regular-file.js'
import type { FilePart } from '../service/client.js'
import { InputError, quote } from './input-error.js'
import { checkNamedPath } from './named-path.js'

export interface FileLimit {
  bytes: number
  /** The problem with a file of `size` bytes, over the limit: "which is over 1 MB". */
  over: (size: number) => string
  /** The problem with a file that grew past the limit after it was measured. */
  grew: string
}

/**
 * The bytes of the file `path` names, or an InputError naming `input`, the path and `form`.
 * `at` is where the file is when `path` is relative to somewhere other than the working
 * directory; the sentences still quote `path`, as the user wrote it.
 */
export function readNamedFile(
  input: string,
  path: string,
  form: string,
  limit: FileLimit,
  at: string = path
): Buffer {
  const refuse = (problem: string): InputError =>
    new InputError(input, `names ${quote(path)}, ${problem}`, form)
  let content: Buffer
  try {
    const { real, info } = checkNamedPath(input, at, 'file', form)
    if (info.size > limit.bytes) throw refuse(limit.over(info.size))
    content = readRegularFileSync(real, limit.bytes).content
  } catch (error) {
    if (error instanceof InputError) throw error
    throw refuse('which does not exist or cannot be read')
  }
  if (content.length > limit.bytes) throw refuse(limit.grew)
  return content
}

/** A file read whole while the inputs were read. */
export interface CheckedFile {
  path: string
  content: Buffer
}

/** The file as a part of a multipart write: the bytes checked, not the file as it is now. */
export function checkedPart(part: FilePart['part'], file: CheckedFile): FilePart {
  return {
    part,
    filename: basename(file.path),
    description: `from ${file.path} (${file.content.length} bytes)`,
    load: () => Promise.resolve(new Blob([new Uint8Array(file.content)]))
  }
}
