/**
 * Jest globalSetup: says once per run which tests are skipped and why (no published OpenAPI
 * description; no Sigstore fixtures; no Node 24 for the suites that run the bundled action; no Docker engine for
 * the suites that test against one), and fails the run under CI when Node 24 or Docker is
 * missing. Written to stderr directly, because `silent: true` hides console output from
 * inside the tests.
 *
 * It also makes the run's own temporary folder (with the log of the bundle processes the run
 * starts, which globalTeardown counts) and points TMPDIR at it, so that whatever a
 * suite leaves behind in `os.tmpdir()` (a kubeconfig written when an example loads, a
 * certificate folder, a fixture tree) goes when globalTeardown removes it. The Docker engine
 * the Docker suites share lives there too (kit/docker-engine.ts).
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  ACTION_METADATA_CACHE,
  BUNDLE_PROCESS_LOG,
  findNode24,
  underCi
} from '../../tools/node24.js'
import { DOCKER_KIT_DIR, findDockerTools } from './docker-tools.js'
import { SPEC_MISSING } from './spec-location.js'
import { SIGSTORE_MISSING } from './sigstore-location.js'
import { TEST_RUN_DIR } from './run-folder.js'

export default function globalSetup() {
  if (SPEC_MISSING) process.stderr.write(`\n${SPEC_MISSING}\n`)
  if (SIGSTORE_MISSING) process.stderr.write(`\n${SIGSTORE_MISSING}\n`)
  const node24 = findNode24()
  if ('missing' in node24) {
    if (underCi())
      throw new Error(`CI is set, so the end-to-end suites must run: ${node24.missing}`)
    process.stderr.write(`\nEnd-to-end suites skipped: ${node24.missing}\n`)
  }
  const docker = findDockerTools()
  if ('missing' in docker) {
    if (underCi()) throw new Error(`CI is set, so the Docker suites must run: ${docker.missing}`)
    process.stderr.write(`\n${docker.missing}\n`)
  }
  // Read by the workers jest starts after this: they inherit the environment.
  const run = mkdtempSync(join(tmpdir(), 'action-tests-'))
  process.env[TEST_RUN_DIR] = run
  process.env.TMPDIR = run
  process.env[DOCKER_KIT_DIR] = join(run, 'docker-kit')
  mkdirSync(process.env[DOCKER_KIT_DIR])
  // Every process of the bundle the run starts adds a line (tools/run-action.ts).
  process.env[BUNDLE_PROCESS_LOG] = join(run, 'bundle-processes.log')
  writeFileSync(process.env[BUNDLE_PROCESS_LOG], '')
  // Each action.yml is parsed once a run, not once a suite (tools/run-action.ts).
  process.env[ACTION_METADATA_CACHE] = join(run, 'action-metadata')
  mkdirSync(process.env[ACTION_METADATA_CACHE])
}
