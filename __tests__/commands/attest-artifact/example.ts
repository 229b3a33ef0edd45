/** attest-artifact's valid inputs against the sandbox's seed: what the registry-driven suites run. */
import { COMPLIANT_FINGERPRINT } from '../../../sandbox/fixtures.js'
import { type CommandExample, EVIDENCE_TARGET } from '../../kit/example-parts.js'

export const example: CommandExample = {
  inputs: () => ({
    ...EVIDENCE_TARGET,
    fingerprint: COMPLIANT_FINGERPRINT,
    'artifact-name': 'example-artifact',
    filename: 'app.tar.gz'
  })
}
