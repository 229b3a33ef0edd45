/**
 * PATCH /tags/{org}/{resource_type}/{resource_id}: sets and removes the tags of a flow, an
 * environment, a control (by identifier) or a repository (by its internal id), as
 * TagPatchInput says: `set_tags` keys of letters, digits, ".", "-", "_" or "~" (starting with
 * a letter or digit) with string values, `remove_tags` a list of keys, nothing else. A
 * resource type the sandbox does not hold is a 400, an unknown resource a 404. It answers 200
 * with the resource's tags after the change.
 */
import { z } from 'zod'
import { TAGGED_RESOURCE_SPELLINGS, type TaggedResource } from '../../src/service/tags.js'
import { validateBody } from '../bodies.js'
import { HttpError, NotFoundError, RequestValidationError } from '../errors.js'
import { jsonReply } from '../loopback-server.js'
import type { HttpReply } from '../loopback-server.js'
import { jsonBody, param, requireEnvironment, requireFlow, requireOrg } from './context.js'
import type { RouteContext } from './context.js'
import { route, type Route } from './route.js'

const TAG_KEY = /^[a-zA-Z0-9][a-zA-Z0-9\-_.~]*$/

export const tagPatchSchema = z.strictObject({
  set_tags: z
    .record(
      z.string().regex(TAG_KEY, `String should match pattern '${TAG_KEY.source}'`),
      z.string()
    )
    .nullish(),
  remove_tags: z.array(z.string()).nullish()
})

function taggedResource(
  ctx: RouteContext,
  type: TaggedResource,
  id: string
): { tags: Record<string, string> } {
  switch (type) {
    case 'flow':
      return requireFlow(ctx, id)
    case 'environment':
      return requireEnvironment(ctx, id)
    case 'control': {
      const control = ctx.store.controls.get(id)
      if (!control)
        throw new NotFoundError(`Control '${id}' not found in organization '${ctx.store.org}'`)
      return control
    }
    case 'repo': {
      const repo = ctx.store.repos.get(id)
      if (!repo)
        throw new NotFoundError(`Repo with id '${id}' not found in organization '${ctx.store.org}'`)
      return repo
    }
  }
}

export function patchTags(ctx: RouteContext): HttpReply {
  const body = validateBody(tagPatchSchema, jsonBody(ctx), ['body'])
  if (!body.ok) throw new RequestValidationError(body.issues)
  requireOrg(ctx)
  // The spellings the tag command takes for resource-type, each in the path as well.
  const type = TAGGED_RESOURCE_SPELLINGS.get(param(ctx, 'resource_type'))
  if (!type) throw new HttpError(400, `Invalid resource type '${param(ctx, 'resource_type')}'`)
  const resource = taggedResource(ctx, type, param(ctx, 'resource_id'))
  for (const key of body.data.remove_tags ?? []) delete resource.tags[key]
  Object.assign(resource.tags, body.data.set_tags ?? {})
  return jsonReply(200, { message: 'Tags updated', tags: resource.tags })
}

/** The endpoints this module serves. */
export const ROUTES: readonly Route[] = [
  route('PATCH', '/tags/:org/:resource_type/:resource_id', patchTags)
]
