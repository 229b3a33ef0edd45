/** attest-generic's valid inputs against the sandbox's seed: what the registry-driven suites run. */
import { type CommandExample, EVIDENCE_TARGET } from '../../kit/example-parts.js'

export const example: CommandExample = {
  inputs: () => ({ ...EVIDENCE_TARGET, name: 'code-review', compliant: 'true' }),
  outputs: { ...EVIDENCE_TARGET }
}
