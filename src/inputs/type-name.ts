/**
 * The name of a custom attestation type. The published description sets its pattern where a
 * type is created (CustomAttestationTypePostInput.name); where an attestation names the type
 * (type_name) it sets none, but only a name of that pattern can name a type that exists. One
 * rule for both commands, so attest-custom takes every name create-attestation-type gives.
 */
import { InputError, quote } from './input-error.js'
import { requireValue } from './parse.js'
import type { InputSource } from './source.js'

const TYPE_NAME_PATTERN = /^[a-zA-Z0-9][a-zA-Z0-9\-_~]*$/
export const TYPE_NAME_FORM = 'letters, digits, "-", "_" or "~", starting with a letter or digit'

/** The type-name input; `form` says what it names, ending with TYPE_NAME_FORM. */
export function readTypeName(source: InputSource, form: string): string {
  const name = requireValue(source, 'type-name', form)
  if (!TYPE_NAME_PATTERN.test(name)) {
    throw new InputError('type-name', `has ${quote(name)}, which is not a valid type name`, form)
  }
  return name
}
