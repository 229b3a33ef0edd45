/** Inputs shared by every command, validated before any command runs. */
import { stepEnv } from '../runner/step-scope.js'
import { commonInputs } from '../declarations/common.js'
import { declaredDefaults } from '../declarations/defaults.js'
import { checkRootUrl, redactUrl } from '../http/url.js'
import { InputError, quote } from '../inputs/input-error.js'
import { nearestName } from '../inputs/nearest.js'
import { declared, readBoolean, readInteger, readName } from '../inputs/parse.js'
import { withDefaults, type InputSource } from '../inputs/source.js'
import { checkToken } from '../inputs/tokens.js'
import {
  API_ROOT_PATH,
  EU_BASE_URL,
  EU_SITE_ROOT,
  US_BASE_URL,
  US_SITE_ROOT
} from '../service/roots.js'

export { EU_BASE_URL, US_BASE_URL } from '../service/roots.js'

/** The vendor CLI's sign for a dry run: the token is a placeholder, never sent. */
export const DRY_RUN_TOKEN = 'DRY_RUN'

export interface CommonInputs {
  command: string
  /** Absent only in a dry run. */
  apiToken: string | undefined
  org: string
  baseUrl: URL
  dryRun: boolean
  timeoutMs: number
  maxRetries: number
  summary: boolean
}

/**
 * `isLocal` says whether a command works on the runner alone: then no token, org or base URL
 * is read (a fingerprint needs none, and a fork's workflow has no token to give). The
 * defaults are those src/declarations/common.ts declares for the command's kind. `fork`
 * names the fork the run's pull request comes from, if any, to say why api-token is empty.
 */
export function readCommonInputs(
  source: InputSource,
  commands: readonly string[],
  options: {
    isLocal?: (command: string) => boolean
    /** The fork this run came from, to say why api-token is empty. */
    fork?: string
  } = {}
): CommonInputs {
  const { fork } = options
  const command = readCommand(source, commands)
  const local = options.isLocal?.(command) ?? false
  return readForCommand(withCommonDefaults(source, local), command, local, fork)
}

/** The common inputs besides `command`, their declared defaults filled in. */
function readForCommand(
  source: InputSource,
  command: string,
  local: boolean,
  fork: string | undefined
): CommonInputs {
  if (local) {
    // Nothing is sent to the service, so there is nothing to dry-run either.
    return {
      command,
      apiToken: undefined,
      org: '',
      baseUrl: new URL(EU_BASE_URL),
      dryRun: false,
      ...readLimits(source)
    }
  }
  const given = source('api-token')
  const tokenSaysDryRun = given === DRY_RUN_TOKEN
  const dryRun = readBoolean(source, 'dry-run') || tokenSaysDryRun
  const apiToken = tokenSaysDryRun ? undefined : given
  if (apiToken !== undefined) checkToken('api-token', apiToken, tokenOrigin(apiToken))
  if (apiToken === undefined && !dryRun) throw missingToken(fork)
  const org = readName(source, 'org', true)
  const baseUrl = readBaseUrl(source)
  return {
    command,
    apiToken,
    org,
    baseUrl,
    dryRun,
    ...readLimits(source)
  }
}

/** The command the step runs: the first input read, so every other check knows it. */
export function readCommand(source: InputSource, commands: readonly string[]): string {
  const command = source('command')
  if (command === undefined) {
    throw new InputError('command', 'is empty', `one of ${commands.join(', ')}`)
  }
  if (!commands.includes(command)) {
    const near = nearestName(command, commands)
    throw new InputError(
      'command',
      `has ${quote(command)}, which is not a command${near ? ` (did you mean ${near}?)` : ''}`,
      `one of ${commands.join(', ')}`
    )
  }
  return command
}

/** The step skipped on runs from forks: the condition GitHub's own documentation gives. */
export const SKIP_ON_FORKS =
  'if: github.event.pull_request.head.repo.full_name == github.repository'

/**
 * An empty api-token. On a run from a fork it is empty because GitHub gives such runs no
 * secrets, whatever the workflow says: the fix is to skip the step there, not to add a secret.
 */
function missingToken(fork: string | undefined): InputError {
  if (fork !== undefined) {
    return new InputError(
      'api-token',
      `is empty because this run came from a fork (${quote(fork)}), and workflows triggered ` +
        'from forks receive no secrets',
      `the step to be skipped on runs from forks, with ${SKIP_ON_FORKS}, or dry-run: true there`
    )
  }
  return new InputError(
    'api-token',
    'is empty (workflows triggered from forks receive no secrets, so it is empty there)',
    'a service API token, for example api-token: ${{ secrets.KOSLI_API_TOKEN }}, or dry-run: true'
  )
}

/**
 * The service's API root. A site root (`https://app.kosli.com`, as KOSLI_HOST and the vendor
 * CLI's --host take it) gets /api/v2 added; any other path must end in /api/v2, since every
 * request below it would otherwise reach something that is not the API.
 */
function readBaseUrl(source: InputSource): URL {
  // No declared default: the runner would pass it, and KOSLI_HOST must be read when empty.
  const base = source('base-url') ?? EU_BASE_URL
  const refuse = (problem: string) =>
    new InputError(
      'base-url',
      `has ${quote(redactUrl(base))}, ${problem}`,
      `an https URL of the API root such as ${EU_BASE_URL} (EU) or ${US_BASE_URL} (US), or ` +
        `the site root (${EU_SITE_ROOT} or ${US_SITE_ROOT}) to which ${API_ROOT_PATH} is added; ` +
        'plain http only to localhost'
    )
  const checked = checkRootUrl(base)
  if ('problem' in checked) throw refuse(`which ${checked.problem}`)
  const url = checked.url
  const path = url.pathname.replace(/\/+$/, '')
  if (path === '') {
    url.pathname = API_ROOT_PATH
    return url
  }
  if (!path.endsWith(API_ROOT_PATH)) {
    throw refuse(
      `whose path ${quote(url.pathname)} is not the API root (it does not end in ${API_ROOT_PATH})`
    )
  }
  return url
}

/**
 * The common inputs with their declared defaults filled in. Every kind that talks to the
 * service declares the same ones, so `read` stands for all of them.
 */
function withCommonDefaults(source: InputSource, local: boolean): InputSource {
  return withDefaults(source, declaredDefaults(commonInputs(local ? 'local' : 'read')))
}

/** The limits and the summary switch, which every kind of command reads. */
function readLimits(
  source: InputSource
): Pick<CommonInputs, 'timeoutMs' | 'maxRetries' | 'summary'> {
  const timeoutSeconds = readInteger(source, 'timeout-seconds', {
    min: 1,
    max: 600,
    unit: 'seconds'
  })
  return {
    timeoutMs: declared('timeout-seconds', timeoutSeconds) * 1000,
    maxRetries: declared('max-retries', readInteger(source, 'max-retries', { min: 0, max: 10 })),
    summary: readBoolean(source, 'summary')
  }
}

/** Names KOSLI_API_TOKEN in a message when the token came from it (api-token was empty). */
function tokenOrigin(token: string): string | undefined {
  return stepEnv().KOSLI_API_TOKEN?.trim() === token ? 'KOSLI_API_TOKEN' : undefined
}
