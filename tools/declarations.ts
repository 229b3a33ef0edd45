/**
 * Reads every command's declaration (src/commands/<name>/declaration.ts) and renders what is
 * derived from them: the root action.yml (the dispatcher on `command`), each command's own
 * action.yml, the catalog and loaders the action reads at run time, the command table of the
 * README, the map of the vendor CLI's commands in docs/migrating.md and the reference part of
 * each command's page. `npm run generate` writes them all and
 * `npm run generate -- --check` fails when any differs.
 */
import { readdir } from 'node:fs/promises'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { COMMAND_INPUT, OUTCOME_OUTPUT, commonInputs } from '../src/declarations/common.js'
import { declaredDefaults } from '../src/declarations/defaults.js'
import { describeTrailDefault } from '../src/run-commit/trail-default.js'
import type { NotOffered } from './cli-commands.js'
import { CLI_FLAGS, GLOBAL_FLAGS, type CliFlag } from './cli-flags.js'
import { packVariable, variableName } from '../src/declarations/variable-name.js'
import { isRunnerExpression } from '../src/inputs/source.js'
import type {
  CommandDeclaration,
  CommandKind,
  InputDeclaration,
  InputVariable,
  OutputDeclaration
} from '../src/declarations/types.js'
import type { CommandCatalog } from '../src/commands/catalog.js'

/** The repository the sub-actions are used from, as the docs show it. */
export const ACTION_REPOSITORY = 'kosli-dev/compliance-action'

const KIND_ORDER: readonly CommandKind[] = ['gate', 'read', 'write', 'local']

/** Every declaration under `commandsDir`, in the order the docs list them: by kind, then name. */
export async function loadDeclarations(commandsDir: string): Promise<CommandDeclaration[]> {
  const folders = (await readdir(commandsDir, { withFileTypes: true }))
    .filter(entry => entry.isDirectory())
    .map(entry => entry.name)
  const declarations: CommandDeclaration[] = []
  for (const folder of folders) {
    const file = join(commandsDir, folder, 'declaration.ts')
    const loaded = (await import(pathToFileURL(file).href).catch((error: unknown) => {
      throw new Error(`src/commands/${folder}/ has no loadable declaration.ts`, { cause: error })
    })) as { declaration?: CommandDeclaration }
    const declaration = loaded.declaration
    if (declaration?.name !== folder) {
      throw new Error(
        `src/commands/${folder}/declaration.ts must export a declaration named ${folder}`
      )
    }
    declarations.push(declaration)
  }
  return sortDeclarations(declarations)
}

export function sortDeclarations(declarations: CommandDeclaration[]): CommandDeclaration[] {
  return [...declarations].sort(
    (a, b) =>
      KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind) || a.name.localeCompare(b.name)
  )
}

/** A command's inputs as its own action.yml declares them: the common ones of its kind first. */
export function allInputs(declaration: CommandDeclaration): Record<string, InputDeclaration> {
  return { ...commonInputs(declaration.kind), ...declaration.inputs }
}

/** The vendor CLI's flags of the commands a declaration replaces, the global ones first. */
export function cliFlagsOf(declaration: CommandDeclaration): Record<string, CliFlag> {
  const flags: Record<string, CliFlag> = { ...GLOBAL_FLAGS }
  for (const cli of declaration.cli ?? []) {
    const own = CLI_FLAGS[cli]
    if (own === undefined) throw new Error(`tools/cli-flags.ts has no flags of ${cli}`)
    Object.assign(flags, own)
  }
  return flags
}

/** Every flag any command of the CLI has: what an input may name outside its own commands. */
const ANY_FLAG: Readonly<Record<string, CliFlag>> = Object.assign(
  {},
  ...Object.values(CLI_FLAGS),
  GLOBAL_FLAGS
) as Record<string, CliFlag>

/** The CLI flag an input stands for: the one it names, else a flag of its own name. */
export function flagOf(
  declaration: CommandDeclaration,
  name: string,
  input: InputDeclaration
): string | undefined {
  if (input.flag === null) return undefined
  if (input.flag !== undefined) return input.flag
  return name in cliFlagsOf(declaration) ? name : undefined
}

