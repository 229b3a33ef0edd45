/**
 * Attachments of an attestation (the `attachment_file` part): files and directories, named
 * comma- or newline-separated. As with the vendor CLI, one file is sent as it is; a directory,
 * or several paths, are packed into one gzipped tar named evidence.tgz. The limit of the
 * service (10 MB) holds for what is sent, and is checked before any request.
 */
import { accessSync, constants } from 'node:fs'
import { basename } from 'node:path'
import { InputError, quote } from '../inputs/input-error.js'
import { checkNamedPath, type NamedPath } from '../inputs/named-path.js'
import { readRegularFile } from '../files/regular-file.js'
import { readList } from '../inputs/parse.js'
import type { InputSource } from '../inputs/source.js'
import { MAX_ATTACHMENT_BYTES } from '../service/attestation-types.js'
import { gzipTar, PackedTooLarge, PackItemError, walkTree, type PackItem } from './pack.js'

export { MAX_ATTACHMENT_BYTES }

/** The name the vendor CLI gives the archive of a directory or of several paths. */
export const ARCHIVE_NAME = 'evidence.tgz'

/** The media type the published description gives attachment_file, archive or not. */
const PART_TYPE = 'application/octet-stream'
const LIMIT_TEXT = `10 MB (${MAX_ATTACHMENT_BYTES} bytes)`
const MAX_NAMED_LEFT_OUT = 8
const ATTACHMENTS_FORM = `readable files or directories, comma- or newline-separated, at most ${LIMIT_TEXT} once packed`

/** The validated paths of an attachments input, and the input they came from (for messages). */
export interface AttachmentPaths {
  input: string
  paths: string[]
}

/** What is sent as `attachment_file`. */
export interface PackedAttachment {
  filename: string
  content: Blob
  /** Bytes sent. */
  size: number
  /** The files inside an archive, as named there; the file's own name when not packed. */
  entries: string[]
  /** True when the paths were packed into evidence.tgz. */
  archived: boolean
  /** One sentence per path left out of the archive (a link out of its directory, a FIFO). */
  leftOut: string[]
}

/**
 * Reads an attachments input; every path must exist and be readable, and a single file must
 * be within the limit. `alias` is an older input name read when `name` is empty (attest-jira's
 * `attachment`); setting both is refused.
 */
export function readAttachments(
  source: InputSource,
  name = 'attachments',
  alias?: string
): AttachmentPaths | undefined {
  if (alias !== undefined && source(name) !== undefined && source(alias) !== undefined) {
    throw new InputError(
      alias,
      `is set together with ${name}`,
      `only ${name} (${alias} is its older name)`
    )
  }
  const input = alias !== undefined && source(name) === undefined ? alias : name
  const paths = [...new Set(readList(source, input))]
  if (paths.length === 0) return undefined
  const names = new Map<string, string>()
  for (const path of paths) {
    const { info } = checkPath(input, path)
    if (paths.length === 1 && info.isFile() && info.size > MAX_ATTACHMENT_BYTES) {
      throw overLimit(input, path, info.size)
    }
    const entry = archivePath(path)
    const earlier = names.get(entry)
    if (earlier !== undefined) {
      throw new InputError(
        input,
        `names ${quote(earlier)} and ${quote(path)}, which would both be ${quote(entry)} in ${ARCHIVE_NAME}`,
        'each path once'
      )
    }
    names.set(entry, path)
  }
  return { input, paths }
}

function checkPath(input: string, path: string): NamedPath {
  let checked: NamedPath
  try {
    checked = checkNamedPath(input, path, 'file or directory', ATTACHMENTS_FORM)
  } catch (error) {
    if (error instanceof InputError) throw error
    throw new InputError(input, `names ${quote(path)}, which does not exist`, ATTACHMENTS_FORM)
  }
  const directory = checked.info.isDirectory()
  try {
    accessSync(checked.real, directory ? constants.R_OK | constants.X_OK : constants.R_OK)
  } catch {
    throw new InputError(input, `names ${quote(path)}, which cannot be read`, ATTACHMENTS_FORM)
  }
  return checked
}

/** Where a given path lands in the archive: as given, without a root or leading "..". */
export function archivePath(path: string): string {
  const parts: string[] = []
  for (const part of path.replace(/\\/g, '/').split('/')) {
    if (part === '' || part === '.') continue
    if (part === '..') parts.pop()
    else parts.push(part)
  }
  return parts.join('/') || '.'
}

/**
 * Files a command adds to the attachments (attest-junit's result files), packed beside them
 * under the path each was found at; `input` is the one a failure names.
 */
export interface AddedFiles {
  input: string
  paths: readonly string[]
  /** What else to do when the archive is over the limit, such as `upload-results: false`. */
  otherwise: string
}

/**
 * Packs the attachments as the vendor CLI does: one file as is; one directory as an archive of
 * its contents; several paths as an archive where each keeps the path it was given. Files
 * `added` join them in that archive, as the CLI adds JUnit result files to its attachments,
 * each under the path it was found at (once: one already inside an attached directory is
 * not packed twice). Each path is checked again (it may have changed since the inputs were
 * read). Refuses, before anything is sent, what is over the limit once packed.
 */
