/**
 * The action's entry: read the common inputs, pick the command, validate its inputs, run
 * it, and publish outputs, summary and the verdict. One catch turns every failure into a
 * failed step with `outcome: error` and a message that says what to do.
 */
import * as core from '@actions/core'
import { COMMAND_NAMES, loadCommand } from './commands/registry.js'
import type { CommandContext, CommandResult, Logger } from './commands/types.js'
import { DRY_RUN_TOKEN, readCommonInputs, type CommonInputs } from './inputs/common.js'
import { inputsIgnoredBy } from './inputs/catalog.js'
import { InputError } from './inputs/errors.js'
import { secretParts } from './inputs/tokens.js'
import { withEnvFallbacks, type InputSource } from './inputs/source.js'
import { explainFailure } from './report/failure.js'
import { describeRetry } from './report/retry.js'
import { capSummary } from './report/summary.js'
import { ServiceClient } from './service/client.js'
import { USER_AGENT } from './version.js'

/**
 * Reads INPUT_* through @actions/core, then the vendor CLI's KOSLI_* variables; empty
 * values count as unset so defaults apply.
 */
export const actionInputs: InputSource = withEnvFallbacks(name => core.getInput(name) || undefined)

const log: Logger = {
  info: message => core.info(message),
  warning: message => core.warning(message),
  debug: message => core.debug(message),
  group: (title, work) => core.group(title, work)
}

export async function run(source: InputSource = actionInputs): Promise<void> {
  let common: CommonInputs | undefined
  let service: ServiceClient | undefined
  try {
    // Mask first, before anything could print it.
    const token = source('api-token')
    if (token && token !== DRY_RUN_TOKEN) secretParts(token).forEach(part => core.setSecret(part))
    common = readCommonInputs(source, COMMAND_NAMES)
    warnIgnoredInputs(common.command)
    if (token === DRY_RUN_TOKEN) {
      core.info('api-token is DRY_RUN: this is a dry run, and no service token is sent.')
    }
    const command = await loadCommand(common.command)
    const inputs = command.parseInputs(source, common)
    service = createService(common)
    const context: CommandContext = { common, service, log }
    await publish(await command.run(inputs, context), common)
  } catch (error) {
    core.setOutput('outcome', 'error')
    const message = explainFailure(error)
    core.debug(describeCause(error))
    if (common?.dryRun && !(error instanceof InputError)) {
      core.warning(`Dry run: ${message}`)
    } else {
      core.setFailed(message)
    }
  } finally {
    service?.dispose()
  }
}

/** Inputs meant for another command would otherwise have no effect without a word. */
function warnIgnoredInputs(command: string): void {
  const ignored = inputsIgnoredBy(command, name => core.getInput(name) || undefined)
  if (ignored.length === 0) return
  core.warning(
    `${command} does not read ${ignored.length === 1 ? 'the input' : 'the inputs'} ${ignored.join(', ')}, ` +
      'so they have no effect (the README input reference says which commands read each input); ' +
      'remove them or check command.'
  )
}

function createService(common: CommonInputs): ServiceClient | undefined {
  if (!common.apiToken) return undefined
  return new ServiceClient({
    baseUrl: common.baseUrl,
    token: common.apiToken,
    userAgent: USER_AGENT,
    timeoutMs: common.timeoutMs,
    maxRetries: common.maxRetries,
    onRetry: event => core.info(describeRetry(event))
  })
}

async function publish(result: CommandResult, common: CommonInputs): Promise<void> {
  for (const [name, value] of Object.entries(result.outputs)) core.setOutput(name, value)
  core.setOutput('outcome', result.outcome)
  if (common.summary && result.summary) {
    await core.summary.addRaw(capSummary(result.summary), true).write()
  }
  if (result.failure) {
    if (common.dryRun) core.warning(`Dry run: ${result.failure}`)
    else core.setFailed(result.failure)
  }
}

function describeCause(error: unknown): string {
  const lines: string[] = []
  let current: unknown = error
  for (let depth = 0; current !== undefined && depth < 5; depth++) {
    lines.push(current instanceof Error ? (current.stack ?? current.message) : String(current))
    current = current instanceof Error ? current.cause : undefined
  }
  return lines.join('\ncaused by: ')
}
