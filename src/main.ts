/**
 * The action's entry: read the common inputs, pick the command, validate its inputs, run
 * it, and publish outputs, summary and the verdict. One catch turns every failure into a
 * failed step with `outcome: error` and a message that says what to do. Everything goes
 * through the runner it is given (src/runner/runner.ts): the workflow runner by default.
 */
import { createLogger, failStep, logLines, safeLogLine } from './action/log.js'
import { COMMAND_NAMES, loadCommand } from './commands/registry.js'
import {
  COMMAND_CATALOG,
  inputsIgnoredBy,
  variablesOf,
  withDeclaredDefaults
} from './commands/catalog.js'
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
import { SECRET_INPUTS, secretParts } from './inputs/tokens.js'
import { variableName } from './declarations/variable-name.js'
import { withEnvFallbacks, type InputSource } from './inputs/source.js'
import { publishAnnotations } from './action/annotations.js'
import { actionsRunner } from './runner/actions-runner.js'
import type { Env, Runner } from './runner/runner.js'
import { inStep } from './runner/step-scope.js'
import { explainFailure } from './action/failure.js'
import { fitOutputs } from './action/output-limit.js'
import { describeRetry } from './action/retry-log.js'
import { capSummary, describeSummaryFailure } from './action/summary-cap.js'
import { ServiceClient } from './service/client.js'
import { USER_AGENT } from './version.js'

/**
 * One step: the inputs are the runner's INPUT_* values, then the vendor CLI's KOSLI_*
 * variables; empty values count as unset so defaults apply. Every line logged goes through
 * the step's logger, so remote text can never forge a command.
 */
export function run(runner: Runner = actionsRunner()): Promise<void> {
  return inStep(runner, () => runStep(runner))
}

async function runStep(runner: Runner): Promise<void> {
  const given: InputSource = name => runner.input(name)
  const source = withEnvFallbacks(given, variablesOf(given('command')), runner.env)
  const log: Logger = createLogger(runner)
  let common: CommonInputs | undefined
  let service: ServiceClient | undefined
  try {
    // Mask first, before anything could print it.
    const token = source('api-token')
    const secrets = new Set([...(token === undefined ? [] : [token]), ...registrySecrets(source)])
    // A secret the job's environment holds for the CLI (KOSLI_JIRA_API_TOKEN, ...) is masked
    // as its input would be, whether or not this step's command reads it.
    for (const name of SECRET_INPUTS) {
      const secret = runner.env[variableName(name)]?.trim()
      if (secret) secrets.add(secret)
    }
    secrets.delete(DRY_RUN_TOKEN)
    for (const secret of secrets) secretParts(secret).forEach(part => runner.mask(part))
    // Keys the command would ignore are named before any other input is judged: a misspelt
    // api_token is then named as such, not reported as an empty api-token.
    checkUnreadInputs(readCommand(source, COMMAND_NAMES), source, runner.env, log)
    // Without a token, the event payload says whether this run came from a fork; read only
    // then, so that a run with a token does not load the payload's parser before its request.
    const fork = token === undefined ? await forkOfRun(runner.env) : undefined
    common = readCommonInputs(source, COMMAND_NAMES, {
      isLocal: name => COMMAND_CATALOG[name]?.kind === 'local',
      fork
    })
    if (token === DRY_RUN_TOKEN && common.apiToken === undefined && common.dryRun) {
      log.info('api-token is DRY_RUN: this is a dry run, and no service token is sent.')
    }
    const command = await loadCommand(common.command)
    const step = { mask: (secret: string) => runner.mask(secret) }
    const inputs = command.parseInputs(withDeclaredDefaults(source, common.command), common, step)
    service = createService(common, log)
    const context: CommandContext = { common, service, log }
    await publish(await command.run(inputs, context), common, runner, log)
  } catch (error) {
    try {
      runner.setOutput('outcome', 'error')
    } catch {
      // GITHUB_OUTPUT itself may be what failed (a file gone, a full disk): the failure below
      // must still be reported, not replaced by this one.
    }
    const message = explainFailure(namingVariable(error, source))
    logLines(log.debug, describeCause(error))
    if (common?.dryRun && !(error instanceof InputError)) {
      log.warning(`Dry run: ${message}`)
    } else {
      failStep(runner, message)
    }
  } finally {
    service?.dispose()
  }
}

/**
 * A refusal of a value the job's environment gave (the step left the input out) names the
 * variable it came from, since the step shows no such input.
 */
function namingVariable(error: unknown, source: InputSource): unknown {
  if (!(error instanceof InputError) || !source.variables?.wasRead(error.input)) return error
  const variable = source.variables.of(error.input)?.variable
  return variable ? error.readFrom(variable) : error
}

async function forkOfRun(env: Env): Promise<string | undefined> {
  const { forkOf, readRunFacts } = await import('./github/event.js')
  return forkOf(readRunFacts(env))
}

/**
 * Keys the step gave that its command does not read: misspelt ones no command has, and
 * inputs of other commands. A gate (a gate command, or any step given assert: true, read or
 * not, since the user asked for a gate) is refused before any request, as an ignored key
 * could weaken what it judges; any other command warns once and goes on.
 */
function checkUnreadInputs(command: string, source: InputSource, env: Env, log: Logger): void {
  const unread = inputsIgnoredBy(command, stepKeys(env))
  if (unread.length === 0) return
  const gate = COMMAND_CATALOG[command]?.kind === 'gate' || /^true$/i.test(source('assert') ?? '')
  if (gate) throw unreadInputsOfGate(command, unread)
  log.warning(unreadInputsWarning(command, unread))
}

function createService(common: CommonInputs, log: Logger): ServiceClient | undefined {
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

async function publish(
  result: CommandResult,
  common: CommonInputs,
  runner: Runner,
  log: Logger
): Promise<void> {
  const outputs = await fitOutputs(
    common.command,
    result.outputs,
    message => log.warning(message),
    result.oversized
  )
  try {
    for (const [name, value] of Object.entries(outputs)) runner.setOutput(name, value)
    runner.setOutput('outcome', result.outcome)
  } catch (error) {
    // Outputs are what later steps read: without them the step must not pass.
    const reason = error instanceof Error ? error.message : String(error)
    throw new Error(
      `The step's outputs could not be written to GITHUB_OUTPUT (${reason}); run the action as a workflow step, on a runner that creates that file and can write to it.`,
      { cause: error }
    )
  }
  if (common.summary && result.summary) await writeSummary(result.summary, runner, log)
  // The step's own failure takes one of the error annotations the runner shows.
  const failing = result.failure !== undefined && !common.dryRun
  if (result.annotations) {
    publishAnnotations(result.annotations, {
      sink: runner,
      env: runner.env,
      reserved: failing ? 1 : 0
    })
  }
  if (result.failure) {
    if (common.dryRun) log.warning(`Dry run: ${result.failure}`)
    else failStep(runner, result.failure)
  }
}

/**
 * Older GitHub Enterprise Server, act, Gitea and Forgejo runners have no job summary (no
 * GITHUB_STEP_SUMMARY), and a summary file can be unwritable: the summary is a convenience,
 * so either is a warning, never a failed step.
 */
async function writeSummary(markdown: string, runner: Runner, log: Logger): Promise<void> {
  try {
    await runner.appendSummary(capSummary(markdown))
  } catch (error) {
    log.warning(describeSummaryFailure(runner.env.GITHUB_STEP_SUMMARY, error))
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
