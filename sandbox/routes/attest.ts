/**
 * POST /attestations/{org}/{flow_name}/trail/{trail_name}/{segment} (multipart/form-data), for
 * every attestation type alike: read the form (422 before any lookup, as FastAPI), find the
 * trail and the artifacts the attestation is about (404), store it, answer 201 with a small
 * JSON body (the description leaves the body open). A type differs only in its body schema
 * and in how it judges compliance; see attestation-types.ts.
 */
import type { z } from 'zod'
import { ATTESTATION_TYPES } from '../../src/service/attestation-types.js'
import type { AttestationType } from '../../src/service/attestation-types.js'
import type { AttestationCommonBody } from '../bodies.js'
import { NotFoundError } from '../errors.js'
import { jsonReply } from '../loopback-server.js'
import type { HttpReply } from '../loopback-server.js'
import type { ArtifactRecord, JiraResultRecord, TrailRecord } from '../store.js'
import { attestationView } from '../views.js'
import { readAttestationRequest } from './attestation-form.js'
import { nowSeconds, param, requireFlow, requireOrg, requireTrail } from './context.js'
import type { RouteContext, RouteHandler } from './context.js'

/** Who the sandbox says reported what clients post. */
export const API_USER = 'sandbox-api-user'

/** What a type makes of a valid body. */
export interface Judgement {
  compliant: boolean
  /** The stored attestation_type when the body decides it (`custom:<type_name>`); else the type's name. */
  type?: string
  /** The type's own fields, kept with the record for later reads. */
  evidence?: Record<string, unknown>
  /** Jira's results have a field of their own in the store, as seeded ones do. */
  jiraResults?: JiraResultRecord[]
}

/** How the service judges one type: its strict body, and what it makes of a valid one. */
export interface TypeRules<Schema extends z.core.$ZodType<AttestationCommonBody>> {
  /** The strict data_json body. */
  schema: Schema
  judge: (input: z.core.output<Schema>) => Judgement
}

/** One entry of the router's attestation routes. */
export interface AttestationRoute {
  type: AttestationType
  /** The last path segment, from the action's table of attestation types. */
  segment: string
  handle: RouteHandler
}

/** A type's rules, served under the name it is given in the table of attestation types. */
export type ServedType = (type: AttestationType) => AttestationRoute

export function attestation<Schema extends z.core.$ZodType<AttestationCommonBody>>(
  rules: TypeRules<Schema>
): ServedType {
  return type => ({
    type,
    segment: ATTESTATION_TYPES[type].segment,
    handle: ctx => attest(ctx, type, rules)
  })
}

async function attest<Schema extends z.core.$ZodType<AttestationCommonBody>>(
  ctx: RouteContext,
  name: AttestationType,
  rules: TypeRules<Schema>
): Promise<HttpReply> {
  const { input, attachment } = await readAttestationRequest(ctx, rules.schema)
  const { trail, artifacts } = attestationTargets(ctx, input)
  const { compliant, type = name, evidence, jiraResults } = rules.judge(input)
  const records = ctx.store.recordAttestation(
    trail,
    {
      name: input.attestation_name,
      type,
      compliant,
      createdAt: nowSeconds(),
      description: input.description ?? '',
      originUrl: input.origin_url ?? undefined,
      reportedBy: API_USER,
      userData: (input.user_data ?? {}) as Record<string, unknown> | unknown[],
      jiraResults,
      attachment,
      extra: {
        annotations: input.annotations,
        external_urls: input.external_urls,
        git_commit_info: input.git_commit_info,
        repo_info: input.repo_info,
        target_artifacts: input.target_artifacts,
        ...evidence
      }
    },
    artifacts
  )
  const [first] = records
  return jsonReply(201, {
    message: `${ATTESTATION_TYPES[name].label} attestation created`,
    attestation_id: first?.id,
    attestation_name: input.attestation_name,
    is_compliant: compliant,
    html_url: first ? attestationView(ctx, first).html_url : undefined
  })
}

/**
 * The trail named in the path and the artifacts the attestation is about: the one with
 * artifact_fingerprint, else the latest of each target_artifacts template name, else none
 * (a trail-level attestation). Any of them unknown is a 404.
 */
export function attestationTargets(
  ctx: RouteContext,
  input: Pick<AttestationCommonBody, 'artifact_fingerprint' | 'target_artifacts'>
): { trail: TrailRecord; artifacts: ArtifactRecord[] } {
  requireOrg(ctx)
  const flow = requireFlow(ctx, param(ctx, 'flow_name'))
  const trail = requireTrail(ctx, flow, param(ctx, 'trail_name'))
  if (input.artifact_fingerprint) {
    return { trail, artifacts: [requireArtifactInTrail(trail, input.artifact_fingerprint)] }
  }
  const artifacts = (input.target_artifacts ?? []).map(name => {
    const artifact = trail.artifacts.findLast(a => a.name === name)
    if (!artifact) throw new NotFoundError(`Artifact '${name}' not found in trail '${trail.name}'`)
    return artifact
  })
  return { trail, artifacts }
}

export function requireArtifactInTrail(trail: TrailRecord, fingerprint: string): ArtifactRecord {
  const artifact = trail.artifacts.find(a => a.fingerprint === fingerprint)
  if (!artifact) {
    throw new NotFoundError(
      `Artifact with fingerprint '${fingerprint}' not found in trail '${trail.name}'`
    )
  }
  return artifact
}
