/** The answers about attestations: a flow's listing, and the attestations one name or id names. */
import * as z from '../../parsing/zod.js'
import { GitCommitInfoSchema, PaginationSchema, flag, num, text } from './parts.js'

const AttestationSchema = z.looseObject({
  attestation_id: text,
  attestation_name: text,
  attestation_type: text,
  created_at: num,
  description: text,
  html_url: text,
  is_compliant: flag,
  origin_url: text,
  reported_by: text,
  flow_name: text,
  trail_name: text,
  artifact_fingerprint: text,
  git_commit_info: z.nullish(GitCommitInfoSchema)
})
export type Attestation = z.infer<typeof AttestationSchema>

/** Get attestation by name answers every attestation of that name, as a list. */
export const AttestationListSchema = z.array(AttestationSchema)

export const AttestationPageSchema = z.looseObject({
  data: z.array(AttestationSchema),
  pagination: z.nullish(PaginationSchema)
})
