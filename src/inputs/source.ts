/**
 * Where raw input values come from. The action reads `INPUT_*` through @actions/core;
 * tests and scripts pass a plain function. Empty means unset, so defaults apply.
 */
import { API_ROOT_PATH } from '../service/roots.js'
import { InputError, quote } from './input-error.js'
import { FINGERPRINT_FORM, fingerprintProblem } from './fingerprint-form.js'
import { stepEnv } from '../runner/step-scope.js'
import type { InputVariable } from '../declarations/types.js'
import { variableName } from '../declarations/variable-name.js'

export interface InputSource {
  (name: string): string | undefined
  /**
   * The vendor CLI's variable read for the input when the step does not give it, if any,
   * and whether the value read came from it: what a refusal names.
   */
  readonly variables?: VariableReading
}

export interface VariableReading {
  of(name: string): InputVariable | undefined
  /** The input's value came from its variable: the step did not give it. */
  wasRead(name: string): boolean
}

/** The variable read for `name`, if the source reads one. */
export function variableOf(source: InputSource, name: string): InputVariable | undefined {
  return source.variables?.of(name)
}

/** `read` as a source that says what `base` says about its variables. */
function keepingVariables(base: InputSource, read: (name: string) => string | undefined) {
  return base.variables ? Object.assign(read, { variables: base.variables }) : read
}

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
  return keepingVariables(source, name => {
    const value = source(name)
    if (value !== undefined) return value
    const declared = defaults[name]
    return isRunnerExpression(declared) ? undefined : declared
  })
}

type Env = Readonly<Record<string, string | undefined>>

/** What an input's variable needs besides being read, for the few inputs that need more. */
interface VariableRule {
  toInput?: (value: string) => string
  /** Checks the variable's value as the input's reader would, naming the variable. */
  check?: (variable: string, value: string) => void
  /**
   * Inputs that name the same thing another way: when the step gives one of them, the
   * variable is not read (the step's own input wins over the environment).
   */
  unlessGiven?: readonly string[]
}

const RULES: Readonly<Record<string, VariableRule>> = {
  // The CLI's host is the site root; the action's base-url is the API root below it.
  'base-url': { toInput: host => hostToApiRoot(host) },
  // Often exported job-wide from `kosli fingerprint`: a step that names its artifact by
  // artifact-path, or an attestation by its id, means that one, not the job's.
  fingerprint: {
    check: checkFingerprintVariable,
    unlessGiven: ['artifact-path', 'attestation-id']
  },
  // A step that attaches by the older name means its own files, not the job's.
  attachments: { unlessGiven: ['attachment'] }
}

/** The variable every command with a fingerprint input reads for it. */
export const FINGERPRINT_VARIABLE = variableName('fingerprint')

function checkFingerprintVariable(variable: string, value: string): void {
  const problem = fingerprintProblem(value)
  if (problem !== undefined) {
    throw new InputError('fingerprint', `(read from ${variable}) ${problem}`, FINGERPRINT_FORM)
  }
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
const DRY_RUN = 'dry-run'

/** The spellings Go's strconv.ParseBool (the vendor CLI's) accepts, as true or false. */
function goBoolean(input: string, variable: string, value: string): 'true' | 'false' {
  if (/^(1|t|true)$/i.test(value)) return 'true'
  if (/^(0|f|false)$/i.test(value)) return 'false'
  throw new InputError(
    input,
    `(read from ${variable}) has ${quote(value)}, which is not a boolean`,
    `"true" or "false" in ${variable}`
  )
}

/**
 * key=value pairs as the CLI reads them from a variable (`a=1,b=2`), as the lines the inputs
 * take; a comma not followed by a key belongs to the value before it.
 */
function pairsToLines(value: string): string {
  return value
    .split(/,(?=[^,=]+=)/)
    .map(pair => pair.trim())
    .join('\n')
}

function fromForm(input: string, variable: InputVariable, raw: string): string {
  if (variable.form === 'boolean') return goBoolean(input, variable.variable, raw)
  if (variable.form === 'pairs') return pairsToLines(raw)
  return raw
}

/**
 * The step's inputs, then the vendor CLI's variables of the command's flags (`variables`, by
 * input, from the catalog), so a job that keeps its CLI `env:` block records what the CLI
 * recorded. An input the step gives always wins; a variable for a flag the command does not
 * take is never read. The declared defaults apply after both (withDefaults).
 */
export function withEnvFallbacks(
  source: InputSource,
  variables: Readonly<Record<string, InputVariable>>,
  env: Env = stepEnv()
): InputSource {
  const raw = (name: string): string | undefined => {
    const variable = variables[name]
    const value = variable ? env[variable.variable]?.trim() : undefined
    return value ? value : undefined
  }
  const wasRead = (name: string): boolean => {
    if (name === DRY_RUN) {
      const value = source(name)
      return raw(name) !== undefined && (value === undefined || /^false$/i.test(value))
    }
    if (source(name) !== undefined || raw(name) === undefined) return false
    return !(RULES[name]?.unlessGiven?.some(other => source(other) !== undefined) ?? false)
  }
  const read = (name: string): string | undefined => {
    if (!wasRead(name)) return source(name)
    const variable = variables[name] as InputVariable
    const value = raw(name) as string
    const rule = RULES[name]
    rule?.check?.(variable.variable, value)
    return rule?.toInput ? rule.toInput(value) : fromForm(name, variable, value)
  }
  return Object.assign(read, {
    variables: { of: (name: string) => variables[name], wasRead }
  })
}
