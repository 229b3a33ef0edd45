/**
 * The `snapshot` input: a snapshot expression as the service's GET /snapshots takes it,
 * checked while inputs are read so a typo fails before any request. `#N` (the vendor CLI's
 * spelling) is sent as `N`.
 */
import { InputError, quote } from '../../inputs/input-error.js'
import { isSnapshotMoment, MOMENT_FORMS } from '../../snapshots/moment.js'

const FORMS = `N or #N (the Nth snapshot, from 1), -1 (the latest) or -N, ~N (N behind the latest), ${MOMENT_FORMS}`

const NUMBERED = /^(#?)([1-9]\d{0,8})$/
const FROM_LATEST = /^[-~](\d{1,9})$/

/** The expression to send; throws InputError naming `input` for any other form. */
export function readSnapshotExpression(input: string, value: string): string {
  const trimmed = value.trim()
  const numbered = NUMBERED.exec(trimmed)
  if (numbered) return numbered[2] ?? trimmed
  if (FROM_LATEST.test(trimmed)) {
    if (trimmed === '-0') throw new InputError(input, 'has "-0", which names no snapshot', FORMS)
    return trimmed
  }
  if (isSnapshotMoment(trimmed)) return trimmed
  const hint =
    /[#~@]/.test(trimmed.slice(1)) && !trimmed.startsWith('@')
      ? ' (the environment goes in "environment", not here)'
      : ''
  throw new InputError(
    input,
    `has ${quote(value)}, which is not a snapshot expression${hint}`,
    FORMS
  )
}
