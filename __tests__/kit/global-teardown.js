/**
 * Jest globalTeardown: stops the Docker engine and registry a suite started for the run
 * (kit/docker-engine.ts) and removes the run's folder, whether or not one was started.
 *
 * Plain JavaScript, as globalSetup.
 */
import { rmSync } from 'node:fs'
import { join } from 'node:path'
import { DOCKER_KIT_DIR, stopDockerEngine } from './docker-tools.js'

export default async function globalTeardown() {
  const folder = process.env[DOCKER_KIT_DIR]
  if (!folder) return
  await stopDockerEngine(join(folder, 'engine'))
  rmSync(folder, { recursive: true, force: true })
}
