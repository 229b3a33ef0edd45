/**
 * GET /trails/{org}/{flow_name}, newest trail first.
 *
 * Without `page` and `per_page` the answer is a bare JSON array of every trail. With either,
 * it is `{data}`, plus `pagination` only when there is more than one page (both shapes are
 * in the published description, so clients must accept both). per_page defaults to 20.
 */
import { jsonReply } from '../loopback-server.js'
import type { HttpReply } from '../loopback-server.js'
import { ParamReader } from '../params.js'
import { trailView } from '../views.js'
import { param, requireFlow, requireOrg } from './context.js'
import type { RouteContext } from './context.js'

export const DEFAULT_TRAILS_PER_PAGE = 20

export function listTrails(ctx: RouteContext): HttpReply {
  const query = ParamReader.query(ctx.query)
  const page = query.integer('page', { min: 1 }) ?? 1
  const perPage = query.integer('per_page', { min: 1 }) ?? DEFAULT_TRAILS_PER_PAGE
  query.check()

  requireOrg(ctx)
  const flow = requireFlow(ctx, param(ctx, 'flow_name'))
  const trails = ctx.store.trailsNewestFirst(flow.name)
  if (!query.has('page') && !query.has('per_page')) {
    return jsonReply(
      200,
      trails.map(trail => trailView(ctx, flow, trail))
    )
  }
  const pageCount = Math.ceil(trails.length / perPage)
  const data = trails
    .slice((page - 1) * perPage, page * perPage)
    .map(trail => trailView(ctx, flow, trail))
  const pagination = { total: trails.length, page, per_page: perPage, page_count: pageCount }
  return jsonReply(200, pageCount > 1 ? { data, pagination } : { data })
}
