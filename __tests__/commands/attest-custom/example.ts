/** attest-custom's valid inputs against the sandbox's seed: what the registry-driven suites run. */
import { type CommandExample, EVIDENCE_TARGET, fixture } from '../../kit/example-parts.js'

export const example: CommandExample = {
  inputs: () => ({
    ...EVIDENCE_TARGET,
    name: 'coverage',
    'type-name': 'coverage-report',
    'attestation-data': fixture('evidence/coverage.json')
  })
}
