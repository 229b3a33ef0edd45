/**
 * The build side: create a flow, begin a trail, report an artifact. What they store is what
 * later reads and asserts see; generic and custom attestations are attestation types
 * (attestation-types.ts).
 *
 * - PUT /flows/{org}/template_file: 201 for a new flow, 200 without a body for an update; without
 *   template_file a new flow has an empty template and an existing one keeps its own.
 * - PUT /flows/{org} (deprecated, JSON LegacyCreateFlow): the same answers; its template of
 *   names is not kept (the sandbox judges trails by YAML templates only), so a new flow has an
 *   empty template and an existing one keeps its own.
 * - PUT /trails/{org}/{flow_name}: 201 for a new trail, 200 for an update (artifacts and
 *   attestations are kept); a template_file becomes the trail's own template.
 * - POST /artifacts/{org}/{flow_name}: the artifact joins the trail named by trail_name,
 *   under its template_reference_name (else its filename).
 */
import type { z } from 'zod'
import { validateBody } from '../bodies.js'
import {
  createArtifactBodySchema,
  createFlowBodySchema,
  createTrailBodySchema,
  legacyCreateFlowBodySchema
} from '../build-bodies.js'
import { HttpError, RequestValidationError } from '../errors.js'
import type { ValidationIssue } from '../errors.js'
import { jsonReply } from '../loopback-server.js'
import type { HttpReply } from '../loopback-server.js'
import { FLOW_NAME_PATTERN, TRAIL_NAME_PATTERN } from '../seed-schema.js'
import type { CommitRecord, FlowRecord } from '../store.js'
import { EMPTY_TEMPLATE, parseTemplate, type Template } from '../template.js'
import { artifactUrl, flowUrl, trailUrl } from '../views.js'
import { API_USER } from './attest.js'
import { readDataJson, readFilePart, readForm } from './attestation-form.js'
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
import { route, type Route } from './route.js'

/** PUT /flows/{org}/template_file (multipart: data_json, optional template_file) */
export async function createFlow(ctx: RouteContext): Promise<HttpReply> {
  const { input, template } = await readFlowForm(ctx, createFlowBodySchema)
  return putFlow(ctx, input, template)
}

/** PUT /flows/{org} (deprecated; JSON LegacyCreateFlow) */
export function createLegacyFlow(ctx: RouteContext): HttpReply {
  const body = validateBody(legacyCreateFlowBodySchema, jsonBody(ctx), ['body'])
  if (!body.ok) throw new RequestValidationError(body.issues)
  return putFlow(ctx, body.data, undefined)
}

function putFlow(
  ctx: RouteContext,
  input: { name: string; description: string },
  template: Template | undefined
): HttpReply {
  requireOrg(ctx)
  checkName(input.name, FLOW_NAME_PATTERN, 'Flow')
  const existing = ctx.store.flows.get(input.name)
  if (existing) {
    existing.description = input.description
    if (template) existing.template = template
  } else {
    ctx.store.flows.set(input.name, {
      name: input.name,
      description: input.description,
      tags: {},
      repo: { id: '', name: '', url: '', provider: 'github' },
      template: template ?? EMPTY_TEMPLATE,
      trails: new Map()
    })
  }
  // The description declares the update's 200 without a body: clients must accept none.
  if (existing) return { status: 200 }
  return jsonReply(201, {
    message: 'Flow created',
    name: input.name,
    html_url: flowUrl(ctx, input.name)
  })
}

/** PUT /trails/{org}/{flow_name} (multipart: data_json, optional template_file) */
export async function beginTrail(ctx: RouteContext): Promise<HttpReply> {
  const { input, template } = await readFlowForm(ctx, createTrailBodySchema)
  requireOrg(ctx)
  const flow = requireFlow(ctx, param(ctx, 'flow_name'))
  checkName(input.name, TRAIL_NAME_PATTERN, 'Trail')
  const now = nowSeconds()
  const info = input.git_commit_info
  const commit: CommitRecord | undefined = info
    ? {
        sha1: info.sha1,
        message: info.message ?? '',
        author: info.author ?? '',
        branch: info.branch ?? '',
        timestamp: info.timestamp ?? now
      }
    : undefined
  adoptRepo(flow, input.repo_info)
  const existing = flow.trails.get(input.name)
  if (existing) {
    if (input.description != null) existing.description = input.description
    if (commit) existing.commit = commit
    if (template) existing.template = template
  } else {
    flow.trails.set(input.name, {
      name: input.name,
      flow: flow.name,
      description: input.description ?? '',
      createdAt: now,
      createdBy: API_USER,
      commit: commit ?? { sha1: '', message: '', author: '', branch: '', timestamp: now },
      artifacts: [],
      attestations: [],
      template
    })
  }
  return jsonReply(existing ? 200 : 201, {
    message: existing ? 'Trail updated' : 'Trail created',
    name: input.name,
    html_url: trailUrl(ctx, flow.name, input.name)
  })
}

