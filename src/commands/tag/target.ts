/**
 * What tag tags: resource-type, resource, and for a repository provider or repo-id, checked
 * together as the vendor CLI's `kosli tag` checks its arguments. A flow, an environment and a
 * control are named in the tags path as given; a repository is named there by its internal
 * id, which repo-id gives or the service's lookup of its name finds (see run).
 */
import { readControlId } from '../../inputs/control-id.js'
import { InputError, quote } from '../../inputs/input-error.js'
import { readChoice, readName, requireValue } from '../../inputs/parse.js'
import type { InputSource } from '../../inputs/source.js'
import { REPO_PROVIDERS, type RepoProvider } from '../../service/bodies.js'
import { TAGGED_RESOURCE_SPELLINGS, type TaggedResource } from '../../service/tags.js'

const TYPE_FORM = 'flow, environment, control or repo'
const REPO_NAME_FORM =
  'a repository name such as acme/web-app: parts of letters, digits, ".", "-" or "_", ' +
  'separated by "/"'
const REPO_NAME_PATTERN = /^[A-Za-z0-9_.-]+(\/[A-Za-z0-9_.-]+)+$/

export type TagTarget =
  | { type: Exclude<TaggedResource, 'repo'>; resource: string }
  /** A repository named by its internal id (repo-id). */
  | { type: 'repo'; resource: string; byId: true }
  /** A repository named by its name, whose id the service's lookup finds. */
  | { type: 'repo'; resource: string; byId: false; provider?: RepoProvider }

export function readTagTarget(source: InputSource): TagTarget {
  const given = requireValue(source, 'resource-type', TYPE_FORM)
  const type = TAGGED_RESOURCE_SPELLINGS.get(given.toLowerCase())
  if (!type) {
    throw new InputError(
      'resource-type',
      `has ${quote(given)}, which cannot be tagged here`,
      TYPE_FORM
    )
  }
  if (type !== 'repo') {
    for (const input of ['provider', 'repo-id']) {
      if (source(input) !== undefined) {
        throw new InputError(
          input,
          `is given for ${type === 'environment' ? 'an' : 'a'} ${type}`,
          `${input} only when resource-type is repo`
        )
      }
    }
    const resource =
      type === 'control' ? readControlId(source, 'resource') : readName(source, 'resource', true)
    return { type, resource }
  }
  return readRepoTarget(source)
}

function readRepoTarget(source: InputSource): TagTarget {
  const repoId = source('repo-id')
  const name = source('resource')
  if (repoId !== undefined) {
    if (name !== undefined) {
      throw new InputError('repo-id', 'is given with resource', 'one of them, not both')
    }
    if (source('provider') !== undefined) {
      throw new InputError(
        'provider',
        'is given with repo-id',
        'provider only with a repository name in resource'
      )
    }
    return { type: 'repo', resource: readName(source, 'repo-id', true), byId: true }
  }
  if (name === undefined) {
    throw new InputError('resource', 'is empty and so is repo-id', `${REPO_NAME_FORM}, or repo-id`)
  }
  if (!REPO_NAME_PATTERN.test(name) || name.split('/').some(part => /^\.+$/.test(part))) {
    throw new InputError(
      'resource',
      `has ${quote(name)}, which is not a repository name`,
      REPO_NAME_FORM
    )
  }
  const provider = readChoice(source, 'provider', REPO_PROVIDERS)
  return { type: 'repo', resource: name, byId: false, ...(provider ? { provider } : {}) }
}
