/** search's valid inputs against the sandbox's seed: what the registry-driven suites run. */
import { COMPLIANT_FINGERPRINT } from '../../../sandbox/fixtures.js'
import { type CommandExample } from '../../kit/example-parts.js'

export const example: CommandExample = {
  inputs: () => ({ value: COMPLIANT_FINGERPRINT.slice(0, 12) }),
  outputs: {
    'resolved-to': 'fingerprint',
    'full-match': COMPLIANT_FINGERPRINT,
    count: '1',
    fingerprints: JSON.stringify([COMPLIANT_FINGERPRINT])
  }
}
