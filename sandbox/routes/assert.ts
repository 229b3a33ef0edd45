/**
 * GET /asserts/{org}/fingerprint/{fingerprint}
 *
 * Scope is `policy` when policy_name is given (those policies are evaluated; an unknown one
 * is a 404), else `environment` when environment_name names an environment that uses
 * policies, else `flow`. An environment without policies is ignored, as the published
 * description says, but an unknown environment is still a 404. The fingerprint path
 * parameter has no pattern in the description, so a malformed one is simply not found.
 */
import { NotFoundError } from '../errors.js'
import { jsonReply } from '../loopback-server.js'
import type { HttpReply } from '../loopback-server.js'
import {
  evaluateArtifact,
  evaluatePolicy,
  expressionContext,
  locateArtifact
} from '../compliance.js'
import type { PolicyEvaluation } from '../compliance.js'
import { ParamReader } from '../params.js'
import {
  artifactComplianceView,
  artifactUrl,
  assertFlowView,
  policyEvaluationView
} from '../views.js'
import { param, requireEnvironment, requireFlow, requireOrg } from './context.js'
import type { RouteContext } from './context.js'
import { route, type Route } from './route.js'

export function assertArtifact(ctx: RouteContext): HttpReply {
  const fingerprint = param(ctx, 'fingerprint')
  const query = ParamReader.query(ctx.query)
  const flowName = query.string('flow_name')
  const environmentName = query.string('environment_name')
  const policyNames = query.strings('policy_name')
  query.check()

  requireOrg(ctx)
  if (flowName !== undefined) requireFlow(ctx, flowName)
  const artifact = ctx.store.artifacts.get(fingerprint)
  if (!artifact || (flowName !== undefined && artifact.flow !== flowName)) {
    const where = flowName === undefined ? `organization '${ctx.store.org}'` : `flow '${flowName}'`
    throw new NotFoundError(`Artifact with fingerprint '${fingerprint}' not found in ${where}`)
  }
  const environment =
    environmentName === undefined ? undefined : requireEnvironment(ctx, environmentName)
  const { flow, trail } = locateArtifact(ctx.store, artifact)
  const inTrail = evaluateArtifact(flow, trail, artifact)
  const flowScope = {
    fingerprint,
    flow: artifact.flow,
    trail: artifact.trail,
    compliant: inTrail.isCompliant,
    compliance_status: artifactComplianceView(artifact, inTrail),
    html_url: artifactUrl(ctx, artifact.flow, fingerprint),
    flows: assertFlowView(ctx, artifact, inTrail),
    scope: 'flow'
  }
  const evaluate = (names: string[]): PolicyEvaluation[] =>
    names.map(name => {
      const policy = ctx.store.policies.get(name)
      if (!policy)
        throw new NotFoundError(`Policy '${name}' not found in organization '${ctx.store.org}'`)
      return evaluatePolicy(policy, inTrail, expressionContext(artifact, flow))
    })

  if (policyNames.length > 0) {
    const evaluations = evaluate(policyNames)
    // The description says policy_evaluations come at environment scope; the service gives
    // them at policy scope too (the vendor CLI's tests read them there).
    return jsonReply(200, {
      ...flowScope,
      scope: 'policy',
      compliant: allCompliant(evaluations),
      policy_evaluations: evaluations.map(evaluation => policyEvaluationView(evaluation, artifact))
    })
  }
  if (environment && environment.policies.length > 0) {
    const evaluations = evaluate(environment.policies)
    const allowed = environment.allowlist.findLast(entry => entry.fingerprint === fingerprint)
    return jsonReply(200, {
      ...flowScope,
      scope: 'environment',
      // An allowlisted artifact complies with the environment whatever its policies say.
      compliant: allowed !== undefined || allCompliant(evaluations),
      environment: environment.name,
      policy_evaluations: evaluations.map(evaluation => policyEvaluationView(evaluation, artifact)),
      ...(allowed
        ? {
            allow_listing: {
              allowlist_id: allowed.id,
              allowed_by_user_id: allowed.allowedBy,
              timestamp: allowed.timestamp,
              description: allowed.description
            }
          }
        : {})
    })
  }
  return jsonReply(200, flowScope)
}

function allCompliant(evaluations: PolicyEvaluation[]): boolean {
  return evaluations.every(evaluation => evaluation.status === 'COMPLIANT')
}

/** The endpoints this module serves. */
export const ROUTES: readonly Route[] = [
  route('GET', '/asserts/:org/fingerprint/:fingerprint', assertArtifact)
]
