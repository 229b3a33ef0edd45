/**
 * What the action knows of every command at run time, without loading any command's code:
 * its kind, the inputs it reads with their declared defaults, and its outputs. Written by
 * `npm run generate` from the commands' declarations into catalog.json.
 */
import type { CommandKind, CommandTraits, InputVariable } from '../declarations/types.js'
import { unpackVariable, type PackedVariable } from '../declarations/variable-name.js'
import { isRunnerExpression, withDefaults, type InputSource } from '../inputs/source.js'
import { closestName, nearestName } from '../inputs/nearest.js'
import type { StepKey, UnreadKey } from '../inputs/step-keys.js'
import catalog from './catalog.json' with { type: 'json' }

export interface CatalogEntry {
  kind: CommandKind
  /** Every input the command reads, the common ones included. */
  inputs: readonly string[]
  /** The declared defaults, which the runner passes when a step leaves the input out. */
  defaults: Readonly<Record<string, string>>
  /**
   * The vendor CLI's variable of each input that stands for one of its flags, read when the
   * step does not give the input; packed (declarations/variable-name.ts), and unpacked only
   * for the step's own command (variablesOf).
   */
  variables: Readonly<Record<string, PackedVariable>>
  outputs: readonly string[]
  traits: CommandTraits
}

export type CommandCatalog = Record<string, CatalogEntry>

export const COMMAND_CATALOG: Readonly<CommandCatalog> = catalog as unknown as CommandCatalog

export const COMMAND_NAMES: readonly string[] = Object.keys(COMMAND_CATALOG)

/**
 * The keys a step gave that the command does not read: keys no command declares, and inputs
 * of other commands set to something other than a default the root action.yml passes on
 * every run (or an expression default, whose value gives no sign that the step set it).
 */
export function inputsIgnoredBy(command: string, given: readonly StepKey[]): UnreadKey[] {
  const reads = COMMAND_CATALOG[command]?.inputs ?? []
  const unread: UnreadKey[] = []
  for (const { key, value } of given) {
    if (reads.includes(key)) continue
    const declaring = Object.values(COMMAND_CATALOG).filter(entry => entry.inputs.includes(key))
    if (declaring.length === 0) {
      unread.push({ key, readByOthers: false, nearest: closestName(key, reads) })
      continue
    }
    const passedByTheRunner = declaring.some(entry => {
      const declared = entry.defaults[key]
      return value === declared || isRunnerExpression(declared)
    })
    if (!passedByTheRunner)
      unread.push({ key, readByOthers: true, nearest: nearestName(key, reads) })
  }
  return unread
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

/**
 * The variables the step's command reads for its inputs. For a command the catalog lacks
 * (refused right after), those every command reads alike, so that KOSLI_API_TOKEN is masked
 * before the refusal too.
 */
export function variablesOf(command: string | undefined): Readonly<Record<string, InputVariable>> {
  const entry = command === undefined ? undefined : COMMAND_CATALOG[command]
  const packed = entry
    ? entry.variables
    : sharedByAll(Object.values(COMMAND_CATALOG).map(each => each.variables))
  return Object.fromEntries(
    Object.entries(packed).map(([input, variable]) => [input, unpackVariable(variable)])
  )
}

/** The inputs whose variable has the same name in every command's list. */
function sharedByAll(
  lists: readonly Readonly<Record<string, PackedVariable>>[]
): Record<string, PackedVariable> {
  const same = (a: PackedVariable | undefined, b: PackedVariable) =>
    a !== undefined && unpackVariable(a).variable === unpackVariable(b).variable
  return Object.fromEntries(
    Object.entries(lists[0] ?? {}).filter(([name, variable]) =>
      lists.every(each => same(each[name], variable))
    )
  )
}
