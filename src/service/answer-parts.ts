/**
 * What the answers' zod schemas share. They are tolerant on purpose: unknown fields pass
 * through, and a field is required only when a command cannot work without it. The
 * published description itself omits fields it marks required (its assert example has no
 * `unexpected`), so rejecting a response for a missing display field would break gates.
 *
 * Loaded with zod on a resource's first read (load-schemas.ts), and handed to the function
 * that builds its schemas.
 */
import * as z from '../parsing/zod.js'

/**
 * The zod builders the answers' schemas use, handed to each resource's schemas as `z`: a list
 * rather than zod's namespace, since a namespace handed on as a value keeps every export of
 * zod in the bundle, its locales included.
 */
export const builders = {
  array: z.array,
  boolean: z.boolean,
  catch: z.catch,
  looseObject: z.looseObject,
  nullable: z.nullable,
  nullish: z.nullish,
  number: z.number,
  pipe: z.pipe,
  record: z.record,
  string: z.string,
  transform: z.transform,
  union: z.union,
  unknown: z.unknown
}

/** PolicyEvaluationResponse, which assert and a snapshot's artifacts both answer. */
export { PolicyEvaluationSchema } from '../policy-results/policy-evaluations.js'

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
