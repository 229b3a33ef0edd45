/** create-policy's valid inputs: what the registry-driven suites run. */
import { type CommandExample, fixture } from '../../kit/example-parts.js'

export const example: CommandExample = {
  inputs: () => ({
    policy: 'production-ready',
    'policy-file': fixture('policies/production.yml'),
    description: 'Provenance, a compliant trail and unit tests',
    comment: 'First version'
  }),
  outputs: { policy: 'production-ready', version: '1' }
}
