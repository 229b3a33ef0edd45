/**
 * A regular expression in Go's syntax, the CLI's, written for JavaScript's engine: its
 * leading flags (`(?i)`), the POSIX classes of its brackets, escapes of punctuation such as
 * `\-` (which a Unicode-mode RegExp refuses, so the RegExp is not one). What only Go's
 * engine reads is refused, never read another way: JavaScript takes an unknown escape such
 * as `\z` (Go: the end of the text) as the letter itself, and would match other names.
 */

/** A pattern Go reads, or refuses, in a way this translation does not follow. */
export class GoPatternProblem extends Error {}

/** Go's POSIX classes (`[[:digit:]]`), as the sets JavaScript reads. */
const POSIX_CLASSES: ReadonlyMap<string, string> = new Map([
  ['alnum', '0-9A-Za-z'],
  ['alpha', 'A-Za-z'],
  ['digit', '0-9'],
  ['lower', 'a-z'],
  ['upper', 'A-Z'],
  ['space', '\\s'],
  ['word', '\\w'],
  ['xdigit', '0-9A-Fa-f'],
  ['punct', '!-/:-@[-`{-~']
])

const LEADING_FLAGS = /^\(\?([ims]+)\)/
const NAMED_CLASS = /\[:(\^?)(\w+):\]/y
const BRACKETS_START = /(\^?)(\]?)/y
/**
 * Escapes both engines read alike: punctuation, the classes `\d` `\s` `\w` and their
 * negations, control characters, and `\x` with two hex digits; `\b` and `\B` (word
 * boundaries) outside brackets only, where JavaScript reads `[\b]` as a backspace.
 */
const SAME_ESCAPE = /\\(?:[^0-9A-Za-z]|[dDsSwWtnrfv]|x[0-9A-Fa-f]{2})/y
const BOUNDARY_ESCAPE = /\\[bB]/y

/** The RegExp that matches what Go's regexp would; a SyntaxError or a GoPatternProblem. */
export function compileGoPattern(pattern: string): RegExp {
  const flags = LEADING_FLAGS.exec(pattern)
  const body = translate(flags ? pattern.slice(flags[0].length) : pattern)
  return new RegExp(body, [...new Set(flags?.[1] ?? '')].join(''))
}

/**
 * `body`, with each POSIX class of a bracket expression (`[[:digit:]_]`) written as its
 * set. Only inside brackets, as Go reads them: a bare `[:digit:]` is the set of ":", "d",
 * "i", "g" and "t" in both languages. A "]" first in brackets is one of their characters
 * in Go and is escaped, since JavaScript reads "[]" as an empty set. A class name RE2 has
 * not is refused, as Go refuses it; so is a negated one (`[[:^digit:]]`), which a
 * JavaScript set cannot hold.
 */
function translate(body: string): string {
  let out = ''
  let inBrackets = false
  for (let at = 0; at < body.length;) {
    const char = body[at] ?? ''
    if (char === '\\') {
      const escape = sameEscape(body, at, inBrackets)
      out += escape
      at += escape.length
    } else if (!inBrackets) {
      out += char
      at++
      if (char !== '[') continue
      inBrackets = true
      BRACKETS_START.lastIndex = at
      const [start = '', negated = '', bracket = ''] = BRACKETS_START.exec(body) ?? []
      out += negated + (bracket ? '\\]' : '')
      at += start.length
    } else {
      NAMED_CLASS.lastIndex = at
      const named = NAMED_CLASS.exec(body)
      if (named) {
        out += posixClass(named[0], named[1] === '^', named[2] ?? '')
        at += named[0].length
      } else {
        out += char
        at++
        if (char === ']') inBrackets = false
      }
    }
  }
  return out
}

function sameEscape(body: string, at: number, inBrackets: boolean): string {
  for (const form of inBrackets ? [SAME_ESCAPE] : [SAME_ESCAPE, BOUNDARY_ESCAPE]) {
    form.lastIndex = at
    const found = form.exec(body)
    if (found) return found[0]
  }
  const written = body.slice(at, at + 2)
  throw new GoPatternProblem(
    written === '\\'
      ? 'ends with a lone "\\"'
      : `uses the escape ${written}, which JavaScript's engine reads otherwise than Go's`
  )
}

function posixClass(written: string, negated: boolean, name: string): string {
  const set = negated ? undefined : POSIX_CLASSES.get(name)
  if (set !== undefined) return set
  throw new GoPatternProblem(
    negated
      ? `negates the POSIX class ${written}, which a JavaScript set cannot hold (write the set out, as in [^0-9])`
      : `names ${written}, which is no POSIX class`
  )
}
