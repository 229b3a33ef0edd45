/**
 * attest-provenance's valid inputs against the sandbox's seed: what the registry-driven suites
 * run. The example's GitHub holds no attestation of the artifact, so it records "not verified"
 * and passes (assert is false); the real bundles are verified in e2e.test.ts.
 */
import { COMPLIANT_FINGERPRINT } from '../../../sandbox/fixtures.js'
import { type CommandExample, EVIDENCE_TARGET } from '../../kit/example-parts.js'

/** Where no API answers: a run without the emulator fails on loopback, never leaves it. */
const NO_API = 'http://127.0.0.1:9'

export const example: CommandExample = {
  inputs: ({ github }) => ({
    ...EVIDENCE_TARGET,
    fingerprint: COMPLIANT_FINGERPRINT,
    repository: 'acme/web-app',
    // Bad-input rows never reach GitHub: they need no emulator behind the token.
    'github-token': github?.token ?? 'ghs_example_never_sent_000000000000'
  }),
  env: ({ github }): Record<string, string> => ({ GITHUB_API_URL: github?.apiUrl ?? NO_API }),
  outputs: { ...EVIDENCE_TARGET, verified: 'false', 'source-commit': '', 'signer-workflow': '' }
}
