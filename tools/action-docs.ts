/**
 * Generates from action.yml the README's input and output reference and the input catalog
 * the action reads at run time (src/inputs/input-catalog.json), so none of them can drift:
 * `npm run docs` rewrites them and `npm run docs -- --check` fails when they differ.
 */
import { parse } from 'yaml'
import type { InputEntry } from '../src/inputs/catalog.js'

interface ActionInput {
  description?: string
  required?: boolean
  default?: string
}

interface ActionMetadata {
  inputs: Record<string, ActionInput>
  outputs: Record<string, { description?: string }>
}

const COMMANDS_NOTE = /\s*Commands:\s*([^.]+)\.\s*$/

export function parseActionYml(text: string): ActionMetadata {
  const parsed = parse(text) as Partial<ActionMetadata>
  return { inputs: parsed.inputs ?? {}, outputs: parsed.outputs ?? {} }
}

/** Splits the trailing `Commands: a, b.` note off a description. */
export function splitCommands(description = ''): { text: string; commands: string[] } {
  const flat = description.replace(/\s+/g, ' ').trim()
  const match = COMMANDS_NOTE.exec(flat)
  if (!match?.[1]) return { text: flat, commands: [] }
  return {
    text: flat.slice(0, match.index).trim(),
    commands: match[1].split(',').map(name => name.trim())
  }
}

function cell(text: string): string {
  return text.replace(/\|/g, '\\|')
}

/** Which commands read each input (an input without a "Commands:" note is read by all). */
export function inputCatalog(metadata: ActionMetadata): Record<string, InputEntry> {
  return Object.fromEntries(
    Object.entries(metadata.inputs).map(([name, input]) => {
      const { commands } = splitCommands(input.description)
      const entry: InputEntry = {
        commands: commands.length === 0 || commands.includes('all') ? 'all' : commands
      }
      if (input.default !== undefined) entry.default = String(input.default)
      return [name, entry]
    })
  )
}

/** The catalog as src/inputs/input-catalog.json holds it. */
export function renderInputCatalog(actionYml: string): string {
  return `${JSON.stringify(inputCatalog(parseActionYml(actionYml)), null, 2)}\n`
}

export function renderInputsTable(metadata: ActionMetadata): string {
  const rows = Object.entries(metadata.inputs).map(([name, input]) => {
    const { text, commands } = splitCommands(input.description)
    const fallback = input.default !== undefined ? `\`${input.default}\`` : ''
    const readers = commands.length === 0 ? 'all' : commands.join(', ')
    return `| \`${name}\` | ${input.required ? 'yes' : 'no'} | ${fallback} | ${readers} | ${cell(text)} |`
  })
  return [
    '| Input | Required | Default | Commands | Description |',
    '|---|---|---|---|---|',
    ...rows
  ].join('\n')
}

export function renderOutputsTable(metadata: ActionMetadata): string {
  const rows = Object.entries(metadata.outputs).map(([name, output]) => {
    const { text, commands } = splitCommands(output.description)
    return `| \`${name}\` | ${commands.join(', ') || 'all'} | ${cell(text)} |`
  })
  return ['| Output | Commands | Description |', '|---|---|---|', ...rows].join('\n')
}

/** Replaces the text between `<!-- NAME:start -->` and `<!-- NAME:end -->`. */
export function replaceSection(document: string, name: string, content: string): string {
  const start = `<!-- ${name}:start -->`
  const end = `<!-- ${name}:end -->`
  const from = document.indexOf(start)
  const to = document.indexOf(end)
  if (from < 0 || to < from) throw new Error(`README has no ${start} ... ${end} section`)
  return `${document.slice(0, from + start.length)}\n${content}\n${document.slice(to)}`
}

export function renderReadme(readme: string, actionYml: string): string {
  const metadata = parseActionYml(actionYml)
  const withInputs = replaceSection(readme, 'inputs', renderInputsTable(metadata))
  return replaceSection(withInputs, 'outputs', renderOutputsTable(metadata))
}
