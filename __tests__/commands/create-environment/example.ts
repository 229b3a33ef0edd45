/** create-environment's valid inputs against the sandbox's seed: what the registry-driven suites run. */
import { type CommandExample } from '../../kit/example-parts.js'

export const example: CommandExample = {
  inputs: () => ({
    environment: 'qa',
    type: 'server',
    description: 'Shared QA hosts',
    'include-scaling': 'false'
  }),
  outputs: { environment: 'qa', change: 'created' }
}
