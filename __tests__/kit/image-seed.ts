/**
 * The sandbox's default seed with its compliant artifact made an image: the fingerprint is the
 * one given (an image's digest), and the artifact has no content, so only that digest matches.
 */
import { readFileSync } from 'node:fs'
import { DEFAULT_SEED_PATH, type SandboxSeed } from '../../sandbox/seed.js'
import { COMPLIANT_FINGERPRINT } from '../../sandbox/fixtures.js'

export function seedWithCompliantImage(fingerprint: string): SandboxSeed {
  const seed = JSON.parse(
    readFileSync(DEFAULT_SEED_PATH, 'utf8').replaceAll(COMPLIANT_FINGERPRINT, fingerprint)
  ) as { trails: { artifacts?: { fingerprint: string; content?: string }[] }[] }
  for (const trail of seed.trails) {
    for (const artifact of trail.artifacts ?? []) {
      if (artifact.fingerprint === fingerprint) delete artifact.content
    }
  }
  return seed as unknown as SandboxSeed
}
