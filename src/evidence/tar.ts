/**
 * A small ustar writer for evidence archives: regular files only (as the vendor CLI packs
 * them), names longer than ustar's 100 bytes carried in a PAX `path` record, so any path
 * survives. The archive is gzipped by the caller.
 */

export interface TarEntry {
  /** The entry's path inside the archive, with "/" separators. */
  name: string
  content: Buffer
  /** Modification time, Unix seconds. */
  mtime: number
  /** Permission bits; 0o644 when absent. */
  mode?: number
}

const BLOCK = 512

/** The bytes of a tar archive holding `entries` in the order given. */
export function tarArchive(entries: readonly TarEntry[]): Buffer {
  return Buffer.concat([...entries.flatMap(entryBlocks), END_OF_ARCHIVE])
}

/** Two zero blocks end an archive. */
export const END_OF_ARCHIVE = Buffer.alloc(2 * BLOCK)

/** One entry's headers and padded content, so an archive can be streamed entry by entry. */
export function entryBlocks(entry: TarEntry): Buffer[] {
  const blocks: Buffer[] = []
  if (Buffer.byteLength(entry.name) > 100 || /[^\x20-\x7e]/.test(entry.name)) {
    const record = paxRecord('path', entry.name)
    blocks.push(header({ name: 'PaxHeader', size: record.length, mtime: entry.mtime, type: 'x' }))
    blocks.push(padded(record))
  }
  blocks.push(
    header({
      name: shortName(entry.name),
      size: entry.content.length,
      mtime: entry.mtime,
      mode: entry.mode,
      type: '0'
    })
  )
  blocks.push(padded(entry.content))
  return blocks
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
  size: number
  mtime: number
  mode?: number
  type: '0' | 'x'
}): Buffer {
  const block = Buffer.alloc(BLOCK)
  block.write(fields.name, 0, 100, 'utf8')
  writeOctal(block, fields.mode ?? 0o644, 100, 8)
  writeOctal(block, 0, 108, 8) // uid
  writeOctal(block, 0, 116, 8) // gid
  writeOctal(block, fields.size, 124, 12)
  writeOctal(block, Math.max(0, Math.floor(fields.mtime)), 136, 12)
  block.write(fields.type, 156, 1, 'ascii')
  block.write('ustar\u000000', 257, 8, 'ascii')
  // The checksum is computed with its own field read as eight spaces.
  block.fill(0x20, 148, 156)
  let sum = 0
  for (const byte of block) sum += byte
  block.write(`${sum.toString(8).padStart(6, '0')}\u0000 `, 148, 8, 'ascii')
  return block
}

function writeOctal(block: Buffer, value: number, offset: number, length: number): void {
  const text = value.toString(8)
  if (text.length > length - 1) {
    throw new RangeError(`${value} does not fit a ${length}-byte tar header field`)
  }
  block.write(`${text.padStart(length - 1, '0')}\u0000`, offset, length, 'ascii')
}

function padded(content: Buffer): Buffer {
  const rest = content.length % BLOCK
  return rest === 0 ? content : Buffer.concat([content, Buffer.alloc(BLOCK - rest)])
}
