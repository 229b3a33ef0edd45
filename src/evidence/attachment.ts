/**
 * The evidence files a build-side attestation carries, as its `attachment_file` part: read
 * and checked with the other inputs (`attachments`, or its older name `attachment`), then
 * packed (a directory or several paths into one archive) before any request.
 */
import type { InputSource } from '../inputs/source.js'
import type { FilePart } from '../service/build-records.js'
import {
  describeAttachment,
  packAttachments,
  readAttachments,
  type AttachmentPaths
} from './attachments.js'

export type { AttachmentPaths }

export function readAttachment(source: InputSource): AttachmentPaths | undefined {
  return readAttachments(source, 'attachments', 'attachment')
}

/** Packs the files now, so the size limit is checked before anything is sent. */
export async function attachmentFilePart(paths: AttachmentPaths): Promise<FilePart> {
  const packed = await packAttachments(paths)
  return {
    part: 'attachment_file',
    path: describeAttachment(packed),
    filename: packed.filename,
    load: async () => packed.content
  }
}
