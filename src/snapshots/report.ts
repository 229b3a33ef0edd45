/**
 * What every snapshot command ends with: the source (paths, a Docker engine, a cluster) has
 * been read completely, so the report says what runs; this sends it (or prints it in a dry
 * run), and gives the step its outputs and a summary table of what was found.
 *
 * An empty report is a write with a meaning, "nothing runs here": the service then judges
 * the environment empty. So it is said in the log and the summary, never passed over.
 */
import type { CommandContext, CommandResult } from '../action/command.js'
import type { DockerReport, K8SReport, ServerReport } from '../service/bodies.js'
import { snapshotReportRequest, type SnapshotReportKind } from '../service/snapshots.js'
import { code, escapeText, shortFingerprint, table } from '../summary/markdown.js'
import { shortTime } from '../summary/timestamps.js'
import { renderWriteSummary, sendOrPrint, writeOutputs } from '../writes/send-or-print.js'

/** 'server' | 'docker' | 'K8S', as the report paths spell them. */
export type ReportKind = SnapshotReportKind

/** One thing found running, one summary row. */
export interface FoundRunning {
  /** What runs: the artifact's name (server), the image as the container shows it (docker),
   *  an image a pod's containers run (K8S, each digest of a pod once). */
  name: string
  /** 64 lowercase hex. */
  fingerprint: string
  /** Where it runs: the path (server), the container's name (docker), namespace/pod (K8S). */
  where: string
  /** Unix seconds. */
  createdAt?: number
}

export interface SnapshotReport {
  kind: ReportKind
  environment: string
  /** The request body exactly as the published description states it for this kind. */
  body: ServerReport | DockerReport | K8SReport
  found: FoundRunning[]
  /** What was left out and why (a container without a registry digest, a pending pod), one
   *  line each; each is also logged as a warning by the reader that left it out. */
  leftOut: string[]
}

/** What a report of each kind finds, for the log and the summary's heading. */
const WHAT_RUNS: Record<ReportKind, { one: string; many: string; place: string }> = {
  server: { one: 'artifact', many: 'artifacts', place: 'Path' },
  docker: { one: 'container', many: 'containers', place: 'Container' },
  // Each digest of a pod once, as the report holds it: two containers of one pod that run
  // one image at one digest are one image running there.
  K8S: { one: 'container image', many: 'container images', place: 'Namespace/pod' }
}

/** The summary's table holds at most this many rows; the rest are counted, `result` has all. */
export const MAX_SUMMARY_ROWS = 500

function counted(report: SnapshotReport): string {
  const words = WHAT_RUNS[report.kind]
  const n = report.found.length
  return `${n} ${n === 1 ? words.one : words.many}`
}

/** The log line that says what the report claims, before it is sent. */
function reportLine(report: SnapshotReport): string {
  if (report.found.length === 0) {
    return `Nothing runs here: the ${report.kind} report for environment "${report.environment}" is empty, so the service will record that nothing runs in it.`
  }
  return `Reporting ${counted(report)} running in environment "${report.environment}" (${report.kind}).`
}

/** The short form reads in a table; the whole fingerprint stays one hover away. */
function fingerprintCell(fingerprint: string): string {
  const whole = escapeText(fingerprint).replace(/"/g, '&quot;')
  return `<code title="${whole}">${escapeText(shortFingerprint(fingerprint))}</code>`
}

function foundTable(report: SnapshotReport): string {
  const rows = report.found
    .slice(0, MAX_SUMMARY_ROWS)
    .map(item => [
      escapeText(item.name),
      fingerprintCell(item.fingerprint),
      escapeText(item.where),
      item.createdAt === undefined ? '—' : shortTime(item.createdAt)
    ])
  const lines = [table(['Name', 'Fingerprint', WHAT_RUNS[report.kind].place, 'Since'], rows)]
  const rest = report.found.length - rows.length
  if (rest > 0) {
    lines.push(
      `_${rest} more not shown here; the step's \`result\` output holds the whole report._`
    )
  }
  return lines.join('\n\n')
}

function summaryOf(report: SnapshotReport, body: string): string {
  const sections = [body]
  sections.push(
    report.found.length === 0
      ? '**Nothing runs here:** the report is empty, and says so to the service.'
      : foundTable(report)
  )
  if (report.leftOut.length > 0) {
    sections.push(
      `**Left out (${report.leftOut.length}):**\n\n` +
        report.leftOut.map(line => `- ${escapeText(line)}`).join('\n')
    )
  }
  return sections.join('\n\n') + '\n'
}

/**
 * Sends the report (or prints it in a dry run, through sendOrPrint), and returns the step's
 * outputs (`count`, `result`, `environment`, `html-url` when the answer gives one) and a
 * summary table: name, fingerprint, where, since; then the left-out lines.
 */
export async function sendSnapshotReport(
  report: SnapshotReport,
  context: CommandContext
): Promise<CommandResult> {
  context.log.info(reportLine(report))
  const request = snapshotReportRequest(
    context.common.org,
    report.environment,
    report.kind,
    report.body
  )
  const outcome = await sendOrPrint(request, context)
  if (outcome.sent) {
    context.log.info(`Snapshot of environment "${report.environment}" reported.`)
  }
  const written = renderWriteSummary(outcome, {
    recorded: `Snapshot of ${report.environment}: ${counted(report)} running`,
    // The table and the left-out lines below say the rest.
    where: `environment ${code(report.environment)} (${escapeText(report.kind)})`,
    rows: []
  })
  return {
    outcome: outcome.sent ? 'ok' : 'skipped',
    outputs: {
      ...writeOutputs(outcome),
      count: String(report.found.length),
      environment: report.environment
    },
    summary: summaryOf(report, written.trimEnd())
  }
}
