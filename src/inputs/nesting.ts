/**
 * How deeply a JSON text nests, counted without parsing it: one pass over the characters,
 * brackets outside strings, no recursion. `JSON.parse` itself copes with any depth, but
 * `JSON.stringify` (every request body) and any walk of the value overflow the stack near
 * 100,000 levels: a document that deep is refused while the inputs are read, naming the
 * input, instead of failing after the first requests.
 */
import { InputError, quote } from './errors.js'

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
 * parser reports the malformation.
 */
export function jsonDepth(text: string): number {
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
      if (depth > deepest) deepest = depth
    } else if (code === CLOSE_OBJECT || code === CLOSE_ARRAY) {
      depth--
    }
  }
  return deepest
}

/**
 * Throws an InputError naming the input when `text` nests deeper than MAX_JSON_DEPTH;
 * `path` is the file the text was read from, undefined for the input's own value.
 */
export function refuseDeepJson(
  name: string,
  text: string,
  path: string | undefined,
  expected: string
): void {
  const depth = jsonDepth(text)
  if (depth <= MAX_JSON_DEPTH) return
  const what = path === undefined ? 'holds JSON' : `names ${quote(path)}, whose JSON is`
  throw new InputError(
    name,
    `${what} nested ${depth} levels deep, over the limit of ${MAX_JSON_DEPTH}`,
    `${expected}, nested at most ${MAX_JSON_DEPTH} levels deep`
  )
}
