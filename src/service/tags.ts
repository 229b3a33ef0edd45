/** Tags: set or remove tags on a flow, an environment, a control or a repository. */
import type { TagPatchBody } from './bodies.js'
import type { WriteRequest } from './client.js'

/** The resource types of the tags endpoint, as the service's path spells them. */
export type TaggedResource = 'flow' | 'environment' | 'control' | 'repo'

/**
 * Each spelling of a tagged resource type the vendor CLI takes (plurals, env), with the
 * service's path spelling of it: the tag command reads resource-type through it, and the
 * sandbox takes the same spellings in the path.
 */
export const TAGGED_RESOURCE_SPELLINGS: ReadonlyMap<string, TaggedResource> = new Map([
  ['flow', 'flow'],
  ['flows', 'flow'],
  ['environment', 'environment'],
  ['environments', 'environment'],
  ['env', 'environment'],
  ['control', 'control'],
  ['controls', 'control'],
  ['repo', 'repo'],
  ['repos', 'repo']
])

/**
 * PATCH /tags/{org}/{resource_type}/{resource_id}. The description declares its 200 answer
 * without a shape: an empty 200 is success too.
 */
export const tagRequest = (
  org: string,
  type: TaggedResource,
  resource: string,
  body: TagPatchBody
): WriteRequest => ({
  method: 'PATCH',
  segments: ['tags', org, type, resource],
  json: body,
  multipart: false,
  emptyAnswerStatuses: [200]
})
