/** snapshot-paths' valid inputs against the sandbox's seed: what the registry-driven suites run. */
import { STAGING_ENVIRONMENT } from '../../../sandbox/fixtures.js'
import { type CommandExample, fixture } from '../../kit/example-parts.js'

export const example: CommandExample = {
  inputs: () => ({
    environment: STAGING_ENVIRONMENT,
    path: fixture('snapshot-paths/app'),
    name: 'web-app',
    ignore: '*.log'
  }),
  outputs: { environment: STAGING_ENVIRONMENT, count: '1' }
}
