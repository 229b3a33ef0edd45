/**
 * GET /repos/{org}/{owner}/{name}: one repository by its name, of `provider` when given, as
 * the reference CLI's `kosli get repo` and `kosli tag repo` look it up (the published
 * description lists repositories, `GET /repos/{org}`, but has no such read). The answer
 * carries `id`, the internal id the tags endpoint takes. Names of several providers without
 * a provider asked are a 400: the CLI's help says the provider is then required.
 */
import { HttpError, NotFoundError } from '../errors.js'
import { jsonReply, type HttpReply } from '../loopback-server.js'
import { repoView } from '../views.js'
import { param, requireOrg, type RouteContext } from './context.js'
import { route, type Route } from './route.js'

export function getRepo(ctx: RouteContext): HttpReply {
  requireOrg(ctx)
  const name = `${param(ctx, 'owner')}/${param(ctx, 'name')}`
  const provider = ctx.query.get('provider')
  const named = [...ctx.store.repos.values()].filter(
    repo =>
      repo.name.toLowerCase() === name.toLowerCase() && (!provider || repo.provider === provider)
  )
  const [repo] = named
  if (!repo) throw new NotFoundError(`Repo '${name}' not found in organization '${ctx.store.org}'`)
  if (named.length > 1) {
    throw new HttpError(400, `Several repos are named '${name}': give the provider`)
  }
  return jsonReply(200, repoView(repo))
}

/** The endpoints this module serves. */
export const ROUTES: readonly Route[] = [route('GET', '/repos/:org/:owner/:name', getRepo)]
