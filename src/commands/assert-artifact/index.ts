/**
 * assert-artifact: the deployment gate. Asks the service whether an artifact is compliant
 * at flow, environment or policy scope and fails the step when it is not.
 */
import { readArtifact, type ArtifactInput } from '../../inputs/artifact.js'
import { InputError } from '../../inputs/input-error.js'
import { checkName, readBoolean, readList, readName } from '../../inputs/parse.js'
import type { InputSource } from '../../inputs/source.js'
import { describeNonCompliance, renderAssertionSummary } from './summary.js'
import { scopeMismatch, scopeMismatchNote, scopeRefusal } from './scope.js'
import { assertArtifact } from '../../service/assertions.js'
import { explainRead } from '../../service/identity.js'
import { unsatisfiedRules } from '../../policy-results/unsatisfied-rules.js'
import { resolveFingerprint } from '../../action/artifact-fingerprint.js'
import type { Command, CommandContext, CommandResult } from '../../action/command.js'
import { readEnvironmentName } from '../../inputs/environment-name.js'

export interface AssertArtifactInputs {
  artifact: ArtifactInput
  flow?: string
  environment?: string
  policies: string[]
  failOnNonCompliant: boolean
}

function parseInputs(source: InputSource): AssertArtifactInputs {
  const artifact = readArtifact(source)
  const policies = readList(source, 'policies')
  for (const policy of policies) checkName('policies', policy)
  const environment = readEnvironmentName(source, 'environment', 'get-snapshot')
  if (environment !== undefined && policies.length > 0) {
    // The service asserts one scope: an environment's own policies, or the named ones.
    throw new InputError(
      'policies',
      'is set together with environment',
      'either environment (its policies) or policies, not both, as the vendor CLI requires'
    )
  }
  return {
    artifact,
    flow: readName(source, 'flow'),
    environment,
    policies,
    failOnNonCompliant: readBoolean(source, 'fail-on-non-compliant')
  }
}

async function run(inputs: AssertArtifactInputs, context: CommandContext): Promise<CommandResult> {
  const fingerprint = await resolveFingerprint(inputs.artifact, context)

  const service = context.service
  if (!service) {
    context.log.warning('Dry run without api-token: the compliance of the artifact was not asked.')
    return { outcome: 'skipped', outputs: { fingerprint } }
  }

  const within = inputs.flow ? ` in flow "${inputs.flow}"` : ''
  const result = await explainRead(
    assertArtifact(service, {
      org: context.common.org,
      fingerprint,
      flow: inputs.flow,
      environment: inputs.environment,
      policies: inputs.policies
    }),
    {
      about: ['artifact'],
      missing: `Artifact ${fingerprint} is not known to org "${context.common.org}"${within}`,
      notRecorded: `Artifact ${fingerprint} is not recorded in org "${context.common.org}"${within}`,
      advice:
        'report the artifact from its build job first, or check flow and the fingerprint ' +
        '(both jobs must fingerprint the same bytes)'
    }
  )

  // A verdict on another scope than the one asked is not an answer to the gate's question.
  const question = { environment: inputs.environment, policies: inputs.policies }
  const refusal = scopeRefusal(question, result.scope)
  if (refusal) throw new Error(refusal)

  const compliant = result.compliant
  const rules = unsatisfiedRules(result.policy_evaluations)
  const outputs = {
    compliant: String(compliant),
    fingerprint,
    scope: result.scope ?? '',
    'html-url': result.html_url ?? '',
    flow: result.flow ?? '',
    trail: result.trail ?? '',
    'unsatisfied-rules': JSON.stringify(rules),
    result: JSON.stringify(result)
  }
  // The service answers at flow scope for an environment that uses no policies: say so.
  const mismatch = scopeMismatch(question, result.scope)
  if (mismatch) context.log.warning(mismatch)
  const summary = renderAssertionSummary(
    result,
    fingerprint,
    scopeMismatchNote(question, result.scope),
    'path' in inputs.artifact ? inputs.artifact.path : undefined,
    rules
  )
  if (compliant) {
    context.log.info(`Artifact ${fingerprint} is compliant (${result.scope ?? 'flow'} scope).`)
    return { outcome: 'compliant', outputs, summary }
  }
  const message = describeNonCompliance(result, fingerprint)
  if (!inputs.failOnNonCompliant) {
    context.log.warning(`${message}. The step passes because fail-on-non-compliant is false.`)
    return { outcome: 'non-compliant', outputs, summary }
  }
  return { outcome: 'non-compliant', outputs, summary, failure: message }
}

export const command: Command<AssertArtifactInputs> = { parseInputs, run }
