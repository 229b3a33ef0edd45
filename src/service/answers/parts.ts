/**
 * What the answers' zod schemas share. They are tolerant on purpose: unknown fields pass
 * through, and a field is required only when a command cannot work without it. The
 * published description itself omits fields it marks required (its assert example has no
 * `unexpected`), so rejecting a response for a missing display field would break gates.
 *
 * Each resource's answer schemas are a module of this folder, loaded on first use
 * (load-schemas.ts): zod comes with them.
 */
import * as z from '../../parsing/zod.js'

export const text = z.nullish(z.string())
export const flag = z.nullish(z.boolean())
export const num = z.nullish(z.number())
export const list = <T extends z.ZodMiniType>(item: T) => z.nullish(z.array(item))

/** A field only shown: a value of another type is dropped, never a failed step. */
export const shown = <T extends z.ZodMiniType>(schema: T) => z.catch(z.optional(schema), undefined)

export const AttestationStatusSchema = z.looseObject({
  attestation_name: text,
  attestation_type: text,
  attestation_id: text,
  overridden_attestation_id: text,
  status: text,
  is_compliant: flag,
  unexpected: flag
})
export type AttestationStatus = z.infer<typeof AttestationStatusSchema>

export const PaginationSchema = z.looseObject({
  total: num,
  page: num,
  per_page: num,
  page_count: num
})
export type Pagination = z.infer<typeof PaginationSchema>

export const GitCommitInfoSchema = z.looseObject({
  sha1: text,
  message: text,
  author: text,
  branch: text,
  timestamp: num,
  url: text
})
