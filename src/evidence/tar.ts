/**
 * A small ustar writer for evidence archives: regular files, and symbolic links stored as
 * links (never followed). What ustar's fixed fields cannot hold is carried in a PAX extended
 * header, as Go's archive/tar writes it: a `path` or `linkpath` longer than 100 bytes or not
 * ASCII, and an `mtime` before 1970 or past ustar's eleven octal digits (year 2242). So any
 * legal file packs, and unpacks with GNU tar to its name and time. The archive is gzipped by
 * the caller.
 */

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

const BLOCK = 512
/** The largest value eleven octal digits hold: 8^11 - 1 seconds is in the year 2242. */
const MAX_OCTAL_11 = 8 ** 11 - 1

/** The bytes of a tar archive holding `entries` in the order given. */
export function tarArchive(entries: readonly TarEntry[]): Buffer {
  return Buffer.concat([...entries.flatMap(entryBlocks), END_OF_ARCHIVE])
}

/** Two zero blocks end an archive. */
export const END_OF_ARCHIVE = Buffer.alloc(2 * BLOCK)

/** A packing error names the entry it could not write. */
export class TarEntryError extends Error {
  constructor(
    readonly entry: string,
    reason: string
  ) {
    super(`${entry}: ${reason}`)
  }
}

/** One entry's headers and padded content, so an archive can be streamed entry by entry. */
export function entryBlocks(entry: TarEntry): Buffer[] {
  const isLink = entry.linkTarget !== undefined
  const content = entry.content ?? Buffer.alloc(0)
  const mtime = Math.floor(entry.mtime)
  if (!Number.isSafeInteger(mtime)) {
    throw new TarEntryError(entry.name, `its modification time ${entry.mtime} is not a number`)
  }
  if (!isLink && content.length > MAX_OCTAL_11) {
    throw new TarEntryError(
      entry.name,
      `its ${content.length} bytes are over what a tar entry holds`
    )
  }
  const records: Buffer[] = []
  if (needsPax(entry.name)) records.push(paxRecord('path', entry.name))
  if (isLink && needsPax(entry.linkTarget ?? '')) {
    records.push(paxRecord('linkpath', entry.linkTarget ?? ''))
  }
  if (mtime < 0 || mtime > MAX_OCTAL_11) records.push(paxRecord('mtime', String(mtime)))
  const headerMtime = Math.min(Math.max(mtime, 0), MAX_OCTAL_11)
  const blocks: Buffer[] = []
  if (records.length > 0) {
    const pax = Buffer.concat(records)
    blocks.push(header({ name: 'PaxHeader', size: pax.length, mtime: headerMtime, type: 'x' }))
    blocks.push(padded(pax))
  }
  blocks.push(
    header({
      name: shortName(entry.name),
      linkName: isLink ? shortName(entry.linkTarget ?? '') : '',
      size: isLink ? 0 : content.length,
      mtime: headerMtime,
      mode: entry.mode ?? (isLink ? 0o777 : 0o644),
      type: isLink ? '2' : '0'
    })
  )
  if (!isLink) blocks.push(padded(content))
  return blocks
}

function needsPax(text: string): boolean {
  return Buffer.byteLength(text) > 100 || /[^\x20-\x7e]/.test(text)
}

/** A PAX record is "<length> <key>=<value>\n", where length counts the whole record. */
function paxRecord(key: string, value: string): Buffer {
  const body = ` ${key}=${value}\n`
  const bodyLength = Buffer.byteLength(body)
  let length = bodyLength
  // The length counts its own digits: settle on the value that includes them.
  while (String(length).length + bodyLength !== length) length = String(length).length + bodyLength
  return Buffer.from(`${length}${body}`, 'utf8')
}

/** The ustar name field keeps what fits (the PAX record holds the whole path). */
function shortName(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_')
  return ascii.length <= 100 ? ascii : ascii.slice(ascii.length - 100)
}

function header(fields: {
  name: string
  linkName?: string
  size: number
  mtime: number
  mode?: number
  type: '0' | '2' | 'x'
}): Buffer {
  const block = Buffer.alloc(BLOCK)
  block.write(fields.name, 0, 100, 'utf8')
  writeOctal(block, (fields.mode ?? 0o644) & 0o7777, 100, 8)
  writeOctal(block, 0, 108, 8) // uid
  writeOctal(block, 0, 116, 8) // gid
  writeOctal(block, fields.size, 124, 12)
  writeOctal(block, fields.mtime, 136, 12)
  block.write(fields.type, 156, 1, 'ascii')
  if (fields.linkName) block.write(fields.linkName, 157, 100, 'utf8')
  block.write('ustar\u000000', 257, 8, 'ascii')
  // The checksum is computed with its own field read as eight spaces.
  block.fill(0x20, 148, 156)
  let sum = 0
  for (const byte of block) sum += byte
  block.write(`${sum.toString(8).padStart(6, '0')}\u0000 `, 148, 8, 'ascii')
  return block
}

/** Callers keep values in range (PAX records carry the rest), so this always fits. */
function writeOctal(block: Buffer, value: number, offset: number, length: number): void {
  block.write(`${value.toString(8).padStart(length - 1, '0')}\u0000`, offset, length, 'ascii')
}

function padded(content: Buffer): Buffer {
  const rest = content.length % BLOCK
  return rest === 0 ? content : Buffer.concat([content, Buffer.alloc(BLOCK - rest)])
}
