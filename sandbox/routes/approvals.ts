/** GET /approvals/{org}/{flow_name}/{approval_number} */
import { NotFoundError } from '../errors.js'
import { jsonReply } from '../loopback-server.js'
import type { HttpReply } from '../loopback-server.js'
import { ParamReader } from '../params.js'
import { approvalView } from '../views.js'
import { param, requireFlow, requireOrg } from './context.js'
import type { RouteContext } from './context.js'
import { route, type Route } from './route.js'

export function getApproval(ctx: RouteContext): HttpReply {
  const path = ParamReader.path(ctx.params)
  const number = path.integer('approval_number')
  path.check()

  requireOrg(ctx)
  const flow = requireFlow(ctx, param(ctx, 'flow_name'))
  const approval = ctx.store.approvals.find(a => a.flow === flow.name && a.number === number)
  if (!approval)
    throw new NotFoundError(`Approval number ${number} not found in flow '${flow.name}'`)
  return jsonReply(200, approvalView(ctx, approval))
}

/** The endpoints this module serves. */
export const ROUTES: readonly Route[] = [
  route('GET', '/approvals/:org/:flow_name/:approval_number', getApproval)
]
