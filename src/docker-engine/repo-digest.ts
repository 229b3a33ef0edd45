/**
 * The registry digest of a local image, chosen among its RepoDigests: the digest a
 * reference pins (`repo@sha256:D`, `repo:tag@sha256:D`), else the digest of the image's own
 * repository, so a snapshot and `artifact-type: docker` report what the CLI reports for the
 * same image wherever the CLI's rule finds that repository, and the right one where its rule
 * takes another.
 */

import { parseImageReference } from '../images/image-reference.js'

const SHA256_HEX = /^[a-f0-9]{64}$/
const DIGEST_SEPARATOR = '@sha256:'

export type RepoDigestChoice =
  { digest: string; repoDigest: string } | { problem: RepoDigestProblem; repoDigest?: string }

/**
 * `none`: never pushed or pulled; `unmatched`: none is of the image's repository;
 * `pinned-absent`: the reference pins a digest that none of them holds for its repository.
 */
export type RepoDigestProblem = 'none' | 'unmatched' | 'not-sha256' | 'pinned-absent'

/**
 * The first when the image was named by its ID (64 hex, or `sha256:` and 64 hex, the form
 * the engine shows for a container whose tag has moved to another image). A reference that
 * pins a digest gets that digest of the repository it names (a tag beside the digest is
 * ignored, as docker ignores it), or none: an image pushed to two repositories, re-tagged or
 * pulled by an index's and by a platform manifest's digest holds several, and another one
 * would be another artifact. Otherwise the only one, or the one of the image's own
 * repository. Only when none is, the CLI's rule: the first whose text starts with the image
 * name without a "library/" prefix, without everything from the first ":" and without a
 * trailing "@sha256". That rule alone cuts a registry's port with the tag
 * (`127.0.0.1:5000/acme/web:1` is looked up as `127.0.0.1`) and lets `acme/web` match
 * `acme/web-debug`, so it could take another repository's digest.
 */
export function chooseRepoDigest(image: string, repoDigests: readonly string[]): RepoDigestChoice {
  if (repoDigests.length === 0 || image === '') return { problem: 'none' }
  let chosen: string | undefined
  if (SHA256_HEX.test(image.replace(/^sha256:/, ''))) {
    chosen = repoDigests[0]
  } else if (image.includes('@')) {
    chosen = pinnedRepoDigest(image, repoDigests)
    if (chosen === undefined) return { problem: 'pinned-absent' }
  } else if (repoDigests.length === 1) {
    chosen = repoDigests[0]
  } else {
    chosen =
      repoDigests.find(repoDigest => sameRepository(repoDigest, image)) ??
      cliChoice(image, repoDigests)
  }
  if (chosen === undefined) return { problem: 'unmatched' }
  const digest = chosen.split(DIGEST_SEPARATOR)[1]
  if (digest === undefined || !SHA256_HEX.test(digest)) {
    return { problem: 'not-sha256', repoDigest: chosen }
  }
  return { digest, repoDigest: chosen }
}

/** A reference's registry and repository, as docker reads them; undefined when it is none. */
function repositoryOf(reference: string): string | undefined {
  const parsed = parseImageReference(reference)
  return 'problem' in parsed ? undefined : `${parsed.registry}/${parsed.repository}`
}

/**
 * The RepoDigest of the repository and digest `image` names; a reference that does not
 * parse matches only a RepoDigest of exactly its text.
 */
function pinnedRepoDigest(image: string, repoDigests: readonly string[]): string | undefined {
  const pinned = parseImageReference(image)
  if ('problem' in pinned) return repoDigests.find(repoDigest => repoDigest === image)
  return repoDigests.find(repoDigest => {
    const held = parseImageReference(repoDigest)
    return (
      !('problem' in held) &&
      held.digest === pinned.digest &&
      held.registry === pinned.registry &&
      held.repository === pinned.repository
    )
  })
}

function sameRepository(repoDigest: string, image: string): boolean {
  const repository = repositoryOf(repoDigest)
  return repository !== undefined && repository === repositoryOf(image)
}

/** The vendor CLI's choice (its digest.extractImageDigestFromRepoDigest). */
function cliChoice(image: string, repoDigests: readonly string[]): string | undefined {
  let name = image.startsWith('library/') ? image.slice('library/'.length) : image
  name = name.split(':')[0] ?? name
  if (name.endsWith('@sha256')) name = name.slice(0, -'@sha256'.length)
  return repoDigests.find(repoDigest => repoDigest.startsWith(name))
}
