/**
 * detach-policy: `DELETE /environments/{org}/{env}/policies` with `{"policy_names": [...]}`.
 * The vendor CLI's `kosli detach-policy` sends one request per environment for one policy;
 * this step sends every policy named in one request.
 * A policy that is not attached is left as it is: re-running the step changes nothing.
 */
import { renderWriteSummary, sendOrPrint, writeOutputs } from '../../writes/send-or-print.js'
import { readName } from '../../inputs/parse.js'
import { readPolicyNames } from '../../inputs/policy-names.js'
import type { InputSource } from '../../inputs/source.js'
import { code, escapeText } from '../../summary/markdown.js'
import { environmentPoliciesRequest } from '../../service/endpoints.js'
import type { Command, CommandContext, CommandResult } from '../../action/command.js'

export interface DetachPolicyInputs {
  environment: string
  policies: string[]
}

function parseInputs(source: InputSource): DetachPolicyInputs {
  return { environment: readName(source, 'environment', true), policies: readPolicyNames(source) }
}

async function run(inputs: DetachPolicyInputs, context: CommandContext): Promise<CommandResult> {
  const { environment, policies } = inputs
  const request = environmentPoliciesRequest(
    'DELETE',
    { org: context.common.org, environment },
    { policy_names: policies }
  )
  const outcome = await sendOrPrint(request, context)
  if (outcome.sent) {
    context.log.info(`Policies detached from environment "${environment}": ${policies.join(', ')}.`)
  }
  const summary = renderWriteSummary(outcome, {
    recorded: `Policies detached from ${environment}`,
    rows: [
      ['Environment', escapeText(environment)],
      ['Policies', policies.map(name => code(name)).join(', ')]
    ]
  })
  return {
    outcome: outcome.sent ? 'ok' : 'skipped',
    outputs: { ...writeOutputs(outcome), environment, policies: JSON.stringify(policies) },
    summary
  }
}

export const command: Command<DetachPolicyInputs> = { parseInputs, run }
