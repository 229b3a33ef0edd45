/** diff-snapshots' valid inputs against the sandbox's seed: what the registry-driven suites run. */
import { ALLOWLISTED_FINGERPRINT, PRODUCTION_ENVIRONMENT } from '../../../sandbox/fixtures.js'
import { type CommandExample } from '../../kit/example-parts.js'

export const example: CommandExample = {
  // The seed's latest production snapshot replaced payments-api with its hotfix.
  inputs: () => ({
    'snapshot-1': `${PRODUCTION_ENVIRONMENT}~1`,
    'snapshot-2': PRODUCTION_ENVIRONMENT
  }),
  outputs: {
    added: JSON.stringify([
      { name: 'payments-api', fingerprint: ALLOWLISTED_FINGERPRINT, flow: 'payments' }
    ]),
    changed: '[]'
  }
}
