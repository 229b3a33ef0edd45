/**
 * Which namespaces a snapshot covers: `namespaces` or `exclude-namespaces`, never both (the
 * CLI refuses them together too). Each entry is a name or one of the CLI's regular
 * expressions: an entry a namespace could be called (an RFC 1123 label) is a name, matched
 * whole; anything else is a pattern, matched anywhere in the name as Go's MatchString does,
 * by Go's own engine (go-pattern.ts), linear in the name: JavaScript's backtracking engine
 * can take minutes over a 30-character name with a pattern Go ends at once.
 */
import { InputError, quote } from '../../inputs/input-error.js'
import { readList } from '../../inputs/parse.js'
import type { InputSource } from '../../inputs/source.js'
import { compileGoPattern, GoPatternProblem, type GoPattern } from './go-pattern.js'

const NAMESPACE_NAME = /^[a-z0-9]([-a-z0-9]{0,61}[a-z0-9])?$/

export interface NamespaceSelection {
  mode: 'all' | 'only' | 'except'
  names: string[]
  patterns: GoPattern[]
}

function readEntries(
  source: InputSource,
  input: string
): Pick<NamespaceSelection, 'names' | 'patterns'> {
  const names: string[] = []
  const patterns: GoPattern[] = []
  for (const entry of readList(source, input)) {
    if (NAMESPACE_NAME.test(entry)) {
      names.push(entry)
      continue
    }
    try {
      patterns.push(compileGoPattern(entry))
    } catch (error) {
      if (!(error instanceof GoPatternProblem)) throw error
      throw new InputError(
        input,
        `has ${quote(entry)}, which is neither a namespace name nor a regular expression Go compiles (${error.message})`,
        'namespace names such as "payments", or regular expressions such as "^team-"'
      )
    }
  }
  return { names: [...new Set(names)], patterns }
}

export function readNamespaceSelection(source: InputSource): NamespaceSelection {
  const only = readEntries(source, 'namespaces')
  const except = readEntries(source, 'exclude-namespaces')
  const given = (entries: typeof only) => entries.names.length + entries.patterns.length > 0
  if (given(only) && given(except)) {
    throw new InputError(
      'exclude-namespaces',
      'is set together with namespaces, and a snapshot either names its namespaces or leaves some out',
      'namespaces or exclude-namespaces, not both'
    )
  }
  if (given(only)) return { mode: 'only', ...only }
  if (given(except)) return { mode: 'except', ...except }
  return { mode: 'all', names: [], patterns: [] }
}

/** Whether the namespaces can be asked for by name, without listing the cluster's. */
export function namedOnly(selection: NamespaceSelection): boolean {
  return selection.mode === 'only' && selection.patterns.length === 0
}

export function selects(selection: NamespaceSelection, namespace: string): boolean {
  const matched =
    selection.names.includes(namespace) ||
    selection.patterns.some(pattern => pattern.test(namespace))
  return selection.mode === 'all' || (selection.mode === 'only' ? matched : !matched)
}
