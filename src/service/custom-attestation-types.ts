/**
 * An org's custom attestation types: create one (with its schema when given), list them.
 * The built-in types are the table in attestation-types.ts.
 */
import type * as Zod from '../parsing/zod.js'
import type { CreateAttestationTypeBody } from './bodies.js'
import type { FilePart, ServiceClient, WriteRequest } from './client.js'
import { answerSchemas } from './load-schemas.js'

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

/** The answer of list attestation types: the org's custom types and their versions. */
const answers = answerSchemas((z, { flag, num, shown, text }) => {
  const CustomAttestationTypeSchema = z.looseObject({
    name: z.string(),
    description: text,
    archived: flag,
    versions: shown(z.nullable(z.array(z.looseObject({ version: num }))))
  })

  const CustomAttestationTypeListSchema = z.array(CustomAttestationTypeSchema)
  return { CustomAttestationTypeListSchema, CustomAttestationTypeSchema }
})

export type CustomAttestationType = Zod.infer<Answers['CustomAttestationTypeSchema']>
type Answers = Awaited<ReturnType<typeof answers>>
