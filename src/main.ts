/**
 * The action's entry: read the common inputs, pick the command, validate its inputs, run
 * it, and publish outputs, summary and the verdict. One catch turns every failure into a
 * failed step with `outcome: error` and a message that says what to do.
 */
import * as core from '@actions/core'
import { constants } from 'node:os'
import { createLogger, failStep, logLines, safeLogLine } from './action/log.js'
import { COMMAND_NAMES, loadCommand } from './commands/registry.js'
import { COMMAND_CATALOG, inputsIgnoredBy, withDeclaredDefaults } from './commands/catalog.js'
import type { CommandContext, CommandResult, Logger } from './action/command.js'
import {
  DRY_RUN_TOKEN,
  readCommand,
  readCommonInputs,
  type CommonInputs
} from './action/common-inputs.js'
import { unreadInputsOfGate, unreadInputsWarning } from './action/unread-inputs.js'
import { stepKeys } from './inputs/step-keys.js'
import { InputError } from './inputs/input-error.js'
import { registrySecrets } from './inputs/registry-credentials.js'
import { secretParts } from './inputs/tokens.js'
import { withEnvFallbacks, type InputSource } from './inputs/source.js'
import { publishAnnotations } from './action/annotations.js'
import { explainFailure } from './action/failure.js'
import { fitOutputs } from './action/output-limit.js'
import { describeRetry } from './action/retry-log.js'
import { capSummary, describeSummaryFailure } from './action/summary-cap.js'
import { ServiceClient } from './service/client.js'
import { removeFilesInFlight, writesInFlight } from './http/in-flight.js'
import { USER_AGENT } from './version.js'

/**
 * Reads INPUT_* through @actions/core, then the vendor CLI's KOSLI_* variables; empty
 * values count as unset so defaults apply.
 */
const actionInputs: InputSource = withEnvFallbacks(name => core.getInput(name) || undefined)

/** Every line the action logs goes through it: remote text can never forge a command. */
const log: Logger = createLogger()

export async function run(source: InputSource = actionInputs): Promise<void> {
  handleCancellation()
  routeProcessWarnings()
  let common: CommonInputs | undefined
  let service: ServiceClient | undefined
  try {
    // Mask first, before anything could print it.
    const token = source('api-token')
    if (token && token !== DRY_RUN_TOKEN) secretParts(token).forEach(part => core.setSecret(part))
    registrySecrets(source).forEach(secret =>
      secretParts(secret).forEach(part => core.setSecret(part))
    )
    // Keys the command would ignore are named before any other input is judged: a misspelt
    // api_token is then named as such, not reported as an empty api-token.
    checkUnreadInputs(readCommand(source, COMMAND_NAMES), source)
    // Without a token, the event payload says whether this run came from a fork; read only
    // then, so that a run with a token does not load the payload's parser before its request.
    const fork = token === undefined ? await forkOfRun() : undefined
    common = readCommonInputs(
      source,
      COMMAND_NAMES,
      name => COMMAND_CATALOG[name]?.kind === 'local',
      fork
    )
    if (token === DRY_RUN_TOKEN && common.apiToken === undefined && common.dryRun) {
      core.info('api-token is DRY_RUN: this is a dry run, and no service token is sent.')
    }
    const command = await loadCommand(common.command)
    const inputs = command.parseInputs(withDeclaredDefaults(source, common.command), common)
    service = createService(common)
    const context: CommandContext = { common, service, log }
    await publish(await command.run(inputs, context), common)
  } catch (error) {
    try {
      core.setOutput('outcome', 'error')
    } catch {
      // GITHUB_OUTPUT itself may be what failed (a file gone, a full disk): the failure below
      // must still be reported, not replaced by this one.
    }
    const message = explainFailure(error)
    logLines(log.debug, describeCause(error))
    if (common?.dryRun && !(error instanceof InputError)) {
      log.warning(`Dry run: ${message}`)
    } else {
      failStep(message)
    }
  } finally {
    service?.dispose()
  }
}

async function forkOfRun(): Promise<string | undefined> {
  const { forkOf, readRunFacts } = await import('./github/event.js')
  return forkOf(readRunFacts())
}

/**
 * Keys the step gave that its command does not read: misspelt ones no command has, and
 * inputs of other commands. A gate (a gate command, or any step given assert: true, read or
 * not, since the user asked for a gate) is refused before any request, as an ignored key
 * could weaken what it judges; any other command warns once and goes on.
 */
function checkUnreadInputs(command: string, source: InputSource): void {
  const unread = inputsIgnoredBy(command, stepKeys())
  if (unread.length === 0) return
  const gate = COMMAND_CATALOG[command]?.kind === 'gate' || /^true$/i.test(source('assert') ?? '')
  if (gate) throw unreadInputsOfGate(command, unread)
  log.warning(unreadInputsWarning(command, unread))
}

