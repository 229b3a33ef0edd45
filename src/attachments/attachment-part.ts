/**
 * The evidence files a build-side attestation carries, as its `attachment_file` part: read
 * and checked with the other inputs (`attachments`, or its older name `attachment`), then
 * packed (a directory or several paths into one archive) before any request.
 */
import type { Logger } from '../action/command.js'
import type { InputSource } from '../inputs/source.js'
import type { FilePart } from '../service/client.js'
import {
  describeAttachment,
  type AddedFiles,
  packAttachments,
  readAttachments,
  type AttachmentPaths,
  type PackedAttachment
} from './attachments.js'

export type { AddedFiles, AttachmentPaths, PackedAttachment }

export function readAttachment(source: InputSource): AttachmentPaths | undefined {
  return readAttachments(source, 'attachments', 'attachment')
}

/**
 * Packs the files now, so the size limit is checked before anything is sent, and warns of
 * each path left out (a link out of its directory, a FIFO).
 */
export async function packAttachmentPart(
  paths: AttachmentPaths,
  log: Pick<Logger, 'warning'>,
  added?: AddedFiles
): Promise<FilePart> {
  const packed = await packAttachments(paths, added)
  for (const sentence of packed.leftOut) log.warning(sentence)
  return attachmentFilePart(packed)
}

/** Files a command attaches of its own (result files, a scan file), and how to send them alone. */
export interface OwnFiles extends AddedFiles {
  alone: () => Promise<FilePart>
}

/**
 * The attachment of a command with files of its own: without the attachments input, its own
 * alone; with it, both in one evidence.tgz, its own under the paths they were found at, as the
 * vendor CLI adds them to its attachments. `own` is undefined when the step does not upload
 * them (upload-results: false).
 */
export async function withOwnFiles(
  attachments: AttachmentPaths | undefined,
  own: OwnFiles | undefined,
  log: Pick<Logger, 'info' | 'warning'>
): Promise<FilePart | undefined> {
  if (!attachments) return own?.alone()
  const part = await packAttachmentPart(attachments, log, own)
  log.info(`Attachment: ${part.description}.`)
  return part
}

/** What every attestation endpoint names attachment_file: one file, or an archive of several. */
export function attachmentFilePart(packed: PackedAttachment): FilePart {
  return {
    part: 'attachment_file',
    description: describeAttachment(packed),
    filename: packed.filename,
    load: async () => packed.content
  }
}
