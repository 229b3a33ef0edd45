/**
 * `user-data`: extra data recorded with an attestation. Inline JSON (a value starting with
 * "{" or "[") or, as the vendor CLI takes it, the path of a file holding a JSON object.
 * Read, parsed and its nesting checked while the inputs are read, so a bad file fails before
 * any request.
 */
import { existsSync } from 'node:fs'
import { InputError, quote } from '../inputs/input-error.js'
import { checkNamedPath } from '../inputs/named-path.js'
import { readRegularFileSync } from '../files/regular-file.js'
import { utf8Text } from '../files/utf8-text.js'
import { refuseDeepJson } from '../inputs/nesting.js'
import type { InputSource } from '../inputs/source.js'
import type { JsonValue } from '../service/bodies.js'

const INLINE_FORM = 'a JSON object or array, for example {"build": 42}, or the path of a JSON file'
const FILE_FORM = 'the path of a file holding a JSON object, or inline JSON such as {"build": 42}'
/** Far above any sensible user data, and well below what the service would take. */
export const MAX_USER_DATA_FILE_BYTES = 5 * 1024 * 1024

export function readUserData(source: InputSource, name = 'user-data'): JsonValue | undefined {
  const value = source(name)
  if (value === undefined) return undefined
  if (/^[[{]/.test(value)) {
    const parsed = parse(
      value,
      reason => new InputError(name, `is not valid JSON (${reason})`, INLINE_FORM)
    )
    if (typeof parsed !== 'object' || parsed === null) {
      throw new InputError(
        name,
        `is JSON ${JSON.stringify(parsed)}, not an object or array`,
        INLINE_FORM
      )
    }
    refuseDeepJson(name, value, undefined, INLINE_FORM)
    return parsed
  }
  if (!existsSync(value)) refuseScalar(name, value)
  return readUserDataFile(name, value)
}

/** `42` or `"text"` is JSON, only not an object: say that rather than "no such file". */
function refuseScalar(name: string, value: string): void {
  let parsed: unknown
  try {
    parsed = JSON.parse(value)
  } catch {
    return
  }
  throw new InputError(
    name,
    `is JSON ${JSON.stringify(parsed)}, not an object or array`,
    INLINE_FORM
  )
}

function readUserDataFile(name: string, path: string): JsonValue {
  let text: string
  try {
    const { real, info } = checkNamedPath(name, path, 'file', FILE_FORM)
    if (info.size > MAX_USER_DATA_FILE_BYTES) {
      throw new InputError(
        name,
        `names ${quote(path)}, which is ${info.size} bytes`,
        `a JSON file of at most ${MAX_USER_DATA_FILE_BYTES} bytes`
      )
    }
    const read = utf8Text(readRegularFileSync(real).content)
    if ('problem' in read) {
      throw new InputError(name, `names the file ${quote(path)}, which ${read.problem}`, FILE_FORM)
    }
    text = read.text
  } catch (error) {
    if (error instanceof InputError) throw error
    const code = (error as { code?: unknown } | null)?.code
    throw new InputError(
      name,
      code === 'ENOENT' || code === 'ENOTDIR'
        ? `names the file ${quote(path)}, which does not exist (a value not starting with "{" is read as a path)`
        : `names the file ${quote(path)}, which cannot be read${typeof code === 'string' ? ` (${code})` : ''}`,
      FILE_FORM
    )
  }
  const parsed = parse(
    text,
    reason =>
      new InputError(
        name,
        `names the file ${quote(path)}, which is not valid JSON (${reason})`,
        FILE_FORM
      )
  )
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new InputError(
      name,
      `names the file ${quote(path)}, whose JSON is not an object`,
      FILE_FORM
    )
  }
  refuseDeepJson(name, text, path, FILE_FORM)
  return parsed
}

function parse(text: string, refuse: (reason: string) => InputError): JsonValue {
  try {
    return JSON.parse(text) as JsonValue
  } catch (error) {
    throw refuse(error instanceof Error ? error.message.replace(/\.$/, '') : 'parse error')
  }
}
