/**
 * The registry digest of a local image, chosen among its RepoDigests as the vendor CLI
 * chooses it (its digest.extractImageDigestFromRepoDigest), so a snapshot and
 * `artifact-type: docker` report what the CLI reports for the same image.
 */

const SHA256_HEX = /^[a-f0-9]{64}$/
const DIGEST_SEPARATOR = '@sha256:'

export type RepoDigestChoice =
  | { digest: string; repoDigest: string }
  /** `none`: never pushed or pulled; `unmatched`: none starts with the image's name. */
  | { problem: 'none' | 'unmatched' | 'not-sha256'; repoDigest?: string }

/**
 * The only one; the first when the image was named by its ID (64 hex, or `sha256:` and 64
 * hex, the form the engine shows for a container whose tag has moved to another image);
 * otherwise the first whose text starts with the image name without a "library/" prefix,
 * without everything from the first ":" (so a tag, but also a registry port, is cut) and
 * without a trailing "@sha256".
 */
export function chooseRepoDigest(image: string, repoDigests: readonly string[]): RepoDigestChoice {
  if (repoDigests.length === 0 || image === '') return { problem: 'none' }
  let chosen: string | undefined
  if (repoDigests.length === 1 || SHA256_HEX.test(image.replace(/^sha256:/, ''))) {
    chosen = repoDigests[0]
  } else {
    let name = image.startsWith('library/') ? image.slice('library/'.length) : image
    name = name.split(':')[0] ?? name
    if (name.endsWith('@sha256')) name = name.slice(0, -'@sha256'.length)
    chosen = repoDigests.find(repoDigest => repoDigest.startsWith(name))
  }
  if (chosen === undefined) return { problem: 'unmatched' }
  const digest = chosen.split(DIGEST_SEPARATOR)[1]
  if (digest === undefined || !SHA256_HEX.test(digest)) {
    return { problem: 'not-sha256', repoDigest: chosen }
  }
  return { digest, repoDigest: chosen }
}
