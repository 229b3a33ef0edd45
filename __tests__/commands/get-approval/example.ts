/** get-approval's valid inputs against the sandbox's seed: what the registry-driven suites run. */
import { APPROVAL_FLOW } from '../../../sandbox/fixtures.js'
import { type CommandExample } from '../../kit/example-parts.js'

export const example: CommandExample = {
  inputs: () => ({ flow: APPROVAL_FLOW, 'approval-number': '1' })
}
