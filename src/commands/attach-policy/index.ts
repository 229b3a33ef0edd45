/**
 * attach-policy: `POST /environments/{org}/{env}/policies` with `{"policy_names": [...]}`.
 * The vendor CLI's `kosli attach-policy` sends one request per environment for one policy;
 * this step sends every policy named in one request.
 * A policy already attached stays attached once: re-running the step changes nothing.
 */
import { renderWriteSummary, sendOrPrint, writeOutputs } from '../../writes/send-or-print.js'
import { readName } from '../../inputs/parse.js'
import { readPolicyNames } from '../../inputs/policy-names.js'
import type { InputSource } from '../../inputs/source.js'
import { code, escapeText } from '../../summary/markdown.js'
import { environmentPoliciesRequest } from '../../service/endpoints.js'
import type { Command, CommandContext, CommandResult } from '../../action/command.js'

export interface AttachPolicyInputs {
  environment: string
  policies: string[]
}

function parseInputs(source: InputSource): AttachPolicyInputs {
  return { environment: readName(source, 'environment', true), policies: readPolicyNames(source) }
}

async function run(inputs: AttachPolicyInputs, context: CommandContext): Promise<CommandResult> {
  const { environment, policies } = inputs
  const request = environmentPoliciesRequest(
    'POST',
    { org: context.common.org, environment },
    { policy_names: policies }
  )
  const outcome = await sendOrPrint(request, context)
  if (outcome.sent) {
    context.log.info(`Policies attached to environment "${environment}": ${policies.join(', ')}.`)
  }
  const summary = renderWriteSummary(outcome, {
    recorded: `Policies attached to ${environment}`,
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

export const command: Command<AttachPolicyInputs> = { parseInputs, run }
