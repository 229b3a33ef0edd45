/** Free-text query values (repository names and IDs), which may contain "/" but not much else. */
import { InputError, quote } from '../../inputs/input-error.js'
import type { InputSource } from '../../inputs/source.js'

const MAX_LENGTH = 256

/** A single-line value without spaces or control characters, as filters in a query string. */
export function readQueryValue(
  source: InputSource,
  name: string,
  form: string
): string | undefined {
  const value = source(name)
  if (value === undefined) return undefined
  // eslint-disable-next-line no-control-regex
  if (/[\s\u0000-\u001f\u007f]/.test(value)) {
    throw new InputError(
      name,
      `has ${quote(value)}, which contains spaces or control characters`,
      form
    )
  }
  if (value.length > MAX_LENGTH) {
    throw new InputError(
      name,
      `is ${value.length} characters long`,
      `${form}, at most ${MAX_LENGTH} characters`
    )
  }
  return value
}
