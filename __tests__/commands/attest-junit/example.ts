/** attest-junit's valid inputs against the sandbox's seed: what the registry-driven suites run. */
import { type CommandExample, EVIDENCE_TARGET, fixture } from '../../kit/example-parts.js'

export const example: CommandExample = {
  inputs: () => ({
    ...EVIDENCE_TARGET,
    name: 'unit-tests',
    'results-dir': fixture('demo/junit-passing')
  })
}
