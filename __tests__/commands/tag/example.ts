/** tag's valid inputs against the sandbox's seed: what the registry-driven suites run. */
import { WEB_APP_FLOW } from '../../../sandbox/fixtures.js'
import { type CommandExample } from '../../kit/example-parts.js'

export const example: CommandExample = {
  inputs: () => ({
    'resource-type': 'flow',
    resource: WEB_APP_FLOW,
    set: 'team=payments\ntier=1',
    unset: 'legacy'
  })
}
