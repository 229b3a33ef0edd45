/** get-deployment's valid inputs against the sandbox's seed: what the registry-driven suites run. */
import { REPLACING_DEPLOYMENT } from '../../../sandbox/fixtures.js'
import { type CommandExample } from '../../kit/example-parts.js'

export const example: CommandExample = {
  inputs: () => ({
    environment: REPLACING_DEPLOYMENT.environment,
    fingerprint: REPLACING_DEPLOYMENT.fingerprint
  })
}
