/**
 * attach-policy and detach-policy: one request each, `POST` or `DELETE
 * /environments/{org}/{env}/policies` with `{"policy_names": [...]}`. The vendor CLI sends one
 * request per environment for one policy; these steps send every policy named in one request.
 * Both are idempotent: re-running either changes nothing.
 */
import { renderWriteSummary, sendOrPrint, writeOutputs } from './send-or-print.js'
import { readPolicyNames } from '../inputs/policy-names.js'
import type { InputSource } from '../inputs/source.js'
import { code, escapeText } from '../summary/markdown.js'
import { environmentPoliciesRequest } from '../service/policies.js'
import type { Command, CommandContext, CommandResult } from '../action/command.js'
import { requireEnvironmentName } from '../inputs/environment-name.js'

export interface PolicyAttachmentInputs {
  environment: string
  policies: string[]
}

/** The method, and how a sentence says what it did: "attached to", "detached from". */
export function policyAttachmentCommand(
  method: 'POST' | 'DELETE',
  done: string
): Command<PolicyAttachmentInputs> {
  const parseInputs = (source: InputSource): PolicyAttachmentInputs => ({
    environment: requireEnvironmentName(source, 'environment', 'get-snapshot'),
    policies: readPolicyNames(source)
  })
  const run = async (
    inputs: PolicyAttachmentInputs,
    context: CommandContext
  ): Promise<CommandResult> => {
    const { environment, policies } = inputs
    const request = environmentPoliciesRequest(
      method,
      { org: context.common.org, environment },
      { policy_names: policies }
    )
    const outcome = await sendOrPrint(request, context)
    if (outcome.sent) {
      context.log.info(`Policies ${done} environment "${environment}": ${policies.join(', ')}.`)
    }
    const summary = renderWriteSummary(outcome, {
      recorded: `Policies ${done} ${environment}`,
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
  return { parseInputs, run }
}
