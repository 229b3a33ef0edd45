/**
 * An archive written in one buffer with the headers the packer streams (src/attachments/tar.ts):
 * the reference the streamed archives are compared with, byte for byte.
 */
import {
  END_OF_ARCHIVE,
  measureHead,
  paddingAfter,
  writeHead,
  type TarHead
} from '../../src/attachments/tar.js'

export interface TarEntry {
  /** The entry's path inside the archive, with "/" separators. */
  name: string
  /** A regular file's bytes; absent for a link. */
  content?: Buffer
  /** For a symbolic link: its target, relative to the link, inside the archive. */
  linkTarget?: string
  /** Modification time, Unix seconds (may be negative). */
  mtime: number
  /** Permission bits; 0o644 when absent (0o777 for a link). */
  mode?: number
}

/** The bytes of a tar archive holding `entries` in the order given. */
export function tarArchive(entries: readonly TarEntry[]): Buffer {
  return Buffer.concat([...entries.flatMap(entryBlocks), END_OF_ARCHIVE])
}

/** One entry's headers and padded content. */
function entryBlocks(entry: TarEntry): Buffer[] {
  const content = entry.content ?? Buffer.alloc(0)
  const head = entryHead({ ...entry, size: entry.linkTarget === undefined ? content.length : 0 })
  if (entry.linkTarget !== undefined) return [head]
  const padding = paddingAfter(content.length)
  return padding === 0 ? [head, content] : [head, content, Buffer.alloc(padding)]
}

/**
 * An entry's PAX extended header (when ustar's fields cannot hold it) and its ustar header,
 * as one buffer: the content, padded to a block (paddingAfter), follows it in the archive.
 */
function entryHead(entry: TarHead): Buffer {
  const head = measureHead(entry)
  const bytes = Buffer.allocUnsafe(head.length)
  writeHead(head, bytes, 0)
  return bytes
}
