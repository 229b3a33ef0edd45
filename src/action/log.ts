/**
 * The one way the action writes to the job log. The runner reads every line of stdout and
 * stderr (split at \n, \r and \r\n) as a possible workflow command: a line that starts,
 * after leading whitespace, with `::name::` (`::error::`, `::add-mask::`,
 * `::stop-commands::`, `::set-output name=...::`), and a line holding `##[name]` anywhere
 * (the legacy form the runner still accepts). Text from the service, Jira, GitHub or a
 * file reaches the log inside messages, and `core.info` prints it as it is, so a name such
 * as "x\n::add-mask::y" would forge a command. Every message is therefore neutralised
 * here, whatever its source:
 *
 * - info, debug and group titles are one line: line breaks and other control characters
 *   show as escapes (`\n`, `\u2028`), a leading `::` and any `##[` are defused;
 * - warnings and errors keep their line breaks (@actions/core encodes them as %0A inside
 *   the one command line, which the runner decodes only for display), other control
 *   characters show as escapes.
 */
import type { Runner } from '../runner/runner.js'
import type { Logger } from './command.js'

/**
 * Control characters other than tab: C0, DEL, C1 (U+0085 NEXT LINE among them) and the
 * Unicode line and paragraph separators, which log viewers may show as line breaks.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000a-\u001f\u007f-\u009f\u2028\u2029]/g
const LINE_BREAK = /\r\n|[\r\n\u0085\u2028\u2029]/g
/** Other control characters than tab and \n (warnings keep \n). */
// eslint-disable-next-line no-control-regex -- as above
const CONTROL_BUT_NEWLINE = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g

function escapeControl(char: string): string {
  if (char === '\n') return '\\n'
  if (char === '\r') return '\\r'
  return `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`
}

/**
 * One log line that the runner cannot read as a workflow command, with what was changed
 * visible: `a\n::error::b` becomes `a\n::error::b` with a literal backslash-n, a leading
 * `::` becomes `\::`, and `##[` becomes `##\[`.
 */
export function safeLogLine(text: string): string {
  return (
    text
      .replace(CONTROL, escapeControl)
      // The runner trims leading whitespace before looking for `::`.
      .replace(/^(\s*)::/, '$1\\::')
      .replace(/##\[/g, '##\\[')
  )
}

/**
 * An annotation's text (warning, error, the failure message): line breaks of every kind
 * become \n, which @actions/core encodes; other control characters show as escapes.
 */
export function safeAnnotation(text: string): string {
  return text.replace(LINE_BREAK, '\n').replace(CONTROL_BUT_NEWLINE, escapeControl)
}

/**
 * A property of an annotation (its title, its file): one line, control characters shown as
 * escapes. @actions/core then encodes `%`, `:` and `,` in it, so it cannot end the command.
 */
export function safeProperty(text: string): string {
  return text.replace(CONTROL, escapeControl)
}

/** What the logger writes through: the runner's log, or a recorder in tests. */
export type LogSink = Pick<Runner, 'info' | 'warning' | 'debug' | 'group'> &
  Partial<Pick<Runner, 'mask'>>

/** The Logger every command gets: it neutralises every message before the sink sees it. */
export function createLogger(sink: LogSink): Logger {
  return {
    info: message => sink.info(safeLogLine(message)),
    warning: message => sink.warning(safeAnnotation(message)),
    debug: message => sink.debug(safeLogLine(message)),
    group: (title, work) => sink.group(safeLogLine(title), work),
    mask: secret => sink.mask?.(secret)
  }
}

/**
 * Logs a multi-line text of the action's own making (a JSON body, a stack) line by line.
 * It is split at \n only: JSON escapes \n and \r inside strings, so any other break in it
 * comes from a value and stays inside its line, escaped like the rest.
 */
export function logLines(log: (line: string) => void, text: string): void {
  for (const line of text.split('\n')) log(line)
}

/** Fails the step with a message neutralised like any other annotation. */
export function failStep(runner: Pick<Runner, 'fail'>, message: string): void {
  runner.fail(safeAnnotation(message))
}
