/**
 * A suite's `timestamp` attribute as Unix seconds. The reference client reads the pytest
 * (`2024-01-02T03:04:05.123456`), minitest (`...+00:00`) and vitest (`...123Z`) forms, a
 * time without zone being UTC. These are all ISO 8601 date-times, so any such date-time is
 * read here, with or without fraction, and with `Z` or any `±hh:mm`/`±hhmm` offset honoured
 * (Surefire, Gradle, jest-junit and the JUnit console launcher write no zone; gotestsum and
 * go-junit-report write `Z`). Anything else leaves the timestamp out, as the client does.
 */
const ISO_DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(?:\.(\d+))?(Z|[+-]\d{2}:?\d{2})?$/

export function parseSuiteTimestamp(value: string | undefined): number | undefined {
  const match = ISO_DATE_TIME.exec(value?.trim() ?? '')
  if (!match) return undefined
  const [year, month, day, hour, minute, second] = match.slice(1, 7).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number
  ]
  const millis = Date.UTC(year, month - 1, day, hour, minute, second)
  const check = new Date(millis)
  // Date.UTC rolls over (month 13, day 32); a real date-time reads back the same.
  if (
    check.getUTCFullYear() !== year ||
    check.getUTCMonth() !== month - 1 ||
    check.getUTCDate() !== day ||
    check.getUTCHours() !== hour ||
    check.getUTCMinutes() !== minute ||
    check.getUTCSeconds() !== second
  ) {
    return undefined
  }
  const zone = match[8]
  let offsetMinutes = 0
  if (zone && zone !== 'Z') {
    const digits = zone.replace(':', '')
    const hours = Number(digits.slice(1, 3))
    const minutes = Number(digits.slice(3, 5))
    if (hours > 23 || minutes > 59) return undefined
    offsetMinutes = (zone.startsWith('-') ? -1 : 1) * (hours * 60 + minutes)
  }
  // Whole seconds, as the reference client sends them.
  return Math.floor(millis / 1000) - offsetMinutes * 60
}
