/**
 * Jest globalTeardown: stops the Docker engine and registry a suite started for the run
 * (kit/docker-engine.ts), then removes the run's temporary folder (globalSetup), with all
 * the suites left in it.
 *
 * Plain JavaScript, as globalSetup.
 */
import { rmSync } from 'node:fs'
import { join } from 'node:path'
import { DOCKER_KIT_DIR, stopDockerEngine } from './docker-tools.js'
import { TEST_RUN_DIR } from './run-folder.js'

export default async function globalTeardown() {
  const kit = process.env[DOCKER_KIT_DIR]
  if (kit) await stopDockerEngine(join(kit, 'engine'))
  const run = process.env[TEST_RUN_DIR]
  if (run) rmSync(run, { recursive: true, force: true })
}
