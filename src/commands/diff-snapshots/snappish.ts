/**
 * A snappish as the service's env-diff takes it: an environment name, then optionally `#N`
 * (the Nth snapshot, from 1) or `~N` (N behind the latest). Checked while inputs are read.
 */
import { InputError, quote } from '../../inputs/input-error.js'
import { checkName, requireValue } from '../../inputs/parse.js'
import type { InputSource } from '../../inputs/source.js'

const FORMS = 'environment, environment#N (N from 1) or environment~N, for example production#41'

export function readSnappish(source: InputSource, input: string): string {
  const value = requireValue(source, input, FORMS).trim()
  const at = /[#~]/.exec(value)
  const environment = at ? value.slice(0, at.index) : value
  if (environment === '') {
    throw new InputError(input, `has ${quote(value)}, which names no environment`, FORMS)
  }
  checkName(input, environment)
  if (at) {
    const rest = value.slice(at.index)
    if (!/^(#[1-9]\d{0,8}|~\d{1,9})$/.test(rest)) {
      throw new InputError(
        input,
        `has ${quote(value)}, which is not a snapshot of ${quote(environment)}`,
        FORMS
      )
    }
  }
  return value
}
