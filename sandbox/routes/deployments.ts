/**
 * GET /deployments/{org}/{env_name}/{fingerprint}: the latest deployment of that artifact
 * to that environment. Not in the published description; shaped as the service answers it.
 * replaced_artifact and diff_url are null when nothing of the same name ran there before.
 */
import { NotFoundError } from '../errors.js'
import { jsonReply } from '../loopback-server.js'
import type { HttpReply } from '../loopback-server.js'
import { deploymentView } from '../views.js'
import { param, requireEnvironment, requireOrg } from './context.js'
import type { RouteContext } from './context.js'
import { route, type Route } from './route.js'

export function getDeployment(ctx: RouteContext): HttpReply {
  requireOrg(ctx)
  const environment = requireEnvironment(ctx, param(ctx, 'env_name'))
  const fingerprint = param(ctx, 'fingerprint')
  const deployment = ctx.store.findDeployment(environment.name, fingerprint)
  if (!deployment) {
    throw new NotFoundError(
      `No deployment of artifact with fingerprint '${fingerprint}' to environment '${environment.name}'`
    )
  }
  return jsonReply(200, deploymentView(ctx, deployment))
}

/** The endpoints this module serves. */
export const ROUTES: readonly Route[] = [
  route('GET', '/deployments/:org/:env_name/:fingerprint', getDeployment)
]
