/**
 * An input naming a JSON file (custom attestation data): the file must exist, be at most
 * 10 MB and hold valid JSON nested at most MAX_JSON_DEPTH levels, all checked before any
 * request. The parsed value is kept, so what was checked is what is sent.
 */
import { InputError, quote } from './input-error.js'
import { utf8Text } from '../files/utf8-text.js'
import { readNamedFile } from './named-file.js'
import { refuseDeepJson } from './nesting.js'
import type { JsonValue } from '../service/bodies.js'
import type { InputSource } from './source.js'

/** The most a JSON file input (attestation-data) may hold; the bench times a file this size. */
export const MAX_JSON_FILE_BYTES = 10 * 1024 * 1024

export interface JsonFile {
  path: string
  value: JsonValue
}

export function readJsonFile(
  source: InputSource,
  name: string,
  expected: string
): JsonFile | undefined {
  const path = source(name)
  if (path === undefined) return undefined
  const content = readNamedFile(name, path, expected, {
    bytes: MAX_JSON_FILE_BYTES,
    over: () => 'which is over 10 MB',
    grew: 'which grew over 10 MB'
  })
  const read = utf8Text(content)
  if ('problem' in read) {
    throw new InputError(name, `names ${quote(path)}, which ${read.problem}`, expected)
  }
  const { text } = read
  let value: JsonValue
  try {
    value = JSON.parse(text) as JsonValue
  } catch (error) {
    const reason = error instanceof Error ? error.message.replace(/\.$/, '') : 'parse error'
    throw new InputError(
      name,
      `names ${quote(path)}, which is not valid JSON (${reason})`,
      expected
    )
  }
  refuseDeepJson(name, text, path, expected)
  return { path, value }
}
