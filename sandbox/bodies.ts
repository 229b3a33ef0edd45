/**
 * The override body, as strict as the published `OverrideAttestationPostInput` (unknown
 * fields, every pattern and enum of it checked), the records every evidence body shares,
 * and how a body is validated: problems come back as FastAPI 422 items. The attestation
 * types' bodies are the action's table's (src/service/attestation-types.ts).
 */
import { z } from 'zod'
import * as zm from '../src/parsing/zod.js'
import {
  BUILT_IN_ATTESTATION_TYPES,
  attestationFields,
  evidenceRecords,
  type AttestationBase
} from '../src/service/attestation-types.js'
import type { Location, ValidationIssue } from './errors.js'
import { isAttestationType } from './seed-schema.js'

// The evidence records and common attestation fields are the action's own table's
// (src/service/attestation-types.ts), built with the action's zod: one description of the wire.
export const { gitCommit, repoInfo, externalUrls, userData } = evidenceRecords(zm)

/** The fields every attestation body shares (and the override body too). */
export const attestationCommonFields = attestationFields(zm)

/** What every attestation body holds, whatever its type adds. */
export type AttestationCommonBody = AttestationBase

export const overrideBodySchema = z.strictObject({
  ...attestationCommonFields,
  reason: z.string(),
  new_compliance_status: z.boolean(),
  original_attestation_type: z.string().refine(isAttestationType, {
    message: `Input should be ${BUILT_IN_ATTESTATION_TYPES.map(t => `'${t}'`).join(', ')} or match pattern '^custom:.*$'`,
    params: { type: 'literal_error' }
  })
})
export type OverrideBody = z.output<typeof overrideBodySchema>

/** Validates a parsed JSON body; `at` is where it sits in the request (e.g. ['body']). */
export function validateBody<Schema extends z.core.$ZodType>(
  schema: Schema,
  value: unknown,
  at: Location
): { ok: true; data: z.core.output<Schema> } | { ok: false; issues: ValidationIssue[] } {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    return {
      ok: false,
      issues: [
        {
          loc: at,
          msg: 'Input should be a valid dictionary or object to extract fields from',
          type: 'model_attributes_type',
          input: value
        }
      ]
    }
  }
  const result = z.safeParse(schema, value, { reportInput: true })
  if (result.success) return { ok: true, data: result.data }
  return { ok: false, issues: result.error.issues.flatMap(issue => toFastApiIssues(issue, at)) }
}

const TYPE_NAMES: Record<string, [type: string, msg: string]> = {
  string: ['string_type', 'Input should be a valid string'],
  boolean: ['bool_type', 'Input should be a valid boolean'],
  number: ['float_type', 'Input should be a valid number'],
  int: ['int_type', 'Input should be a valid integer'],
  object: ['dict_type', 'Input should be a valid dictionary'],
  record: ['dict_type', 'Input should be a valid dictionary'],
  array: ['list_type', 'Input should be a valid list']
}

/** Turns one zod issue into pydantic-style items (an unknown-keys issue becomes one per key). */
export function toFastApiIssues(issue: z.core.$ZodIssue, at: Location): ValidationIssue[] {
  const loc = [...at, ...issue.path.map(key => (typeof key === 'symbol' ? String(key) : key))]
  const input = 'input' in issue ? issue.input : undefined
  switch (issue.code) {
    case 'unrecognized_keys':
      return issue.keys.map(key => ({
        loc: [...loc, key],
        msg: 'Extra inputs are not permitted',
        type: 'extra_forbidden',
        input: (input as Record<string, unknown> | undefined)?.[key]
      }))
    case 'invalid_type': {
      if (input === undefined) return [{ loc, msg: 'Field required', type: 'missing' }]
      const [type, msg] = TYPE_NAMES[issue.expected] ?? [`${issue.expected}_type`, issue.message]
      return [{ loc, msg, type, input }]
    }
    case 'invalid_format': {
      const pattern = 'pattern' in issue && typeof issue.pattern === 'string' ? issue.pattern : ''
      const source = pattern.replace(/^\/(.*)\/[a-z]*$/, '$1')
      return [
        {
          loc,
          msg: `String should match pattern '${source}'`,
          type: 'string_pattern_mismatch',
          input,
          ctx: { pattern: source }
        }
      ]
    }
    case 'invalid_key':
      // A record key that breaks its pattern: report the inner problem at the key.
      return issue.issues.flatMap(inner => toFastApiIssues(inner, loc))
    case 'invalid_value':
      return [
        {
          loc,
          msg: `Input should be ${issue.values.map(v => `'${String(v)}'`).join(', ')}`,
          type: 'enum',
          input
        }
      ]
    case 'custom': {
      const type = typeof issue.params?.type === 'string' ? issue.params.type : 'value_error'
      return [{ loc, msg: issue.message, type, input }]
    }
    default:
      return [{ loc, msg: issue.message, type: 'value_error', input }]
  }
}