/**
 * The variable of each input that stands for a CLI flag, read when the step does not give
 * it. None for an input whose default is a runner expression: the runner passes its value
 * whenever the step leaves the input out, so the variable could never be read.
 */
export function inputVariables(declaration: CommandDeclaration): Record<string, InputVariable> {
  const flags = cliFlagsOf(declaration)
  const variables: Record<string, InputVariable> = {}
  for (const [name, input] of Object.entries(allInputs(declaration))) {
    if (isRunnerExpression(input.default)) continue
    const flag = flagOf(declaration, name, input)
    if (flag === undefined) continue
    const cli = flags[flag] ?? ANY_FLAG[flag]
    if (cli === undefined) {
      throw new Error(`${declaration.name}'s input ${name} names --${flag}, which the CLI lacks`)
    }
    const variable: InputVariable = { variable: variableName(flag), flag, form: cli.form }
    const cliDefault = flags[flag]?.default
    if (input.required && cliDefault !== undefined) variable.cliDefault = cliDefault
    variables[name] = variable
  }
  return variables
}

/**
 * Whether the runner is to pass the input's default: not where a variable stands in, since
 * the default would hide it (the action fills the default in after the variable). dry-run
 * keeps its default: its variable wins over "false" (src/inputs/source.ts).
 */
function runnerPassesDefault(name: string, readsVariable: boolean): boolean {
  return !readsVariable || name === 'dry-run'
}

export function allOutputs(declaration: CommandDeclaration): Record<string, OutputDeclaration> {
  return { outcome: OUTCOME_OUTPUT, ...declaration.outputs }
}

// ---------------------------------------------------------------------------------------------
// YAML

const WIDTH = 92

function fold(text: string, indent: string): string {
  const lines: string[] = []
  let line = ''
  for (const word of text.replace(/\s+/g, ' ').trim().split(' ')) {
    if (line && line.length + 1 + word.length > WIDTH - indent.length) {
      lines.push(line)
      line = word
    } else line = line ? `${line} ${word}` : word
  }
  if (line) lines.push(line)
  return lines.map(text => indent + text).join('\n')
}

function quoteYaml(value: string): string {
  return `'${value.replace(/'/g, "''")}'`
}

/** A required input a variable can supply: the metadata leaves it unrequired, and says why. */
function suppliedByVariable(input: InputDeclaration, variables: readonly string[]): boolean {
  return input.required === true && variables.length > 0
}

/**
 * The description with the variable read for the input, when it does not say so itself, and
 * for a required input that a variable can supply, that one of the two is required (the
 * metadata cannot say so: `required` there would flag a step that sets only the variable).
 */
function describeWithVariable(input: InputDeclaration, variables: readonly string[]): string {
  const unsaid = variables.filter(variable => !input.description.includes(variable))
  const required = suppliedByVariable(input, variables)
  if (unsaid.length === 0) {
    return required
      ? `${input.description} This input or ${variables.join(' or ')} is required.`
      : input.description
  }
  const read = `${input.description} When empty, ${unsaid.join(' or ')} is read`
  return required ? `${read}; one of them is required.` : `${read}.`
}

function renderInputsYaml(
  inputs: Record<string, InputDeclaration>,
  variables: (name: string) => readonly string[]
): string {
  return Object.entries(inputs)
    .map(([name, input]) => {
      const read = variables(name)
      const description = describeWithVariable(input, read)
      const passed = runnerPassesDefault(name, read.length > 0)
      const text =
        input.default !== undefined && !passed
          ? `${description} Default: ${input.default}.`
          : description
      const lines = [`  ${name}:`, '    description: >-', fold(text, '      ')]
      // Editors and linters flag a step that leaves out a `required` input: one its variable
      // can supply is not marked so, and the action refuses a step that gives neither.
      lines.push(`    required: ${input.required === true && !suppliedByVariable(input, read)}`)
      if (input.default !== undefined && passed)
        lines.push(`    default: ${quoteYaml(input.default)}`)
      return lines.join('\n')
    })
    .join('\n')
}

