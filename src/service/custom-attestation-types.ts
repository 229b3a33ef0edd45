/**
 * An org's custom attestation types: create one (with its schema when given), list them.
 * The built-in types are the table in attestation-types.ts.
 */
import type { CreateAttestationTypeBody } from './bodies.js'
import type { FilePart, ServiceClient, WriteRequest } from './client.js'
import { schemasLoader } from './load-schemas.js'
import type { CustomAttestationType } from './answers/custom-attestation-types.js'

const answers = schemasLoader(() => import('./answers/custom-attestation-types.js'))

/**
 * POST /custom-attestation-types/{org}: data_json and, when given, the schema as
 * type_schema. The description declares its 201 answer without a shape.
 */
export const createAttestationTypeRequest = (
  org: string,
  body: CreateAttestationTypeBody,
  schema?: FilePart
): WriteRequest => ({
  method: 'POST',
  segments: ['custom-attestation-types', org],
  json: body,
  multipart: true,
  file: schema,
  emptyAnswerStatuses: [201]
})

export function listCustomAttestationTypes(
  client: ServiceClient,
  org: string
): Promise<CustomAttestationType[]> {
  return client.get(
    ['custom-attestation-types', org],
    {},
    answers().then(schemas => schemas.CustomAttestationTypeListSchema)
  )
}
