/** GET /actions/{org}: a bare JSON array of the org's notification actions. */
import { jsonReply } from '../loopback-server.js'
import type { HttpReply } from '../loopback-server.js'
import { actionView } from '../views.js'
import { requireOrg } from './context.js'
import type { RouteContext } from './context.js'
import { route, type Route } from './route.js'

export function listActions(ctx: RouteContext): HttpReply {
  requireOrg(ctx)
  return jsonReply(200, ctx.store.actions.map(actionView))
}

/** The endpoints this module serves. */
export const ROUTES: readonly Route[] = [route('GET', '/actions/:org', listActions)]
