/**
 * GET /builds/{org}: every reported artifact, newest first, in a time window.
 *
 * Query parameters as published: page (min 1, default 1), per_page (0..50, default 15),
 * repo_id, repo_name, and the window `start-ts` / `end-ts` (spelled with hyphens). end-ts
 * defaults to now and start-ts to 28 days before end-ts. Unknown parameters are ignored, as
 * FastAPI ignores them, so `start_ts` silently has no effect.
 */
import { jsonReply } from '../loopback-server.js'
import type { HttpReply } from '../loopback-server.js'
import { ParamReader } from '../params.js'
import { buildView } from '../views.js'
import { nowSeconds, requireOrg } from './context.js'
import type { RouteContext } from './context.js'
import { route, type Route } from './route.js'

export const DEFAULT_BUILDS_PER_PAGE = 15
export const MAX_BUILDS_PER_PAGE = 50
export const DEFAULT_BUILDS_WINDOW_SECONDS = 28 * 24 * 3600

export function listBuilds(ctx: RouteContext): HttpReply {
  const query = ParamReader.query(ctx.query)
  const page = query.integer('page', { min: 1 }) ?? 1
  const perPage =
    query.integer('per_page', { min: 0, max: MAX_BUILDS_PER_PAGE }) ?? DEFAULT_BUILDS_PER_PAGE
  const repoId = query.string('repo_id')
  const repoName = query.string('repo_name')
  const endTs = query.number('end-ts') ?? nowSeconds()
  const startTs = query.number('start-ts') ?? endTs - DEFAULT_BUILDS_WINDOW_SECONDS
  query.check()

  requireOrg(ctx)
  const builds = ctx.store.artifactsNewestFirst().filter(artifact => {
    const repo = ctx.store.flows.get(artifact.flow)?.repo
    return (
      artifact.createdAt >= startTs &&
      artifact.createdAt <= endTs &&
      (repoId === undefined || repo?.id === repoId) &&
      (repoName === undefined || repo?.name === repoName)
    )
  })
  const totalPages = perPage === 0 ? 0 : Math.ceil(builds.length / perPage)
  const pageLink = (n: number) => {
    const params = new URLSearchParams(ctx.query)
    params.set('page', String(n))
    params.set('per_page', String(perPage))
    return { href: `${ctx.baseUrl}/builds/${encodeURIComponent(ctx.store.org)}?${params}` }
  }
  return jsonReply(200, {
    page,
    per_page: perPage,
    total_pages: totalPages,
    total_count: builds.length,
    builds: builds
      .slice((page - 1) * perPage, page * perPage)
      .map(artifact => buildView(ctx, artifact)),
    _links: {
      self: pageLink(page),
      ...(page < totalPages ? { next: pageLink(page + 1) } : {}),
      ...(page > 1 && totalPages > 0 ? { prev: pageLink(Math.min(page - 1, totalPages)) } : {})
    }
  })
}

/** The endpoints this module serves. */
export const ROUTES: readonly Route[] = [route('GET', '/builds/:org', listBuilds)]
