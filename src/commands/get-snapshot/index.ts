/**
 * get-snapshot: what runs in an environment, in one of its snapshots, each running artifact
 * judged by the environment's policies. With assert it is the check a deploy job runs after
 * it deploys (the vendor CLI's `assert snapshot`): the step fails unless every running
 * artifact is compliant, naming each one that is not, its flow and trail, and why.
 */
import { declared, readBoolean } from '../../inputs/parse.js'
import type { InputSource } from '../../inputs/source.js'
import { getSnapshot } from '../../service/snapshots.js'
import { explainRead } from '../../service/identity.js'
import { skippedWithoutToken } from '../../action/skip.js'
import type { Command, CommandContext, CommandResult } from '../../action/command.js'
import { readSnapshotExpression } from './expression.js'
import { describeFinding, nonCompliantArtifacts } from './findings.js'
import { renderSnapshotSummary } from './summary.js'
import { unjudgedWarning } from './policies.js'
import { requireEnvironmentName } from '../../inputs/environment-name.js'

export interface GetSnapshotInputs {
  environment: string
  expression: string
  assert: boolean
}

function parseInputs(source: InputSource): GetSnapshotInputs {
  return {
    environment: requireEnvironmentName(source, 'environment', 'own'),
    expression: readSnapshotExpression('snapshot', declared('snapshot', source('snapshot'))),
    assert: readBoolean(source, 'assert')
  }
}

async function run(inputs: GetSnapshotInputs, context: CommandContext): Promise<CommandResult> {
  const service = context.service
  if (!service) return skippedWithoutToken(context.log, 'the snapshot was not read')
  const { org } = context.common
  const { environment, expression } = inputs
  const asked = `snapshot ${expression} of environment "${environment}"`
  const snapshot = await explainRead(getSnapshot(service, { org, environment, expression }), {
    about: ['environment'],
    missing: `Org "${org}" has no ${asked}`,
    notRecorded: `The ${asked} is not what the service answered`,
    advice:
      'check the environment name and the snapshot input, and that the environment reports what runs in it'
  })
  const findings = nonCompliantArtifacts(snapshot)
  // The service's verdict and the artifacts must agree: either saying "not compliant" fails.
  const compliant = snapshot.compliant && findings.length === 0
  const outputs = {
    compliant: String(compliant),
    'non-compliant': JSON.stringify(findings),
    index: String(snapshot.index),
    'html-url': snapshot.html_url ?? '',
    result: JSON.stringify(snapshot)
  }
  const summary = renderSnapshotSummary(snapshot, environment)
  const where = `Snapshot #${snapshot.index} of environment ${environment}`
  const unjudged = unjudgedWarning(snapshot, environment)
  if (unjudged) context.log.warning(unjudged)
  if (compliant) {
    context.log.info(`${where} is compliant.`)
    return { outcome: inputs.assert ? 'compliant' : 'ok', outputs, summary }
  }
  const named =
    findings.length > 0
      ? `${findings.length} running artifact${findings.length === 1 ? ' is' : 's are'} not compliant: ${findings.map(describeFinding).join('; ')}`
      : 'the service judged it non-compliant without naming an artifact'
  const problem = `${where} is not compliant: ${named}`
  if (!inputs.assert) {
    context.log.warning(`${problem}. The step passes because assert is false.`)
    return { outcome: 'ok', outputs, summary }
  }
  return {
    outcome: 'non-compliant',
    outputs,
    summary,
    failure: `${problem}; make each compliant (or attach the evidence its policies ask for) and deploy again, or read the snapshot without assert.`
  }
}

export const command: Command<GetSnapshotInputs> = { parseInputs, run }
