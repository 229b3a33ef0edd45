/**
 * An environment's name. The vendor CLI's `get snapshot` takes the environment and the
 * snapshot in one argument (`production~1`, `production#3`, `production@{2026-01-01T00:00:00}`);
 * given as an environment here, such an expression would be read as the name of another
 * environment, or refused for a character a name cannot hold, so it is refused saying where
 * the snapshot goes.
 */
import { InputError, quote } from './input-error.js'
import { readName } from './parse.js'
import type { InputSource } from './source.js'

const SNAPSHOT_EXPRESSION = /^(.+?)(~\d+|#\d+|@\{[^}]*\})$/

/**
 * `where` says where a snapshot is given instead, for the command reading the name: its own
 * input, or get-snapshot's.
 */
export function readEnvironmentName(
  source: InputSource,
  name: string,
  where: 'own' | 'get-snapshot'
): string | undefined {
  checkNoSnapshot(name, source(name), where)
  return readName(source, name)
}

export function requireEnvironmentName(
  source: InputSource,
  name: string,
  where: 'own' | 'get-snapshot'
): string {
  checkNoSnapshot(name, source(name), where)
  return readName(source, name, true)
}

function checkNoSnapshot(name: string, value: string | undefined, where: string): void {
  const match = value === undefined ? null : SNAPSHOT_EXPRESSION.exec(value)
  if (!match) return
  const [, environment = '', expression = ''] = match
  const snapshot = expression.startsWith('#') ? expression.slice(1) : expression
  const instead =
    where === 'own'
      ? `${name}: ${environment} with snapshot: ${snapshot}`
      : `${name}: ${environment} (a snapshot, such as ${expression}, is read with get-snapshot's snapshot input)`
  throw new InputError(
    name,
    `has ${quote(value ?? '')}, which is a snapshot expression (${expression}), not an environment's name`,
    instead
  )
}
