/**
 * A snappish as the service's env-diff takes it, and as the vendor CLI's `diff snapshots`
 * sends it: an environment name, then optionally `#N` (the Nth snapshot, from 1), `~N` (N
 * behind the latest) or a moment after `@`. Checked while inputs are read.
 */
import { InputError, quote } from '../../inputs/input-error.js'
import { checkName, requireValue } from '../../inputs/parse.js'
import type { InputSource } from '../../inputs/source.js'
import { isSnapshotMoment, MOMENT_FORMS } from '../../snapshots/moment.js'

const FORMS = `environment, environment#N (N from 1), environment~N or environment followed by ${MOMENT_FORMS}, for example production#41 or production@{1.days.ago}`

export function readSnappish(source: InputSource, input: string): string {
  const value = requireValue(source, input, FORMS).trim()
  const at = /[#~@]/.exec(value)
  const environment = at ? value.slice(0, at.index) : value
  if (environment === '') {
    throw new InputError(input, `has ${quote(value)}, which names no environment`, FORMS)
  }
  checkName(input, environment)
  if (at) {
    const rest = value.slice(at.index)
    if (!/^(#[1-9]\d{0,8}|~\d{1,9})$/.test(rest) && !isSnapshotMoment(rest)) {
      throw new InputError(
        input,
        `has ${quote(value)}, which is not a snapshot of ${quote(environment)}`,
        FORMS
      )
    }
  }
  return value
}
