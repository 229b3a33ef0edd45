/**
 * Inputs that say where attest-jira looks for issue keys and what it records with them:
 * key sources; and, shared with the build-side commands, the commit and commit details to
 * redact (attachments are read by src/attachments/attachments.ts).
 */
import { KEY_SOURCES, type KeySource } from '../../github/references.js'
import { InputError, quote } from '../../inputs/input-error.js'
import { declared, splitList } from '../../inputs/parse.js'
import type { InputSource } from '../../inputs/source.js'

export { REDACTABLE, readCommitSha, readRedactions, type Redactable } from '../../inputs/commit.js'

const SOURCES_FORM = `a comma-separated list of ${KEY_SOURCES.join(', ')}, or none`

export function readKeySources(source: InputSource, name: string): KeySource[] {
  const given = declared(name, source(name))
  const values = splitList(given)
  if (values.length === 0) {
    throw new InputError(name, `has ${quote(given)}, which names no key source`, SOURCES_FORM)
  }
  if (values.length === 1 && values[0] === 'none') return []
  for (const value of values) {
    if (!(KEY_SOURCES as readonly string[]).includes(value)) {
      throw new InputError(name, `has ${quote(value)}, which is not a key source`, SOURCES_FORM)
    }
  }
  return [...new Set(values as KeySource[])]
}
