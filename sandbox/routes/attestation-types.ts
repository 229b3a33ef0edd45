/**
 * The attestation types the sandbox accepts, each served at
 * POST /attestations/{org}/{flow_name}/trail/{trail_name}/{type}. A type is its strict body
 * schema and how the service judges its compliance; reading, targets and storing are shared
 * (attest.ts). To add one: its body schema next to the others, then one entry here.
 *
 * - jira: compliant when it lists at least one issue and every issue exists.
 * - junit: compliant when no suite has a failure or an error.
 * - snyk: compliant when the scan found no issue at any severity.
 * - pull_request: compliant when it lists at least one pull request, as the service judges
 *   it: a commit that reached the branch without one was not reviewed.
 * - generic: compliant as is_compliant says.
 * - custom: stored as `custom:<type_name>`; the sandbox has no custom type rules, so it is
 *   compliant. attestation_data is the JSON object (as the reference CLI sends it) or JSON
 *   text (as the description declares it).
 * - system: a decision against a control (the reference CLI's wire, not in the published
 *   description), stored as `decision`, compliant as its attestation_data says.
 */
import { jiraBodySchema, pullRequestBodySchema } from '../bodies.js'
import { customBodySchema, decisionBodySchema, genericBodySchema } from '../build-bodies.js'
import { junitBodySchema, snykBodySchema } from '../evidence-bodies.js'
import { attestation } from './attest.js'
import type { AttestationRoute } from './attest.js'

export const ATTESTATION_TYPES: readonly AttestationRoute[] = [
  attestation({
    type: 'jira',
    label: 'Jira',
    schema: jiraBodySchema,
    judge: input => ({
      compliant: input.jira_results.length > 0 && input.jira_results.every(r => r.issue_exists),
      jiraResults: input.jira_results
    })
  }),
  attestation({
    type: 'junit',
    label: 'JUnit',
    schema: junitBodySchema,
    judge: input => ({
      compliant: input.junit_results.every(suite => suite.failures === 0 && suite.errors === 0),
      evidence: { junit_results: input.junit_results }
    })
  }),
  attestation({
    type: 'snyk',
    label: 'Snyk',
    schema: snykBodySchema,
    judge: input => ({
      compliant: input.snyk_results.results.every(
        project => project.high_count + project.medium_count + project.low_count === 0
      ),
      evidence: { snyk_results: input.snyk_results }
    })
  }),
  attestation({
    type: 'pull_request',
    label: 'Pull request',
    schema: pullRequestBodySchema,
    judge: input => ({
      compliant: input.pull_requests.length > 0,
      evidence: { git_provider: input.git_provider, pull_requests: input.pull_requests }
    })
  }),
  attestation({
    type: 'generic',
    schema: genericBodySchema,
    judge: input => ({ compliant: input.is_compliant })
  }),
  attestation({
    type: 'custom',
    schema: customBodySchema,
    judge: input => ({
      type: `custom:${input.type_name}`,
      compliant: true,
      // The JSON object the reference CLI sends, or the JSON text the description declares.
      evidence: {
        attestation_data:
          typeof input.attestation_data === 'string'
            ? (JSON.parse(input.attestation_data) as unknown)
            : input.attestation_data
      }
    })
  }),
  attestation({
    type: 'system',
    label: 'Decision',
    schema: decisionBodySchema,
    judge: input => ({
      type: 'decision',
      compliant: input.attestation_data.is_compliant,
      evidence: { control: input.control }
    })
  })
]
