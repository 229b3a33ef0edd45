/** list-trails's valid inputs against the sandbox's seed: what the registry-driven suites run. */
import { WEB_APP_FLOW } from '../../../sandbox/fixtures.js'
import { type CommandExample } from '../../kit/example-parts.js'

export const example: CommandExample = {
  inputs: () => ({ flow: WEB_APP_FLOW })
}
