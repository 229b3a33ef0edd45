/**
 * create-flow: creates the flow, or updates it when it exists (a PUT), so it is safe in
 * every workflow run. It sends what the vendor CLI sends for the same flags
 * (cmd/kosli/createFlow.go): with a template file, that file; with use-empty-template, the
 * CLI's empty template (`version: 1`); with neither, the CLI's deprecated JSON endpoint
 * with the template ["artifact"]. A template file is checked as YAML before anything is sent.
 */
import { renderWriteSummary, sendOrPrint, writeOutputs } from '../../writes/send-or-print.js'
import { InputError } from '../../inputs/input-error.js'
import { readBoolean, readChoice, readName } from '../../inputs/parse.js'
import type { InputSource } from '../../inputs/source.js'
import { readTemplateFile, type TemplateFile } from '../../inputs/template.js'
import { checkedPart } from '../../inputs/named-file.js'
import { code, escapeText } from '../../summary/markdown.js'
import { FLOW_VISIBILITIES, type CreateFlowBody } from '../../service/bodies.js'
import { createFlowRequest, createLegacyFlowRequest } from '../../service/flows.js'
import type { Command, CommandContext, CommandResult } from '../../action/command.js'

/** The template the CLI writes for --use-empty-template: these bytes, as template.yml. */
export const EMPTY_TEMPLATE: TemplateFile = {
  path: 'template.yml',
  content: Buffer.from('version: 1')
}

/** The template the CLI's deprecated endpoint is given when the step names none. */
const LEGACY_TEMPLATE = ['artifact']

export interface CreateFlowInputs {
  body: CreateFlowBody
  /** A template file, the empty template, or none (the deprecated endpoint). */
  template?: TemplateFile
  emptyTemplate: boolean
}

function parseInputs(source: InputSource): CreateFlowInputs {
  const body: CreateFlowBody = {
    name: readName(source, 'flow', true),
    // Both are required by CreateFlow: an unset description is sent as empty.
    description: source('description') ?? '',
    visibility: readChoice(source, 'visibility', FLOW_VISIBILITIES)
  }
  const emptyTemplate = readBoolean(source, 'use-empty-template')
  const file = readTemplateFile(source, 'template-file')
  if (emptyTemplate && file) {
    // The CLI refuses the two flags together too.
    throw new InputError(
      'use-empty-template',
      'is true while template-file is given',
      'true only for a flow without a template file; leave it out to send template-file'
    )
  }
  return { body, template: emptyTemplate ? EMPTY_TEMPLATE : file, emptyTemplate }
}

async function run(inputs: CreateFlowInputs, context: CommandContext): Promise<CommandResult> {
  const { body, template } = inputs
  const org = context.common.org
  if (!template) {
    context.log.warning(
      'Neither template-file nor use-empty-template is given: the flow is created through the ' +
        'service\'s deprecated PUT /flows/{org} with the template ["artifact"], as the vendor ' +
        'CLI does; give template-file, or use-empty-template: true, before the service drops it.'
    )
  }
  const request = template
    ? createFlowRequest(org, body, checkedPart('template_file', template))
    : createLegacyFlowRequest(org, { ...body, template: LEGACY_TEMPLATE })
  const outcome = await sendOrPrint(request, context)
  const shown = inputs.emptyTemplate
    ? 'an empty template (version: 1)'
    : template
      ? `the template ${template.path}`
      : 'the template ["artifact"]'
  if (outcome.sent) context.log.info(`Flow "${body.name}" is in place with ${shown}.`)
  const summary = renderWriteSummary(outcome, {
    recorded: `Flow ${body.name} created or updated`,
    rows: [
      ['Flow', escapeText(body.name)],
      ['Description', body.description ? escapeText(body.description) : undefined],
      ['Visibility', body.visibility === undefined ? undefined : escapeText(body.visibility)],
      ['Template', template && !inputs.emptyTemplate ? code(template.path) : escapeText(shown)]
    ]
  })
  return {
    outcome: outcome.sent ? 'ok' : 'skipped',
    outputs: { ...writeOutputs(outcome), flow: body.name },
    summary
  }
}

export const command: Command<CreateFlowInputs> = { parseInputs, run }