function renderOutputsYaml(outputs: Record<string, OutputDeclaration>): string {
  return Object.entries(outputs)
    .map(([name, output]) =>
      [`  ${name}:`, '    description: >-', fold(output.description, '      ')].join('\n')
    )
    .join('\n')
}

const BRANDING = 'branding:\n  icon: shield\n  color: green\n'

function generatedNote(source: string): string {
  return `# Generated by \`npm run generate\` from ${source}: edit that, not this file.\n`
}

/** One command's action.yml: only its inputs and outputs, running the one bundle. */
export function renderSubActionYml(declaration: CommandDeclaration): string {
  return [
    generatedNote(`src/commands/${declaration.name}/declaration.ts`),
    `name: Kosli ${declaration.name}\n`,
    `description: >-\n${fold(declaration.summary, '  ')}\n`,
    'author: kosli-compliance-action contributors\n',
    BRANDING,
    `inputs:\n${renderInputsYaml(allInputs(declaration), name => variablesOf([declaration], name))}\n`,
    `outputs:\n${renderOutputsYaml(allOutputs(declaration))}\n`,
    `runs:\n  using: node24\n  main: ../dist/commands/${declaration.name}.js\n`
  ].join('\n')
}

/**
 * The root action.yml: the `command` input, then every input and output of every command.
 * An input or output whose meaning differs by command says so, command by command.
 */
export function renderRootActionYml(declarations: CommandDeclaration[]): string {
  const names = declarations.map(declaration => declaration.name)
  const command: InputDeclaration = {
    ...COMMAND_INPUT,
    description: `What to do: ${listInWords(names)}. Each command is also its own action: uses: ${ACTION_REPOSITORY}/<command>@v1.`
  }
  const inputs = mergeByName(declarations, allInputs)
  const outputs = mergeByName(declarations, allOutputs)
  return [
    generatedNote('src/commands/*/declaration.ts'),
    'name: Kosli Artifact Compliance\n',
    'description: >-\n' +
      fold(
        'Gate deployments on artifact compliance, record the evidence the gate judges, and ' +
          'read flows, trails, deployments, approvals and builds from the compliance service.',
        '  '
      ) +
      '\n',
    'author: kosli-compliance-action contributors\n',
    BRANDING,
    `inputs:\n${renderInputsYaml({ command, ...mergedInputs(inputs, names.length) }, name =>
      variablesOf(declarations, name)
    )}\n`,
    `outputs:\n${renderOutputsYaml(mergedOutputs(outputs, names.length))}\n`,
    'runs:\n  using: node24\n  main: dist/index.js\n'
  ].join('\n')
}

/** The variables the commands read for an input of this name, each once. */
function variablesOf(declarations: CommandDeclaration[], name: string): string[] {
  const found = declarations.flatMap(declaration => {
    const variable = inputVariables(declaration)[name]
    return variable ? [variable.variable] : []
  })
  return [...new Set(found)]
}

interface Merged<T> {
  /** The commands that declare it, grouped by the declaration they give. */
  uses: { commands: string[]; declaration: T }[]
  commands: string[]
}

function mergeByName<T extends { description: string }>(
  declarations: CommandDeclaration[],
  pick: (declaration: CommandDeclaration) => Record<string, T>
): Map<string, Merged<T>> {
  const merged = new Map<string, Merged<T>>()
  for (const declaration of declarations) {
    for (const [name, entry] of Object.entries(pick(declaration))) {
      const item = merged.get(name) ?? { uses: [], commands: [] }
      item.commands.push(declaration.name)
      const same = item.uses.find(use => use.declaration.description === entry.description)
      if (same) same.commands.push(declaration.name)
      else item.uses.push({ commands: [declaration.name], declaration: entry })
      merged.set(name, item)
    }
  }
  return merged
}

function describeMerged<T extends { description: string }>(item: Merged<T>, total: number): string {
  const readers = item.commands.length === total ? 'all' : item.commands.join(', ')
  if (item.uses.length === 1)
    return `${item.uses[0]?.declaration.description} Commands: ${readers}.`
  const parts = item.uses.map(use => `${use.commands.join(', ')}: ${use.declaration.description}`)
  return `${parts.join(' ')} Commands: ${readers}.`
}

