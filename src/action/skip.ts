/** The answer of a read command in a dry run without a token: nothing was asked. */
import type { CommandResult, Logger } from './command.js'

export function skippedWithoutToken(log: Logger, what: string): CommandResult {
  log.warning(`Dry run without api-token: ${what} (outcome skipped).`)
  return { outcome: 'skipped', outputs: {} }
}
