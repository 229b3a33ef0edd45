/**
 * The evidence file an attestation carries (`attachment` input, `attachment_file` part).
 * attest-jira and the build-side commands read it through these calls only, so a richer
 * attachment (several files packed into one archive) changes this module and no command.
 */
import { readFile } from 'node:fs/promises'
import { basename } from 'node:path'
import { readAttachmentInput, type AttachmentFile } from '../inputs/attachment.js'
import type { InputSource } from '../inputs/source.js'
import type { FilePart } from '../service/build-records.js'
import { MAX_ATTACHMENT_BYTES, type Attachment } from '../service/jira-attestation.js'

export type { AttachmentFile }

/** Checked with stat before any request: a missing file or one over 10 MB is refused. */
export function readAttachment(source: InputSource): AttachmentFile | undefined {
  return readAttachmentInput(source, 'attachment')
}

export function attachmentPart(file: AttachmentFile): FilePart {
  return {
    part: 'attachment_file',
    path: file.path,
    filename: basename(file.path),
    load: async () => (await loadAttachment(file)).content
  }
}

/** Reads the file to send; the limit holds for what is sent, checked again here. */
export async function loadAttachment(file: AttachmentFile): Promise<Attachment> {
  const bytes = await readFile(file.path)
  // The file may have grown since it was checked: the limit holds for what is sent.
  if (bytes.length > MAX_ATTACHMENT_BYTES) {
    throw new Error(
      `The attachment ${file.path} grew to ${bytes.length} bytes, over the 10 MB limit; nothing was sent.`
    )
  }
  return { filename: basename(file.path), content: new Blob([bytes]) }
}
