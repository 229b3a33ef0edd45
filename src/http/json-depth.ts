/**
 * How deeply a JSON text nests, counted without parsing it: one pass over the characters,
 * brackets outside strings, no recursion. `JSON.parse` itself copes with any depth, but
 * `JSON.stringify` (every request body, every `result` output) and any walk of the value
 * overflow the stack near 100,000 levels. Inputs (src/inputs/nesting.ts) and every answer
 * the transport reads are held to the same limit.
 */

/** Far above any real data (a few tens of levels), far below what overflows the stack. */
export const MAX_JSON_DEPTH = 1000

const OPEN_OBJECT = 0x7b // {
const OPEN_ARRAY = 0x5b // [
const CLOSE_OBJECT = 0x7d // }
const CLOSE_ARRAY = 0x5d // ]
const QUOTE = 0x22 // "
const BACKSLASH = 0x5c // \

/**
 * The deepest nesting of objects and arrays in `text`. Brackets inside strings do not
 * count; an escaped quote does not end a string. Malformed JSON gives some number: the
 * parser reports the malformation. With `stopAbove`, the scan ends as soon as the depth
 * passes it (the answer is then only known to be deeper).
 */
export function jsonDepth(text: string, stopAbove = Infinity): number {
  let depth = 0
  let deepest = 0
  let inString = false
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i)
    if (inString) {
      if (code === BACKSLASH) i++
      else if (code === QUOTE) inString = false
    } else if (code === QUOTE) {
      inString = true
    } else if (code === OPEN_OBJECT || code === OPEN_ARRAY) {
      depth++
      if (depth > deepest) {
        deepest = depth
        if (deepest > stopAbove) return deepest
      }
    } else if (code === CLOSE_OBJECT || code === CLOSE_ARRAY) {
      depth--
    }
  }
  return deepest
}

/**
 * Why an answer's text is not read, or undefined when it may be: JSON (whatever its
 * content type says: a JSON text that can nest starts with `{` or `[`) nested deeper than
 * MAX_JSON_DEPTH.
 */
export function tooDeepAnswer(text: string): string | undefined {
  if (!/^\s*[[{]/.test(text)) return undefined
  if (jsonDepth(text, MAX_JSON_DEPTH) <= MAX_JSON_DEPTH) return undefined
  return `its JSON is nested more than ${MAX_JSON_DEPTH} levels deep, far beyond any real answer (a few tens), so it is not read`
}
