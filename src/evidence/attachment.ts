/**
 * The evidence file an attestation carries (`attachment` input, `attachment_file` part).
 * Every build-side command reads it through these two calls only, so a richer attachment
 * (several files packed into one archive) changes this module and no command.
 */
import { basename } from 'node:path'
// The loader attest-jira uses: one size check on what is sent, for every command alike.
import { loadAttachment } from '../commands/jira-evidence.js'
import { readAttachmentInput, type AttachmentFile } from '../inputs/references.js'
import type { InputSource } from '../inputs/source.js'
import type { FilePart } from '../service/build-records.js'

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
