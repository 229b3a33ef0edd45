/**
 * Sends one build-side write, or in a dry run prints exactly what would be sent (the method,
 * the path, every part and the whole JSON body) and sends nothing. Either way the outcome
 * says which happened, so no summary or output claims a write that did not happen.
 */
import type { CommandContext } from '../action/command.js'
import type { MultipartPart } from '../service/client.js'
import { isRecord } from '../http/errors.js'
import type { WriteRequest } from '../service/build-records.js'
import { code, escapeText, facts, link } from '../summary/markdown.js'

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
  context: CommandContext
): Promise<WriteOutcome> {
  const json = JSON.stringify(request.json, null, 2)
  const service = context.common.dryRun ? undefined : context.service
  if (!service) {
    const parts = request.multipart
      ? ` as multipart/form-data: data_json${request.file ? `, ${request.file.part} from ${request.file.path}` : ''}`
      : ' as application/json'
    context.log.info(
      `Dry run: would ${describeTarget(request)}${parts}; nothing was sent. ${request.multipart ? 'data_json' : 'Body'}:`
    )
    // A log line is one line: the body is logged line by line.
    for (const line of json.split('\n')) context.log.info(line)
    return { sent: false, answer: undefined, body: request.json, json }
  }
  let answer: unknown
  const options = { emptyAnswerStatuses: request.emptyAnswerStatuses }
  if (!request.multipart) {
    answer = await service.postJson(request.segments, request.json, options)
  } else {
    const parts: MultipartPart[] = [{ name: 'data_json', value: JSON.stringify(request.json) }]
    if (request.file) {
      parts.push({
        name: request.file.part,
        value: await request.file.load(),
        filename: request.file.filename
      })
    }
    answer =
      request.method === 'PUT'
        ? await service.putMultipart(request.segments, parts, options)
        : await service.postMultipart(request.segments, parts, options)
  }
  const htmlUrl =
    isRecord(answer) && typeof answer.html_url === 'string' ? answer.html_url : undefined
  return { sent: true, answer, htmlUrl, body: request.json, json }
}

/** The step outputs every build-side write sets: outcome, result and html-url. */
export function writeOutputs(outcome: WriteOutcome): Record<string, string> {
  const outputs: Record<string, string> = {
    // In a dry run, what would have been sent: a later step can still read it.
    result: JSON.stringify(outcome.sent ? (outcome.answer ?? null) : outcome.body)
  }
  if (outcome.htmlUrl) outputs['html-url'] = outcome.htmlUrl
  return outputs
}

/** A fenced JSON block whose fence is longer than any run of backticks in the text. */
function codeBlock(json: string): string {
  const longest = Math.max(0, ...(json.match(/`+/g) ?? []).map(run => run.length))
  const fence = '`'.repeat(Math.max(3, longest + 1))
  return `${fence}json\n${json}\n${fence}`
}

/**
 * The job summary of a write: what was recorded and where, with a link to it; in a dry run,
 * a heading that says nothing was sent, and the body that would have been.
 */
export function renderWriteSummary(
  request: WriteRequest,
  outcome: WriteOutcome,
  what: { recorded: string; rows: readonly (readonly [string, string | undefined])[] }
): string {
  const heading = outcome.sent
    ? `## ${escapeText(what.recorded)}`
    : `## Dry run: not sent (${escapeText(what.recorded)})`
  const rows: (readonly [string, string | undefined])[] = [
    ...what.rows,
    ['Request', code(describeTarget(request))],
    ['In the service', outcome.htmlUrl ? link('open the record', outcome.htmlUrl) : undefined]
  ]
  const sections = [heading, facts(rows)]
  if (!outcome.sent) sections.push(codeBlock(outcome.json))
  return sections.join('\n\n') + '\n'
}
