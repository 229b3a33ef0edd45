/**
 * A snapshot named by a moment, as the service's snapshot reads take it after `@`:
 * `@{YYYY-MM-DDTHH:MM:SS}` (UTC, a real date and time), `@{N.<unit>.ago}` or `@{now}`.
 * One rule for get-snapshot's `snapshot` and diff-snapshots' snappishes.
 */
const AGO = /^@\{[1-9]\d{0,5}\.(hours|days|weeks|months)\.ago\}$/
const MOMENT = /^@\{(\d{4})-(\d\d)-(\d\d)T(\d\d):(\d\d):(\d\d)\}$/

export const MOMENT_FORMS = '@{YYYY-MM-DDTHH:MM:SS} (UTC) or @{N.<hours|days|weeks|months>.ago}'

export function isSnapshotMoment(text: string): boolean {
  if (AGO.test(text) || text === '@{now}') return true
  const moment = MOMENT.exec(text)
  return moment !== null && isRealMoment(moment.slice(1).map(Number))
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
