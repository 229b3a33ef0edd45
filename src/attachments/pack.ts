/**
 * Packs files and directories into a gzipped tar, as attachments are sent. A directory holds
 * only what is inside it: its regular files, and its links to places inside it stored as
 * links; a link out of it, or one that leads nowhere, and every FIFO, socket or device are
 * left out, each named for a warning. Files are read in the order of the archive and
 * streamed through gzip, which stops as soon as the output passes the limit.
 */
import { closeSync, lstatSync, readdirSync, readSync, realpathSync, type Dirent } from 'node:fs'
import { join, posix, relative, sep } from 'node:path'
import { finished } from 'node:stream/promises'
import { createGzip } from 'node:zlib'
import { quote } from '../inputs/input-error.js'
import { isInside } from '../inputs/named-path.js'
import { openRegularFileSync } from '../files/regular-file.js'
import {
  END_OF_ARCHIVE,
  fillBytes,
  measureHead,
  paddingAfter,
  TarEntryError,
  writeHead
} from './tar.js'

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
export function walkTree(real: string, shown: string, prefix: string): WalkedTree {
  const walked: WalkedTree = { items: [], leftOut: [] }
  // Synchronous, as the files are read: a thread-pool round trip per directory and per link
  // costs more than the call it waits for.
  const visit = (dir: string, name: string): void => {
    let entries
    try {
      entries = readdirSync(dir, { withFileTypes: true })
    } catch (error) {
      throw new PackItemError(dir, error)
    }
    entries.sort((a, b) => byUtf8Bytes(a.name, b.name))
    for (const entry of entries) {
      // An entry's name holds no separator, and `dir` comes from realpath: no need to normalize.
      const path = dir.endsWith(sep) ? `${dir}${entry.name}` : `${dir}${sep}${entry.name}`
      const inArchive = name ? `${name}/${entry.name}` : entry.name
      if (entry.isDirectory()) visit(path, inArchive)
      else if (entry.isFile()) walked.items.push({ path, name: inArchive })
      else if (entry.isSymbolicLink()) {
        const link = linkInside(real, prefix, path, inArchive)
        if (typeof link === 'string') walked.leftOut.push(leftOut(shown, real, path, link))
        else walked.items.push(link)
      } else walked.leftOut.push(leftOut(shown, real, path, `${kindOf(entry)}, not a regular file`))
    }
  }
  visit(real, prefix)
  return walked
}

/**
 * Orders names as their UTF-8 bytes compare (as the archive lists them), without encoding
 * them. UTF-16 code units already compare in code point order, but for one range: a surrogate
 * (the start of a code point past U+FFFF) sorts before U+E000-U+FFFF, and its UTF-8 bytes
 * after them. Shifting the two ranges past each other restores the byte order.
 */
export function byUtf8Bytes(left: string, right: string): number {
  const length = Math.min(left.length, right.length)
  for (let at = 0; at < length; at++) {
    const a = left.charCodeAt(at)
    const b = right.charCodeAt(at)
    if (a !== b) return inByteOrder(a) - inByteOrder(b)
  }
  return left.length - right.length
}

function inByteOrder(unit: number): number {
  if (unit < 0xd800) return unit
  return unit < 0xe000 ? unit + 0x2000 : unit - 0x800
}

