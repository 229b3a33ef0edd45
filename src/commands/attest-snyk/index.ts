/**
 * attest-snyk: reads a Snyk scan result (SARIF or Snyk JSON), counts its issues by severity
 * and posts a Snyk attestation (the file attached) to the trail or artifact. The file is read
 * and counted while the inputs are read: one that is not a scan result, or Snyk's report of
 * a scan that failed, fails the step before any request, even in a dry run.
 */
import { basename } from 'node:path'
import { attestationCommand, type AttestInputs } from '../../attest/pipeline.js'
import type { Logger } from '../../action/command.js'
import { attachmentFilePart, withOwnFiles } from '../../attachments/attachment-part.js'
import { packedAttachment } from '../../attachments/attachments.js'
import { InputError, quote } from '../../inputs/input-error.js'
import { checkNamedPath } from '../../inputs/named-path.js'
import { readRegularFileSync } from '../../files/regular-file.js'
import { utf8Text } from '../../files/utf8-text.js'
import { refuseDeepJson } from '../../inputs/nesting.js'
import { readBoolean, requireValue } from '../../inputs/parse.js'
import type { InputSource } from '../../inputs/source.js'
import { MAX_ATTACHMENT_BYTES } from '../../service/attestation-types.js'
import type { FilePart } from '../../service/client.js'
import { countSeverities, readScan, ScanFileError, type Scan } from './scan.js'
import { describeCounts, renderSnykSummary } from './summary.js'

/** Scan files over this size are refused before they are read: 32 MiB. */
export const MAX_SCAN_FILE_BYTES = 32 * 1024 * 1024

export type AttestSnykInputs = AttestInputs<{
  scanResults: string
  /** The file as read and counted: what is attached is what was counted. */
  scan: { bytes: Buffer; results: Scan }
  uploadResults: boolean
}>

const SCAN_FORM =
  'the JSON or SARIF file written by snyk test --json-file-output or --sarif-file-output'

function readScanFile(
  source: InputSource,
  name: string,
  upload: boolean
): { path: string; bytes: Buffer; results: Scan } {
  const path = requireValue(source, name, SCAN_FORM)
  let bytes: Buffer
  try {
    // Read without following a link or waiting on a FIFO; the limits hold for what is read.
    const { real, info } = checkNamedPath(name, path, 'file', SCAN_FORM)
    checkSize(name, path, info.size, upload)
    bytes = readRegularFileSync(real).content
  } catch (error) {
    if (error instanceof InputError) throw error
    throw new InputError(name, `names ${quote(path)}, which does not exist`, SCAN_FORM)
  }
  // Checked again on what was read: the file may have grown since it was measured.
  checkSize(name, path, bytes.length, upload)
  const read = utf8Text(bytes)
  if ('problem' in read) {
    throw new InputError(name, `names ${quote(path)}, which ${read.problem}`, SCAN_FORM)
  }
  const { text } = read
  let results: Scan
  try {
    results = readScan(text, path)
  } catch (error) {
    if (!(error instanceof ScanFileError)) throw error
    throw new InputError(name, `names ${quote(path)}, which ${error.problem}`, error.expected)
  }
  refuseDeepJson(name, text, path, SCAN_FORM)
  return { path, bytes, results }
}

function checkSize(name: string, path: string, size: number, upload: boolean): void {
  const limit = upload ? MAX_ATTACHMENT_BYTES : MAX_SCAN_FILE_BYTES
  if (size > limit) {
    throw new InputError(
      name,
      `names ${quote(path)}, which is ${size} bytes, over the ${limit}-byte limit${upload ? ' for an attachment' : ''}`,
      upload ? `${SCAN_FORM}; set upload-results to false to send the counts only` : SCAN_FORM
    )
  }
}

/**
 * What attest-snyk attaches: the scan file as it was read and counted (upload-results), the
 * attachments input, or both packed into one evidence.tgz.
 */
function snykAttachment(
  inputs: AttestSnykInputs,
  log: Pick<Logger, 'info' | 'warning'>
): Promise<FilePart | undefined> {
  const filename = basename(inputs.scanResults)
  const own = {
    input: 'scan-results',
    paths: [inputs.scanResults],
    otherwise: 'upload-results: false',
    alone: async () =>
      attachmentFilePart(packedAttachment(filename, inputs.scan.bytes, [filename], false))
  }
  return withOwnFiles(inputs.attachments, inputs.uploadResults ? own : undefined, log)
}

export const command = attestationCommand({
  type: 'snyk',
  reads: { commit: true, attachments: true },
  readInputs: source => {
    const uploadResults = readBoolean(source, 'upload-results')
    const { path, bytes, results } = readScanFile(source, 'scan-results', uploadResults)
    return { scanResults: path, scan: { bytes, results }, uploadResults }
  },
  commit: 'run',
  gather: async (inputs, { log }) => {
    const counts = countSeverities(inputs.scan.results)
    const tool = inputs.scan.results.tool.name
    log.info(`Read ${inputs.scanResults} (${tool}): ${describeCounts(counts)}.`)
    return { ...inputs.scan, counts }
  },
  attachment: (_, inputs, log) => snykAttachment(inputs, log),
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
        attached: inputs.uploadResults,
        archive: inputs.attachments ? attachment?.description : undefined,
        results: scan.results,
        counts: scan.counts
      })
  }
})
