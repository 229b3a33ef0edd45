/**
 * The result files as one attachment: a single file as it is, several packed into one
 * gzipped tar (paths relative to the results directory, so the archive mirrors it).
 */
import { basename, relative, sep } from 'node:path'
import { gzipSync } from 'node:zlib'
import { attachmentFilePart, type PackedAttachment } from '../../evidence/attachment.js'
import { packedAttachment } from '../../evidence/attachments.js'
import { tarArchive } from '../../evidence/tar.js'
import { readRegularFile, readRegularFileSync } from '../../inputs/named-path.js'
import { MAX_ATTACHMENT_BYTES } from '../../service/attestations.js'
import type { FilePart } from '../../service/client.js'

export const ARCHIVE_NAME = 'junit-results.tar.gz'

export async function buildResultsAttachment(
  dir: string,
  files: readonly string[]
): Promise<FilePart> {
  const names = files.map(file => relative(dir, file).split(sep).join('/'))
  let packed: PackedAttachment
  if (files.length === 1 && files[0] !== undefined) {
    const { content } = await readRegularFile(files[0])
    packed = packedAttachment(basename(files[0]), content, names, false)
  } else {
    // Opened without following a link or waiting on a FIFO: a result file swapped for one
    // after it was counted fails here instead of carrying what it points to. One at a time,
    // synchronously: thousands of small files open together would run out of descriptors.
    const entries = files.map((file, index) => {
      const { content, info } = readRegularFileSync(file)
      return { name: names[index] ?? file, content, mtime: Math.floor(info.mtimeMs / 1000) }
    })
    packed = packedAttachment(ARCHIVE_NAME, gzipSync(tarArchive(entries)), names, true)
  }
  if (packed.size > MAX_ATTACHMENT_BYTES) {
    throw new Error(
      `The JUnit result files make an attachment of ${packed.size} bytes, over the service's 10 MB limit (${MAX_ATTACHMENT_BYTES} bytes); nothing was sent. Set upload-results to false to send the counts without the files.`
    )
  }
  return attachmentFilePart(packed)
}
