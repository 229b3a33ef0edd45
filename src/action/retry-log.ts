import type { RetryEvent } from '../http/transport.js'

/** The log line for a retry: what failed, why, and when the next try starts. */
export function describeRetry(event: RetryEvent, system?: string): string {
  const request = `${system ? `${system} ` : ''}${event.method} ${event.path}`
  return (
    `${request} failed (${event.reason}); retry ${event.attempt} in ` +
    `${(event.delayMs / 1000).toFixed(1)} s`
  )
}
