/** A Logger for code under test that records what it logs, one `info …` or `warning …` line each. */
import type { Logger } from '../../src/action/command.js'

export function recordingLogger(): { log: Logger; lines: string[] } {
  const lines: string[] = []
  const log: Logger = {
    info: message => lines.push(`info ${message}`),
    warning: message => lines.push(`warning ${message}`),
    debug: () => undefined,
    group: (_title, work) => work()
  }
  return { log, lines }
}
