/** Time-window inputs: unix timestamps in seconds, with the start at or before the end. */
import { InputError, quote } from './input-error.js'
import type { InputSource } from './source.js'

export interface TimeWindow {
  from?: number
  to?: number
}

const DECIMAL = /^\d+(\.\d+)?$/
const WHOLE = /^\d+$/
/** 9999-12-31: a larger value is milliseconds or a typo, not a date the service knows. */
const MAX_SECONDS = 253_402_300_799

/**
 * Reads one timestamp input. `whole` requires an integer, for operations whose parameters
 * are integers (list-attestations); list-builds accepts fractions of a second.
 */
export function readTimestamp(
  source: InputSource,
  name: string,
  whole: boolean
): number | undefined {
  const value = source(name)
  if (value === undefined) return undefined
  const form = `a ${whole ? 'whole' : 'non-negative'} number of seconds since 1970-01-01 UTC, for example 1767225600`
  if (!(whole ? WHOLE : DECIMAL).test(value)) {
    const problem = /^-/.test(value)
      ? 'is negative'
      : whole && DECIMAL.test(value)
        ? 'has a fractional part'
        : 'is not a number of seconds'
    throw new InputError(name, `has ${quote(value)}, which ${problem}`, form)
  }
  const seconds = Number(value)
  if (seconds > MAX_SECONDS) {
    throw new InputError(name, `has ${value}, which is after the year 9999 (milliseconds?)`, form)
  }
  return seconds
}

/**
 * Checks that a window read with readTimestamp runs forwards. Each bound is named, so the
 * message says which input to change.
 */
export function checkTimeWindow(
  from: { name: string; value: number | undefined },
  to: { name: string; value: number | undefined }
): TimeWindow {
  if (from.value !== undefined && to.value !== undefined && from.value > to.value) {
    throw new InputError(
      from.name,
      `has ${from.value}, which is after ${to.name} (${to.value})`,
      `${from.name} at or before ${to.name}`
    )
  }
  return { from: from.value, to: to.value }
}
