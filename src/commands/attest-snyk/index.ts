/**
 * attest-snyk: reads a Snyk scan result (SARIF or Snyk JSON), counts its issues by severity
 * and posts a Snyk attestation (the file attached) to the trail or artifact. A file that is
 * not a scan result, or Snyk's report of a scan that failed, fails the step and posts nothing.
 */
import { basename } from 'node:path'
import { attestationCommand, type AttestInputs } from '../../evidence/pipeline.js'
import { attachmentFilePart } from '../../evidence/attachment.js'
import { packedAttachment } from '../../evidence/attachments.js'
import { InputError, quote } from '../../inputs/errors.js'
import { checkNamedPath, readRegularFile } from '../../inputs/named-path.js'
import { readBoolean, requireValue } from '../../inputs/parse.js'
import type { InputSource } from '../../inputs/source.js'
import { MAX_ATTACHMENT_BYTES } from '../../service/attestations.js'
import type { FilePart } from '../../service/client.js'
import type { Logger } from '../../action/command.js'
import { countSeverities, readScan } from './scan.js'
import { describeCounts, renderSnykSummary } from './summary.js'

/** Scan files over this size are refused before they are read: 32 MiB. */
export const MAX_SCAN_FILE_BYTES = 32 * 1024 * 1024

export type AttestSnykInputs = AttestInputs<{ scanResults: string; uploadResults: boolean }>

const SCAN_FORM =
  'the JSON or SARIF file written by snyk test --json-file-output or --sarif-file-output'

function readScanPath(source: InputSource, name: string, upload: boolean): string {
  const path = requireValue(source, name, SCAN_FORM)
  let size: number
  try {
    size = checkNamedPath(name, path, 'file', SCAN_FORM).info.size
  } catch (error) {
    if (error instanceof InputError) throw error
    throw new InputError(name, `names ${quote(path)}, which does not exist`, SCAN_FORM)
  }
  const limit = upload ? MAX_ATTACHMENT_BYTES : MAX_SCAN_FILE_BYTES
  if (size > limit) {
    throw new InputError(
      name,
      `names ${quote(path)}, which is ${size} bytes, over the ${limit}-byte limit${upload ? ' for an attachment' : ''}`,
      upload ? `${SCAN_FORM}; set upload-results to false to send the counts only` : SCAN_FORM
    )
  }
  return path
}

/**
 * The scan as it is now: checked again (it may have changed since the inputs were read), and
 * read without following a link or waiting on a FIFO; the limits hold for what is read.
 */
async function readScanFile(inputs: AttestSnykInputs, log: Logger) {
  const { real, info } = checkNamedPath('scan-results', inputs.scanResults, 'file', SCAN_FORM)
  const limit = inputs.uploadResults ? MAX_ATTACHMENT_BYTES : MAX_SCAN_FILE_BYTES
  const grown = (size: number): Error =>
    new Error(
      `${inputs.scanResults} grew to ${size} bytes, over the ${limit}-byte limit; nothing was sent.`
    )
  if (info.size > limit) throw grown(info.size)
  const bytes = (await readRegularFile(real)).content
  if (bytes.length > limit) throw grown(bytes.length)
  const results = readScan(bytes.toString('utf8'), inputs.scanResults)
  const counts = countSeverities(results)
  log.info(`Read ${inputs.scanResults} (${results.tool.name}): ${describeCounts(counts)}.`)
  return { bytes, results, counts }
}

/** The scan file as it was read and counted, sent as attachment_file. */
function scanAttachment(path: string, bytes: Buffer): FilePart {
  const filename = basename(path)
  return attachmentFilePart(packedAttachment(filename, bytes, [filename], false))
}

export const command = attestationCommand({
  type: 'snyk',
  readInputs: source => {
    const uploadResults = readBoolean(source, 'upload-results', true)
    return { scanResults: readScanPath(source, 'scan-results', uploadResults), uploadResults }
  },
  // The Snyk body carries no commit records: the trail alone says which commit.
  commit: 'none',
  gather: (inputs, { log }) => readScanFile(inputs, log),
  attachment: async (scan, inputs) =>
    inputs.uploadResults ? scanAttachment(inputs.scanResults, scan.bytes) : undefined,
  body: scan => ({ snyk_results: scan.results }),
  detail: scan => describeCounts(scan.counts),
  outputs: ({ counts }) => ({
    'high-count': String(counts.high),
    'medium-count': String(counts.medium),
    'low-count': String(counts.low),
    total: String(counts.total)
  }),
  summary: {
    render: (report, scan, inputs, attachment) =>
      renderSnykSummary({
        ...report,
        file: inputs.scanResults,
        attached: attachment !== undefined,
        results: scan.results,
        counts: scan.counts
      })
  }
})
