/**
 * `policies` of attach-policy and detach-policy: policy names, one a line or comma-separated,
 * each checked as a name, a name given twice sent once. At least one is needed.
 */
import { InputError } from './input-error.js'
import { checkName, readList } from './parse.js'
import type { InputSource } from './source.js'

const POLICIES_FORM =
  'policy names, one a line or comma-separated, each of letters, digits, ".", "-", "_" or "~"'

export function readPolicyNames(source: InputSource): string[] {
  const names = readList(source, 'policies')
  if (names.length === 0) throw new InputError('policies', 'is empty', POLICIES_FORM)
  for (const name of names) checkName('policies', name)
  return [...new Set(names)]
}
