/**
 * create-environment: `PUT /environments/{org}`, as the vendor CLI's `kosli create
 * environment` sends it. The service creates the environment, or updates the one of that
 * name in place, its type included: an environment whose type changes keeps the snapshots
 * reported as the old kind, and nothing says so. So, before the PUT, the environment is read:
 * one of another type is refused naming both types; otherwise the step says whether it
 * created, updated or left unchanged what was there (the same values again change nothing).
 */
import { renderWriteSummary, sendOrPrint, writeOutputs } from '../../writes/send-or-print.js'
import { InputError, quote } from '../../inputs/input-error.js'
import { checkName, readBoolean, readList, requireValue } from '../../inputs/parse.js'
import type { InputSource } from '../../inputs/source.js'
import { code, escapeText } from '../../summary/markdown.js'
import {
  ENVIRONMENT_TYPES,
  type CreateEnvironmentBody,
  type EnvironmentType
} from '../../service/bodies.js'
import type { ServiceClient } from '../../service/client.js'
import { createEnvironmentRequest, findEnvironment } from '../../service/environments.js'
import type { Environment } from '../../service/environments.js'
import type { Command, CommandContext, CommandResult } from '../../action/command.js'
import { requireEnvironmentName } from '../../inputs/environment-name.js'

export interface CreateEnvironmentInputs {
  body: CreateEnvironmentBody
}

type Change = 'created' | 'updated' | 'unchanged'

const TYPE_FORM = `one of ${ENVIRONMENT_TYPES.join(', ')}`

function readType(source: InputSource): EnvironmentType {
  const given = requireValue(source, 'type', TYPE_FORM)
  // The vendor CLI's help spells them k8s, ecs, s3; the service takes only its own spelling.
  const type = ENVIRONMENT_TYPES.find(known => known.toLowerCase() === given.toLowerCase())
  if (!type) throw new InputError('type', `has ${quote(given)}, which is not a type`, TYPE_FORM)
  return type
}

function readIncluded(source: InputSource, type: EnvironmentType): string[] | undefined {
  const names = readList(source, 'included-environments')
  if (names.length === 0) return undefined
  if (type !== 'logical') {
    throw new InputError(
      'included-environments',
      `is set for a ${type} environment, but only a logical environment groups others`,
      'no included-environments, or type logical'
    )
  }
  for (const name of names) checkName('included-environments', name)
  return [...new Set(names)]
}

function parseInputs(source: InputSource): CreateEnvironmentInputs {
  const name = requireEnvironmentName(source, 'environment', 'get-snapshot')
  const type = readType(source)
  const includedEnvironments = readIncluded(source, type)
  // Left out unless given: the service keeps what the environment has.
  const scaling =
    source('include-scaling') === undefined ? undefined : readBoolean(source, 'include-scaling')
  return {
    body: {
      name,
      type,
      // Required by CreateEnvironmentPutInput: an unset description is sent as empty.
      description: source('description') ?? '',
      ...(scaling !== undefined ? { include_scaling: scaling } : {}),
      ...(includedEnvironments ? { included_environments: includedEnvironments } : {})
    }
  }
}

/** What the PUT will do to what is there; refuses a change of type. */
async function changeOf(
  service: ServiceClient,
  org: string,
  body: CreateEnvironmentBody
): Promise<Change> {
  const existing = await findEnvironment(service, { org, environment: body.name })
  if (!existing) return 'created'
  if (existing.type && existing.type !== body.type) {
    throw new Error(
      `Environment "${body.name}" exists with type ${existing.type}, not ${body.type}, and the ` +
        'service would change its type in place, so nothing was sent; set type to ' +
        `${existing.type}, or give the ${body.type} environment another name.`
    )
  }
  return sameAs(existing, body) ? 'unchanged' : 'updated'
}

function sameAs(existing: Environment, body: CreateEnvironmentBody): boolean {
  const included = body.included_environments
  return (
    (existing.description ?? '') === body.description &&
    (body.include_scaling === undefined || existing.include_scaling === body.include_scaling) &&
    (included === undefined ||
      (existing.included_environments ?? []).join('\n') === included.join('\n'))
  )
}

async function run(
  inputs: CreateEnvironmentInputs,
  context: CommandContext
): Promise<CommandResult> {
  const { body } = inputs
  const { org } = context.common
  // A dry run with a token reads too, as every read does: it previews the change, and a
  // change of type it would refuse is said (as a warning) before anything is written.
  const change = context.service ? await changeOf(context.service, org, body) : undefined
  const outcome = await sendOrPrint(createEnvironmentRequest(org, body), context)
  if (outcome.sent) {
    context.log.info(
      change === 'unchanged'
        ? `Environment "${body.name}" (${body.type}) was already as asked; nothing changed.`
        : `Environment "${body.name}" (${body.type}) was ${change ?? 'written'}.`
    )
  } else if (change) {
    context.log.info(
      change === 'unchanged'
        ? `Dry run: environment "${body.name}" (${body.type}) is already as asked; the PUT would change nothing.`
        : `Dry run: environment "${body.name}" (${body.type}) would be ${change}.`
    )
  }
  const included = body.included_environments ?? []
  const summary = renderWriteSummary(outcome, {
    recorded: `Environment ${body.name} ${change ?? 'created or updated'}`,
    rows: [
      ['Environment', escapeText(body.name)],
      ['Type', escapeText(body.type)],
      ['Description', body.description ? escapeText(body.description) : undefined],
      [
        'Include scaling',
        body.include_scaling === undefined ? undefined : String(body.include_scaling)
      ],
      [
        'Included environments',
        included.length > 0 ? included.map(name => code(name)).join(', ') : undefined
      ]
    ]
  })
  return {
    outcome: outcome.sent ? 'ok' : 'skipped',
    outputs: {
      ...writeOutputs(outcome),
      environment: body.name,
      ...(outcome.sent && change ? { change } : {})
    },
    summary
  }
}

export const command: Command<CreateEnvironmentInputs> = { parseInputs, run }
