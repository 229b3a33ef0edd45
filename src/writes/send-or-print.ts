/**
 * Sends one write, or in a dry run prints exactly what would be sent (the method,
 * the path, every part, then the URL and the whole JSON body as the vendor CLI's --dry-run
 * prints them, cli-dry-run.ts) and sends nothing. Either way the outcome
 * says which happened, so no summary or output claims a write that did not happen.
 */
import type { CommandContext } from '../action/command.js'
import type { WriteRequest } from '../service/client.js'
import { isRecord } from '../http/request-error.js'
import { cliDryRunText } from './cli-dry-run.js'
import { codeBlock, details, escapeText, facts, link, type FactRow } from '../summary/markdown.js'

export interface WriteOutcome {
  sent: boolean
  /** The service's answer; undefined in a dry run. */
  answer: unknown
  /** The record's page in the service, when the answer gives one. */
  htmlUrl?: string
  /** The body as sent (or as it would have been). */
  body: object
  /** The same, pretty-printed for the log and the summary. */
  json: string
}

export function describeTarget(request: WriteRequest): string {
  return `${request.method} /${request.segments.join('/')}`
}

export async function sendOrPrint(
  request: WriteRequest,
  context: Pick<CommandContext, 'common' | 'service' | 'log'>
): Promise<WriteOutcome> {
  const json = JSON.stringify(request.json, null, 2)
  const service = context.common.dryRun ? undefined : context.service
  if (!service) {
    const jsonPart = request.jsonPart ?? 'data_json'
    const parts = request.multipart
      ? ` as multipart/form-data: ${jsonPart}${request.file ? `, ${request.file.part} ${request.file.description}` : ''}`
      : ' as application/json'
    context.log.info(
      `Dry run: would ${describeTarget(request)}${parts}; nothing was sent. As the vendor CLI's --dry-run prints it:`
    )
    logBody(context.log, cliDryRunText(context.common.baseUrl, request))
    return { sent: false, answer: undefined, body: request.json, json }
  }
  const answer = await service.send(request)
  return { sent: true, answer, htmlUrl: answerUrl(answer), body: request.json, json }
}

/**
 * The most of a dry run's body printed to the log. The runner reads the log through a pipe:
 * a body of tens of MB printed a line at a time queued so many writes on it that writing
 * failed (write EINVAL) and the step died. The whole body is in the step's outputs.
 */
const MAX_PRINTED_BODY_BYTES = 64 * 1024

/** A log line is one line: the body is logged line by line, at most MAX_PRINTED_BODY_BYTES. */
function logBody(log: Pick<CommandContext['log'], 'info'>, text: string): void {
  const total = Buffer.byteLength(text)
  if (total <= MAX_PRINTED_BODY_BYTES) {
    for (const line of text.split('\n')) log.info(line)
    return
  }
  let printed = 0
  for (const line of text.split('\n', MAX_PRINTED_BODY_BYTES)) {
    const bytes = Buffer.byteLength(line) + 1
    if (printed + bytes > MAX_PRINTED_BODY_BYTES) break
    log.info(line)
    printed += bytes
  }
  log.info(
    `... ${total - printed} of the body's ${total} bytes not printed (the log shows at most ${MAX_PRINTED_BODY_BYTES}); the step's \`result\` output, or the file its \`result-file\` output names when \`result\` is over 1 MB, holds the whole body.`
  )
}

/** The record's page in the service, when its answer gives one. */
function answerUrl(answer: unknown): string | undefined {
  return isRecord(answer) && typeof answer.html_url === 'string' ? answer.html_url : undefined
}

/** The step outputs every write sets: result, and html-url when the answer gives one. */
export function writeOutputs(outcome: WriteOutcome): Record<string, string> {
  const outputs: Record<string, string> = {
    // In a dry run, what would have been sent: a later step can still read it.
    result: JSON.stringify(outcome.sent ? (outcome.answer ?? null) : outcome.body)
  }
  if (outcome.htmlUrl) outputs['html-url'] = outcome.htmlUrl
  return outputs
}

/** What a write's summary says: what was recorded, where, and its facts for the curious. */
export interface WriteReport {
  /** What was recorded, as the heading says it: "Artifact checkout reported". */
  recorded: string
  /** Where, as Markdown: "flow checkout, trail `4f3c2b1`", "environment production". */
  where?: string
  /** Its facts, shown collapsed; rows whose value is undefined are left out. */
  rows: readonly FactRow[]
}

/**
 * The job summary of a write, a short block: what was recorded, where, and the link to it;
 * its facts and, in a dry run, the body that would have been sent, collapsed. So a build job
 * of five writes reads as five short blocks. The method and path are for the log: a reviewer
 * reads the record, not the request that made it.
 */
export function renderWriteSummary(outcome: WriteOutcome, what: WriteReport): string {
  const heading = outcome.sent
    ? `## ${escapeText(what.recorded)}`
    : `## Dry run: not sent (${escapeText(what.recorded)})`
  const sections = [heading]
  const lead = facts([
    ['Where', what.where],
    ['In the service', outcome.htmlUrl ? link('open the record', outcome.htmlUrl) : undefined]
  ])
  if (lead) sections.push(lead)
  const rows = facts(what.rows)
  if (rows) sections.push(details('Details', rows))
  if (!outcome.sent) {
    sections.push(details('Body that would have been sent', codeBlock(outcome.json, 'json')))
  }
  return sections.join('\n\n') + '\n'
}

/** Only fields that are set: the bodies are strict, and null is not the same as unset. */
export function definedOnly<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)) as T
}