export async function packAttachments(
  attachments: AttachmentPaths,
  added?: AddedFiles
): Promise<PackedAttachment> {
  const { input, paths } = attachments
  const checked = paths.map(path => checkPath(input, path))
  const [first] = checked
  const alone = checked.length === 1 && added === undefined
  if (alone && first !== undefined && first.info.isFile()) {
    const bytes = await readOrRefuse(input, first.path, first.real)
    // The file may have grown since it was checked: the limit holds for what is sent.
    if (bytes.length > MAX_ATTACHMENT_BYTES) throw overLimit(input, first.path, bytes.length)
    const filename = basename(first.path)
    return packedAttachment(filename, bytes, [filename], false)
  }
  const items: PackItem[] = []
  const leftOut: string[] = []
  for (const { path, real, info } of checked) {
    const prefix = alone ? '' : archivePath(path)
    if (info.isFile()) {
      items.push({ path: real, name: prefix })
      continue
    }
    let walked
    try {
      walked = walkTree(real, path, prefix)
    } catch (error) {
      if (error instanceof PackItemError) throw unreadable(input, error.path, error.reason)
      throw unreadable(input, path, error)
    }
    if (walked.items.length === 0) {
      throw new InputError(input, `names ${quote(path)}, which holds no files`, ATTACHMENTS_FORM)
    }
    items.push(...walked.items)
    leftOut.push(...walked.leftOut.map(sentence => `Input "${input}": ${sentence}.`))
  }
  // A step shows ten warnings: name eight, and count the rest in one.
  if (leftOut.length > MAX_NAMED_LEFT_OUT) {
    const rest = leftOut.length - MAX_NAMED_LEFT_OUT
    leftOut.splice(
      MAX_NAMED_LEFT_OUT,
      rest,
      `Input "${input}": ${rest} more paths were left out of the attachments, each a link out of its directory or to nothing, a FIFO, a socket or a device.`
    )
  }
  const packedNames = new Set(items.map(item => item.name))
  for (const path of added?.paths ?? []) {
    const name = archivePath(path)
    if (packedNames.has(name)) continue
    packedNames.add(name)
    items.push({ path, name })
  }
  const archive = await packOrRefuse(input, items, added)
  const packed = packedAttachment(
    ARCHIVE_NAME,
    archive,
    items.map(item => item.name),
    true
  )
  return { ...packed, leftOut }
}

/** The bytes to send as attachment_file, with what they hold for the log and the summary. */
export function packedAttachment(
  filename: string,
  bytes: Buffer,
  entries: string[],
  archived: boolean
): PackedAttachment {
  const content = new Blob([bytes], { type: PART_TYPE })
  return { filename, content, size: bytes.length, entries, archived, leftOut: [] }
}

/** For logs and dry runs: `evidence.tgz (1234 bytes: a.txt, logs/b.txt)`. */
export function describeAttachment(attachment: PackedAttachment): string {
  const shown = attachment.entries.slice(0, 20).join(', ')
  const more = attachment.entries.length > 20 ? ` and ${attachment.entries.length - 20} more` : ''
  return attachment.archived
    ? `${attachment.filename} (${attachment.size} bytes: ${shown}${more})`
    : `${attachment.filename} (${attachment.size} bytes)`
}

async function packOrRefuse(
  input: string,
  items: readonly PackItem[],
  added: AddedFiles | undefined
): Promise<Buffer> {
  try {
    return await gzipTar(items, MAX_ATTACHMENT_BYTES)
  } catch (error) {
    if (error instanceof PackedTooLarge) {
      const withAdded = added ? ` with the files of ${added.input}` : ''
      const otherwise = added ? `, or ${added.otherwise}` : ''
      throw new InputError(
        input,
        `packs${withAdded} into ${ARCHIVE_NAME} of more than ${LIMIT_TEXT}, over the service's limit`,
        `fewer or smaller files${otherwise}; link large evidence with external-urls`
      )
    }
    if (error instanceof PackItemError) {
      const named = added?.paths.includes(error.path) ? added.input : input
      throw unreadable(named, error.path, error.reason)
    }
    throw error
  }
}

async function readOrRefuse(input: string, path: string, real: string): Promise<Buffer> {
  try {
    return (await readRegularFile(real)).content
  } catch (error) {
    throw unreadable(input, path, error)
  }
}

function unreadable(input: string, path: string, error: unknown): InputError {
  const code = (error as { code?: unknown } | null)?.code
  const why =
    typeof error === 'string' ? ` (${error})` : typeof code === 'string' ? ` (${code})` : ''
  return new InputError(input, `names ${quote(path)}, which cannot be read${why}`, ATTACHMENTS_FORM)
}

function overLimit(input: string, path: string, size: number): InputError {
  return new InputError(
    input,
    `names ${quote(path)}, which is ${size} bytes, over the service's limit`,
    `files of at most ${LIMIT_TEXT}; compress it, or link large evidence with external-urls`
  )
}
