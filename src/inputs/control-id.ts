/**
 * An input naming a governance control by its identifier (attest-decision's `control`, tag's
 * `resource` for a control): one short line, as the service's identifiers are.
 */
import { InputError, quote } from './input-error.js'
import { requireValue } from './parse.js'
import type { InputSource } from './source.js'

const CONTROL_FORM = 'the identifier of a control, such as RCTL-043, on one line'
const MAX_CONTROL_LENGTH = 256

export function readControlId(source: InputSource, name: string): string {
  const control = requireValue(source, name, CONTROL_FORM).trim()
  // An identifier is one short line: a line break or control character is a pasting mistake.
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(control) || control.length > MAX_CONTROL_LENGTH) {
    throw new InputError(
      name,
      `has ${quote(control.slice(0, 60))}, which is not a control identifier`,
      CONTROL_FORM
    )
  }
  return control
}
