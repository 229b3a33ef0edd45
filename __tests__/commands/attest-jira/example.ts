/** attest-jira's valid inputs against the sandbox's seed: what the registry-driven suites run. */
import { type CommandExample, attestJiraTarget } from '../../kit/example-parts.js'

export const example: CommandExample = {
  inputs: servers => ({
    ...attestJiraTarget(servers),
    'key-sources': 'none',
    'secondary-source': 'ABC-1'
  })
}
