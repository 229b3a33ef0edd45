/**
 * create-flow: creates the flow, or updates it when it exists (a PUT), so it is safe in
 * every workflow run. The template, when given, says which attestations each trail and
 * artifact needs; it is checked as YAML before anything is sent.
 */
import { renderWriteSummary, sendOrPrint, writeOutputs } from '../../writes/send-or-print.js'
import { readChoice, readName } from '../../inputs/parse.js'
import type { InputSource } from '../../inputs/source.js'
import { readTemplateFile, type TemplateFile } from '../../inputs/template.js'
import { checkedPart } from '../../inputs/named-file.js'
import { code, escapeText } from '../../summary/markdown.js'
import { FLOW_VISIBILITIES, type CreateFlowBody } from '../../service/bodies.js'
import { createFlowRequest } from '../../service/flows.js'
import type { Command, CommandContext, CommandResult } from '../../action/command.js'

export interface CreateFlowInputs {
  body: CreateFlowBody
  template?: TemplateFile
}

function parseInputs(source: InputSource): CreateFlowInputs {
  return {
    body: {
      name: readName(source, 'flow', true),
      // Both are required by CreateFlow: an unset description is sent as empty.
      description: source('description') ?? '',
      visibility: readChoice(source, 'visibility', FLOW_VISIBILITIES)
    },
    template: readTemplateFile(source, 'template-file')
  }
}

async function run(inputs: CreateFlowInputs, context: CommandContext): Promise<CommandResult> {
  const { body, template } = inputs
  const templateFile = template && checkedPart('template_file', template)
  const request = createFlowRequest(context.common.org, body, templateFile)
  const outcome = await sendOrPrint(request, context)
  if (outcome.sent) {
    context.log.info(
      `Flow "${body.name}" is in place${template ? ` with the template ${template.path}` : ''}.`
    )
  }
  const summary = renderWriteSummary(outcome, {
    recorded: `Flow ${body.name} created or updated`,
    rows: [
      ['Flow', escapeText(body.name)],
      ['Description', body.description ? escapeText(body.description) : undefined],
      ['Visibility', body.visibility === undefined ? undefined : escapeText(body.visibility)],
      ['Template', template ? code(template.path) : 'none']
    ]
  })
  return {
    outcome: outcome.sent ? 'ok' : 'skipped',
    outputs: { ...writeOutputs(outcome), flow: body.name },
    summary
  }
}

export const command: Command<CreateFlowInputs> = { parseInputs, run }
