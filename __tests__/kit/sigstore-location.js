/**
 * Where the tests find the real Sigstore bundles attest-provenance is tested with. They are
 * not part of the project: SIGSTORE_FIXTURES names their folder, else
 * `../shared/fixtures/sigstore` beside the project. Without them those tests are skipped, with
 * one line saying so; `.ci/run` refuses to run without them, so CI never skips them.
 *
 * Plain JavaScript, as spec-location.js.
 */
import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

export const SIGSTORE_VARIABLE = 'SIGSTORE_FIXTURES'
const PROJECT_ROOT = fileURLToPath(new URL('../..', import.meta.url))
const DEFAULT_FOLDER = '../shared/fixtures/sigstore'

export const SIGSTORE_FOLDER = resolve(
  PROJECT_ROOT,
  process.env[SIGSTORE_VARIABLE] || DEFAULT_FOLDER
)

/** Why the Sigstore tests are skipped, or undefined when the fixtures are there. */
export const SIGSTORE_MISSING = existsSync(resolve(SIGSTORE_FOLDER, 'github-trusted_root.json'))
  ? undefined
  : `attest-provenance's Sigstore tests skipped: no fixtures at ${SIGSTORE_FOLDER}; set ${SIGSTORE_VARIABLE} to their folder to run them.`
