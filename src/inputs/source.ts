/**
 * Where raw input values come from. The action reads `INPUT_*` through @actions/core;
 * tests and scripts pass a plain function. Empty means unset, so defaults apply.
 */
import { API_ROOT_PATH } from '../service/roots.js'
import { InputError, quote } from './input-error.js'
import { FINGERPRINT_FORM, fingerprintProblem } from './fingerprint-form.js'
import { stepEnv } from '../runner/step-scope.js'

export type InputSource = (name: string) => string | undefined

export function inputsFromRecord(values: Record<string, string | undefined>): InputSource {
  return name => {
    const value = values[name]?.trim()
    return value ? value : undefined
  }
}

/**
 * A runner expression (`${{ github.token }}`) as a declared default: the runner evaluates it
 * when it passes the input, the action cannot.
 */
export function isRunnerExpression(value: string | undefined): boolean {
  return value?.includes('${{') ?? false
}

/**
 * `source` with `defaults` filled in where it has no value: how the declared defaults reach
 * the readers, which state none of their own. A runner expression is left out.
 */
export function withDefaults(
  source: InputSource,
  defaults: Readonly<Record<string, string | undefined>>
): InputSource {
  return name => {
    const value = source(name)
    if (value !== undefined) return value
    const declared = defaults[name]
    return isRunnerExpression(declared) ? undefined : declared
  }
}

type Env = Record<string, string | undefined>

interface EnvFallback {
  variable: string
  toInput?: (value: string) => string
  /** Checks the variable's value as the input's reader would, naming the variable. */
  check?: (variable: string, value: string) => void
  /**
   * Inputs that name the same thing another way: when the step gives one of them, the
   * variable is not read (the step's own input wins over the environment).
   */
  unlessGiven?: readonly string[]
}

/**
 * The environment variables the vendor CLI reads, used when an input is empty, so workflows
 * that already set them can switch without rewriting steps. An input always wins.
 */
const ENV_FALLBACKS: Readonly<Record<string, EnvFallback>> = {
  'api-token': { variable: 'KOSLI_API_TOKEN' },
  org: { variable: 'KOSLI_ORG' },
  flow: { variable: 'KOSLI_FLOW' },
  trail: { variable: 'KOSLI_TRAIL' },
  // The CLI's host is the site root; the action's base-url is the API root below it.
  'base-url': { variable: 'KOSLI_HOST', toInput: host => hostToApiRoot(host) },
  // Often exported job-wide from `kosli fingerprint`: a step that names its artifact by
  // artifact-path, or an attestation by its id, means that one, not the job's.
  fingerprint: {
    variable: 'KOSLI_FINGERPRINT',
    check: checkFingerprintVariable,
    unlessGiven: ['artifact-path', 'attestation-id']
  }
}

function checkFingerprintVariable(variable: string, value: string): void {
  const problem = fingerprintProblem(value)
  if (problem !== undefined) {
    throw new InputError('fingerprint', `(read from ${variable}) ${problem}`, FINGERPRINT_FORM)
  }
}

/** The environment variable read when the input is empty, for messages: KOSLI_ORG for org. */
export function fallbackVariable(name: string): string | undefined {
  return ENV_FALLBACKS[name]?.variable
}

export function hostToApiRoot(host: string): string {
  const trimmed = host.trim().replace(/\/+$/, '')
  return trimmed.endsWith(API_ROOT_PATH) ? trimmed : `${trimmed}${API_ROOT_PATH}`
}

/**
 * KOSLI_DRY_RUN turns a dry run on as it does for the vendor CLI. The runner passes
 * dry-run's default "false" whenever a step leaves it out, so an explicit "false" cannot be
 * told from none: the variable wins over "false", and dry-run: true wins over the variable.
 */
const DRY_RUN_VARIABLE = 'KOSLI_DRY_RUN'

/** The spellings Go's strconv.ParseBool (the vendor CLI's) accepts, as true or false. */
function goBoolean(variable: string, value: string): 'true' | 'false' {
  if (/^(1|t|true)$/i.test(value)) return 'true'
  if (/^(0|f|false)$/i.test(value)) return 'false'
  throw new InputError(
    'dry-run',
    `(read from ${variable}) has ${quote(value)}, which is not a boolean`,
    `"true" or "false" in ${variable}`
  )
}

export function withEnvFallbacks(source: InputSource, env: Env = stepEnv()): InputSource {
  return name => {
    const value = source(name)
    if (name === 'dry-run') {
      const variable = env[DRY_RUN_VARIABLE]?.trim()
      if (variable && (value === undefined || /^false$/i.test(value)))
        return goBoolean(DRY_RUN_VARIABLE, variable)
      return value
    }
    if (value !== undefined) return value
    const fallback = ENV_FALLBACKS[name]
    const raw = fallback ? env[fallback.variable]?.trim() : undefined
    if (!fallback || !raw) return undefined
    if (fallback.unlessGiven?.some(other => source(other) !== undefined)) return undefined
    fallback.check?.(fallback.variable, raw)
    return fallback.toInput ? fallback.toInput(raw) : raw
  }
}
