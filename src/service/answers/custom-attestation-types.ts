/** The answer of list attestation types: the org's custom types and their versions. */
import * as z from '../../parsing/zod.js'
import { flag, num, shown, text } from './parts.js'

const CustomAttestationTypeSchema = z.looseObject({
  name: z.string(),
  description: text,
  archived: flag,
  versions: shown(z.nullable(z.array(z.looseObject({ version: num }))))
})
export type CustomAttestationType = z.infer<typeof CustomAttestationTypeSchema>

export const CustomAttestationTypeListSchema = z.array(CustomAttestationTypeSchema)
