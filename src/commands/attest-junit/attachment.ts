/**
 * The result files as one attachment: a single file as it is, several packed into one
 * gzipped tar (paths relative to the results directory, so the archive mirrors it).
 */
import { readFile, stat } from 'node:fs/promises'
import { basename, relative, sep } from 'node:path'
import { gzipSync } from 'node:zlib'
import { attachmentFilePart, type PackedAttachment } from '../../evidence/attachment.js'
import { packedAttachment } from '../../evidence/attachments.js'
import { tarArchive } from '../../evidence/tar.js'
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
    packed = packedAttachment(basename(files[0]), await readFile(files[0]), names, false)
  } else {
    const entries = await Promise.all(
      files.map(async (file, index) => ({
        name: names[index] ?? file,
        content: await readFile(file),
        mtime: Math.floor((await stat(file)).mtimeMs / 1000)
      }))
    )
    packed = packedAttachment(ARCHIVE_NAME, gzipSync(tarArchive(entries)), names, true)
  }
  if (packed.size > MAX_ATTACHMENT_BYTES) {
    throw new Error(
      `The JUnit result files make an attachment of ${packed.size} bytes, over the service's 10 MB limit (${MAX_ATTACHMENT_BYTES} bytes); nothing was sent. Set upload-results to false to send the counts without the files.`
    )
  }
  return attachmentFilePart(packed)
}
