/** list-attestation-types' valid inputs against the sandbox's seed: what the registry-driven suites run. */
import { type CommandExample } from '../../kit/example-parts.js'

export const example: CommandExample = {
  inputs: () => ({}),
  // The seed has no custom types.
  outputs: { count: '0', result: '[]' }
}
