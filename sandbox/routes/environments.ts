/**
 * Environments and environment policies (semantics in ../environments.ts):
 *
 * - PUT /environments/{org} (CreateEnvironmentPutInput, strict): 201 with the environment.
 *   included_environments is for logical environments only, and each must be a physical
 *   environment of the org (400 otherwise).
 * - GET /environments/{org}, GET /environments/{org}/{env_name}: GetEnvironmentResponse.
 * - POST and DELETE /environments/{org}/{env_name}/policies (AttachPoliciesPutInput): every
 *   name must be a policy of the org (404); attaching one already attached, or detaching one
 *   that is not, changes nothing. 200.
 * - PUT /policies/{org}, multipart `payload` (PolicyPutInput, strict) and `policy_file` (the
 *   YAML, at most 10 MB): 201 when created, 200 when updated, with the PolicyResponse; a file
 *   that is not an environment policy is a 400.
 * - GET /policies/{org}: every PolicyResponse.
 */
import { z } from 'zod'
import { ENVIRONMENT_TYPES } from '../../src/service/bodies.js'
import { validateBody } from '../bodies.js'
import {
  consumingEnvironments,
  putEnvironment,
  putPolicy,
  rulesOfPolicyYaml
} from '../environments.js'
import { HttpError, NotFoundError, RequestValidationError } from '../errors.js'
import type { ValidationIssue } from '../errors.js'
import { jsonReply } from '../loopback-server.js'
import type { HttpReply } from '../loopback-server.js'
import type { EnvironmentRecord, PolicyRecord } from '../store.js'
import type { ViewContext } from '../views.js'
import { readDataJson, readFilePart, readForm } from './attestation-form.js'
import {
  MAX_ATTACHMENT_BYTES,
  jsonBody,
  nowSeconds,
  param,
  rejectTooLarge,
  requireEnvironment,
  requireOrg
} from './context.js'
import type { RouteContext } from './context.js'
import { route, type Route } from './route.js'

const NAME = /^[a-zA-Z0-9][a-zA-Z0-9.\-_~]*$/
const pattern = z.string().regex(NAME, `String should match pattern '${NAME.source}'`)

export const createEnvironmentSchema = z.strictObject({
  name: pattern,
  type: z.enum(ENVIRONMENT_TYPES),
  description: z.string(),
  include_scaling: z.boolean().nullish(),
  require_provenance: z.boolean().nullish(),
  included_environments: z.array(z.string()).nullish(),
  policies: z.array(z.string()).nullish()
})

export const policyNamesSchema = z.strictObject({ policy_names: z.array(z.string()) })

export const policyPayloadSchema = z.strictObject({
  name: pattern,
  description: z.string().default(''),
  type: z.literal('env').default('env'),
  comment: z.string().default('')
})

function environmentView(ctx: ViewContext, env: EnvironmentRecord) {
  const reported = ctx.store.deployments.filter(d => d.environment === env.name).at(-1)
  return {
    org: ctx.store.org,
    name: env.name,
    type: env.type,
    description: env.description,
    last_modified_at: env.lastModifiedAt,
    last_reported_at: reported?.deployedAt ?? null,
    state: null,
    include_scaling: env.includeScaling,
    tags: env.tags,
    policies: env.policies,
    included_environments: env.type === 'logical' ? env.includedEnvironments : null,
    html_url: `${ctx.origin}/${encodeURIComponent(ctx.store.org)}/environments/${encodeURIComponent(env.name)}`
  }
}

function policyView(ctx: ViewContext, policy: PolicyRecord) {
  return {
    name: policy.name,
    description: policy.description,
    created_by: policy.createdBy,
    created_at: policy.createdAt,
    last_modified_at: policy.lastModifiedAt,
    archived: false,
    versions: policy.versions.map(version => ({
      version: version.version,
      comment: version.comment,
      created_by: version.createdBy,
      policy_yaml: version.yaml,
      timestamp: version.createdAt
    })),
    events: [],
    consuming_envs: consumingEnvironments(ctx.store, policy.name)
  }
}

function validated<Schema extends z.ZodType>(ctx: RouteContext, schema: Schema): z.output<Schema> {
  const body = validateBody(schema, jsonBody(ctx), ['body'])
  if (!body.ok) throw new RequestValidationError(body.issues)
  return body.data
}

