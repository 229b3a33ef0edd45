/**
 * The defaults a set of input declarations gives, by input name: what the runner passes when
 * a step leaves an input out, and what the action fills in itself when it does not (an input
 * of the root action.yml whose default differs by command, a test, a script).
 */
import type { InputDeclaration } from './types.js'

export function declaredDefaults(
  inputs: Readonly<Record<string, InputDeclaration>>
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(inputs).flatMap(([name, input]) =>
      input.default === undefined ? [] : [[name, input.default]]
    )
  )
}
