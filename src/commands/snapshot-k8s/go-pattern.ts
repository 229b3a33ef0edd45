/**
 * A regular expression in Go's syntax, the CLI's, compiled and matched by re2js, a port of
 * Go's regexp engine (RE2) with Go's parser: the same syntax (leading flags such as `(?i)`
 * and `(?U)`, POSIX classes, negated ones too, `\z`, `\Q…\E`), the same refusals (a class
 * or an escape Go has not, a back-reference, a lookaround) and Go's `MatchString`, a match
 * anywhere in the text. Matching takes time linear in the text, as in Go: a pattern such
 * as `(a+)+$`, which JavaScript's backtracking engine takes exponential time over, ends at
 * once.
 */
import { RE2JS, RE2JSException, RE2JSSyntaxException } from 're2js'

/** A compiled pattern: whether it matches anywhere in a text, as Go's MatchString does. */
export interface GoPattern {
  test(text: string): boolean
}

/** A pattern Go's regexp refuses, with Go's reason (`missing closing )`). */
export class GoPatternProblem extends Error {}

/** The pattern as Go's `regexp.Compile` reads it; a GoPatternProblem where Go refuses it. */
export function compileGoPattern(pattern: string): GoPattern {
  try {
    // Flags 0 is Go's regexp.Compile: Perl syntax, `^` and `$` at the ends of the text only.
    return RE2JS.compile(pattern)
  } catch (error) {
    if (error instanceof RE2JSSyntaxException) throw new GoPatternProblem(error.getDescription())
    if (error instanceof RE2JSException) throw new GoPatternProblem(error.message)
    throw error
  }
}
