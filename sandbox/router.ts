/**
 * Matches a request to one of the operations and runs it, in FastAPI's order: an
 * unknown path is a 404 `{"detail": "Not Found"}` even without credentials, then the
 * Bearer token is checked (401), then parameters and body (422), then resources (404).
 */
import { timingSafeEqual } from 'node:crypto'
import {
  HttpError,
  RequestValidationError,
  methodNotAllowed,
  routeNotFound,
  unauthorized
} from './errors.js'
import { jsonReply } from './loopback-server.js'
import type { HttpReply, IncomingCall } from './loopback-server.js'
import { ATTESTATION_ROUTES } from './routes/attestation-types.js'
import type { RouteContext } from './routes/context.js'
import type { Route } from './routes/route.js'
import { ROUTES as actionRoutes } from './routes/actions.js'
import { ROUTES as approvalRoutes } from './routes/approvals.js'
import { ROUTES as assertRoutes } from './routes/assert.js'
import { ROUTES as attestationRoutes } from './routes/attestations.js'
import { ROUTES as buildRoutes } from './routes/build.js'
import { ROUTES as buildListRoutes } from './routes/builds.js'
import { ROUTES as customTypeRoutes } from './routes/custom-types.js'
import { ROUTES as deploymentRoutes } from './routes/deployments.js'
import { ROUTES as environmentRoutes } from './routes/environments.js'
import { ROUTES as searchRoutes } from './routes/search.js'
import { ROUTES as snapshotRoutes } from './routes/snapshots.js'
import { ROUTES as repoRoutes } from './routes/repos.js'
import { ROUTES as tagRoutes } from './routes/tags.js'
import { ROUTES as trailRoutes } from './routes/trails.js'
import { route } from './routes/route.js'
import type { ViewContext } from './views.js'

/** Every endpoint: each resource's module lists its own, and each attestation type one. */
export const ROUTES: readonly Route[] = [
  ...assertRoutes,
  ...trailRoutes,
  ...deploymentRoutes,
  ...attestationRoutes,
  ...approvalRoutes,
  ...buildListRoutes,
  ...actionRoutes,
  ...buildRoutes,
  ...repoRoutes,
  ...tagRoutes,
  ...customTypeRoutes,
  ...environmentRoutes,
  ...snapshotRoutes,
  ...searchRoutes,
  // One route per attestation type the action posts, at its segment in the action's table.
  ...ATTESTATION_ROUTES.map(({ segment, handle }) =>
    route('POST', `/attestations/:org/:flow_name/trail/:trail_name/${segment}`, handle)
  )
]

/**
 * Splits a raw path on `/` first and only then percent-decodes each segment, so an encoded
 * `%2F` stays inside its name. Returns undefined for malformed percent-encoding.
 */
export function decodeSegments(rawPath: string): string[] | undefined {
  const parts = rawPath.split('/').slice(1)
  if (parts.at(-1) === '') parts.pop() // tolerate one trailing slash
  try {
    return parts.map(part => decodeURIComponent(part))
  } catch {
    return undefined
  }
}

function match(pattern: string[], segments: string[]): Record<string, string> | undefined {
  if (pattern.length !== segments.length) return undefined
  const params: Record<string, string> = {}
  for (const [index, part] of pattern.entries()) {
    const segment = segments[index] ?? ''
    if (part.startsWith(':')) {
      if (segment === '') return undefined
      params[part.slice(1)] = segment
    } else if (part !== segment) return undefined
  }
  return params
}

export interface ServiceOptions {
  token: string
  view: () => ViewContext
}

export async function handleServiceCall(
  call: IncomingCall,
  options: ServiceOptions
): Promise<HttpReply> {
  if (call.pathUnderMount === undefined) return routeNotFound()
  const segments = decodeSegments(call.pathUnderMount)
  if (!segments)
    return jsonReply(400, { message: 'Malformed percent-encoding in the path', errors: null })
  const candidates = ROUTES.map(r => ({ route: r, params: match(r.pattern, segments) })).filter(
    (c): c is { route: Route; params: Record<string, string> } => c.params !== undefined
  )
  if (candidates.length === 0) return routeNotFound()
  const chosen = candidates.find(c => c.route.method === call.method)
  if (!chosen) return methodNotAllowed([...new Set(candidates.map(c => c.route.method))])

  const refusal = checkBearer(call.headers.authorization, options.token)
  if (refusal) return refusal

  const ctx: RouteContext = {
    ...options.view(),
    params: chosen.params,
    query: call.query,
    headers: call.headers,
    body: call.body,
    bodyTooLarge: call.bodyTooLarge
  }
  try {
    return await chosen.route.handle(ctx)
  } catch (error) {
    if (error instanceof HttpError || error instanceof RequestValidationError)
      return error.toReply()
    throw error
  }
}

function checkBearer(header: string | undefined, token: string): HttpReply | undefined {
  if (!header) return unauthorized('Missing Authorization header; expected "Bearer <api token>"')
  const [scheme, value] = header.trim().split(/\s+/, 2)
  if (scheme?.toLowerCase() !== 'bearer' || !value) {
    return unauthorized('Authorization header must use the Bearer scheme')
  }
  const given = Buffer.from(value)
  const expected = Buffer.from(token)
  // Never echo the token back: the message says only that it was refused.
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return unauthorized('Invalid API token')
  }
  return undefined
}
