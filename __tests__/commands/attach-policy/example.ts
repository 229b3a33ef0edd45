/** attach-policy's valid inputs against the sandbox's seed: what the registry-driven suites run. */
import { STAGING_ENVIRONMENT } from '../../../sandbox/fixtures.js'
import { type CommandExample } from '../../kit/example-parts.js'

export const example: CommandExample = {
  inputs: () => ({
    environment: STAGING_ENVIRONMENT,
    policies: 'prod-requirements\nhas-unit-tests'
  }),
  outputs: {
    environment: STAGING_ENVIRONMENT,
    policies: '["prod-requirements","has-unit-tests"]'
  }
}
