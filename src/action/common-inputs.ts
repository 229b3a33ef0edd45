/** Inputs shared by every command, validated before any command runs. */
import { commonInputs } from '../declarations/common.js'
import { declaredDefaults } from '../declarations/defaults.js'
import { checkRootUrl, redactUrl } from '../http/url.js'
import { InputError, quote } from '../inputs/errors.js'
import { nearestName } from '../inputs/nearest.js'
import { declared, readBoolean, readInteger, readName } from '../inputs/parse.js'
import { withDefaults, type InputSource } from '../inputs/source.js'
import { checkToken } from '../inputs/tokens.js'

/** The vendor CLI's sign for a dry run: the token is a placeholder, never sent. */
export const DRY_RUN_TOKEN = 'DRY_RUN'

export const EU_BASE_URL = 'https://app.kosli.com/api/v2'
export const US_BASE_URL = 'https://app.us.kosli.com/api/v2'

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
 * defaults are those src/declarations/common.ts declares for the command's kind.
 */
export function readCommonInputs(
  source: InputSource,
  commands: readonly string[],
  isLocal: (command: string) => boolean = () => false
): CommonInputs {
  const command = readCommand(source, commands)
  const local = isLocal(command)
  return readForCommand(withCommonDefaults(source, local), command, local)
}

function readCommand(source: InputSource, commands: readonly string[]): string {
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

/** The common inputs besides `command`, their declared defaults filled in. */
function readForCommand(source: InputSource, command: string, local: boolean): CommonInputs {
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
  if (apiToken === undefined && !dryRun) {
    throw new InputError(
      'api-token',
      'is empty (workflows triggered from forks receive no secrets, so it is empty there)',
      'a service API token, for example api-token: ${{ secrets.KOSLI_API_TOKEN }}, or dry-run: true'
    )
  }
  const org = readName(source, 'org', true)
  const base = source('base-url') ?? EU_BASE_URL
  const checked = checkRootUrl(base)
  if ('problem' in checked) {
    throw new InputError(
      'base-url',
      `has ${quote(redactUrl(base))}, which ${checked.problem}`,
      `an https URL of the API root such as ${EU_BASE_URL} (EU) or ${US_BASE_URL} (US); plain http only to localhost`
    )
  }
  return {
    command,
    apiToken,
    org,
    baseUrl: checked.url,
    dryRun,
    ...readLimits(source)
  }
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
  return process.env.KOSLI_API_TOKEN?.trim() === token ? 'KOSLI_API_TOKEN' : undefined
}
