/**
 * Jest globalTeardown: stops the Docker engine and registry a suite started for the run
 * (kit/docker-engine.ts), then removes the run's temporary folder (globalSetup), with all
 * the suites left in it.
 *
 * Plain JavaScript, as globalSetup.
 */
import { existsSync, readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { DOCKER_KIT_DIR, stopDockerEngine } from './docker-tools.js'
import { TEST_RUN_DIR } from './run-folder.js'
import { BUNDLE_PROCESS_LOG } from '../../tools/node24.js'

/**
 * Behaviour is tested in-process (kit/step.ts); the bundle runs as a process only where a
 * process matters, and a whole run starts at most this many.
 */
const MAX_BUNDLE_PROCESSES = 100

export default async function globalTeardown() {
  const kit = process.env[DOCKER_KIT_DIR]
  if (kit) await stopDockerEngine(join(kit, 'engine'))
  const processes = countBundleProcesses()
  const run = process.env[TEST_RUN_DIR]
  if (run) rmSync(run, { recursive: true, force: true })
  if (processes === undefined) return
  process.stderr.write(`\n${processes} bundle processes started.\n`)
  // Only a whole run says how many it starts: one suite or a few start far fewer.
  if (processes > MAX_BUNDLE_PROCESSES) {
    throw new Error(
      `The run started ${processes} processes of the bundle, more than ${MAX_BUNDLE_PROCESSES}: test behaviour in-process with runStep (__tests__/kit/step.ts), and run the bundle only where a process matters.`
    )
  }
}

function countBundleProcesses() {
  const log = process.env[BUNDLE_PROCESS_LOG]
  if (!log || !existsSync(log)) return undefined
  return readFileSync(log, 'utf8').split('\n').filter(Boolean).length
}
