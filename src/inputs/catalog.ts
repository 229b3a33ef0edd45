/**
 * Which commands read each input, and the defaults action.yml declares. One table for the
 * README's reference and for the run-time warning about inputs the chosen command ignores:
 * `npm run docs` writes it from action.yml (its "Commands:" notes and defaults) into
 * input-catalog.json, and `npm run docs -- --check` fails when the two differ.
 */
import catalog from './input-catalog.json' with { type: 'json' }

export interface InputEntry {
  /** The commands that read the input, or 'all'. */
  commands: 'all' | readonly string[]
  /** The default action.yml declares: the runner passes it whenever a step leaves it out. */
  default?: string
}

export const INPUT_CATALOG: Readonly<Record<string, InputEntry>> = catalog as Record<
  string,
  InputEntry
>

/** Runner defaults that are expressions: set on every run, so no sign that a step gave them. */
function isExpression(value: string | undefined): boolean {
  return value?.includes('${{') ?? false
}

/**
 * The inputs a step gave that the command does not read: set, not the declared default, and
 * not set by the runner itself (an expression default such as github-token's).
 */
export function inputsIgnoredBy(
  command: string,
  given: (name: string) => string | undefined
): string[] {
  return Object.entries(INPUT_CATALOG)
    .filter(([, entry]) => entry.commands !== 'all' && !entry.commands.includes(command))
    .filter(([name, entry]) => {
      const value = given(name)
      return value !== undefined && value !== entry.default && !isExpression(entry.default)
    })
    .map(([name]) => name)
}
