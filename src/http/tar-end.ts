/**
 * Walks a tar archive's blocks as they arrive, to tell whether it reaches its end: two zero
 * blocks where a header is due. Each header's checksum is checked and its entry's data
 * skipped by its size (octal, GNU base-256, or a pax `size` record), so zero blocks inside a
 * file are never taken for the end. Nothing of the archive is kept but one block and a pax
 * header.
 */
const BLOCK = 512
/** The most of a pax extended header read for its `size` record; real ones are far smaller. */
const MAX_PAX_HEADER = 1024 * 1024
/** Entry types whose size field does not count data blocks (links, devices, folders, FIFOs). */
const NO_DATA_TYPES = new Set(['1', '2', '3', '4', '5', '6'])

export interface TarEnd {
  /** Takes the next bytes of the archive; throws TarFormatError on what is not a tar. */
  update(bytes: Buffer): void
  /** True once the end-of-archive blocks have been read. */
  readonly ended: boolean
}

/** Bytes that are not a tar archive; its message says what, for "its gzip stream holds …". */
export class TarFormatError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'TarFormatError'
  }
}

export function createTarEnd(): TarEnd {
  let pending: Buffer = Buffer.alloc(0)
  let dataBlocks = 0n
  let zeroBlocks = 0
  let ended = false
  let paxSize: bigint | undefined
  /** A pax extended header being read: its blocks so far and its length in bytes. */
  let pax: { blocks: Buffer[]; length: number } | undefined

  const takeBlock = (block: Buffer) => {
    if (dataBlocks > 0n) {
      dataBlocks--
      if (pax) {
        pax.blocks.push(Buffer.from(block))
        if (dataBlocks === 0n) {
          paxSize = paxSizeRecord(Buffer.concat(pax.blocks).subarray(0, pax.length))
          pax = undefined
        }
      }
      return
    }
    if (block.every(byte => byte === 0)) {
      zeroBlocks++
      if (zeroBlocks === 2) ended = true
      return
    }
    zeroBlocks = 0
    const header = readHeader(block)
    const size = paxSize ?? header.size
    paxSize = undefined
    dataBlocks = NO_DATA_TYPES.has(header.type) ? 0n : (size + BigInt(BLOCK - 1)) / BigInt(BLOCK)
    if (header.type === 'x' && dataBlocks > 0n) {
      if (size > BigInt(MAX_PAX_HEADER)) throw new TarFormatError('a pax header over 1 MiB')
      pax = { blocks: [], length: Number(size) }
    }
  }

  return {
    update(bytes) {
      if (ended) return
      pending = pending.length === 0 ? bytes : Buffer.concat([pending, bytes])
      let offset = 0
      while (!ended && pending.length - offset >= BLOCK) {
        takeBlock(pending.subarray(offset, offset + BLOCK))
        offset += BLOCK
      }
      pending = ended ? Buffer.alloc(0) : Buffer.from(pending.subarray(offset))
    },
    get ended() {
      return ended
    }
  }
}

/** The entry type and size of a header block, once its checksum is right. */
function readHeader(block: Buffer): { type: string; size: bigint } {
  const stored = parseOctal(block.subarray(148, 156))
  let unsigned = 0
  let signed = 0
  for (let index = 0; index < BLOCK; index++) {
    const byte = index >= 148 && index < 156 ? 0x20 : (block[index] ?? 0)
    unsigned += byte
    signed += byte > 127 ? byte - 256 : byte
  }
  if (stored === undefined || (BigInt(unsigned) !== stored && BigInt(signed) !== stored)) {
    throw new TarFormatError('a header block whose checksum is wrong')
  }
  const size = parseSize(block.subarray(124, 136))
  if (size === undefined) throw new TarFormatError('a header whose size is not a number')
  return { type: String.fromCharCode(block[156] ?? 0), size }
}

/** A numeric field: octal digits ended by NUL or space, or GNU's base-256 when its top bit is set. */
function parseSize(field: Buffer): bigint | undefined {
  const first = field[0] ?? 0
  if (first & 0x80) {
    let value = BigInt(first & 0x7f)
    for (const byte of field.subarray(1)) value = (value << 8n) | BigInt(byte)
    return value
  }
  return parseOctal(field)
}

function parseOctal(field: Buffer): bigint | undefined {
  const text = field
    .toString('latin1')
    .replace(/[\0 ]+$/, '')
    .replace(/^ +/, '')
  if (text === '') return 0n
  return /^[0-7]+$/.test(text) ? BigInt(`0o${text}`) : undefined
}

/**
 * The `size` record of a pax extended header, if it has one. Records are "<length> key=value\n",
 * the length counting the whole record, so a value holding a line break is skipped whole.
 */
function paxSizeRecord(header: Buffer): bigint | undefined {
  let size: bigint | undefined
  let offset = 0
  while (offset < header.length) {
    const space = header.indexOf(0x20, offset)
    const digits = space > offset ? header.toString('latin1', offset, space) : ''
    const length = /^\d{1,8}$/.test(digits) ? Number(digits) : NaN
    if (!Number.isInteger(length) || length <= space - offset || offset + length > header.length) {
      throw new TarFormatError('a pax header whose records are malformed')
    }
    const record = header.toString('utf8', space + 1, offset + length - 1)
    const match = /^size=(\d+)$/.exec(record)
    if (match?.[1]) size = BigInt(match[1])
    offset += length
  }
  return size
}
