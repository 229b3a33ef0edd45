/**
 * A dry run's request as the vendor CLI's `--dry-run` prints it (internal/requests/requests.go:
 * `Client.Do` with DryRun, and `PayloadOutput`), line for line, so a migrating user can run
 * the CLI's call and the step in a dry run and diff the two before switching. The token is
 * never part of it: the CLI prints no header either, and neither does this.
 */
import { buildUrl } from '../http/url.js'
import type { WriteRequest } from '../service/client.js'

export const CLI_DRY_RUN_BANNER = '############### THIS IS A DRY-RUN  ###############'
const PAYLOAD_LINE = 'this is the payload that would be sent in a real run:'

/**
 * The CLI's lines: the banner, the URL, then a JSON body as `PayloadOutput` prints it (the
 * message, a space, a line break, a space, the body indented by four spaces), or each JSON
 * part of a multipart body as `Field: <part>, Value: <json>`. A file part is not printed,
 * as the CLI prints none.
 */
export function cliDryRunText(baseUrl: URL, request: WriteRequest): string {
  const url = buildUrl(baseUrl, request.segments).href
  const json = goJson(request.json)
  const payload = request.multipart
    ? `${PAYLOAD_LINE}\nField: ${request.jsonPart ?? 'data_json'}, Value: ${json}`
    : `${PAYLOAD_LINE} \n ${json}`
  return `${CLI_DRY_RUN_BANNER}\nthe request would have been sent to: ${url}\n${payload}`
}

/**
 * JSON as Go's encoding/json writes it and json.Indent lays it out with four spaces: Go
 * escapes <, > and & (and U+2028, U+2029) inside strings, so a title such as "a < b" prints
 * the same from both.
 */
export function goJson(value: unknown): string {
  return JSON.stringify(value, null, 4).replace(/[<>&\u2028\u2029]/g, escapeLikeGo)
}

function escapeLikeGo(character: string): string {
  return `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`
}
