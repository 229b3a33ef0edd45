/**
 * GET /trails/{org}/{flow_name}, newest trail first.
 *
 * Without `page` and `per_page` the answer is a bare JSON array of every trail. With either,
 * it is `{data}`, plus `pagination` only when there is more than one page (both shapes are
 * in the published description, so clients must accept both). per_page defaults to 20.
 */
import { HttpError } from '../errors.js'
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

/**
 * GET /trails/{org}: the trails of every flow of the org, newest first, filtered by `flow`
 * (its name), `flow_tag` (key=value: flows with that tag) and `fingerprint` (trails that
 * report that artifact). Always paged, as the description says (page 1, 20 a page by
 * default): `{data}`, plus `pagination` when there is more than one page.
 */
export function listOrgTrails(ctx: RouteContext): HttpReply {
  const query = ParamReader.query(ctx.query)
  const page = query.integer('page', { min: 1 }) ?? 1
  const perPage = query.integer('per_page', { min: 1 }) ?? DEFAULT_TRAILS_PER_PAGE
  const flowName = query.string('flow')
  const flowTag = query.string('flow_tag')
  const fingerprint = query.string('fingerprint')
  query.check()
  requireOrg(ctx)
  const tag = flowTag === undefined ? undefined : flowTag.split('=')
  if (tag && (tag.length < 2 || tag[0] === '')) {
    throw new HttpError(400, `flow_tag '${flowTag}' is not in the format key=value`)
  }
  const [tagKey = '', ...tagValue] = tag ?? []
  const flows = [...ctx.store.flows.values()].filter(
    flow =>
      (flowName === undefined || flow.name === flowName) &&
      (tag === undefined || flow.tags[tagKey] === tagValue.join('='))
  )
  const trails = flows
    .flatMap(flow => ctx.store.trailsNewestFirst(flow.name).map(trail => ({ flow, trail })))
    .filter(
      ({ trail }) =>
        fingerprint === undefined || trail.artifacts.some(a => a.fingerprint === fingerprint)
    )
    .sort((a, b) => b.trail.createdAt - a.trail.createdAt)
  const pageCount = Math.ceil(trails.length / perPage)
  const data = trails
    .slice((page - 1) * perPage, page * perPage)
    .map(({ flow, trail }) => trailView(ctx, flow, trail))
  const pagination = { total: trails.length, page, per_page: perPage, page_count: pageCount }
  return jsonReply(200, pageCount > 1 ? { data, pagination } : { data })
}
