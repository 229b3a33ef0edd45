/**
 * Typed readers for inputs. Each one either returns a valid value or throws an InputError
 * whose sentence names the input, what is wrong and the expected form.
 */
import { InputError, quote } from './input-error.js'
import {
  FINGERPRINT_FORM,
  FINGERPRINT_PREFIX_FORM,
  fingerprintPrefixProblem,
  fingerprintProblem
} from './fingerprint-form.js'
import { variableOf } from './source.js'
import type { InputSource } from './source.js'

/** The service's name pattern for flows and trails; used for every name. */
const NAME_PATTERN = /^[a-zA-Z0-9][a-zA-Z0-9.\-_~]*$/
const NAME_FORM = 'a name of letters, digits, ".", "-", "_" or "~", starting with a letter or digit'
export { FINGERPRINT_PATTERN } from './fingerprint-form.js'

/**
 * What a reader found for an input whose declaration gives a default. The declared defaults
 * are filled in before any reader runs (withDeclaredDefaults for a command's inputs,
 * readCommonInputs for the common ones), so a reader states no default of its own. Finding
 * nothing is a fault in the action's code, never in the step, and fails rather than guess.
 */
export function declared<T>(name: string, value: T | undefined): T {
  if (value !== undefined) return value
  throw new Error(
    `Input "${name}" has no value although its declaration gives a default, so the action read ` +
      'it without its declared defaults: this is a fault in the action, please report it.'
  )
}

export function requireValue(source: InputSource, name: string, expected: string): string {
  const value = source(name)
  if (value !== undefined) return value
  const variable = variableOf(source, name)
  if (variable?.cliDefault !== undefined) {
    // Where the CLI went on with its default, a migrating step stops: say what it took.
    throw new InputError(
      name,
      `is required: the vendor CLI took ${variable.cliDefault} when --${variable.flag} was not given`,
      `${name}: ${variable.cliDefault} in the step, or ${variable.variable} set`
    )
  }
  throw new InputError(
    name,
    variable ? `is empty and ${variable.variable} is not set` : 'is empty',
    expected
  )
}

export function readName(source: InputSource, name: string, required: true): string
export function readName(source: InputSource, name: string, required?: false): string | undefined
export function readName(source: InputSource, name: string, required = false): string | undefined {
  const value = required ? requireValue(source, name, NAME_FORM) : source(name)
  if (value === undefined) return undefined
  checkName(name, value)
  return value
}

export function checkName(input: string, value: string): void {
  if (NAME_PATTERN.test(value)) return
  const problem = /[/\\]/.test(value)
    ? `has ${quote(value)}, which contains a path separator`
    : value === '.' || value === '..'
      ? `has ${quote(value)}, a dot segment`
      : `has ${quote(value)}, which is not a valid name`
  throw new InputError(input, problem, NAME_FORM)
}

/** A fingerprint input: a SHA-256 digest in lowercase hex. */
export function readFingerprint(source: InputSource, name: string): string | undefined {
  return readFingerprintForm(source, name, fingerprintProblem, FINGERPRINT_FORM)
}

/** A fingerprint input that may also hold its start, for a read the service answers by it. */
export function readFingerprintPrefix(source: InputSource, name: string): string | undefined {
  return readFingerprintForm(source, name, fingerprintPrefixProblem, FINGERPRINT_PREFIX_FORM)
}

function readFingerprintForm(
  source: InputSource,
  name: string,
  problemOf: (value: string) => string | undefined,
  form: string
): string | undefined {
  const value = source(name)
  if (value === undefined) return undefined
  const problem = problemOf(value)
  if (problem !== undefined) throw new InputError(name, problem, form)
  return value
}

/** A boolean input: each declares its default (or is required, then read with parseBoolean). */
export function readBoolean(source: InputSource, name: string): boolean {
  return parseBoolean(name, declared(name, source(name)))
}

export function parseBoolean(name: string, value: string): boolean {
  if (/^true$/i.test(value)) return true
  if (/^false$/i.test(value)) return false
  throw new InputError(name, `has ${quote(value)}, which is not a boolean`, '"true" or "false"')
}

export function readInteger(
  source: InputSource,
  name: string,
  range: { min: number; max: number; unit?: string }
): number | undefined {
  const value = source(name)
  const expected = `a whole number${range.unit ? ` of ${range.unit}` : ''} from ${range.min} to ${range.max}`
  if (value === undefined) return undefined
  if (!/^-?\d+$/.test(value))
    throw new InputError(name, `has ${quote(value)}, which is not a whole number`, expected)
  const number = Number(value)
  if (number < range.min || number > range.max) {
    throw new InputError(name, `has ${value}, which is out of range`, expected)
  }
  return number
}

/** Comma- or newline-separated values, trimmed, blanks dropped. */
export function readList(source: InputSource, name: string): string[] {
  const value = source(name)
  return value === undefined ? [] : splitList(value)
}

export function splitList(value: string): string[] {
  return value
    .split(/[,\n]/)
    .map(item => item.trim())
    .filter(item => item !== '')
}

export function readChoice<T extends string>(
  source: InputSource,
  name: string,
  choices: readonly T[]
): T | undefined {
  const value = source(name)
  if (value === undefined) return undefined
  if ((choices as readonly string[]).includes(value)) return value as T
  throw new InputError(
    name,
    `has ${quote(value)}, which is not one of the choices`,
    `one of ${choices.join(', ')}`
  )
}
