/**
 * attest-junit: reads the JUnit XML results under results-dir, counts each suite as the
 * reference client does, and posts a JUnit attestation (the files attached) to the trail or
 * artifact. A file that is not JUnit, or no result at all, fails the step and posts nothing:
 * an attestation without the results would record evidence that was never gathered.
 */
import { attestationCommand, type AttestInputs } from '../../attest/pipeline.js'
import { InputError, quote } from '../../inputs/input-error.js'
import { checkNamedPath } from '../../inputs/named-path.js'
import { declared, readBoolean } from '../../inputs/parse.js'
import { workspaceRoot } from '../../inputs/workspace-path.js'
import type { InputSource } from '../../inputs/source.js'
import type { Logger } from '../../action/command.js'
import { junitAttachment } from './attachment.js'
import { failingTestAnnotations } from './annotations.js'
import { locateFailingTests } from './locate.js'
import { readResultSet, type ResultSet } from './results.js'
import { describeTotals, renderJUnitSummary, sumSuites, type Totals } from './summary.js'

export type AttestJUnitInputs = AttestInputs<{
  resultsDir: string
  uploadResults: boolean
  listSkipped: boolean
}>

const RESULTS_FORM = 'the directory your test runner writes its JUnit XML files to'

function readResultsDir(source: InputSource, name: string): string {
  const dir = declared(name, source(name))
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

/**
 * The result files read and counted, the failing tests placed (from their traces where the
 * files do not place them), each left-out file and odd header said in the log.
 */
async function readResults(
  dir: string,
  listSkipped: boolean,
  log: Logger
): Promise<ResultSet & { totals: Totals }> {
  const results = await readResultSet(dir, listSkipped)
  locateFailingTests(results.cases.failing, workspaceRoot(), log)
  const totals = sumSuites(results.suites)
  log.info(
    `Read ${results.suites.length} suite(s) from ${results.files.length} file(s) under ${dir}: ${describeTotals(totals)}.`
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
  return { ...results, totals }
}

export const command = attestationCommand({
  type: 'junit',
  reads: { commit: true, attachments: true },
  readInputs: source => ({
    resultsDir: readResultsDir(source, 'results-dir'),
    uploadResults: readBoolean(source, 'upload-results'),
    listSkipped: readBoolean(source, 'list-skipped')
  }),
  commit: 'run',
  gather: (inputs, { log }) => readResults(inputs.resultsDir, inputs.listSkipped, log),
  attachment: (results, inputs, log) => junitAttachment(inputs, results.files, log),
  body: results => ({
    junit_results: results.suites.map(
      ({ file: _file, headerMismatch: _mismatch, ...result }) => result
    )
  }),
  detail: results => describeTotals(results.totals),
  warnings: ({ totals }, posted) =>
    totals.failures + totals.errors > 0
      ? [
          `${totals.failures} failure(s) and ${totals.errors} error(s) were ${posted ? 'recorded' : 'found'}; the attestation is evidence of them, and assert-artifact will judge it.`
        ]
      : [],
  annotate: ({ cases, totals }) =>
    failingTestAnnotations(cases.failing, totals.failures + totals.errors),
  outputs: ({ totals }) => ({
    failures: String(totals.failures),
    errors: String(totals.errors),
    skipped: String(totals.skipped),
    total: String(totals.total)
  }),
  summary: {
    render: (report, results, inputs, attachment) =>
      renderJUnitSummary({
        ...report,
        resultsDir: inputs.resultsDir,
        files: results.files,
        skipped: results.skipped,
        attachment: attachment?.filename,
        suites: results.suites,
        totals: results.totals,
        cases: results.cases,
        listSkipped: inputs.listSkipped
      })
  }
})
