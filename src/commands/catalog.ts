/**
 * What the action knows of every command at run time, without loading any command's code:
 * its kind, the inputs it reads with their declared defaults, and its outputs. Written by
 * `npm run docs` from the commands' declarations into catalog.json.
 */
import type { CommandKind, CommandTraits } from '../declarations/types.js'
import { isRunnerExpression, withDefaults, type InputSource } from '../inputs/source.js'
import catalog from './catalog.json' with { type: 'json' }

export interface CatalogEntry {
  kind: CommandKind
  /** Every input the command reads, the common ones included. */
  inputs: readonly string[]
  /** The declared defaults, which the runner passes when a step leaves the input out. */
  defaults: Readonly<Record<string, string>>
  outputs: readonly string[]
  traits: CommandTraits
}

export type CommandCatalog = Record<string, CatalogEntry>

export const COMMAND_CATALOG: Readonly<CommandCatalog> = catalog as CommandCatalog

export const COMMAND_NAMES: readonly string[] = Object.keys(COMMAND_CATALOG)

/**
 * The inputs a step gave that the command does not read: set, not a default some command
 * declares (the root action.yml passes those on every run), and not an expression default.
 */
export function inputsIgnoredBy(
  command: string,
  given: (name: string) => string | undefined
): string[] {
  const reads = new Set(COMMAND_CATALOG[command]?.inputs ?? [])
  const ignored = new Set<string>()
  for (const entry of Object.values(COMMAND_CATALOG)) {
    for (const name of entry.inputs) {
      if (reads.has(name) || name === 'command') continue
      const value = given(name)
      const declared = entry.defaults[name]
      // An expression default is set on every run, so nothing says that the step gave it.
      if (value !== undefined && value !== declared && !isRunnerExpression(declared))
        ignored.add(name)
    }
  }
  return [...ignored].sort()
}

/**
 * The step's inputs with the command's declared defaults filled in, so the defaults hold
 * however the command is used: through its own action.yml, the root one, or a test.
 */
export function withDeclaredDefaults(source: InputSource, command: string): InputSource {
  return withDefaults(source, COMMAND_CATALOG[command]?.defaults ?? {})
}

/** The commands that read `input`, in catalog order: what a suite about that input covers. */
export function commandsReading(input: string): string[] {
  return COMMAND_NAMES.filter(command => COMMAND_CATALOG[command]?.inputs.includes(input))
}
