/** The answers about trails: a listing's trails, and one trail with its template and events. */
import * as z from '../../parsing/zod.js'
import {
  AttestationStatusSchema,
  GitCommitInfoSchema,
  PaginationSchema,
  flag,
  list,
  num,
  text
} from './parts.js'

const TrailSchema = z.looseObject({
  name: z.string(),
  created_at: num,
  last_modified_at: num,
  compliance_status: z.nullish(
    z.looseObject({
      status: text,
      is_compliant: flag,
      attestations_statuses: list(AttestationStatusSchema)
    })
  ),
  compliance_state: text,
  is_compliant: flag,
  created_by: text,
  html_url: text,
  description: text,
  origin_url: text,
  /** The trail's flow: what an org-wide listing needs to tell trails of two flows apart. */
  flow: z.catch(z.nullish(z.looseObject({ name: text })), undefined)
})
export type Trail = z.infer<typeof TrailSchema>

const TemplateAttestationSchema = z.looseObject({ name: z.string(), type: text })

const ArtifactStatusSchema = z.looseObject({
  artifact_fingerprint: text,
  status: text,
  is_compliant: flag,
  unexpected: flag,
  attestations_statuses: list(AttestationStatusSchema)
})

/** One event of a trail; the fields each type carries, as the vendor CLI reads them. */
const TrailEventSchema = z.looseObject({
  type: text,
  timestamp: num,
  is_compliant: flag,
  attestation_type: text,
  attestation_id: text,
  template_reference_name: text,
  target_artifact: text,
  artifact_name: text,
  environment_name: text,
  snapshot_index: num,
  approval_number: num,
  state: text,
  reviewer: text,
  git_commit_info: z.nullish(z.looseObject({ sha1: text, url: text }))
})
export type TrailEvent = z.infer<typeof TrailEventSchema>

/** Get trail: the trail with its template, its compliance per artifact, and its events. */
export const TrailDetailSchema = z.looseObject({
  ...TrailSchema.shape,
  compliance_status: z.nullish(
    z.looseObject({
      status: text,
      is_compliant: flag,
      attestations_statuses: list(AttestationStatusSchema),
      artifacts_statuses: z.nullish(z.record(z.string(), ArtifactStatusSchema)),
      evaluated_at: num
    })
  ),
  template: z.nullish(
    z.looseObject({
      trail: z.nullish(
        z.looseObject({
          attestations: list(TemplateAttestationSchema),
          artifacts: list(
            z.looseObject({
              name: z.string(),
              attestations: list(TemplateAttestationSchema)
            })
          )
        })
      )
    })
  ),
  git_commit_info: z.nullish(GitCommitInfoSchema),
  events: list(TrailEventSchema)
})
export type TrailDetail = z.infer<typeof TrailDetailSchema>
export type ArtifactStatus = z.infer<typeof ArtifactStatusSchema>

/** List trails answers `{data, pagination?}` or, without paging parameters, a bare list. */
export const TrailPageSchema = z.pipe(
  z.union([
    z.looseObject({ data: z.array(TrailSchema), pagination: z.nullish(PaginationSchema) }),
    z.array(TrailSchema)
  ]),
  z.transform(value => (Array.isArray(value) ? { data: value, pagination: null } : value))
)
