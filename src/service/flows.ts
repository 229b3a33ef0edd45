/** Create a flow, or update the one of that name, with its template when given. */
import type { CreateFlowBody, LegacyCreateFlowBody } from './bodies.js'
import type { FilePart, WriteRequest } from './client.js'

/**
 * A PUT that updates what exists answers 200, which the description declares without a body
 * for flows (and not at all for trails, though the service answers it): an empty 200 is the
 * update's success, anything else on a 2xx must still be JSON.
 */
export const UPDATED = [200] as const

export const createFlowRequest = (
  org: string,
  body: CreateFlowBody,
  template?: FilePart
): WriteRequest => ({
  method: 'PUT',
  segments: ['flows', org, 'template_file'],
  json: body,
  multipart: true,
  file: template,
  emptyAnswerStatuses: UPDATED
})

/**
 * The deprecated `PUT /flows/{org}` (JSON, `LegacyCreateFlow`), which the vendor CLI still
 * sends for a flow created with neither --template-file nor --use-empty-template.
 */
export const createLegacyFlowRequest = (org: string, body: LegacyCreateFlowBody): WriteRequest => ({
  method: 'PUT',
  segments: ['flows', org],
  json: body,
  multipart: false,
  emptyAnswerStatuses: UPDATED
})
