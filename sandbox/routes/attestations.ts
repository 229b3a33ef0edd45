/**
 * The attestation operations: list a flow's attestations, override one, attest Jira issues.
 *
 * Writes answer 201 with a small JSON body (the description leaves the body open).
 * An override replaces the compliance of the latest attestation of that name in the trail
 * (of that artifact when artifact_fingerprint is given, falling back to a trail-level one);
 * original_attestation_type must be the attestation's type, otherwise it is not found.
 * A Jira attestation is compliant when it lists at least one issue and every issue exists.
 */
import { randomUUID } from 'node:crypto'
import type { z } from 'zod'
import { sha256Hex } from '../hashing.js'
import { jiraBodySchema, overrideBodySchema, validateBody } from '../bodies.js'
import type { JiraBody } from '../bodies.js'
import { HttpError, NotFoundError, RequestValidationError } from '../errors.js'
import type { ValidationIssue } from '../errors.js'
import { jsonReply } from '../loopback-server.js'
import type { HttpReply } from '../loopback-server.js'
import { ParamReader } from '../params.js'
import type { ArtifactRecord, AttachmentRecord, AttestationRecord, TrailRecord } from '../store.js'
import { attestationView } from '../views.js'
import {
  MAX_ATTACHMENT_BYTES,
  jsonBody,
  nowSeconds,
  param,
  rejectTooLarge,
  requireFlow,
  requireOrg,
  requireTrail
} from './context.js'
import type { RouteContext } from './context.js'

export const DEFAULT_ATTESTATIONS_PER_PAGE = 20

/** Who the sandbox says reported what clients post. */
const API_USER = 'sandbox-api-user'

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
    const artifact = artifactInTrail(trail, input.artifact_fingerprint)
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

/** POST /attestations/{org}/{flow_name}/trail/{trail_name}/jira (multipart/form-data) */
export async function attestJira(ctx: RouteContext): Promise<HttpReply> {
  rejectTooLarge(ctx)
  const form = await readForm(ctx)
  const issues: ValidationIssue[] = []
  const input = await readDataJson(form, issues)
  const attachment = await readAttachment(form, issues)
  if (issues.length > 0 || !input) throw new RequestValidationError(issues)

  requireOrg(ctx)
  const flow = requireFlow(ctx, param(ctx, 'flow_name'))
  const trail = requireTrail(ctx, flow, param(ctx, 'trail_name'))
  const artifacts = jiraTargets(trail, input)
  const compliant = input.jira_results.length > 0 && input.jira_results.every(r => r.issue_exists)
  const createdAt = nowSeconds()
  const records: AttestationRecord[] = (artifacts.length > 0 ? artifacts : [undefined]).map(
    artifact => ({
      id: randomUUID(),
      name: input.attestation_name,
      type: 'jira',
      flow: flow.name,
      trail: trail.name,
      artifactFingerprint: artifact?.fingerprint,
      compliant,
      createdAt,
      description: input.description ?? '',
      originUrl: input.origin_url ?? undefined,
      reportedBy: API_USER,
      userData: (input.user_data ?? {}) as Record<string, unknown> | unknown[],
      jiraResults: input.jira_results,
      attachment,
      extra: {
        annotations: input.annotations,
        external_urls: input.external_urls,
        git_commit_info: input.git_commit_info,
        repo_info: input.repo_info,
        target_artifacts: input.target_artifacts
      }
    })
  )
  trail.attestations.push(...records)
  const [first] = records
  return jsonReply(201, {
    message: 'Jira attestation created',
    attestation_id: first?.id,
    attestation_name: input.attestation_name,
    is_compliant: compliant,
    html_url: first ? attestationView(ctx, first).html_url : undefined
  })
}

function artifactInTrail(trail: TrailRecord, fingerprint: string): ArtifactRecord {
  const artifact = trail.artifacts.find(a => a.fingerprint === fingerprint)
  if (!artifact) {
    throw new NotFoundError(
      `Artifact with fingerprint '${fingerprint}' not found in trail '${trail.name}'`
    )
  }
  return artifact
}

/** The artifacts an attestation is about: by fingerprint, or by template name. */
export function jiraTargets(
  trail: TrailRecord,
  input: Pick<JiraBody, 'artifact_fingerprint' | 'target_artifacts'>
): ArtifactRecord[] {
  if (input.artifact_fingerprint) return [artifactInTrail(trail, input.artifact_fingerprint)]
  return (input.target_artifacts ?? []).map(name => {
    const artifact = trail.artifacts.findLast(a => a.name === name)
    if (!artifact) throw new NotFoundError(`Artifact '${name}' not found in trail '${trail.name}'`)
    return artifact
  })
}

export async function readForm(ctx: RouteContext): Promise<FormData> {
  const contentType = ctx.headers['content-type'] ?? ''
  if (!/^multipart\/form-data/i.test(contentType)) {
    throw new RequestValidationError([
      { loc: ['body', 'data_json'], msg: 'Field required', type: 'missing' }
    ])
  }
  try {
    return await new Response(new Uint8Array(ctx.body), {
      headers: { 'content-type': contentType }
    }).formData()
  } catch {
    // Starlette's answer to a multipart body it cannot parse.
    throw new HttpError(400, 'There was an error parsing the body')
  }
}

/** The data_json part, validated against its body schema (Jira's unless another is given). */
export async function readDataJson<Schema extends z.ZodType = typeof jiraBodySchema>(
  form: FormData,
  issues: ValidationIssue[],
  schema?: Schema
): Promise<z.output<Schema> | undefined> {
  const part = form.get('data_json')
  if (part === null) {
    issues.push({ loc: ['body', 'data_json'], msg: 'Field required', type: 'missing' })
    return undefined
  }
  const text = typeof part === 'string' ? part : await part.text()
  let data: unknown
  try {
    data = JSON.parse(text)
  } catch (error) {
    issues.push({
      loc: ['body', 'data_json'],
      msg: `Invalid JSON: ${(error as Error).message}`,
      type: 'json_invalid',
      input: text
    })
    return undefined
  }
  const result = validateBody(schema ?? jiraBodySchema, data, ['body', 'data_json'])
  if (!result.ok) {
    issues.push(...result.issues)
    return undefined
  }
  return result.data as z.output<Schema>
}

export async function readAttachment(
  form: FormData,
  issues: ValidationIssue[]
): Promise<AttachmentRecord | undefined> {
  const part = form.get('attachment_file')
  if (part === null || part === '') return undefined
  if (typeof part === 'string') {
    issues.push({
      loc: ['body', 'attachment_file'],
      msg: "Expected UploadFile, received: <class 'str'>",
      type: 'value_error',
      input: part.slice(0, 100)
    })
    return undefined
  }
  if (part.size > MAX_ATTACHMENT_BYTES) {
    throw new HttpError(
      413,
      `attachment_file is ${part.size} bytes; the limit is 10MB (${MAX_ATTACHMENT_BYTES} bytes)`
    )
  }
  const bytes = new Uint8Array(await part.arrayBuffer())
  return { filename: part.name, size: part.size, sha256: sha256Hex(bytes) }
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
