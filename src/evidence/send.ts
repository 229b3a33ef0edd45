/**
 * Posts an evidence attestation, or in a dry run prints exactly what would be posted: the
 * path, every multipart part (the attachment by name and size) and data_json line by line.
 */
import type { Logger } from '../action/command.js'
import type { ServiceClient } from '../service/client.js'
import type { TrailTarget } from '../service/attestations.js'
import { attestationPath, type EvidenceKind } from '../service/evidence-attestation.js'
import type { Attachment } from '../service/attestations.js'
import { isRecord } from '../http/errors.js'

export interface SendResult {
  posted: boolean
  answer?: unknown
  htmlUrl?: string
}

export async function sendOrPreview(
  service: ServiceClient | undefined,
  target: TrailTarget,
  kind: EvidenceKind,
  data: object,
  attachment: Attachment | undefined,
  post: (client: ServiceClient) => Promise<unknown>,
  log: Logger
): Promise<SendResult> {
  if (service) {
    const answer = await post(service)
    const htmlUrl =
      isRecord(answer) && typeof answer.html_url === 'string' ? answer.html_url : undefined
    return { posted: true, answer, htmlUrl }
  }
  const path = `/${attestationPath(target, kind).join('/')}`
  const file = attachment
    ? ` and attachment_file ${attachment.filename} (${attachment.content.size} bytes)`
    : ''
  log.info(
    `Dry run: would POST multipart data_json${file} to ${path}; nothing was sent. data_json:`
  )
  // A log line is one line: the body is logged line by line.
  for (const line of JSON.stringify(data, null, 2).split('\n')) log.info(line)
  return { posted: false }
}
