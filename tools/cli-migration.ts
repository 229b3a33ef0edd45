/**
 * docs/migrating.md's step for each vendor CLI command a declaration replaces: a typical call
 * (the declaration's `migration`), the step written from it through the inputs' flags, every
 * flag of the command with the input and variable that stand for it or the reason none does,
 * and what still differs. A flag with neither an input nor a reason fails generation, so a
 * new input or a CLI flag cannot be left out of the page.
 */
import { CLI_FLAGS, GLOBAL_FLAGS, type CliFlag } from './cli-flags.js'
import { ACTION_REPOSITORY, allInputs, flagOf, inputVariables } from './declarations.js'
import type { CommandDeclaration, CliMigration } from '../src/declarations/types.js'

/** Why a flag several commands share has no input, said once for every command. */
export const FLAG_REASONS: Readonly<Record<string, string>> = {
  'http-proxy': "set HTTPS_PROXY (and NO_PROXY) in the job's environment",
  'config-file':
    "a step takes its settings as inputs or KOSLI_* variables, not the CLI's config file",
  debug: 'the runner shows the debug lines when the run is re-run with debug logging',
  quiet: 'the step logs what it did in a few lines',
  output:
    'the step sets outputs instead (result holds the JSON, result-file its file) and writes a job summary',
  'registry-provider': 'deprecated in the CLI and unused there',
  'repo-root': 'the checkout is read where the step runs (GITHUB_WORKSPACE)',
  'repo-id': "the run's repository is recorded, from GITHUB_REPOSITORY_ID",
  repository: "the run's repository is recorded, from GITHUB_REPOSITORY",
  'repo-url': "the run's repository is recorded, from GITHUB_SERVER_URL and GITHUB_REPOSITORY",
  'repo-provider': 'the run is on GitHub',
  'external-fingerprint':
    'give the fingerprint with its link: external-urls takes {"name": {"href": url, "fingerprint": sha256}}',
  'github-org': "the run's repository is read",
  'github-base-url': 'GITHUB_API_URL is used',
  watch: 'run the step after each deploy or on a schedule'
}

const FORMS: Readonly<Record<CliFlag['form'], string>> = {
  text: '',
  list: ' (a list: comma-separated)',
  boolean: ' (true or false)',
  pairs: ' (key=value pairs: comma-separated)'
}

interface Token {
  flag?: string
  value: string
}

/** The call's words, quotes kept together: `--name "unit tests"` is two. */
function words(call: string): string[] {
  return [...call.matchAll(/"([^"]*)"|'([^']*)'|(\S+)/g)].map(m => m[1] ?? m[2] ?? m[3] ?? '')
}

function tokens(cli: string, call: string, flags: Record<string, CliFlag>): Token[] {
  const rest = words(call).slice(words(cli).length)
  const out: Token[] = []
  for (let i = 0; i < rest.length; i++) {
    const word = rest[i] ?? ''
    if (!word.startsWith('--')) {
      out.push({ value: word })
      continue
    }
    const [name = '', inline] = word.slice(2).split(/=(.*)/s)
    const flag = flags[name]
    if (flag === undefined) throw new Error(`the call of ${cli} gives --${name}, which it lacks`)
    if (inline !== undefined) out.push({ flag: name, value: inline })
    else if (flag.form === 'boolean') out.push({ flag: name, value: 'true' })
    else out.push({ flag: name, value: rest[++i] ?? '' })
  }
  return out
}

function yamlValue(value: string): string {
  if (value.includes('\n')) return `|\n${value.replace(/^/gm, '            ')}`
  return /^[\w./:@~-][\w ./:@~,-]*$/.test(value) && !/^(true|false|\d+)$/.test(value)
    ? value
    : `'${value.replace(/'/g, "''")}'`
}

/** The step's `with:` for the call: each flag through its input, each argument in order. */
function stepInputs(
  declaration: CommandDeclaration,
  cli: string,
  migration: CliMigration,
  flags: Record<string, CliFlag>,
  inputOfFlag: Map<string, string>
): Record<string, string> {
  const values: Record<string, string[]> = {}
  const add = (input: string, value: string) => (values[input] ??= []).push(value)
  let arg = 0
  for (const token of tokens(cli, migration.call, flags)) {
    if (token.flag === undefined) {
      const input = migration.args?.[arg++]
      if (input === undefined) throw new Error(`${cli}: the argument ${token.value} has no input`)
      add(input, token.value)
      continue
    }
    const input = inputOfFlag.get(token.flag)
    // A flag with no input is left out of the step; its row says why.
    if (input === undefined && (migration.flagsWithout?.[token.flag] ?? FLAG_REASONS[token.flag]))
      continue
    if (input === undefined) {
      throw new Error(
        `${declaration.name}: the call of ${cli} gives --${token.flag}, which no input stands for`
      )
    }
    add(input, token.value)
  }
  const joined = Object.fromEntries(
    Object.entries(values).map(([input, list]) => {
      const flag = flags[[...inputOfFlag].find(([, name]) => name === input)?.[0] ?? '']
      return [input, list.join(flag?.form === 'pairs' ? '\n' : ',')]
    })
  )
  return { ...joined, ...migration.with }
}