function mergedInputs(
  merged: Map<string, Merged<InputDeclaration>>,
  total: number
): Record<string, InputDeclaration> {
  return Object.fromEntries(
    [...merged].map(([name, item]) => {
      // The runner applies one default for every command; a default that differs by command
      // is applied by the command itself, from its declaration.
      const defaults = new Set(item.uses.map(use => use.declaration.default))
      const [only] = defaults
      const input: InputDeclaration = { description: describeMerged(item, total) }
      if (defaults.size === 1 && only !== undefined) input.default = only
      return [name, input]
    })
  )
}

function mergedOutputs(
  merged: Map<string, Merged<OutputDeclaration>>,
  total: number
): Record<string, OutputDeclaration> {
  return Object.fromEntries(
    [...merged].map(([name, item]) => [name, { description: describeMerged(item, total) }])
  )
}

function listInWords(names: string[]): string {
  return names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`
}

// ---------------------------------------------------------------------------------------------
// What the action reads at run time

export function renderCatalog(declarations: CommandDeclaration[]): string {
  const catalog: CommandCatalog = Object.fromEntries(
    declarations.map(declaration => {
      const inputs = allInputs(declaration)
      return [
        declaration.name,
        {
          kind: declaration.kind,
          inputs: Object.keys(inputs),
          defaults: declaredDefaults(inputs),
          variables: Object.fromEntries(
            Object.entries(inputVariables(declaration)).map(([input, variable]) => [
              input,
              packVariable(variable)
            ])
          ),
          outputs: Object.keys(allOutputs(declaration)),
          traits: declaration.traits ?? {}
        }
      ]
    })
  )
  return `${JSON.stringify(catalog, null, 2)}\n`
}

export function renderLoaders(declarations: CommandDeclaration[]): string {
  const lines = declarations.map(
    ({ name }) => `  '${name}': async () => (await import('./${name}/index.js')).command,`
  )
  return [
    '// Generated by `npm run generate` from src/commands/*/declaration.ts: edit those, not this file.',
    "import type { Command } from '../action/command.js'",
    '',
    '/** Each command is loaded only when chosen, so a step pays for its own code alone. */',
    'export const LOADERS: Readonly<Record<string, () => Promise<Command<unknown>>>> = {',
    ...lines,
    '}',
    ''
  ].join('\n')
}

// ---------------------------------------------------------------------------------------------
// Markdown

function cell(text: string): string {
  return text.replace(/\|/g, '\\|').replace(/\s+/g, ' ').trim()
}

const KIND_TITLES: Record<CommandKind, string> = {
  gate: 'Gates',
  read: 'Reads',
  write: 'Evidence and writes',
  local: 'On the runner'
}

/** The README's command table: one line a command, linking to its page. */
export function renderCommandTable(declarations: CommandDeclaration[]): string {
  const rows = declarations.map(
    declaration =>
      `| [\`${declaration.name}\`](docs/commands/${declaration.name}.md) | ${KIND_TITLES[declaration.kind]} | ${cell(declaration.summary)} |`
  )
  return ['| Command | Kind | What it does |', '|---|---|---|', ...rows].join('\n')
}

/**
 * docs/migrating.md's map of the vendor CLI: each CLI command a declaration replaces (its
 * `cli`), in the CLI's order of words, with the step that replaces it; then the commands the
 * CLI lacks.
 */
