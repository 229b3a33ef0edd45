/**
 * What a route handler receives, and the lookups every handler shares. Lookups throw
 * NotFoundError with the published `{"message"}` shape; call them only after the request's
 * parameters and body were validated, as FastAPI reports 422 before a handler runs.
 */
import type { IncomingHttpHeaders } from 'node:http'
import { NotFoundError, RequestValidationError } from '../errors.js'
import { HttpError } from '../errors.js'
import type { HttpReply } from '../loopback-server.js'
import type { EnvironmentRecord, FlowRecord, TrailRecord } from '../store.js'
import type { ViewContext } from '../views.js'

export interface RouteContext extends ViewContext {
  /** Path parameters, each percent-decoded once. */
  params: Record<string, string>
  query: URLSearchParams
  headers: IncomingHttpHeaders
  body: Buffer
  bodyTooLarge: boolean
}

export type RouteHandler = (ctx: RouteContext) => HttpReply | Promise<HttpReply>

export function param(ctx: RouteContext, name: string): string {
  const value = ctx.params[name]
  if (value === undefined) throw new Error(`route has no path parameter ${name}`)
  return value
}

export function requireOrg(ctx: RouteContext): void {
  const org = param(ctx, 'org')
  if (org !== ctx.store.org) throw new NotFoundError(`Organization '${org}' not found`)
}

export function requireFlow(ctx: RouteContext, name: string): FlowRecord {
  const flow = ctx.store.flows.get(name)
  if (!flow) throw new NotFoundError(`Flow '${name}' not found in organization '${ctx.store.org}'`)
  return flow
}

export function requireTrail(ctx: RouteContext, flow: FlowRecord, name: string): TrailRecord {
  const trail = flow.trails.get(name)
  if (!trail) throw new NotFoundError(`Trail '${name}' not found in flow '${flow.name}'`)
  return trail
}

export function requireEnvironment(ctx: RouteContext, name: string): EnvironmentRecord {
  const env = ctx.store.environments.get(name)
  if (!env) {
    throw new NotFoundError(`Environment '${name}' not found in organization '${ctx.store.org}'`)
  }
  return env
}

export const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024

export function rejectTooLarge(ctx: RouteContext): void {
  if (ctx.bodyTooLarge) throw new HttpError(413, 'Request body is too large')
}

/** Parses a JSON request body, reporting problems as FastAPI does (422 at `body`). */
export function jsonBody(ctx: RouteContext): unknown {
  rejectTooLarge(ctx)
  const text = ctx.body.toString('utf8')
  if (text.trim() === '') {
    throw new RequestValidationError([{ loc: ['body'], msg: 'Field required', type: 'missing' }])
  }
  const contentType = ctx.headers['content-type'] ?? ''
  if (!/json/i.test(contentType)) {
    throw new RequestValidationError([
      {
        loc: ['body'],
        msg: 'Input should be a valid dictionary or object to extract fields from',
        type: 'model_attributes_type',
        input: text
      }
    ])
  }
  try {
    return JSON.parse(text)
  } catch (error) {
    const message = (error as Error).message
    const position = Number(/position (\d+)/.exec(message)?.[1] ?? 0)
    throw new RequestValidationError([
      {
        loc: ['body', position],
        msg: 'JSON decode error',
        type: 'json_invalid',
        ctx: { error: message }
      }
    ])
  }
}

export function nowSeconds(): number {
  return Date.now() / 1000
}
