/** check-readiness's valid inputs against the sandbox's seed: what the registry-driven suites run. */
import { COMPLIANT_TRAIL, PRODUCTION_ENVIRONMENT, WEB_APP_FLOW } from '../../../sandbox/fixtures.js'
import type { CommandExample } from '../../kit/example-parts.js'

export const example: CommandExample = {
  inputs: ({ github }) => ({
    flow: WEB_APP_FLOW,
    trail: COMPLIANT_TRAIL,
    environments: PRODUCTION_ENVIRONMENT,
    // Without an emulator behind it (bad-input rows), nothing is written to GitHub.
    ...(github
      ? { 'github-token': github.token }
      : {
          'check-run': 'false',
          comment: 'false',
          'github-token': 'ghs_example_never_sent_000000000000'
        })
  }),
  env: ({ github }): Record<string, string> => (github ? { GITHUB_API_URL: github.apiUrl } : {}),
  outputs: { ready: 'true', lacking: '[]', 'comment-url': '' }
}
