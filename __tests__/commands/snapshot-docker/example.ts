/**
 * snapshot-docker's valid inputs against the sandbox's seed: what the registry-driven suites
 * run. Those suites run every command by the dozen and need no Docker, so its engine is a
 * loopback double of the two Engine API reads it makes (kit/engine-double.ts), started when
 * a suite first runs the example and closed after that suite; this command's own suites test
 * against the real engine and registry (kit/docker-engine.ts).
 */
import { STAGING_ENVIRONMENT } from '../../../sandbox/fixtures.js'
import { startEngineDoubleNow, type EngineDouble } from '../../kit/engine-double.js'
import type { CommandExample } from '../../kit/example-parts.js'

let double: EngineDouble | undefined
afterAll(async () => {
  await double?.close()
  double = undefined
})

export const example: CommandExample = {
  inputs: () => ({ environment: STAGING_ENVIRONMENT }),
  env: () => {
    double ??= startEngineDoubleNow()
    return { DOCKER_HOST: double.dockerHost }
  },
  // The double runs two containers; one image was never pushed, so one is reported.
  outputs: { environment: STAGING_ENVIRONMENT, count: '1' }
}
