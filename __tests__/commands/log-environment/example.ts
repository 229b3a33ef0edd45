/** log-environment's valid inputs against the sandbox's seed: what the registry-driven suites run. */
import { PRODUCTION_ENVIRONMENT } from '../../../sandbox/fixtures.js'
import { type CommandExample } from '../../kit/example-parts.js'

export const example: CommandExample = {
  inputs: () => ({ environment: PRODUCTION_ENVIRONMENT }),
  // Two snapshots of one replacement each, and two first deployments.
  outputs: { count: '6' }
}
