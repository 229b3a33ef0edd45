/**
 * The `snapshot` input: a snapshot expression as the service's GET /snapshots takes it,
 * checked while inputs are read so a typo fails before any request. `#N` (the vendor CLI's
 * spelling) is sent as `N`.
 */
import { InputError, quote } from '../../inputs/input-error.js'

const FORMS =
  'N or #N (the Nth snapshot, from 1), -1 (the latest) or -N, ~N (N behind the latest), ' +
  '@{YYYY-MM-DDTHH:MM:SS} (UTC) or @{N.<hours|days|weeks|months>.ago}'

const NUMBERED = /^(#?)([1-9]\d{0,8})$/
const FROM_LATEST = /^[-~](\d{1,9})$/
const AGO = /^@\{[1-9]\d{0,5}\.(hours|days|weeks|months)\.ago\}$/
const MOMENT = /^@\{(\d{4})-(\d\d)-(\d\d)T(\d\d):(\d\d):(\d\d)\}$/

/** The expression to send; throws InputError naming `input` for any other form. */
export function readSnapshotExpression(input: string, value: string): string {
  const trimmed = value.trim()
  const numbered = NUMBERED.exec(trimmed)
  if (numbered) return numbered[2] ?? trimmed
  if (FROM_LATEST.test(trimmed)) {
    if (trimmed === '-0') throw new InputError(input, 'has "-0", which names no snapshot', FORMS)
    return trimmed
  }
  if (AGO.test(trimmed) || trimmed === '@{now}') return trimmed
  const moment = MOMENT.exec(trimmed)
  if (moment && isRealMoment(moment.slice(1).map(Number))) return trimmed
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

function isRealMoment([
  year = 0,
  month = 0,
  day = 0,
  hour = 0,
  minute = 0,
  second = 0
]: number[]): boolean {
  const time = new Date(Date.UTC(year, month - 1, day, hour, minute, second))
  return (
    time.getUTCFullYear() === year &&
    time.getUTCMonth() === month - 1 &&
    time.getUTCDate() === day &&
    hour < 24 &&
    minute < 60 &&
    second < 60
  )
}
