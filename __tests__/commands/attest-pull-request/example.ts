/** attest-pull-request's valid inputs against the sandbox's seed: what the registry-driven suites run. */
import { type CommandExample, EVIDENCE_TARGET, RUN_SHA } from '../../kit/example-parts.js'

export const example: CommandExample = {
  inputs: ({ github }) => ({
    ...EVIDENCE_TARGET,
    name: 'pull-request',
    'commit-sha': RUN_SHA,
    // Bad-input rows never reach GitHub: they need no emulator behind the token.
    'github-token': github?.token ?? 'ghs_example_never_sent_000000000000'
  }),
  env: ({ github }): Record<string, string> => (github ? { GITHUB_API_URL: github.apiUrl } : {})
}
