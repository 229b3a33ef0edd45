/**
 * Packs files and directories into a gzipped tar, as attachments are sent. A directory holds
 * only what is inside it: its regular files, and its links to places inside it stored as
 * links; a link out of it, or one that leads nowhere, and every FIFO, socket or device are
 * left out, each named for a warning. Files are read in the order of the archive and
 * streamed through gzip, which stops as soon as the output passes the limit.
 */
import { lstat, realpath, readdir } from 'node:fs/promises'
import type { Dirent } from 'node:fs'
import { join, posix, relative, sep } from 'node:path'
import { Readable, Writable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { createGzip } from 'node:zlib'
import { quote } from '../inputs/errors.js'
import { isInside, readRegularFileSync } from '../inputs/named-path.js'
import { END_OF_ARCHIVE, entryBlocks, TarEntryError } from './tar.js'

/** One entry to pack: a file read from `path`, or a link stored with its target. */
export interface PackItem {
  /** Where the file is on disk (for reading and for messages). */
  path: string
  /** Its name inside the archive. */
  name: string
  /** Set for a link: its target relative to the link, inside the archive. */
  linkTarget?: string
  /** A link's own modification time, Unix seconds. */
  linkMtime?: number
}

export interface WalkedTree {
  items: PackItem[]
  /** One sentence per path left out, naming it and why. */
  leftOut: string[]
}

/**
 * Everything under the directory `real` (links resolved, as checked) that may be packed,
 * entries sorted by the bytes of their names; `shown` is the path as the user gave it, and
 * `prefix` where its contents go in the archive.
 */
export async function walkTree(real: string, shown: string, prefix: string): Promise<WalkedTree> {
  const walked: WalkedTree = { items: [], leftOut: [] }
  const visit = async (dir: string, name: string): Promise<void> => {
    let entries
    try {
      entries = await readdir(dir, { withFileTypes: true })
    } catch (error) {
      throw new PackItemError(dir, error)
    }
    entries.sort((a, b) => Buffer.compare(Buffer.from(a.name), Buffer.from(b.name)))
    for (const entry of entries) {
      const path = join(dir, entry.name)
      const inArchive = name ? `${name}/${entry.name}` : entry.name
      if (entry.isDirectory()) await visit(path, inArchive)
      else if (entry.isFile()) walked.items.push({ path, name: inArchive })
      else if (entry.isSymbolicLink()) {
        const link = await linkInside(real, prefix, path, inArchive)
        if (typeof link === 'string') walked.leftOut.push(leftOut(shown, real, path, link))
        else walked.items.push(link)
      } else walked.leftOut.push(leftOut(shown, real, path, `${kindOf(entry)}, not a regular file`))
    }
  }
  await visit(real, prefix)
  return walked
}

/** A link kept as a link when it leads inside the tree, else why it is left out. */
async function linkInside(
  root: string,
  prefix: string,
  path: string,
  name: string
): Promise<PackItem | string> {
  let target: string
  try {
    target = await realpath(path)
  } catch {
    return 'a link that leads to nothing'
  }
  if (!isInside(root, target)) return `a link to ${quote(target)}, outside the directory`
  // The target is written relative to the link, so the archive unpacks anywhere as it was.
  const inArchive = [prefix, relative(root, target).split(sep).join('/')].filter(Boolean).join('/')
  const linkTarget = posix.relative(posix.dirname(`/${name}`), `/${inArchive}`) || '.'
  const linkMtime = Math.floor((await lstat(path)).mtimeMs / 1000)
  return { path, name, linkTarget, linkMtime }
}

function kindOf(entry: Dirent): string {
  if (entry.isFIFO()) return 'a FIFO'
  if (entry.isSocket()) return 'a socket'
  if (entry.isCharacterDevice() || entry.isBlockDevice()) return 'a device'
  return 'of an unknown type'
}

function leftOut(shown: string, root: string, path: string, why: string): string {
  const inside = join(shown, relative(root, path))
  return `${quote(inside)} was left out of the attachments: it is ${why}; only regular files inside an attached directory, and links that stay inside it, are packed`
}

/**
 * Bytes handed to gzip at a time: one write per tar block would cost a thread-pool round trip
 * each, more than compressing it.
 */
const BATCH_BYTES = 256 * 1024

/** Raised by the output when the packed bytes pass `limit`. */
export class PackedTooLarge extends Error {}

/** A file that could not be read or packed, with the path to name. */
export class PackItemError extends Error {
  constructor(
    readonly path: string,
    readonly reason: unknown
  ) {
    super(`${path} could not be packed`)
  }
}

/** The gzipped tar of `items`, in their order; throws PackedTooLarge past `limit` bytes. */
export async function gzipTar(items: readonly PackItem[], limit: number): Promise<Buffer> {
  const chunks: Buffer[] = []
  let size = 0
  const output = new Writable({
    write(chunk: Buffer, _encoding, done) {
      size += chunk.length
      if (size > limit) done(new PackedTooLarge())
      else {
        chunks.push(chunk)
        done()
      }
    }
  })
  await pipeline(
    Readable.from(batchedBlocks(items), { objectMode: false }),
    createGzip({ level: 6 }),
    output
  )
  return Buffer.concat(chunks)
}

/**
 * The archive's blocks in the order of `items`, gathered into batches. Files are read
 * synchronously: evidence trees are mostly many small files, and for those a thread-pool
 * round trip per open, stat, read and close costs several times the read itself (measured:
 * 5,000 files in about a quarter of the time). The FIFO that could block such a read is
 * opened without blocking and refused, and gzip still runs off the main thread meanwhile.
 */
function* batchedBlocks(items: readonly PackItem[]): Generator<Buffer> {
  let batch: Buffer[] = []
  let size = 0
  for (const item of items) {
    for (const block of itemBlocks(item)) {
      batch.push(block)
      size += block.length
    }
    if (size >= BATCH_BYTES) {
      yield Buffer.concat(batch)
      batch = []
      size = 0
    }
  }
  batch.push(END_OF_ARCHIVE)
  yield Buffer.concat(batch)
}

function itemBlocks(item: PackItem): Buffer[] {
  try {
    if (item.linkTarget !== undefined) {
      return entryBlocks({
        name: item.name,
        linkTarget: item.linkTarget,
        mtime: item.linkMtime ?? 0
      })
    }
    const { content, info } = readRegularFileSync(item.path)
    return entryBlocks({
      name: item.name,
      content,
      mtime: Math.floor(info.mtimeMs / 1000),
      mode: info.mode & 0o777
    })
  } catch (error) {
    throw new PackItemError(item.path, error instanceof TarEntryError ? error.message : error)
  }
}
