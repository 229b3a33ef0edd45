/**
 * get-trail: a trail's compliance, attestations, artifacts and events. Its trail defaults to
 * the run's commit, as the attest commands' does, so a later job reads the trail the build
 * recorded in. With assert it is a gate: the step fails unless the trail is COMPLIANT, naming
 * what is missing and what failed. It can save the trail's audit package and PDF report into
 * the workspace for actions/upload-artifact.
 */
import { readTrailInput, trailOrRunCommit } from '../../run-commit/trail-default.js'
import type { DownloadedFile } from '../../http/download.js'
import { readBoolean, readName } from '../../inputs/parse.js'
import type { InputSource } from '../../inputs/source.js'
import { readWorkspacePath } from '../../inputs/workspace-path.js'
import { InputError } from '../../inputs/input-error.js'
import { downloadAuditPackage, downloadAuditPdf } from '../../service/trail-downloads.js'
import { getTrail, type TrailRef } from '../../service/trails.js'
import type { ServiceClient } from '../../service/client.js'
import { explainRead } from '../../service/identity.js'
import { skippedWithoutToken } from '../../action/skip.js'
import type { Command, CommandContext, CommandResult } from '../../action/command.js'
import { trailFindings, type TrailFindings } from './findings.js'
import { renderTrailSummary, type SavedFiles } from './summary.js'

export interface GetTrailInputs {
  flow: string
  trail: string
  assert: boolean
  auditPackage?: string
  auditPdf?: string
}

function parseInputs(source: InputSource): GetTrailInputs {
  const flow = readName(source, 'flow', true)
  const trail = trailOrRunCommit(readTrailInput(source))
  const auditPackage = readWorkspacePath(source, 'audit-package')
  const auditPdf = readWorkspacePath(source, 'audit-pdf')
  if (auditPackage !== undefined && auditPackage === auditPdf) {
    throw new InputError(
      'audit-pdf',
      'names the same file as audit-package',
      'another path, so one download does not overwrite the other'
    )
  }
  return { flow, trail, assert: readBoolean(source, 'assert'), auditPackage, auditPdf }
}

async function run(inputs: GetTrailInputs, context: CommandContext): Promise<CommandResult> {
  const service = context.service
  if (!service) return skippedWithoutToken(context.log, 'the trail was not read')
  const ref: TrailRef = { org: context.common.org, flow: inputs.flow, trail: inputs.trail }
  const what = `Trail "${ref.trail}" of flow "${ref.flow}"`
  const trail = await explainRead(getTrail(service, ref), {
    about: ['trail'],
    missing: `${what} is not known to org "${ref.org}"`,
    notRecorded: `${what} is not recorded in org "${ref.org}"`,
    advice: "check flow and trail (by default the commit's SHA, the trail begin-trail creates)"
  })
  const findings = trailFindings(trail)
  const saved = await saveFiles(service, ref, inputs, context)
  const state =
    trail.compliance_state ?? trail.compliance_status?.status ?? findings.state.toUpperCase()
  const outputs: Record<string, string> = {
    compliant: String(findings.state === 'compliant'),
    'compliance-state': state,
    missing: JSON.stringify(findings.missing),
    'non-compliant': JSON.stringify(findings.nonCompliant),
    'html-url': trail.html_url ?? '',
    result: JSON.stringify(trail),
    ...(saved.auditPackage ? { 'audit-package': saved.auditPackage.path } : {}),
    ...(saved.auditPdf ? { 'audit-pdf': saved.auditPdf.path } : {})
  }
  const summary = renderTrailSummary(trail, findings, { flow: ref.flow, saved })
  if (!inputs.assert) {
    context.log.info(`${what} is ${state}.`)
    return { outcome: 'ok', outputs, summary }
  }
  if (findings.state === 'compliant') {
    context.log.info(`${what} is COMPLIANT: the gate passes.`)
    return { outcome: 'compliant', outputs, summary }
  }
  return {
    outcome: 'non-compliant',
    outputs,
    summary,
    failure: describeRefusal(what, state, findings)
  }
}

/** The downloads asked for, one after the other so two large files do not compete. */
async function saveFiles(
  service: ServiceClient,
  ref: TrailRef,
  inputs: GetTrailInputs,
  context: CommandContext
): Promise<SavedFiles> {
  const saved: SavedFiles = {}
  if (inputs.auditPackage) {
    saved.auditPackage = await downloadAuditPackage(service, ref, inputs.auditPackage)
    context.log.info(describeSaved('audit package', saved.auditPackage))
  }
  if (inputs.auditPdf) {
    saved.auditPdf = await downloadAuditPdf(service, ref, inputs.auditPdf)
    context.log.info(describeSaved('PDF report', saved.auditPdf))
  }
  return saved
}

function describeSaved(what: string, file: DownloadedFile): string {
  return `Saved the trail's ${what} to ${file.path} (${file.bytes} bytes).`
}

/** One sentence: the state, then what is missing and what is not compliant. */
function describeRefusal(what: string, state: string, findings: TrailFindings): string {
  const parts: string[] = []
  if (findings.missing.length > 0) parts.push(`missing: ${findings.missing.join(', ')}`)
  if (findings.nonCompliant.length > 0)
    parts.push(`not compliant: ${findings.nonCompliant.join(', ')}`)
  const missingArtifacts = findings.artifacts.filter(a => a.state === 'missing')
  if (missingArtifacts.length > 0)
    parts.push(`artifacts not reported: ${missingArtifacts.map(a => a.name).join(', ')}`)
  const detail = parts.length > 0 ? ` (${parts.join('; ')})` : ''
  return `${what} is ${state}, not COMPLIANT${detail}; record the missing evidence or fix what failed before relying on it.`
}

export const command: Command<GetTrailInputs> = { parseInputs, run }