/** A link kept as a link when it leads inside the tree, else why it is left out. */
function linkInside(root: string, prefix: string, path: string, name: string): PackItem | string {
  let target: string
  try {
    target = realpathSync.native(path)
  } catch {
    return 'a link that leads to nothing'
  }
  if (!isInside(root, target)) return `a link to ${quote(target)}, outside the directory`
  // The target is written relative to the link, so the archive unpacks anywhere as it was.
  const inArchive = [prefix, relative(root, target).split(sep).join('/')].filter(Boolean).join('/')
  const linkTarget = posix.relative(posix.dirname(`/${name}`), `/${inArchive}`) || '.'
  const linkMtime = Math.floor(lstatSync(path).mtimeMs / 1000)
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
 * Bytes handed to gzip at a time: one write per file would cost a thread-pool round trip
 * each, more than compressing it. Files are read straight into these batches.
 */
const BATCH_BYTES = 512 * 1024
/** Output gzip hands back per round trip; its 16 KiB default takes 32 for a batch of images. */
const GZIP_CHUNK_BYTES = 64 * 1024
/**
 * Batches in use at once: one being filled while gzip compresses one and the rest wait for
 * it, so the walk reads the next files while the thread pool compresses the last ones,
 * instead of taking turns. Memory stays at these 3 MiB, however much is packed.
 */
const BATCHES = 6

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

/**
 * The batches the archive is read into, used again once gzip has taken them in. A batch
 * allocated for each 512 KiB packed cost more than the files read into it: its fresh pages
 * were mapped in one fault at a time, by the first bytes written to each.
 */
class BatchPool {
  private readonly free: Buffer[] = []
  private made = 0
  private wake: (() => void) | undefined

  /** A batch to fill: only asked for after hasFree(). */
  take(): Buffer {
    const batch = this.free.pop()
    if (batch !== undefined) return batch
    if (this.made === BATCHES) throw new Error('every batch is in use')
    this.made++
    return Buffer.allocUnsafeSlow(BATCH_BYTES)
  }

  /** Takes back a batch (or the part of it that was filled) gzip is done with. */
  give(filled: Buffer): void {
    this.free.push(Buffer.from(filled.buffer, filled.byteOffset, BATCH_BYTES))
    this.wakeUp()
  }

  hasFree(): boolean {
    return this.free.length > 0 || this.made < BATCHES
  }

  /** Resolves when a batch is free, or when `wakeUp` is called for another reason. */
  async whenFree(): Promise<void> {
    if (this.hasFree()) return
    await new Promise<void>(resolve => (this.wake = resolve))
  }

  wakeUp(): void {
    const wake = this.wake
    this.wake = undefined
    wake?.()
  }
}

/** The gzipped tar of `items`, in their order; throws PackedTooLarge past `limit` bytes. */
export async function gzipTar(items: readonly PackItem[], limit: number): Promise<Buffer> {
  const chunks: Buffer[] = []
  let size = 0
  const gzip = createGzip({ level: 6, chunkSize: GZIP_CHUNK_BYTES })
  gzip.on('data', (chunk: Buffer) => {
    size += chunk.length
    if (size > limit) gzip.destroy(new PackedTooLarge())
    else chunks.push(chunk)
  })
  const ended = finished(gzip)
  // Settled only at the end, but it may fail meanwhile: that is read there, not unhandled.
  ended.catch(() => undefined)
  const batches = new BatchPool()
  // A write gzip never finishes (it was destroyed) must not leave the walk waiting for it.
  gzip.once('close', () => batches.wakeUp())
  const archive = archiveBatches(items, batches)
  try {
    for (;;) {
      await batches.whenFree()
      if (gzip.destroyed) break
      const next = archive.next()
      if (next.done === true) break
      const batch = next.value
      gzip.write(batch, () => batches.give(batch))
      // gzip works on the thread pool, but each finished write is handed back, and the next
      // one started, only on the main thread: reading file after file without a turn in
      // between would leave gzip waiting, and the two would take turns instead of overlapping.
      await new Promise(resolve => setImmediate(resolve))
    }
    if (!gzip.destroyed) gzip.end()
    await ended
  } catch (error) {
    gzip.destroy()
    throw error
  } finally {
    // Closes the file being read, if the archive stopped partway.
    archive.return(undefined)
  }
  return Buffer.concat(chunks)
}

/**
 * The archive's bytes in the order of `items`, in batches of BATCH_BYTES (the last one
 * shorter), each taken from `batches` when the one before was handed on: the caller resumes
 * the archive only when one is free. Files are read synchronously, straight into the batch
 * after their header, a large file across as many batches as it fills: evidence trees are
 * mostly many small files, and for those a thread-pool round trip per open, stat, read and
 * close, or a buffer per file, costs several times the read itself. The FIFO that could block
 * such a read is opened without blocking and refused, and gzip runs off the main thread
 * meanwhile.
 */
function* archiveBatches(items: readonly PackItem[], batches: BatchPool): Generator<Buffer> {
  let batch = batches.take()
  let used = 0
  // Hands the filled part on, and once resumed takes the next batch.
  function* flush(): Generator<Buffer> {
    yield batch.subarray(0, used)
    batch = batches.take()
    used = 0
  }
  for (const item of items) {
    try {
      if (item.linkTarget !== undefined) {
        const head = measureHead({
          name: item.name,
          size: 0,
          linkTarget: item.linkTarget,
          mtime: item.linkMtime ?? 0
        })
        if (used + head.length > BATCH_BYTES) yield* flush()
        used += writeHead(head, batch, used)
        continue
      }
      const { fd, info } = openRegularFileSync(item.path)
      try {
        const head = measureHead({
          name: item.name,
          size: info.size,
          mtime: Math.floor(info.mtimeMs / 1000),
          mode: info.mode & 0o777
        })
        if (used + head.length > BATCH_BYTES) yield* flush()
        used += writeHead(head, batch, used)
        for (let position = 0; position < info.size;) {
          if (used === BATCH_BYTES) yield* flush()
          const length = Math.min(info.size - position, BATCH_BYTES - used)
          readExactly(fd, batch, used, length, position, item.path)
          used += length
          position += length
        }
        const padding = paddingAfter(info.size)
        if (used + padding > BATCH_BYTES) yield* flush()
        fillBytes(batch, 0, used, used + padding)
        used += padding
      } finally {
        closeSync(fd)
      }
    } catch (error) {
      if (error instanceof PackItemError) throw error
      throw new PackItemError(item.path, error instanceof TarEntryError ? error.message : error)
    }
  }
  if (used + END_OF_ARCHIVE.length > BATCH_BYTES) yield* flush()
  batch.set(END_OF_ARCHIVE, used)
  used += END_OF_ARCHIVE.length
  yield batch.subarray(0, used)
}

/**
 * Reads `length` bytes at `position` into `target`. The header already holds the length the
 * file had when it was opened, so a file cut shorter meanwhile is refused, not padded: the
 * archive would hold bytes the file never had. A file that grew is packed as it was opened.
 */
function readExactly(
  fd: number,
  target: Buffer,
  offset: number,
  length: number,
  position: number,
  path: string
): void {
  let done = 0
  while (done < length) {
    const read = readSync(fd, target, offset + done, length - done, position + done)
    if (read === 0) {
      throw new PackItemError(path, 'it became shorter while it was being packed')
    }
    done += read
  }
}
