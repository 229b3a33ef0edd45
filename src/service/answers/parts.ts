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

/**
 * The same field schema under each of `keys`, for the runs of fields of one type an answer
 * has: `{ ...each(text, 'id', 'name') }` is `{ id: text, name: text }`.
 */
export function each<K extends string, T extends z.ZodMiniType>(
  schema: T,
  ...keys: K[]
): Record<K, T> {
  return Object.fromEntries(keys.map(key => [key, schema])) as Record<K, T>
}

/** A field only shown: a value of another type is dropped, never a failed step. */
export const shown = <T extends z.ZodMiniType>(schema: T) => z.catch(z.optional(schema), undefined)

export const AttestationStatusSchema = z.looseObject({
  ...each(text, 'attestation_name', 'attestation_type', 'attestation_id'),
  ...each(text, 'overridden_attestation_id', 'status'),
  ...each(flag, 'is_compliant', 'unexpected')
})
export type AttestationStatus = z.infer<typeof AttestationStatusSchema>

/** The `pagination` of a listing that answers `{data, pagination}`. */
export const PaginationSchema = z.looseObject(each(num, 'total', 'page', 'per_page', 'page_count'))
export type Pagination = z.infer<typeof PaginationSchema>

export const GitCommitInfoSchema = z.looseObject({
  ...each(text, 'sha1', 'message', 'author', 'branch', 'url'),
  timestamp: num
})

/** The repository an artifact was built from, as builds and deployments name it. */
export const RepoInfoSchema = z.looseObject(each(text, 'name', 'repo_id'))
