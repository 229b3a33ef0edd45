/**
 * The log neutraliser: no message, whatever text it carries, reaches stdout in a form the
 * runner would read as a workflow command. The runner's own rules are modelled in
 * runnerCommands (reliability helpers) and checked here against every sink call.
 */
import fc from 'fast-check'
import {
  createLogger,
  logLines,
  safeAnnotation,
  safeLogLine,
  type LogSink
} from '../../../src/action/log.js'
import { runnerCommands } from '../../kit/reliability.js'

const FORGERIES = [
  '\n::error::forged',
  '\n::add-mask::x',
  '\n::stop-commands::tok',
  '\r::set-output name=a::b',
  '\r\n::warning::forged',
  '\u2028::error::forged',
  '\u2029::error::forged',
  '\u0085::error::forged',
  '::error::forged at the start',
  '  \t::error::forged after whitespace',
  '\u00a0::error::forged after a no-break space',
  'mid-line ##[error]forged',
  'mid-line ##[add-mask]x'
]

/** What core.info would print: the message and a line break. */
function printed(line: string): string {
  return `${line}\n`
}

describe('safeLogLine', () => {
  it.each(FORGERIES)('leaves one line the runner reads as no command: %j', text => {
    const line = safeLogLine(`name ${text} end`)
    expect(line).not.toMatch(/[\r\n\u0085\u2028\u2029]/)
    expect(runnerCommands(printed(line))).toEqual([])
    const leading = safeLogLine(text)
    expect(runnerCommands(printed(leading))).toEqual([])
  })

  it('shows what it changed: escapes for breaks, a backslash before a leading :: and in ##[', () => {
    expect(safeLogLine('a\nb\r\nc\u2028d\u0085e')).toBe('a\\nb\\r\\nc\\u2028d\\u0085e')
    expect(safeLogLine('::error::x')).toBe('\\::error::x')
    expect(safeLogLine('  ::error::x')).toBe('  \\::error::x')
    expect(safeLogLine('see ##[error]x')).toBe('see ##\\[error]x')
    expect(safeLogLine('\u001b[31mred')).toBe('\\u001b[31mred')
  })

  it('leaves ordinary text, tabs and inner colons as they are', () => {
    const text = 'Artifact web:1.2 at https://x.example/a::b\tok ✅'
    expect(safeLogLine(text)).toBe(text)
  })

  it('is idempotent', () => {
    for (const text of FORGERIES) expect(safeLogLine(safeLogLine(text))).toBe(safeLogLine(text))
  })

  it('never lets any text forge a command (property)', () => {
    const pieces = fc.constantFrom(
      '\n',
      '\r',
      '\u2028',
      '\u0085',
      '::',
      'error',
      '##[',
      ']',
      ' ',
      'x'
    )
    fc.assert(
      fc.property(fc.array(fc.oneof(pieces, fc.string()), { maxLength: 20 }), parts => {
        expect(runnerCommands(printed(safeLogLine(parts.join(''))))).toEqual([])
      })
    )
  })
})

describe('safeAnnotation', () => {
  it('turns every kind of line break into \\n and escapes other control characters', () => {
    expect(safeAnnotation('a\r\nb\rc\u2028d\u2029e\u0085f\u001bg\th')).toBe(
      'a\nb\nc\nd\ne\nf\\u001bg\th'
    )
  })
})

describe('createLogger', () => {
  function recorder() {
    const calls: [string, string][] = []
    const sink: LogSink = {
      info: message => calls.push(['info', message]),
      warning: message => calls.push(['warning', message]),
      debug: message => calls.push(['debug', message]),
      group: async (title, work) => {
        calls.push(['group', title])
        return work()
      }
    }
    return { calls, log: createLogger(sink) }
  }

  it("neutralises info, debug and group titles to one line, and warnings' odd breaks", async () => {
    const { calls, log } = recorder()
    log.info('state\n::error::forged')
    log.debug('::add-mask::x')
    log.warning('a\u2028::error::b')
    await log.group('artifact\n::stop-commands::tok', async () => undefined)
    expect(calls).toEqual([
      ['info', 'state\\n::error::forged'],
      ['debug', '\\::add-mask::x'],
      ['warning', 'a\n::error::b'],
      ['group', 'artifact\\n::stop-commands::tok']
    ])
  })

  it('logLines splits at \\n only, each line neutralised', () => {
    const { calls, log } = recorder()
    logLines(log.info, '{\n  "name": "a\u2028::error::b",\n  "x": "##[error]y"\n}')
    expect(calls.map(([, line]) => line)).toEqual([
      '{',
      '  "name": "a\\u2028::error::b",',
      '  "x": "##\\[error]y"',
      '}'
    ])
  })
})
