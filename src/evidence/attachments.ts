/**
 * Attachments of an attestation (the `attachment_file` part): files and directories, named
 * comma- or newline-separated. As with the vendor CLI, one file is sent as it is; a directory,
 * or several paths, are packed into one gzipped tar named evidence.tgz. The limit of the
 * service (10 MB) holds for what is sent, and is checked before any request.
 */
import { accessSync, constants, statSync, type Stats } from 'node:fs'
import { readdir, readFile, stat } from 'node:fs/promises'
import { basename, join } from 'node:path'
import { Readable, Writable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { createGzip } from 'node:zlib'
import { InputError, quote } from '../inputs/errors.js'
import { readList } from '../inputs/parse.js'
import type { InputSource } from '../inputs/source.js'
import { MAX_ATTACHMENT_BYTES } from '../service/attestations.js'
import { END_OF_ARCHIVE, entryBlocks } from './tar.js'

export { MAX_ATTACHMENT_BYTES }

/** The name the vendor CLI gives the archive of a directory or of several paths. */
export const ARCHIVE_NAME = 'evidence.tgz'

/** The media type the published description gives attachment_file, archive or not. */
const PART_TYPE = 'application/octet-stream'
const LIMIT_TEXT = `10 MB (${MAX_ATTACHMENT_BYTES} bytes)`
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
    const info = checkPath(input, path)
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

function checkPath(input: string, path: string): Stats {
  let info: Stats
  try {
    info = statSync(path)
  } catch {
    throw new InputError(input, `names ${quote(path)}, which does not exist`, ATTACHMENTS_FORM)
  }
  if (!info.isFile() && !info.isDirectory()) {
    throw new InputError(
      input,
      `names ${quote(path)}, which is neither a regular file nor a directory`,
      ATTACHMENTS_FORM
    )
  }
  try {
    accessSync(path, info.isDirectory() ? constants.R_OK | constants.X_OK : constants.R_OK)
  } catch {
    throw new InputError(input, `names ${quote(path)}, which cannot be read`, ATTACHMENTS_FORM)
  }
  return info
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

interface FileToPack {
  path: string
  name: string
  mtime: number
  mode: number
}

/**
 * Packs the attachments as the vendor CLI does: one file as is; one directory as an archive of
 * its contents; several paths as an archive where each keeps the path it was given. Refuses,
 * before anything is sent, what is over the limit once packed.
 */
export async function packAttachments(attachments: AttachmentPaths): Promise<PackedAttachment> {
  const { input, paths } = attachments
  const [first] = paths
  if (paths.length === 1 && first !== undefined && (await stat(first)).isFile()) {
    const bytes = await readOrRefuse(input, first)
    // The file may have grown since it was checked: the limit holds for what is sent.
    if (bytes.length > MAX_ATTACHMENT_BYTES) throw overLimit(input, first, bytes.length)
    const filename = basename(first)
    return packedAttachment(filename, bytes, [filename], false)
  }
  const files: FileToPack[] = []
  for (const path of paths) {
    const found = await collect(input, path, paths.length === 1 ? '' : archivePath(path))
    if (found.length === 0) {
      throw new InputError(input, `names ${quote(path)}, which holds no files`, ATTACHMENTS_FORM)
    }
    files.push(...found)
  }
  const archive = await gzipTar(input, files)
  return packedAttachment(
    ARCHIVE_NAME,
    archive,
    files.map(file => file.name),
    true
  )
}

/** The bytes to send as attachment_file, with what they hold for the log and the summary. */
export function packedAttachment(
  filename: string,
  bytes: Buffer,
  entries: string[],
  archived: boolean
): PackedAttachment {
  const content = new Blob([bytes], { type: PART_TYPE })
  return { filename, content, size: bytes.length, entries, archived }
}

/** For logs and dry runs: `evidence.tgz (1234 bytes: a.txt, logs/b.txt)`. */
export function describeAttachment(attachment: PackedAttachment): string {
  const shown = attachment.entries.slice(0, 20).join(', ')
  const more = attachment.entries.length > 20 ? ` and ${attachment.entries.length - 20} more` : ''
  return attachment.archived
    ? `${attachment.filename} (${attachment.size} bytes: ${shown}${more})`
    : `${attachment.filename} (${attachment.size} bytes)`
}

/**
 * Regular files under `path` (or `path` itself), entries sorted by name. A symlink to a file
 * is packed as that file; a symlink to a directory is not followed, so a cycle cannot loop.
 */
async function collect(input: string, path: string, prefix: string): Promise<FileToPack[]> {
  const info = await stat(path)
  if (info.isFile()) return [toPack(path, prefix || basename(path), info)]
  const found: FileToPack[] = []
  let entries
  try {
    entries = await readdir(path, { withFileTypes: true })
  } catch (error) {
    throw unreadable(input, path, error)
  }
  entries.sort((a, b) => Buffer.compare(Buffer.from(a.name), Buffer.from(b.name)))
  for (const entry of entries) {
    const child = join(path, entry.name)
    const name = prefix ? `${prefix}/${entry.name}` : entry.name
    if (entry.isDirectory()) found.push(...(await collect(input, child, name)))
    else if (entry.isFile()) found.push(toPack(child, name, await stat(child)))
    else if (entry.isSymbolicLink()) {
      const target = await stat(child).catch(() => undefined)
      if (target?.isFile()) found.push(toPack(child, name, target))
    }
  }
  return found
}

function toPack(path: string, name: string, info: Stats): FileToPack {
  return { path, name, mtime: Math.floor(info.mtimeMs / 1000), mode: info.mode & 0o777 }
}

/** Streams the files through gzip one at a time and stops as soon as the limit is passed. */
async function gzipTar(input: string, files: readonly FileToPack[]): Promise<Buffer> {
  const chunks: Buffer[] = []
  let size = 0
  const collector = new Writable({
    write(chunk: Buffer, _encoding, done) {
      size += chunk.length
      if (size > MAX_ATTACHMENT_BYTES) done(new PackedTooLarge())
      else {
        chunks.push(chunk)
        done()
      }
    }
  })
  async function* blocks(): AsyncGenerator<Buffer> {
    for (const file of files) {
      const content = await readOrRefuse(input, file.path)
      yield* entryBlocks({ name: file.name, content, mtime: file.mtime, mode: file.mode })
    }
    yield END_OF_ARCHIVE
  }
  try {
    await pipeline(Readable.from(blocks()), createGzip({ level: 9 }), collector)
  } catch (error) {
    if (error instanceof PackedTooLarge) {
      throw new InputError(
        input,
        `packs into ${ARCHIVE_NAME} of more than ${LIMIT_TEXT}, over the service's limit`,
        `fewer or smaller files; link large evidence with external-urls`
      )
    }
    throw error
  }
  return Buffer.concat(chunks)
}

class PackedTooLarge extends Error {}

async function readOrRefuse(input: string, path: string): Promise<Buffer> {
  try {
    return await readFile(path)
  } catch (error) {
    throw unreadable(input, path, error)
  }
}

function unreadable(input: string, path: string, error: unknown): InputError {
  const code = (error as { code?: unknown } | null)?.code
  const why = typeof code === 'string' ? ` (${code})` : ''
  return new InputError(input, `names ${quote(path)}, which cannot be read${why}`, ATTACHMENTS_FORM)
}

function overLimit(input: string, path: string, size: number): InputError {
  return new InputError(
    input,
    `names ${quote(path)}, which is ${size} bytes, over the service's limit`,
    `files of at most ${LIMIT_TEXT}; compress it, or link large evidence with external-urls`
  )
}
