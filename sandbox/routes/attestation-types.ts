/**
 * The attestation types the sandbox accepts: every type the action posts (AttestationBodies
 * in src/service/attestations.ts; the compiler asks for each), each served at
 * POST /attestations/{org}/{flow_name}/trail/{trail_name}/{segment}, where the action's table
 * of attestation types (src/declarations/attestation-types.ts) gives its segment, its label
 * and the name it is stored by. A type here is its strict body schema and how the service
 * judges its compliance; reading, targets and storing are shared (attest.ts). To add one: its
 * body schema next to the others, then one entry here.
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
 * - decision: a decision against a control, posted to `.../system` (the reference CLI's
 *   wire, not in the published description), compliant as its attestation_data says.
 */
import { jiraBodySchema, pullRequestBodySchema } from '../bodies.js'
import { customBodySchema, decisionBodySchema, genericBodySchema } from '../build-bodies.js'
import { junitBodySchema, snykBodySchema } from '../evidence-bodies.js'
import type { AttestationType } from '../../src/service/attestations.js'
import { attestation } from './attest.js'
import type { AttestationRoute, ServedType } from './attest.js'

const SERVED: Readonly<Record<AttestationType, ServedType>> = {
  jira: attestation({
    schema: jiraBodySchema,
    judge: input => ({
      compliant: input.jira_results.length > 0 && input.jira_results.every(r => r.issue_exists),
      jiraResults: input.jira_results
    })
  }),
  junit: attestation({
    schema: junitBodySchema,
    judge: input => ({
      compliant: input.junit_results.every(suite => suite.failures === 0 && suite.errors === 0),
      evidence: { junit_results: input.junit_results }
    })
  }),
  snyk: attestation({
    schema: snykBodySchema,
    judge: input => ({
      compliant: input.snyk_results.results.every(
        project => project.high_count + project.medium_count + project.low_count === 0
      ),
      evidence: { snyk_results: input.snyk_results }
    })
  }),
  pull_request: attestation({
    schema: pullRequestBodySchema,
    judge: input => ({
      compliant: input.pull_requests.length > 0,
      evidence: { git_provider: input.git_provider, pull_requests: input.pull_requests }
    })
  }),
  generic: attestation({
    schema: genericBodySchema,
    judge: input => ({ compliant: input.is_compliant })
  }),
  custom: attestation({
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
  decision: attestation({
    schema: decisionBodySchema,
    judge: input => ({
      compliant: input.attestation_data.is_compliant,
      evidence: { control: input.control }
    })
  })
}

export const ATTESTATION_ROUTES: readonly AttestationRoute[] = (
  Object.keys(SERVED) as AttestationType[]
).map(type => SERVED[type](type))
