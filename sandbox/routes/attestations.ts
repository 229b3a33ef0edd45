/**
 * Reading and overriding attestations: list a flow's attestations, override one. Posting
 * one, of any type, is attest.ts.
 *
 * An override answers 201 with a small JSON body (the description leaves the body open).
 * It replaces the compliance of the latest attestation of that name in the trail
 * (of that artifact when artifact_fingerprint is given, falling back to a trail-level one);
 * original_attestation_type must be the attestation's type, otherwise it is not found.
 */
import { randomUUID } from 'node:crypto'
import { overrideBodySchema, validateBody } from '../bodies.js'
import { NotFoundError, RequestValidationError } from '../errors.js'
import { jsonReply } from '../loopback-server.js'
import type { HttpReply } from '../loopback-server.js'
import { ParamReader } from '../params.js'
import { attestationView } from '../views.js'
import { requireArtifactInTrail } from './attest.js'
import { jsonBody, nowSeconds, param, requireFlow, requireOrg, requireTrail } from './context.js'
import type { RouteContext } from './context.js'
import { route, type Route } from './route.js'

export const DEFAULT_ATTESTATIONS_PER_PAGE = 20

/** GET /attestations/{org}/{flow_name}: newest first, always with `pagination`. */
export function listFlowAttestations(ctx: RouteContext): HttpReply {
  const query = ParamReader.query(ctx.query)
  const page = query.integer('page', { min: 1 }) ?? 1
  const perPage = query.integer('per_page', { min: 1 }) ?? DEFAULT_ATTESTATIONS_PER_PAGE
  const from = query.integer('from_timestamp')
  const to = query.integer('to_timestamp')
  query.check()

  requireOrg(ctx)
  const flow = requireFlow(ctx, param(ctx, 'flow_name'))
  const records = ctx.store
    .attestationsNewestFirst(flow.name)
    .filter(
      r => (from === undefined || r.createdAt >= from) && (to === undefined || r.createdAt <= to)
    )
  return jsonReply(200, {
    data: records.slice((page - 1) * perPage, page * perPage).map(r => attestationView(ctx, r)),
    pagination: {
      total: records.length,
      page,
      per_page: perPage,
      page_count: Math.ceil(records.length / perPage)
    }
  })
}

/** POST /attestations/{org}/{flow_name}/trail/{trail_name}/override */
export function overrideAttestation(ctx: RouteContext): HttpReply {
  const body = validateBody(overrideBodySchema, jsonBody(ctx), ['body'])
  if (!body.ok) throw new RequestValidationError(body.issues)
  const input = body.data

  requireOrg(ctx)
  const flow = requireFlow(ctx, param(ctx, 'flow_name'))
  const trail = requireTrail(ctx, flow, param(ctx, 'trail_name'))
  const named = trail.attestations.filter(r => r.name === input.attestation_name)
  const notFound = (detail = '') =>
    new NotFoundError(
      `Attestation '${input.attestation_name}' not found in trail '${trail.name}'${detail}`
    )
  if (named.length === 0) throw notFound()
  let candidates = named
  if (input.artifact_fingerprint) {
    const artifact = requireArtifactInTrail(trail, input.artifact_fingerprint)
    const aboutArtifact = named.filter(r => r.artifactFingerprint === artifact.fingerprint)
    candidates =
      aboutArtifact.length > 0
        ? aboutArtifact
        : named.filter(r => r.artifactFingerprint === undefined)
    if (candidates.length === 0) throw notFound(` for artifact '${artifact.fingerprint}'`)
  }
  const target = candidates.at(-1)
  if (!target) throw notFound()
  if (target.type !== input.original_attestation_type) {
    throw notFound(` with type '${input.original_attestation_type}' (its type is '${target.type}')`)
  }
  target.override = {
    id: randomUUID(),
    newComplianceStatus: input.new_compliance_status,
    reason: input.reason,
    createdAt: nowSeconds(),
    artifactFingerprint: input.artifact_fingerprint ?? undefined,
    description: input.description ?? undefined,
    originUrl: input.origin_url ?? undefined
  }
  return jsonReply(201, {
    message: 'Attestation overridden',
    attestation_id: target.id,
    overridden_attestation_id: target.override.id,
    attestation_name: target.name,
    is_compliant: target.override.newComplianceStatus
  })
}

