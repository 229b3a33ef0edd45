import type { FlagForm, InputVariable } from './types.js'

/** The variable the vendor CLI reads a flag from: `--template-file` → KOSLI_TEMPLATE_FILE. */
export function variableName(flag: string): string {
  return `KOSLI_${flag.toUpperCase().replace(/-/g, '_')}`
}

/**
 * An input's variable as catalog.json holds it: the flag alone when its value is text and the
 * CLI had no default for it, else [flag, form] or [flag, form, the CLI's default]. The
 * variable's name follows from the flag. The catalog is in the bundle's entry, which every
 * step loads: written out in full, the variables of all commands tripled its size.
 */
export type PackedVariable = string | [string, FlagForm] | [string, FlagForm, string]

export function packVariable({ flag, form, cliDefault }: InputVariable): PackedVariable {
  if (cliDefault !== undefined) return [flag, form, cliDefault]
  return form === 'text' ? flag : [flag, form]
}

export function unpackVariable(packed: PackedVariable): InputVariable {
  const [flag, form, cliDefault] = typeof packed === 'string' ? [packed, 'text' as const] : packed
  const variable: InputVariable = { variable: variableName(flag), flag, form }
  if (cliDefault !== undefined) variable.cliDefault = cliDefault
  return variable
}
