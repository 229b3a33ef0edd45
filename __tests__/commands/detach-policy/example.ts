/** detach-policy's valid inputs against the sandbox's seed: what the registry-driven suites run. */
import { PRODUCTION_ENVIRONMENT } from '../../../sandbox/fixtures.js'
import { type CommandExample } from '../../kit/example-parts.js'

export const example: CommandExample = {
  inputs: () => ({ environment: PRODUCTION_ENVIRONMENT, policies: 'prod-requirements' }),
  outputs: { environment: PRODUCTION_ENVIRONMENT, policies: '["prod-requirements"]' }
}
