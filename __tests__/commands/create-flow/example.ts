/** create-flow's valid inputs against the sandbox's seed: what the registry-driven suites run. */
import { type CommandExample } from '../../kit/example-parts.js'

export const example: CommandExample = {
  inputs: () => ({ flow: 'example-flow', description: 'An example flow' })
}