export function renderCliMapping(declarations: CommandDeclaration[]): string {
  const rows = declarations
    .flatMap(declaration => (declaration.cli ?? []).map(cli => ({ cli, declaration })))
    .sort((a, b) => a.cli.localeCompare(b.cli))
    .map(
      ({ cli, declaration }) =>
        `| \`${cli}\` | [\`${declaration.name}\`](commands/${declaration.name}.md) | ${cell(declaration.summary)} |`
    )
  const pageOf = (declaration: CommandDeclaration) =>
    `[\`${declaration.name}\`](commands/${declaration.name}.md)`
  const lacking = declarations.filter(declaration => (declaration.cli ?? []).length === 0)
  const own = lacking.filter(declaration => declaration.cliLacks === undefined).map(pageOf)
  const checks = lacking
    .filter(declaration => declaration.cliLacks !== undefined)
    .map(
      declaration => `The CLI has no such check as ${pageOf(declaration)}: ${declaration.cliLacks}`
    )
  return [
    '| CLI command | Step | What the step does |',
    '|---|---|---|',
    ...rows,
    '',
    own.length > 0
      ? `The CLI has no command for ${own.join(', ')}: workflows reached what they do through the service's API (\`curl\`) before.`
      : 'Every step replaces a CLI command.',
    ...checks.flatMap(check => ['', check])
  ].join('\n')
}

/**
 * docs/migrating.md's list of the vendor CLI's commands no step replaces, each group with
 * its reason; a command some declaration names in its `cli` is left out.
 */
export function renderNotOffered(
  declarations: CommandDeclaration[],
  notOffered: readonly NotOffered[]
): string {
  const declared = new Set(declarations.flatMap(declaration => declaration.cli ?? []))
  return notOffered
    .map(group => ({ ...group, commands: group.commands.filter(cli => !declared.has(cli)) }))
    .filter(group => group.commands.length > 0)
    .map(group => `- ${group.commands.map(cli => `\`${cli}\``).join(', ')}: ${group.why}`)
    .join('\n')
}

/** What `dry-run: true` does, by kind: the same for every command of a kind. */
const DRY_RUN: Record<CommandKind, string> = {
  gate: 'reads and judges as usual when a token is given, and a failed check warns instead of failing the step',
  read: 'reads as usual when a token is given; without one it reads nothing and says so',
  write: 'sends no write: the request it would send is printed, and `result` holds its body',
  local: 'runs as usual: it sends nothing in any case'
}

/** The generated part of a command's page: how to use it, its inputs and its outputs. */
export function renderReference(declaration: CommandDeclaration): string {
  const own = new Set(Object.keys(declaration.inputs))
  const variables = inputVariables(declaration)
  const inputs = Object.entries(allInputs(declaration)).map(([name, input]) => {
    const fallback = input.default !== undefined ? `\`${input.default}\`` : ''
    const scope = own.has(name) ? '' : ' (common)'
    const variable = variables[name] ? `\`${variables[name].variable}\`` : ''
    return `| \`${name}\`${scope} | ${input.required ? 'yes' : 'no'} | ${cell(fallback)} | ${variable} | ${cell(input.description)} |`
  })
  const outputs = Object.entries(allOutputs(declaration)).map(
    ([name, output]) => `| \`${name}\` | ${cell(output.description)} |`
  )
  return [
    `\`uses: ${ACTION_REPOSITORY}/${declaration.name}@v1\`, or \`uses: ${ACTION_REPOSITORY}@v1\` with \`command: ${declaration.name}\`.`,
    '',
    `- Kind: ${declaration.kind}. In a dry run it ${DRY_RUN[declaration.kind]}.`,
    ...(declaration.traits?.trailDefaultsToCommit
      ? [`- ${describeTrailDefault('commit-sha' in allInputs(declaration))}`]
      : []),
    '',
    '### Inputs',
    '',
    '| Input | Required | Default | Variable | Description |',
    '|---|---|---|---|---|',
    ...inputs,
    '',
    '### Outputs',
    '',
    '| Output | Description |',
    '|---|---|',
    ...outputs
  ].join('\n')
}

/** Replaces the text between `<!-- NAME:start -->` and `<!-- NAME:end -->`. */
export function replaceSection(document: string, name: string, content: string): string {
  const start = `<!-- ${name}:start -->`
  const end = `<!-- ${name}:end -->`
  const from = document.indexOf(start)
  const to = document.indexOf(end)
  if (from < 0 || to < from) throw new Error(`no ${start} ... ${end} section`)
  return `${document.slice(0, from + start.length)}\n${content}\n${document.slice(to)}`
}
