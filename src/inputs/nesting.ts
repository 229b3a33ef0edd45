/**
 * Input JSON nested too deep to send: a document deeper than MAX_JSON_DEPTH is refused while
 * the inputs are read, naming the input, instead of failing after the first requests. The
 * count is src/http/json-depth.ts's, which holds every answer to the same limit.
 */
import { MAX_JSON_DEPTH, jsonDepth } from '../http/json-depth.js'
import { InputError, quote } from './input-error.js'

export { MAX_JSON_DEPTH, jsonDepth }

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
