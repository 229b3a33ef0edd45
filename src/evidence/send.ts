/**
 * Posts an evidence attestation, or in a dry run prints exactly what would be posted: the
 * path, every multipart part (the attachment by name and size) and data_json line by line.
 */
import type { CommandContext, Logger } from '../action/command.js'
import type { ServiceClient } from '../service/client.js'
import type { TrailTarget } from '../service/attestations.js'
import {
  attestationPath,
  postEvidenceAttestation,
  type EvidenceData,
  type EvidenceKind
} from '../service/evidence-attestation.js'
import { runCommitSha, trailOrCommit } from './trail.js'
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

const EVIDENCE_LABELS: Record<EvidenceKind, string> = { junit: 'JUnit', snyk: 'Snyk' }

export interface RecordedEvidence {
  /** The trail written to: the trail input, else the run's commit. */
  trail: string
  sent: SendResult
  /** The outputs every evidence attestation sets: result, and fingerprint and html-url when known. */
  outputs: Record<string, string>
}

/**
 * Posts an evidence attestation of `kind` (or previews it in a dry run) to the trail the
 * inputs name, the run's commit when they name none, about the artifact when one is named.
 */
export async function recordEvidence<K extends EvidenceKind>(
  kind: K,
  request: {
    flow: string
    trail: string | undefined
    /** The attestation's name and what it holds, for the line that says it was posted. */
    name: string
    detail: string
    data: EvidenceData[K]
    attachment: Attachment | undefined
    fingerprint: string | undefined
  },
  context: Pick<CommandContext, 'common' | 'service' | 'log'>
): Promise<RecordedEvidence> {
  const { common, log } = context
  if (request.fingerprint) request.data.artifact_fingerprint = request.fingerprint
  const trail = trailOrCommit(request.trail, runCommitSha())
  const target = { org: common.org, flow: request.flow, trail }
  const sent = await sendOrPreview(
    common.dryRun ? undefined : context.service,
    target,
    kind,
    request.data,
    request.attachment,
    client => postEvidenceAttestation(client, target, kind, request.data, request.attachment),
    log
  )
  if (sent.posted) {
    log.info(
      `${EVIDENCE_LABELS[kind]} attestation "${request.name}" posted to flow "${request.flow}", trail "${trail}": ${request.detail}.`
    )
  }
  const outputs: Record<string, string> = {
    result: JSON.stringify(sent.posted ? (sent.answer ?? null) : request.data)
  }
  if (request.fingerprint) outputs.fingerprint = request.fingerprint
  if (sent.htmlUrl) outputs['html-url'] = sent.htmlUrl
  return { trail, sent, outputs }
}
