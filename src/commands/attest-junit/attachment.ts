/**
 * The result files as one attachment: a single file as it is, several packed into one
 * gzipped tar (paths relative to the results directory, so the archive mirrors it).
 */
import { readFile, stat } from 'node:fs/promises'
import { basename, relative, sep } from 'node:path'
import { gzipSync } from 'node:zlib'
import { tarArchive } from '../../evidence/tar.js'
import { MAX_ATTACHMENT_BYTES, type Attachment } from '../../service/attestations.js'

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
        content: await readFile(file),
        mtime: Math.floor((await stat(file)).mtimeMs / 1000)
      }))
    )
    attachment = { filename: ARCHIVE_NAME, content: new Blob([gzipSync(tarArchive(entries))]) }
  }
  if (attachment.content.size > MAX_ATTACHMENT_BYTES) {
    throw new Error(
      `The JUnit result files make an attachment of ${attachment.content.size} bytes, over the service's 10 MB limit (${MAX_ATTACHMENT_BYTES} bytes); nothing was sent. Set upload-results to false to send the counts without the files.`
    )
  }
  return attachment
}