function createService(common: CommonInputs): ServiceClient | undefined {
  if (!common.apiToken) return undefined
  return new ServiceClient({
    baseUrl: common.baseUrl,
    token: common.apiToken,
    userAgent: USER_AGENT,
    timeoutMs: common.timeoutMs,
    maxRetries: common.maxRetries,
    onRetry: event => log.info(describeRetry(event))
  })
}

async function publish(result: CommandResult, common: CommonInputs): Promise<void> {
  const outputs = await fitOutputs(
    common.command,
    result.outputs,
    message => core.warning(message),
    result.oversized
  )
  try {
    for (const [name, value] of Object.entries(outputs)) core.setOutput(name, value)
    core.setOutput('outcome', result.outcome)
  } catch (error) {
    // Outputs are what later steps read: without them the step must not pass.
    const reason = error instanceof Error ? error.message : String(error)
    throw new Error(
      `The step's outputs could not be written to GITHUB_OUTPUT (${reason}); run the action as a workflow step, on a runner that creates that file and can write to it.`,
      { cause: error }
    )
  }
  if (common.summary && result.summary) await writeSummary(result.summary)
  // The step's own failure takes one of the error annotations the runner shows.
  const failing = result.failure !== undefined && !common.dryRun
  if (result.annotations) publishAnnotations(result.annotations, { reserved: failing ? 1 : 0 })
  if (result.failure) {
    if (common.dryRun) log.warning(`Dry run: ${result.failure}`)
    else failStep(result.failure)
  }
}

/**
 * Older GitHub Enterprise Server, act, Gitea and Forgejo runners have no job summary (no
 * GITHUB_STEP_SUMMARY), and a summary file can be unwritable: the summary is a convenience,
 * so either is a warning, never a failed step.
 */
async function writeSummary(markdown: string): Promise<void> {
  try {
    await core.summary.addRaw(capSummary(markdown), true).write()
  } catch (error) {
    core.summary.emptyBuffer()
    log.warning(describeSummaryFailure(process.env.GITHUB_STEP_SUMMARY, error))
  }
}

let warningsRouted = false

/**
 * Node prints a process warning (`process.emitWarning`, from Node itself or a library) to
 * stderr as it is, and a library may quote a server's text in one (a deprecation notice
 * naming a header's value): the runner would read a `::` or `##[` in it as a workflow
 * command. Node's printer is removed and each warning goes through the safe logger, as a
 * debug line: it concerns the action's code, not the user's workflow. Installed once.
 */
function routeProcessWarnings(): void {
  if (warningsRouted) return
  warningsRouted = true
  process.removeAllListeners('warning')
  process.on('warning', warning => {
    log.debug(`Node.js warning: ${warning.name}: ${warning.message}`)
  })
}

let cancellationHandled = false

/**
 * A cancelled job sends SIGINT, then SIGTERM. Cut off while a write is on its way, the action
 * cannot know whether the server applied it: it says so, naming the request. Cut off while a
 * download is being written, it removes the partial file, so no half file stays in the
 * workspace. Then it exits non-zero as a cancelled step does. Installed once, however often
 * run() is called.
 */
function handleCancellation(): void {
  if (cancellationHandled) return
  cancellationHandled = true
  let cancelling = false
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      // A second signal while exiting (SIGINT, then SIGTERM) must not repeat the line.
      if (cancelling) return
      cancelling = true
      for (const write of writesInFlight()) {
        log.warning(
          `Cancelled (${signal}) while ${write.method} ${write.target} was on its way to ` +
            `${write.system}: the write may or may not have been recorded; check it in ` +
            `${write.system} before re-running, so it is not recorded twice.`
        )
      }
      // Removed now, and again just before exiting: a download may start its file between.
      for (const target of removeFilesInFlight()) {
        log.info(`Cancelled (${signal}) while downloading ${target}: its partial file was removed.`)
      }
      // Exit once stdout has taken the line (pipes may be asynchronous).
      process.stdout.write('', () => {
        removeFilesInFlight()
        process.exit(128 + constants.signals[signal])
      })
    })
  }
}

function describeCause(error: unknown): string {
  const lines: string[] = []
  let current: unknown = error
  for (let depth = 0; current !== undefined && depth < 5; depth++) {
    lines.push(current instanceof Error ? describeError(current) : safeLogLine(String(current)))
    current = current instanceof Error ? current.cause : undefined
  }
  return lines.join('\ncaused by: ')
}

/**
 * The message (which may hold a server's text) on one line, then the stack frames, one a
 * line: split into log lines, a line break inside the message cannot start a line of its own.
 */
function describeError(error: Error): string {
  const header = `${error.name}: ${error.message}`
  const frames = error.stack?.startsWith(header) ? error.stack.slice(header.length) : ''
  return safeLogLine(header) + frames
}
