/** list-policies's valid inputs against the sandbox's seed: what the registry-driven suites run. */
import { SEED } from '../../../sandbox/fixtures.js'
import { type CommandExample } from '../../kit/example-parts.js'

export const example: CommandExample = {
  inputs: () => ({}),
  outputs: { count: String(SEED.policies.length) }
}