export function createEnvironment(ctx: RouteContext): HttpReply {
  const body = validated(ctx, createEnvironmentSchema)
  requireOrg(ctx)
  const included = body.included_environments ?? undefined
  if (included && included.length > 0) {
    if (body.type !== 'logical') {
      throw new HttpError(400, 'included_environments can only be set for logical environments')
    }
    for (const name of included) {
      const env = ctx.store.environments.get(name)
      if (!env) throw new HttpError(400, `Environment '${name}' does not exist`)
      if (env.type === 'logical') {
        throw new HttpError(
          400,
          `Environment '${name}' is logical: only physical ones can be included`
        )
      }
    }
  }
  for (const name of body.policies ?? []) requirePolicy(ctx, name)
  const { environment } = putEnvironment(
    ctx.store,
    {
      name: body.name,
      type: body.type,
      description: body.description,
      includeScaling: body.include_scaling ?? undefined,
      includedEnvironments: included
    },
    nowSeconds()
  )
  for (const name of body.policies ?? []) {
    if (!environment.policies.includes(name)) environment.policies.push(name)
  }
  return jsonReply(201, environmentView(ctx, environment))
}

function listEnvironments(ctx: RouteContext): HttpReply {
  requireOrg(ctx)
  return jsonReply(
    200,
    [...ctx.store.environments.values()].map(env => environmentView(ctx, env))
  )
}

function getEnvironment(ctx: RouteContext): HttpReply {
  requireOrg(ctx)
  return jsonReply(200, environmentView(ctx, requireEnvironment(ctx, param(ctx, 'env_name'))))
}

function requirePolicy(ctx: RouteContext, name: string): PolicyRecord {
  const policy = ctx.store.policies.get(name)
  if (!policy) {
    throw new NotFoundError(`Policy '${name}' not found in organization '${ctx.store.org}'`)
  }
  return policy
}

function changePolicies(attach: boolean) {
  return (ctx: RouteContext): HttpReply => {
    const body = validated(ctx, policyNamesSchema)
    requireOrg(ctx)
    const env = requireEnvironment(ctx, param(ctx, 'env_name'))
    for (const name of body.policy_names) requirePolicy(ctx, name)
    if (attach) {
      for (const name of body.policy_names) {
        if (!env.policies.includes(name)) env.policies.push(name)
      }
    } else {
      env.policies = env.policies.filter(name => !body.policy_names.includes(name))
    }
    return jsonReply(200, {
      message: attach ? 'Policies attached' : 'Policies detached',
      policies: env.policies
    })
  }
}

async function createPolicy(ctx: RouteContext): Promise<HttpReply> {
  rejectTooLarge(ctx)
  const form = await readForm(ctx)
  const issues: ValidationIssue[] = []
  const payload = await readDataJson(form, issues, policyPayloadSchema, 'payload')
  const file = readFilePart(form, 'policy_file', issues)
  if (issues.length > 0 || payload === undefined) throw new RequestValidationError(issues)
  requireOrg(ctx)
  if (file && file.size > MAX_ATTACHMENT_BYTES) {
    throw new HttpError(413, `policy_file is ${file.size} bytes; the limit is 10MB`)
  }
  const yaml = file ? await file.text() : undefined
  const rules = yaml === undefined ? undefined : rulesOfPolicyYaml(yaml)
  if (rules !== undefined && !Array.isArray(rules)) throw new HttpError(400, rules.problem)
  if (rules === undefined && !ctx.store.policies.has(payload.name)) {
    throw new HttpError(400, 'policy_file is required to create a policy')
  }
  const { policy, created } = putPolicy(
    ctx.store,
    {
      name: payload.name,
      description: payload.description,
      comment: payload.comment,
      yaml,
      rules
    },
    nowSeconds()
  )
  return jsonReply(created ? 201 : 200, policyView(ctx, policy))
}

function listPolicies(ctx: RouteContext): HttpReply {
  requireOrg(ctx)
  return jsonReply(
    200,
    [...ctx.store.policies.values()].map(policy => policyView(ctx, policy))
  )
}

/** The endpoints this module serves. */
export const ROUTES: readonly Route[] = [
  route('PUT', '/environments/:org', createEnvironment),
  route('GET', '/environments/:org', listEnvironments),
  route('GET', '/environments/:org/:env_name', getEnvironment),
  route('POST', '/environments/:org/:env_name/policies', changePolicies(true)),
  route('DELETE', '/environments/:org/:env_name/policies', changePolicies(false)),
  route('PUT', '/policies/:org', createPolicy),
  route('GET', '/policies/:org', listPolicies)
]
