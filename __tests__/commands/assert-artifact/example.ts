/** assert-artifact's valid inputs against the sandbox's seed: what the registry-driven suites run. */
import { COMPLIANT_FINGERPRINT } from '../../../sandbox/fixtures.js'
import { type CommandExample } from '../../kit/example-parts.js'

export const example: CommandExample = {
  inputs: () => ({ fingerprint: COMPLIANT_FINGERPRINT }),
  outputs: { compliant: 'true', fingerprint: COMPLIANT_FINGERPRINT }
}
