/** get-trail's valid inputs against the sandbox's seed: what the registry-driven suites run. */
import { COMPLIANT_TRAIL, WEB_APP_FLOW } from '../../../sandbox/fixtures.js'
import { type CommandExample } from '../../kit/example-parts.js'

export const example: CommandExample = {
  inputs: () => ({ flow: WEB_APP_FLOW, trail: COMPLIANT_TRAIL })
}