function renderCall(declaration: CommandDeclaration, cli: string): string {
  const migration = declaration.migration?.[cli]
  if (migration === undefined) throw new Error(`${declaration.name} has no migration for ${cli}`)
  const flags = { ...GLOBAL_FLAGS, ...CLI_FLAGS[cli] }
  const inputs = allInputs(declaration)
  const variables = inputVariables(declaration)
  const inputOfFlag = new Map<string, string>()
  for (const [name, input] of Object.entries(inputs)) {
    const flag = flagOf(declaration, name, input)
    if (flag !== undefined && flag in flags && !inputOfFlag.has(flag)) inputOfFlag.set(flag, name)
  }
  const step = stepInputs(declaration, cli, migration, flags, inputOfFlag)
  const rows = Object.entries(CLI_FLAGS[cli] ?? {}).map(([flag, cliFlag]) => {
    const input = inputOfFlag.get(flag)
    const reason = migration.flagsWithout?.[flag] ?? FLAG_REASONS[flag]
    if (input === undefined && reason === undefined) {
      throw new Error(`${declaration.name}: --${flag} of ${cli} has neither an input nor a reason`)
    }
    const variable = input !== undefined ? variables[input]?.variable : undefined
    const taken = cliFlag.default !== undefined ? ` (CLI default: \`${cliFlag.default}\`)` : ''
    const inputCell =
      input === undefined
        ? `none: ${reason ?? ''}`
        : `\`${input}\`${FORMS[cliFlag.form]}${variable === undefined ? ` (not read from its variable: ${reason ?? 'the runner passes a value'})` : ''}`
    return `| \`--${flag}\`${taken} | ${inputCell} | ${variable === undefined ? '' : `\`${variable}\``} |`
  })
  const own = Object.keys(declaration.inputs).filter(
    name => ![...inputOfFlag.values()].includes(name) && !(migration.args ?? []).includes(name)
  )
  // What the step reads from the job's environment: the CLI's variables it shares.
  const carried = Object.values(variables).map(variable => variable.variable)
  return [
    `### \`${cli}\` → [\`${declaration.name}\`](commands/${declaration.name}.md)`,
    '',
    '```sh',
    migration.call,
    '```',
    '',
    '```yaml',
    `      - uses: ${ACTION_REPOSITORY}/${declaration.name}@v1`,
    ...(Object.keys(step).length > 0
      ? [
          '        with:',
          ...Object.entries(step).map(([k, v]) => `          ${k}: ${yamlValue(v)}`)
        ]
      : []),
    '```',
    '',
    ...(migration.args?.length
      ? [`Arguments: ${migration.args.map(a => `\`${a}\``).join(', ')}, in order.`, '']
      : []),
    '| Flag | Input | Variable |',
    '|---|---|---|',
    ...rows,
    '',
    `Variables carried over from the job's \`env:\`: ${carried.map(v => `\`${v}\``).join(', ')}.`,
    ...(own.length > 0
      ? [
          '',
          `Inputs no flag of the command stands for: ${own.map(name => `\`${name}\``).join(', ')}.`
        ]
      : []),
    ...(migration.differences?.length
      ? ['', 'What still differs:', '', ...migration.differences.map(d => `- ${d}`)]
      : [])
  ].join('\n')
}

/** The global flags, once: every command that talks to the service reads them alike. */
function renderGlobalFlags(declaration: CommandDeclaration): string {
  const variables = inputVariables(declaration)
  const inputs = allInputs(declaration)
  const rows = Object.entries(GLOBAL_FLAGS).map(([flag, cliFlag]) => {
    const input = Object.keys(inputs).find(
      name => flagOf(declaration, name, inputs[name] ?? { description: '' }) === flag
    )
    const reason = FLAG_REASONS[flag]
    if (input === undefined && reason === undefined)
      throw new Error(`--${flag} has neither an input nor a reason`)
    const taken = cliFlag.default !== undefined ? ` (CLI default: \`${cliFlag.default}\`)` : ''
    const variable = input === undefined ? undefined : variables[input]?.variable
    return `| \`--${flag}\`${taken} | ${input === undefined ? `none: ${reason ?? ''}` : `\`${input}\``} | ${variable === undefined ? '' : `\`${variable}\``} |`
  })
  return [
    "### The CLI's global flags",
    '',
    'Every command that talks to the service reads these alike (`fingerprint` talks to none):',
    '',
    '| Flag | Input | Variable |',
    '|---|---|---|',
    ...rows
  ].join('\n')
}

/** The global flags, then every CLI command a declaration replaces, in the CLI's order of words. */
export function renderCliCalls(declarations: CommandDeclaration[]): string {
  const service = declarations.find(declaration => declaration.kind === 'write')
  if (service === undefined) throw new Error('no command writes to the service')
  return [
    renderGlobalFlags(service),
    ...declarations
      .flatMap(declaration => (declaration.cli ?? []).map(cli => ({ cli, declaration })))
      .sort((a, b) => a.cli.localeCompare(b.cli))
      .map(({ cli, declaration }) => renderCall(declaration, cli))
  ].join('\n\n')
}
