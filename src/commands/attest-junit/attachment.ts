/**
 * The result files as one attachment: a single file as it is, several packed into one
 * gzipped tar (paths relative to the results directory). Kept in this one function so the
 * packing can move to a shared module without touching the command.
 */
import { readFile } from 'node:fs/promises'
import { basename, relative, sep } from 'node:path'
import { gzipSync } from 'node:zlib'
import { MAX_ATTACHMENT_BYTES, type Attachment } from '../../service/jira-attestation.js'

export const ARCHIVE_NAME = 'junit-results.tar.gz'

export async function buildResultsAttachment(
  dir: string,
  files: readonly string[]
): Promise<Attachment> {
  let attachment: Attachment
  if (files.length === 1 && files[0] !== undefined) {
    attachment = { filename: basename(files[0]), content: new Blob([await readFile(files[0])]) }
  } else {
    const entries = await Promise.all(
      files.map(async file => ({
        name: relative(dir, file).split(sep).join('/'),
        bytes: await readFile(file)
      }))
    )
    attachment = { filename: ARCHIVE_NAME, content: new Blob([gzipSync(tar(entries))]) }
  }
  if (attachment.content.size > MAX_ATTACHMENT_BYTES) {
    throw new Error(
      `The JUnit result files make an attachment of ${attachment.content.size} bytes, over the service's 10 MB limit (${MAX_ATTACHMENT_BYTES} bytes); nothing was sent. Set upload-results to false to send the counts without the files.`
    )
  }
  return attachment
}

const BLOCK = 512

function header(name: string, size: number, type: '0' | 'x'): Buffer {
  const block = Buffer.alloc(BLOCK)
  block.write(name, 0, 100, 'utf8')
  block.write('0000644\0', 100, 'ascii')
  block.write('0000000\0', 108, 'ascii')
  block.write('0000000\0', 116, 'ascii')
  block.write(size.toString(8).padStart(11, '0') + '\0', 124, 'ascii')
  block.write('00000000000\0', 136, 'ascii')
  block.write('        ', 148, 'ascii')
  block.write(type, 156, 'ascii')
  block.write('ustar\0' + '00', 257, 'ascii')
  let sum = 0
  for (const byte of block) sum += byte
  block.write(sum.toString(8).padStart(6, '0') + '\0 ', 148, 'ascii')
  return block
}

function padded(bytes: Buffer): Buffer[] {
  const rest = bytes.length % BLOCK
  return rest === 0 ? [bytes] : [bytes, Buffer.alloc(BLOCK - rest)]
}

/** A POSIX tar; a path longer than the header holds goes in a pax `path` record. */
function tar(entries: readonly { name: string; bytes: Buffer }[]): Buffer {
  const blocks: Buffer[] = []
  for (const { name, bytes } of entries) {
    if (Buffer.byteLength(name) > 100) {
      const record = paxRecord('path', name)
      blocks.push(header('PaxHeader', record.length, 'x'), ...padded(record))
    }
    blocks.push(header(name, bytes.length, '0'), ...padded(bytes))
  }
  blocks.push(Buffer.alloc(BLOCK * 2))
  return Buffer.concat(blocks)
}

/** `<length> <key>=<value>\n`, where the length counts itself. */
function paxRecord(key: string, value: string): Buffer {
  const body = ` ${key}=${value}\n`
  const bodyLength = Buffer.byteLength(body)
  let length = bodyLength + 1
  while (String(length).length + bodyLength !== length) length = String(length).length + bodyLength
  return Buffer.from(`${length}${body}`)
}
