/**
 * A small ustar writer for evidence archives: regular files, and symbolic links stored as
 * links (never followed). What ustar's fixed fields cannot hold is carried in a PAX extended
 * header, as Go's archive/tar writes it: a `path` or `linkpath` longer than 100 bytes or not
 * ASCII, and an `mtime` before 1970 or past ustar's eleven octal digits (year 2242). So any
 * legal file packs, and unpacks with GNU tar to its name and time. The archive is gzipped by
 * the caller. Archives are streamed entry by entry (./pack.ts).
 */

const BLOCK = 512
/** The largest value eleven octal digits hold: 8^11 - 1 seconds is in the year 2242. */
const MAX_OCTAL_11 = 8 ** 11 - 1

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

/** What an entry's headers say: its content (for a file, `size` bytes) follows them. */
export interface TarHead {
  name: string
  /** A regular file's length in bytes; 0 for a link. */
  size: number
  linkTarget?: string
  mtime: number
  mode?: number
}

/** An entry's head, checked and measured before it is written (see writeHead). */
export interface MeasuredHead {
  entry: TarHead
  /** Whole seconds, as the header holds them. */
  mtime: number
  /** The PAX header and records, padded to a block, when the entry needs them. */
  pax?: Buffer
  /** Bytes the head takes: the PAX blocks and the ustar header. */
  length: number
}

/** Checks an entry and builds the PAX records it needs; throws TarEntryError. */
export function measureHead(entry: TarHead): MeasuredHead {
  const isLink = entry.linkTarget !== undefined
  const mtime = Math.floor(entry.mtime)
  if (!Number.isSafeInteger(mtime)) {
    throw new TarEntryError(entry.name, `its modification time ${entry.mtime} is not a number`)
  }
  if (!isLink && entry.size > MAX_OCTAL_11) {
    throw new TarEntryError(entry.name, `its ${entry.size} bytes are over what a tar entry holds`)
  }
  const records: Buffer[] = []
  if (needsPax(entry.name)) records.push(paxRecord('path', entry.name))
  if (isLink && needsPax(entry.linkTarget ?? '')) {
    records.push(paxRecord('linkpath', entry.linkTarget ?? ''))
  }
  if (mtime < 0 || mtime > MAX_OCTAL_11) records.push(paxRecord('mtime', String(mtime)))
  if (records.length === 0) return { entry, mtime, length: BLOCK }
  const body = Buffer.concat(records)
  const pax = Buffer.alloc(BLOCK + body.length + paddingAfter(body.length))
  writeHeader(pax, 0, {
    name: 'PaxHeader',
    size: body.length,
    mtime: clampedMtime(mtime),
    type: 'x'
  })
  body.copy(pax, BLOCK)
  return { entry, mtime, pax, length: pax.length + BLOCK }
}

/**
 * Writes a measured head into `target` at `offset` (every byte of it is set, so the target
 * may hold old bytes); returns its length. Entries are written into batches this way, with
 * no buffer of their own.
 */
export function writeHead(head: MeasuredHead, target: Buffer, offset: number): number {
  const { entry } = head
  const isLink = entry.linkTarget !== undefined
  const at = offset + (head.pax ? head.pax.copy(target, offset) : 0)
  writeHeader(target, at, {
    name: shortName(entry.name),
    linkName: isLink ? shortName(entry.linkTarget ?? '') : '',
    size: isLink ? 0 : entry.size,
    mtime: clampedMtime(head.mtime),
    mode: entry.mode ?? (isLink ? 0o777 : 0o644),
    type: isLink ? '2' : '0'
  })
  return head.length
}

/** ustar's field holds 0 to MAX_OCTAL_11; a PAX record carries any other time. */
function clampedMtime(mtime: number): number {
  return Math.min(Math.max(mtime, 0), MAX_OCTAL_11)
}

/** Zero bytes after `size` bytes of content, up to the next block. */
export function paddingAfter(size: number): number {
  const rest = size % BLOCK
  return rest === 0 ? 0 : BLOCK - rest
}

const NOT_PRINTABLE_ASCII = /[^\x20-\x7e]/

function needsPax(text: string): boolean {
  // Printable ASCII takes a byte a character: its length is its length in bytes.
  return NOT_PRINTABLE_ASCII.test(text) || text.length > 100
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

const TYPE_FLAGS = { '0': 0x30, '2': 0x32, x: 0x78 } as const
/** "ustar\0" and version "00": the POSIX ustar magic. */
const USTAR_MAGIC = Buffer.from('ustar\u000000', 'latin1')

/**
 * Sets bytes `start` to `end` of `target` to `value`. A header is a few small ranges, one
 * per file packed: Uint8Array's own fill is a builtin, where Buffer's checks its arguments
 * and calls into C++ for each, which cost more than the bytes it set.
 */
export function fillBytes(target: Uint8Array, value: number, start: number, end: number): void {
  Uint8Array.prototype.fill.call(target, value, start, end)
}

/**
 * Writes printable ASCII (every name a header holds, see shortName) a byte a character, at
 * most `length` bytes: what Buffer's write would, without a call into C++ per field.
 */
function writeAscii(target: Uint8Array, offset: number, length: number, text: string): void {
  const end = Math.min(text.length, length)
  for (let at = 0; at < end; at++) target[offset + at] = text.charCodeAt(at)
}

/** Writes one ustar header block at `offset`, every byte of it. */
function writeHeader(
  target: Buffer,
  offset: number,
  fields: {
    name: string
    linkName?: string
    size: number
    mtime: number
    mode?: number
    type: keyof typeof TYPE_FLAGS
  }
): void {
  fillBytes(target, 0, offset, offset + BLOCK)
  writeAscii(target, offset, 100, fields.name)
  writeOctal(target, offset + 100, 8, (fields.mode ?? 0o644) & 0o7777)
  writeOctal(target, offset + 108, 8, 0) // uid
  writeOctal(target, offset + 116, 8, 0) // gid
  writeOctal(target, offset + 124, 12, fields.size)
  writeOctal(target, offset + 136, 12, fields.mtime)
  target[offset + 156] = TYPE_FLAGS[fields.type]
  if (fields.linkName) writeAscii(target, offset + 157, 100, fields.linkName)
  target.set(USTAR_MAGIC, offset + 257)
  // The checksum is computed with its own field read as eight spaces, and written as six
  // octal digits, a NUL and a space.
  fillBytes(target, 0x20, offset + 148, offset + 156)
  let sum = 0
  for (let at = offset; at < offset + BLOCK; at++) sum += target[at] as number
  writeOctal(target, offset + 148, 7, sum)
}

/**
 * `length - 1` octal digits, zero-padded, then a NUL. Callers keep values in range (PAX
 * records carry the rest), so this always fits; digits are written as bytes, not formatted.
 */
function writeOctal(target: Buffer, offset: number, length: number, value: number): void {
  let rest = value
  for (let at = offset + length - 2; at >= offset; at--) {
    target[at] = 0x30 + (rest % 8)
    rest = Math.floor(rest / 8)
  }
  target[offset + length - 1] = 0
}
