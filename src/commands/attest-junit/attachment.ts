/**
 * The result files as one attachment: a single file as it is, several packed into one
 * evidence.tgz, each under the path it was found at (the results directory's path and the
 * file's below it), by the packer every attachment goes through. That is how the vendor CLI
 * packs them (cmd/kosli/cli_utils.go, getPathOfEvidenceFileToUpload), so two modules' result
 * files of one name stay apart. With `attachments` too, both go in the same one archive.
 */
import { basename } from 'node:path'
import type { Logger } from '../../action/command.js'
import {
  attachmentFilePart,
  withOwnFiles,
  type AttachmentPaths,
  type PackedAttachment
} from '../../attachments/attachment-part.js'
import { ARCHIVE_NAME, archivePath, packedAttachment } from '../../attachments/attachments.js'
import { gzipTar, PackedTooLarge, PackItemError } from '../../attachments/pack.js'
import { readRegularFile } from '../../files/regular-file.js'
import { MAX_ATTACHMENT_BYTES } from '../../service/attestation-types.js'
import type { FilePart } from '../../service/client.js'

/**
 * What attest-junit attaches: the result files (upload-results), the attachments input, or
 * both packed into one evidence.tgz where every file keeps the path it was given or found at.
 */
export function junitAttachment(
  inputs: { resultsDir: string; uploadResults: boolean; attachments?: AttachmentPaths },
  files: readonly string[],
  log: Pick<Logger, 'info' | 'warning'>
): Promise<FilePart | undefined> {
  const own = {
    input: 'results-dir',
    paths: files,
    otherwise: 'upload-results: false',
    alone: () => buildResultsAttachment(files)
  }
  return withOwnFiles(inputs.attachments, inputs.uploadResults ? own : undefined, log)
}

export async function buildResultsAttachment(files: readonly string[]): Promise<FilePart> {
  const names = files.map(archivePath)
  let packed: PackedAttachment
  if (files.length === 1 && files[0] !== undefined) {
    const { content } = await readRegularFile(files[0])
    if (content.length > MAX_ATTACHMENT_BYTES) throw overLimit(content.length)
    packed = packedAttachment(basename(files[0]), content, names, false)
  } else {
    // Each file is opened without following a link or waiting on a FIFO: a result file
    // swapped for one after it was counted fails here instead of carrying what it points to.
    const items = files.map((path, index) => ({ path, name: names[index] ?? path }))
    packed = packedAttachment(ARCHIVE_NAME, await packResults(items), names, true)
  }
  return attachmentFilePart(packed)
}

async function packResults(items: { path: string; name: string }[]): Promise<Buffer> {
  try {
    return await gzipTar(items, MAX_ATTACHMENT_BYTES)
  } catch (error) {
    if (error instanceof PackedTooLarge) throw overLimit()
    // The file's own error (ELOOP for a link, ENOENT for a file gone) names its path. Node's
    // errors may come from another realm (a test's VM context), so no instanceof here.
    if (error instanceof PackItemError && isErrnoError(error.reason)) throw error.reason
    throw error
  }
}

/** `size` when known; gzip stops as soon as the archive passes the limit. */
function overLimit(size?: number): Error {
  const made = size === undefined ? `more than ${MAX_ATTACHMENT_BYTES} bytes` : `${size} bytes`
  return new Error(
    `The JUnit result files make an attachment of ${made}, over the service's 10 MB limit (${MAX_ATTACHMENT_BYTES} bytes); nothing was sent. Set upload-results to false to send the counts without the files.`
  )
}

function isErrnoError(value: unknown): value is NodeJS.ErrnoException {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { code?: unknown }).code === 'string'
  )
}