/**
 * GET /attestations/{org}/{flow_name}/trail/{trail_name}/{attestation_name}: every
 * attestation of that name on the trail, oldest first (AttestationResponse is a list); none
 * is a 404 naming it.
 */
export function getTrailAttestation(ctx: RouteContext): HttpReply {
  requireOrg(ctx)
  const flow = requireFlow(ctx, param(ctx, 'flow_name'))
  const trail = requireTrail(ctx, flow, param(ctx, 'trail_name'))
  const name = param(ctx, 'attestation_name')
  const records = trail.attestations.filter(r => r.name === name)
  if (records.length === 0) {
    throw new NotFoundError(`Attestation '${name}' not found in trail '${trail.name}'`)
  }
  return jsonReply(
    200,
    records.map(r => attestationView(ctx, r))
  )
}

const FINGERPRINT_PARAM = /^[a-f0-9]{5,64}$/

/**
 * GET /attestations/{org}/{flow_name}/artifact/{fingerprint}/{attestation_name}: every
 * attestation of that name about the artifact (a short fingerprint matches by prefix, as the
 * description's pattern allows 5 to 64 characters).
 */
export function getArtifactAttestation(ctx: RouteContext): HttpReply {
  const fingerprint = param(ctx, 'fingerprint')
  if (!FINGERPRINT_PARAM.test(fingerprint)) {
    throw new RequestValidationError([
      {
        loc: ['path', 'fingerprint'],
        msg: "String should match pattern '^[a-f0-9]{5,64}$'",
        type: 'string_pattern_mismatch',
        input: fingerprint
      }
    ])
  }
  requireOrg(ctx)
  const flow = requireFlow(ctx, param(ctx, 'flow_name'))
  const name = param(ctx, 'attestation_name')
  const artifact = [...ctx.store.artifacts.values()].find(
    a => a.flow === flow.name && a.fingerprint.startsWith(fingerprint)
  )
  if (!artifact) {
    throw new NotFoundError(
      `Artifact with fingerprint '${fingerprint}' not found in flow '${flow.name}'`
    )
  }
  const trail = requireTrail(ctx, flow, artifact.trail)
  const records = trail.attestations.filter(
    r => r.name === name && r.artifactFingerprint === artifact.fingerprint
  )
  if (records.length === 0) {
    throw new NotFoundError(
      `Attestation '${name}' not found for artifact '${artifact.fingerprint}'`
    )
  }
  return jsonReply(
    200,
    records.map(r => attestationView(ctx, r))
  )
}

/**
 * GET /attestations/{org}?attestation_id=…: the org's attestations, filtered by id when
 * given; an unknown id is an empty list, not a 404.
 */
export function listOrgAttestations(ctx: RouteContext): HttpReply {
  const query = ParamReader.query(ctx.query)
  const id = query.string('attestation_id')
  query.check()
  requireOrg(ctx)
  const records = [...ctx.store.flows.keys()]
    .flatMap(flow => ctx.store.attestationsNewestFirst(flow))
    .filter(r => id === undefined || r.id === id)
  return jsonReply(200, {
    data: records.map(r => attestationView(ctx, r)),
    pagination: { total: records.length, page: 1, per_page: records.length, page_count: 1 }
  })
}

/** The endpoints this module serves. */
export const ROUTES: readonly Route[] = [
  route('POST', '/attestations/:org/:flow_name/trail/:trail_name/override', overrideAttestation),
  route('GET', '/attestations/:org/:flow_name', listFlowAttestations),
  route('GET', '/attestations/:org', listOrgAttestations),
  route(
    'GET',
    '/attestations/:org/:flow_name/trail/:trail_name/:attestation_name',
    getTrailAttestation
  ),
  route(
    'GET',
    '/attestations/:org/:flow_name/artifact/:fingerprint/:attestation_name',
    getArtifactAttestation
  )
]