/** POST /artifacts/{org}/{flow_name} (JSON CreateArtifact) */
export function reportArtifact(ctx: RouteContext): HttpReply {
  const body = validateBody(createArtifactBodySchema, jsonBody(ctx), ['body'])
  if (!body.ok) throw new RequestValidationError(body.issues)
  const input = body.data
  requireOrg(ctx)
  const flow = requireFlow(ctx, param(ctx, 'flow_name'))
  if (!input.trail_name) throw new HttpError(400, 'trail_name is required to report an artifact')
  const trail = requireTrail(ctx, flow, input.trail_name)
  const artifact = {
    fingerprint: input.fingerprint,
    name: input.template_reference_name ?? input.filename,
    flow: flow.name,
    trail: trail.name,
    createdAt: nowSeconds()
  }
  // Reported again: the newer report replaces the older one in this trail.
  trail.artifacts = trail.artifacts.filter(a => a.fingerprint !== artifact.fingerprint)
  trail.artifacts.push(artifact)
  ctx.store.artifacts.set(artifact.fingerprint, artifact)
  return jsonReply(201, {
    message: 'Artifact reported',
    fingerprint: artifact.fingerprint,
    template_reference_name: artifact.name,
    html_url: artifactUrl(ctx, flow.name, artifact.fingerprint)
  })
}

/** data_json and an optional template_file, both checked before anything is stored. */
async function readFlowForm<Schema extends z.ZodType>(
  ctx: RouteContext,
  schema: Schema
): Promise<{ input: z.output<Schema>; template?: Template }> {
  rejectTooLarge(ctx)
  const form = await readForm(ctx)
  const issues: ValidationIssue[] = []
  const input = await readDataJson(form, issues, schema)
  const text = await readTemplatePart(form, issues)
  if (issues.length > 0 || input === undefined) throw new RequestValidationError(issues)
  return { input, template: text === undefined ? undefined : parseTemplate(text) }
}

async function readTemplatePart(
  form: FormData,
  issues: ValidationIssue[]
): Promise<string | undefined> {
  const part = readFilePart(form, 'template_file', issues)
  if (!part) return undefined
  if (part.size > MAX_ATTACHMENT_BYTES) {
    throw new HttpError(413, `template_file is ${part.size} bytes; the limit is 10MB`)
  }
  return part.text()
}

function checkName(name: string, pattern: RegExp, what: string): void {
  if (!pattern.test(name)) {
    throw new HttpError(
      400,
      `${what} name '${name}' is invalid: it must start with a letter or digit and hold only letters, digits, '.', '-', '_' and '~'`
    )
  }
}

/** A flow made through the API learns its repository from the first trail that names one. */
function adoptRepo(
  flow: FlowRecord,
  repo:
    { name: string; url: string; id?: string | null; provider?: string | null } | null | undefined
): void {
  if (!repo || flow.repo.url !== '') return
  const provider = (['github', 'gitlab', 'bitbucket', 'azure-devops', 'circleci'] as const).find(
    p => p === repo.provider
  )
  flow.repo = { id: repo.id ?? '', name: repo.name, url: repo.url, provider: provider ?? 'github' }
}

/** The endpoints this module serves. */
export const ROUTES: readonly Route[] = [
  route('PUT', '/flows/:org/template_file', createFlow),
  route('PUT', '/flows/:org', createLegacyFlow),
  route('PUT', '/trails/:org/:flow_name', beginTrail),
  route('POST', '/artifacts/:org/:flow_name', reportArtifact)
]
