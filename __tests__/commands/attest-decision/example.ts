/** attest-decision's valid inputs against the sandbox's seed: what the registry-driven suites run. */
import { type CommandExample, EVIDENCE_TARGET } from '../../kit/example-parts.js'

export const example: CommandExample = {
  inputs: () => ({
    ...EVIDENCE_TARGET,
    name: 'change-approval',
    control: 'RCTL-043',
    compliant: 'true'
  })
}
