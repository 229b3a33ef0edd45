/**
 * The trail operations. GET /trails/{org}/{flow_name} lists a flow's trails, newest first.
 *
 * Without `page` and `per_page` the answer is a bare JSON array of every trail. With either,
 * it is `{data}`, plus `pagination` only when there is more than one page (both shapes are
 * in the published description, so clients must accept both). per_page defaults to 20.
 */
import { HttpError } from '../errors.js'
import { jsonReply } from '../loopback-server.js'
import type { HttpReply } from '../loopback-server.js'
import { ParamReader } from '../params.js'
import { attestationView, trailView } from '../views.js'
import { gzippedTar, trailPdf } from '../audit.js'
import { param, requireFlow, requireOrg, requireTrail } from './context.js'
import type { RouteContext } from './context.js'
import { route, type Route } from './route.js'

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

/** GET /trails/{org}/{flow_name}/{trail_name}: the trail as GetTrail describes it. */
export function getTrail(ctx: RouteContext): HttpReply {
  const { flow, trail } = requireTrailOf(ctx)
  return jsonReply(200, trailView(ctx, flow, trail))
}

/**
 * GET …/{trail_name}/audit_package: a gzipped tarball (application/gzip) of a manifest, the
 * trail, its attestations and its PDF report.
 */
export function getAuditPackage(ctx: RouteContext): HttpReply {
  const { flow, trail } = requireTrailOf(ctx)
  const view = trailView(ctx, flow, trail)
  const json = (value: unknown) => Buffer.from(JSON.stringify(value, null, 2))
  const files = [
    {
      name: 'manifest.json',
      content: json({
        org: ctx.store.org,
        flow: flow.name,
        trail: trail.name,
        generated_by: 'sandbox'
      })
    },
    { name: 'trail.json', content: json(view) },
    {
      name: 'attestations.json',
      content: json(trail.attestations.map(r => attestationView(ctx, r)))
    },
    { name: 'trail-page.pdf', content: pdfOf(view) }
  ]
  return {
    status: 200,
    headers: {
      'content-type': 'application/gzip',
      'content-disposition': `attachment; filename="${trail.name}-audit-package.tgz"`
    },
    body: gzippedTar(files, trail.createdAt)
  }
}

/** GET …/{trail_name}/audit_pdf: the PDF report alone (application/pdf). */
export function getAuditPdf(ctx: RouteContext): HttpReply {
  const { flow, trail } = requireTrailOf(ctx)
  return {
    status: 200,
    headers: { 'content-type': 'application/pdf' },
    body: pdfOf(trailView(ctx, flow, trail))
  }
}

function requireTrailOf(ctx: RouteContext) {
  requireOrg(ctx)
  const flow = requireFlow(ctx, param(ctx, 'flow_name'))
  return { flow, trail: requireTrail(ctx, flow, param(ctx, 'trail_name')) }
}

function pdfOf(view: ReturnType<typeof trailView>): Buffer {
  return trailPdf([
    `Trail ${view.name} of flow ${view.flow.name}`,
    `Compliance: ${view.compliance_state}`,
    `Link: ${view.html_url}`
  ])
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

/** The endpoints this module serves. */
export const ROUTES: readonly Route[] = [
  route('GET', '/trails/:org/:flow_name', listTrails),
  route('GET', '/trails/:org/:flow_name/:trail_name', getTrail),
  route('GET', '/trails/:org/:flow_name/:trail_name/audit_package', getAuditPackage),
  route('GET', '/trails/:org/:flow_name/:trail_name/audit_pdf', getAuditPdf),
  route('GET', '/trails/:org', listOrgTrails)
]
