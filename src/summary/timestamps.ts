/** Service timestamps (seconds since the epoch, possibly fractional) as readers want them. */

/** ISO 8601 in UTC, or undefined for a missing or impossible value. */
export function isoTime(seconds: number | null | undefined): string | undefined {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds)) return undefined
  const date = new Date(seconds * 1000)
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString()
}

/** `2026-11-21 12:04 UTC`: short enough for a table cell, unambiguous about the zone. */
export function shortTime(seconds: number | null | undefined): string {
  const iso = isoTime(seconds)
  return iso ? `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC` : '—'
}

/** `2026-11-21 12:04:07 UTC`: to the second, for when something was evaluated or deployed. */
export function readableTime(seconds: number | null | undefined): string | undefined {
  const iso = isoTime(seconds)
  return iso ? `${iso.slice(0, 10)} ${iso.slice(11, 19)} UTC` : undefined
}
