/**
 * attest-junit: reads the JUnit XML results under results-dir, counts each suite as the
 * reference client does, and posts a JUnit attestation (the files attached) to the trail or
 * artifact. A file that is not JUnit, or no result at all, fails the step and posts nothing:
 * an attestation without the results would record evidence that was never gathered.
 */
import { readEvidenceInputs, type EvidenceInputs } from '../../evidence/inputs.js'
import { recordEvidence } from '../../evidence/record.js'
import type { CommonInputs } from '../../action/common-inputs.js'
import { InputError, quote } from '../../inputs/errors.js'
import { checkNamedPath } from '../../inputs/named-path.js'
import { readBoolean } from '../../inputs/parse.js'
import type { InputSource } from '../../inputs/source.js'
import type { JUnitAttestationBody } from '../../service/attestations.js'
import { resolveFingerprint } from '../../action/artifact-fingerprint.js'
import type { Command, CommandContext, CommandResult } from '../../action/command.js'
import { buildResultsAttachment } from './attachment.js'
import { readResultSet } from './results.js'
import { describeTotals, renderJUnitSummary, sumSuites } from './summary.js'

export interface AttestJUnitInputs extends EvidenceInputs {
  resultsDir: string
  uploadResults: boolean
}

const RESULTS_FORM = 'the directory your test runner writes its JUnit XML files to'

function readResultsDir(source: InputSource, name: string): string {
  const dir = source(name) ?? '.'
  let isDirectory = false
  try {
    isDirectory = checkNamedPath(name, dir, 'file or directory', RESULTS_FORM).info.isDirectory()
  } catch (error) {
    if (error instanceof InputError) throw error
    throw new InputError(name, `names ${quote(dir)}, which does not exist`, RESULTS_FORM)
  }
  if (!isDirectory) {
    throw new InputError(
      name,
      `names ${quote(dir)}, which is not a directory`,
      'the directory your test runner writes its JUnit XML files to (every *.xml under it is read)'
    )
  }
  return dir
}

function parseInputs(source: InputSource, _common: CommonInputs): AttestJUnitInputs {
  return {
    ...readEvidenceInputs(source),
    resultsDir: readResultsDir(source, 'results-dir'),
    uploadResults: readBoolean(source, 'upload-results', true)
  }
}

async function run(inputs: AttestJUnitInputs, context: CommandContext): Promise<CommandResult> {
  const { log, common } = context
  // The results first: a file that cannot be read fails the step before any request (a
  // fingerprint from a registry is one).
  const results = await readResultSet(inputs.resultsDir)
  const fingerprint = inputs.artifact
    ? await resolveFingerprint(inputs.artifact, { log, common })
    : undefined
  const totals = sumSuites(results.suites)
  log.info(
    `Read ${results.suites.length} suite(s) from ${results.files.length} file(s) under ${inputs.resultsDir}: ${describeTotals(totals)}.`
  )
  for (const { file, reason } of results.skipped) {
    log.warning(
      `Left out ${file}: it is not a JUnit result file (${reason}), so it is neither counted nor attached. Point results-dir at the directory your test runner writes its JUnit XML to.`
    )
  }
  for (const suite of results.suites.filter(s => s.headerMismatch)) {
    log.warning(
      `Suite "${suite.name}" in ${suite.file}: its header says ${suite.headerMismatch}; the counted numbers are sent.`
    )
  }
  const attachment = inputs.uploadResults
    ? await buildResultsAttachment(inputs.resultsDir, results.files)
    : undefined

  const body: JUnitAttestationBody = {
    attestation_name: inputs.name,
    junit_results: results.suites.map(
      ({ file: _file, headerMismatch: _mismatch, ...result }) => result
    ),
    ...inputs.evidence
  }
  const detail = describeTotals(totals)
  const recorded = await recordEvidence(
    inputs,
    { type: 'junit', body, attachment, fingerprint, detail },
    context
  )
  if (totals.failures + totals.errors > 0) {
    log.warning(
      `${totals.failures} failure(s) and ${totals.errors} error(s) were ${recorded.report.posted ? 'recorded' : 'found'}; the attestation is evidence of them, and assert-artifact will judge it.`
    )
  }

  const outputs: Record<string, string> = {
    failures: String(totals.failures),
    errors: String(totals.errors),
    skipped: String(totals.skipped),
    total: String(totals.total),
    ...recorded.outputs
  }
  const summary = renderJUnitSummary({
    ...recorded.report,
    resultsDir: inputs.resultsDir,
    files: results.files,
    skipped: results.skipped,
    attachment: attachment?.filename,
    suites: results.suites,
    totals
  })
  return { outcome: recorded.report.posted ? 'ok' : 'skipped', outputs, summary }
}

export const command: Command<AttestJUnitInputs> = { parseInputs, run }
