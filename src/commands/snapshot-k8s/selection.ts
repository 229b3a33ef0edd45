/**
 * Which namespaces a snapshot covers: `namespaces` or `exclude-namespaces`, never both (the
 * CLI refuses them together too). Each entry is a name or one of the CLI's regular
 * expressions: an entry a namespace could be called (an RFC 1123 label) is a name, matched
 * whole; anything else is a pattern, matched anywhere in the name as Go's MatchString does.
 * A pattern is written by the workflow's author and tried on names of at most 63
 * characters, so JavaScript's backtracking engine, not RE2, costs nothing worth bounding.
 */
import { InputError, quote } from '../../inputs/input-error.js'
import { readList } from '../../inputs/parse.js'
import type { InputSource } from '../../inputs/source.js'

const NAMESPACE_NAME = /^[a-z0-9]([-a-z0-9]{0,61}[a-z0-9])?$/

export interface NamespaceSelection {
  mode: 'all' | 'only' | 'except'
  names: string[]
  patterns: RegExp[]
}

function readEntries(
  source: InputSource,
  input: string
): Pick<NamespaceSelection, 'names' | 'patterns'> {
  const names: string[] = []
  const patterns: RegExp[] = []
  for (const entry of readList(source, input)) {
    if (NAMESPACE_NAME.test(entry)) {
      names.push(entry)
      continue
    }
    try {
      patterns.push(compileGoPattern(entry))
    } catch (error) {
      const which =
        error instanceof PosixClassProblem
          ? error.message
          : 'is neither a namespace name nor a regular expression'
      throw new InputError(
        input,
        `has ${quote(entry)}, which ${which}`,
        'namespace names such as "payments", or regular expressions such as "^team-"'
      )
    }
  }
  return { names: [...new Set(names)], patterns }
}

/**
 * Go's POSIX classes (`[[:digit:]]`), which JavaScript reads as a set of characters. A map:
 * a name the pattern gives, such as `[:constructor:]`, finds only a class it holds.
 */
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

/**
 * A pattern as Go's regexp reads it, in JavaScript: its leading flags (`(?i)`), its POSIX
 * classes, and escapes of punctuation such as `\-`, which a Unicode-mode RegExp refuses.
 * What RE2 alone holds besides these fails to compile, and the input is refused.
 */
function compileGoPattern(pattern: string): RegExp {
  const flags = /^\(\?([ims]+)\)/.exec(pattern)
  const body = withPosixClasses(flags ? pattern.slice(flags[0].length) : pattern)
  return new RegExp(body, [...new Set(flags?.[1] ?? '')].join(''))
}

/** A pattern's POSIX class that Go refuses, or that this reading of Go's cannot hold. */
class PosixClassProblem extends Error {}

const NAMED_CLASS = /\[:(\^?)(\w+):\]/y
const BRACKETS_START = /(\^?)(\]?)/y

/**
 * `body` with each POSIX class of a bracket expression (`[[:digit:]_]`) written as the set
 * it stands for. Only inside brackets, as Go reads them: a bare `[:digit:]` is the set of
 * ":", "d", "i", "g" and "t" in both languages, and stays as written. A class name RE2 has
 * not is refused, as Go refuses the pattern; so is a negated one (`[[:^digit:]]`), which a
 * set of JavaScript cannot hold, rather than match other names than Go would.
 */
function withPosixClasses(body: string): string {
  let out = ''
  let inBrackets = false
  for (let at = 0; at < body.length; at++) {
    const char = body[at] ?? ''
    if (char === '\\') {
      out += body.slice(at, at + 2)
      at++
    } else if (!inBrackets) {
      out += char
      if (char !== '[') continue
      inBrackets = true
      // A "]" first in the brackets (after a "^") is one of their characters in Go; in
      // JavaScript, "[]" is an empty set, so it is escaped.
      BRACKETS_START.lastIndex = at + 1
      const [start = '', negated = '', bracket = ''] = BRACKETS_START.exec(body) ?? []
      out += negated + (bracket ? '\\]' : '')
      at += start.length
    } else {
      NAMED_CLASS.lastIndex = at
      const named = NAMED_CLASS.exec(body)
      if (named) {
        const set = named[1] ? undefined : POSIX_CLASSES.get(named[2] ?? '')
        if (set === undefined) {
          throw new PosixClassProblem(
            named[1]
              ? `negates the POSIX class ${named[0]}, which a JavaScript set cannot hold (write the set out, as in [^0-9])`
              : `names ${named[0]}, which is no POSIX class`
          )
        }
        out += set
        at += named[0].length - 1
      } else {
        out += char
        if (char === ']') inBrackets = false
      }
    }
  }
  return out
}

export function readNamespaceSelection(source: InputSource): NamespaceSelection {
  const only = readEntries(source, 'namespaces')
  const except = readEntries(source, 'exclude-namespaces')
  const given = (entries: typeof only) => entries.names.length + entries.patterns.length > 0
  if (given(only) && given(except)) {
    throw new InputError(
      'exclude-namespaces',
      'is set together with namespaces, and a snapshot either names its namespaces or leaves some out',
      'namespaces or exclude-namespaces, not both'
    )
  }
  if (given(only)) return { mode: 'only', ...only }
  if (given(except)) return { mode: 'except', ...except }
  return { mode: 'all', names: [], patterns: [] }
}

/** Whether the namespaces can be asked for by name, without listing the cluster's. */
export function namedOnly(selection: NamespaceSelection): boolean {
  return selection.mode === 'only' && selection.patterns.length === 0
}

export function selects(selection: NamespaceSelection, namespace: string): boolean {
  const matched =
    selection.names.includes(namespace) ||
    selection.patterns.some(pattern => pattern.test(namespace))
  return selection.mode === 'all' || (selection.mode === 'only' ? matched : !matched)
}
