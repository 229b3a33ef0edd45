import { decodeRune, RUNE_ERROR } from './bytes.js'

/**
 * Go's path/filepath.Match (Unix flavour) on byte strings: the glob syntax the reference CLI uses
 * for exclusions. `*` matches any run of non-"/" bytes, `?` one non-"/" UTF-8 sequence,
 * `[...]`/`[^...]` a class of code points with `lo-hi` ranges, and `\` escapes. There are no
 * braces, no `!` negation, and leading dots are not special. `**` is not handled here: the CLI
 * splits patterns on it before calling Glob (see glob.ts).
 */

/** Go's filepath.ErrBadPattern. */
export class BadPatternError extends Error {
  constructor() {
    super('syntax error in pattern')
  }
}

/** Whether a path contains a character that makes Glob treat it as a pattern. */
export function hasMeta(path: string): boolean {
  return /[*?[\\]/.test(path)
}

/**
 * Reports whether the whole of `name` matches `pattern`; throws BadPatternError when the part of
 * the pattern Go examines is malformed (Go stops at the first failing chunk, and so does this).
 */
export function match(pattern: string, name: string): boolean {
  let rest = pattern
  let subject = name
  nextChunk: while (rest.length > 0) {
    const scanned = scanChunk(rest)
    rest = scanned.rest
    const { star, chunk } = scanned
    // A trailing star matches the rest of the name unless it crosses a separator.
    if (star && chunk === '') return !subject.includes('/')

    const here = matchChunk(chunk, subject)
    // The last chunk must consume the whole name, otherwise retry further along under the star.
    if (here !== undefined && (here.length === 0 || rest.length > 0)) {
      subject = here
      continue
    }
    if (star) {
      for (let skip = 0; skip < subject.length && subject[skip] !== '/'; skip++) {
        const after = matchChunk(chunk, subject.slice(skip + 1))
        if (after === undefined) continue
        if (rest.length === 0 && after.length > 0) continue
        subject = after
        continue nextChunk
      }
    }
    return false
  }
  return subject.length === 0
}

/** Throws BadPatternError if any part of the pattern is malformed, wherever it is. */
export function assertWellFormed(pattern: string): void {
  for (let rest = pattern; rest.length > 0;) {
    const scanned = scanChunk(rest)
    matchChunk(scanned.chunk, '')
    rest = scanned.rest
  }
}

/** Splits off the next chunk: optional leading stars, then everything up to the next bare star. */
function scanChunk(pattern: string): { star: boolean; chunk: string; rest: string } {
  let index = 0
  while (index < pattern.length && pattern[index] === '*') index++
  const star = index > 0
  const start = index
  let inClass = false
  for (; index < pattern.length; index++) {
    const char = pattern[index]
    if (char === '\\') {
      if (index + 1 < pattern.length) index++ // a dangling escape is reported by matchChunk
    } else if (char === '[') {
      inClass = true
    } else if (char === ']') {
      inClass = false
    } else if (char === '*' && !inClass) {
      break
    }
  }
  return { star, chunk: pattern.slice(start, index), rest: pattern.slice(index) }
}

/**
 * Matches a star-free chunk against the start of `subject`; returns what is left of the subject,
 * or undefined when it does not match. Like Go, it keeps parsing the chunk after a mismatch so a
 * malformed chunk is always reported.
 */
function matchChunk(chunk: string, subject: string): string | undefined {
  let failed = false
  let position = 0
  let index = 0
  while (index < chunk.length) {
    failed = failed || position >= subject.length
    const char = chunk[index]
    if (char === '[') {
      let rune = 0
      if (!failed) {
        const [decoded, width] = decodeRune(subject, position)
        rune = decoded
        position += width
      }
      index++
      let negated = false
      if (index < chunk.length && chunk[index] === '^') {
        negated = true
        index++
      }
      let inClass = false
      for (let ranges = 0; ; ranges++) {
        if (index < chunk.length && chunk[index] === ']' && ranges > 0) {
          index++
          break
        }
        const low = classCharacter(chunk, index)
        let high = low
        if (chunk[low.next] === '-') high = classCharacter(chunk, low.next + 1)
        index = high.next
        if (low.rune <= rune && rune <= high.rune) inClass = true
      }
      failed = failed || inClass === negated
    } else if (char === '?') {
      if (!failed) {
        failed = subject[position] === '/'
        position += decodeRune(subject, position)[1]
      }
      index++
    } else {
      if (char === '\\') {
        index++
        if (index >= chunk.length) throw new BadPatternError()
      }
      if (!failed) {
        failed = chunk[index] !== subject[position]
        position++
      }
      index++
    }
  }
  return failed ? undefined : subject.slice(position)
}

/** One possibly escaped character of a class (Go's getEsc); the class must continue after it. */
function classCharacter(chunk: string, start: number): { rune: number; next: number } {
  let index = start
  const char = chunk[index]
  if (char === undefined || char === '-' || char === ']') throw new BadPatternError()
  if (char === '\\') {
    index++
    if (index >= chunk.length) throw new BadPatternError()
  }
  const [rune, width] = decodeRune(chunk, index)
  if (rune === RUNE_ERROR && width === 1) throw new BadPatternError()
  const next = index + width
  if (next >= chunk.length) throw new BadPatternError()
  return { rune, next }
}
