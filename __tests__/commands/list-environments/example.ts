/** list-environments's valid inputs against the sandbox's seed: what the registry-driven suites run. */
import { ENVIRONMENT_NAMES } from '../../../sandbox/fixtures.js'
import { type CommandExample } from '../../kit/example-parts.js'

export const example: CommandExample = {
  inputs: () => ({}),
  outputs: { count: String(ENVIRONMENT_NAMES.length) }
}
