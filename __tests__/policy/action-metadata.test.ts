import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { format } from 'prettier'
import { parse } from 'yaml'
import {
  allInputs,
  allOutputs,
  inputVariables,
  loadDeclarations,
  renderCatalog,
  renderLoaders,
  renderRootActionYml,
  renderSubActionYml
} from '../../tools/declarations.js'
import {
  COMMAND_CATALOG,
  COMMAND_NAMES,
  inputsIgnoredBy,
  withDeclaredDefaults
} from '../../src/commands/catalog.js'
import { inputsFromRecord } from '../../src/inputs/source.js'
import { stepKeys } from '../../src/inputs/step-keys.js'

const root = process.cwd()
const declarations = await loadDeclarations(join(root, 'src', 'commands'))

interface ActionYml {
  inputs: Record<string, { description?: string; default?: string; required?: boolean }>
  outputs: Record<string, { description?: string }>
  runs: { using: string; main: string }
}

function readYml(path: string): ActionYml {
  return parse(readFileSync(join(root, path), 'utf8')) as ActionYml
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap(name => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? sourceFiles(path) : path.endsWith('.ts') ? [path] : []
  })
}

/** Input names the code reads: `source('name')` and `readX(source, 'name'...)`. */
function inputsReadByCode(): Set<string> {
  const names = new Set<string>()
  for (const file of sourceFiles(join(root, 'src'))) {
    const text = readFileSync(file, 'utf8')
    for (const match of text.matchAll(/\bsource\('([a-z0-9-]+)'\)/g)) names.add(match[1] as string)
    for (const match of text.matchAll(/\b(?:read|require)\w*\(\s*source,\s*'([a-z0-9-]+)'/g))
      names.add(match[1] as string)
    // An older name read as an alias: readAttachments(source, 'attachments', 'attachment').
    for (const match of text.matchAll(
      /\breadAttachments\(\s*source,\s*'[a-z0-9-]+',\s*'([a-z0-9-]+)'/g
    ))
      names.add(match[1] as string)
  }
  return names
}

describe('the command declarations', () => {
  it('declare one command per folder under src/commands, each with its loader', () => {
    expect(declarations.map(declaration => declaration.name).sort()).toEqual(
      [...COMMAND_NAMES].sort()
    )
    for (const name of COMMAND_NAMES) {
      expect(existsSync(join(root, 'src', 'commands', name, 'index.ts'))).toBe(true)
    }
  })

  it('declare every input the code reads, and the code reads every declared input', () => {
    const read = inputsReadByCode()
    const declared = new Set(['command', ...declarations.flatMap(d => Object.keys(allInputs(d)))])
    expect([...read].filter(name => !declared.has(name))).toEqual([])
    expect([...declared].filter(name => !read.has(name))).toEqual([])
  })

  it('describe every input and output in sentences, and summarise every command', () => {
    for (const declaration of declarations) {
      expect({
        name: declaration.name,
        summary: /^[A-Z].{20,}\.$/.test(declaration.summary)
      }).toEqual({
        name: declaration.name,
        summary: true
      })
      for (const [name, entry] of [
        ...Object.entries(allInputs(declaration)),
        ...Object.entries(allOutputs(declaration))
      ]) {
        expect({ name, described: /^\S.{10,}[.)]$/.test(entry.description) }).toEqual({
          name,
          described: true
        })
      }
    }
  })

  it('are what action.yml, every sub-action, the catalog and the loaders were written from', async () => {
    expect(readFileSync(join(root, 'action.yml'), 'utf8')).toBe(renderRootActionYml(declarations))
    for (const declaration of declarations) {
      expect(readFileSync(join(root, declaration.name, 'action.yml'), 'utf8')).toBe(
        renderSubActionYml(declaration)
      )
    }
    expect(readFileSync(join(root, 'src', 'commands', 'catalog.json'), 'utf8')).toBe(
      renderCatalog(declarations)
    )
    const prettier = JSON.parse(readFileSync(join(root, '.prettierrc.json'), 'utf8')) as object
    expect(readFileSync(join(root, 'src', 'commands', 'loaders.ts'), 'utf8')).toBe(
      await format(renderLoaders(declarations), { ...prettier, parser: 'typescript' })
    )
  })
})

describe('action.yml and the sub-actions', () => {
  it('run the one bundle on node24: the root through command, each sub-action with its own fixed', () => {
    const rootYml = readYml('action.yml')
    expect(rootYml.runs).toEqual({ using: 'node24', main: 'dist/index.js' })
    for (const name of COMMAND_NAMES) {
      const sub = readYml(join(name, 'action.yml'))
      expect(sub.runs).toEqual({ using: 'node24', main: `../dist/commands/${name}.js` })
      expect(readFileSync(join(root, name, sub.runs.main), 'utf8')).toContain(
        `process.env.INPUT_COMMAND = '${name}'`
      )
      expect(Object.keys(sub.inputs)).not.toContain('command')
    }
  })

  it('declare in each sub-action only what its command reads and sets', () => {
    for (const name of COMMAND_NAMES) {
      const sub = readYml(join(name, 'action.yml'))
      expect(Object.keys(sub.inputs)).toEqual(COMMAND_CATALOG[name]?.inputs)
      expect(Object.keys(sub.outputs)).toEqual(COMMAND_CATALOG[name]?.outputs)
    }
  })

  it('mark required only what no variable can supply, and say so of what one can', () => {
    let suppliable = 0
    for (const declaration of declarations) {
      const sub = readYml(join(declaration.name, 'action.yml'))
      const variables = inputVariables(declaration)
      for (const [name, input] of Object.entries(allInputs(declaration))) {
        const variable = variables[name]?.variable
        const required = input.required === true
        expect([name, sub.inputs[name]?.required]).toEqual([name, required && !variable])
        if (required && variable) {
          suppliable++
          expect(sub.inputs[name]?.description).toMatch(
            new RegExp(`${variable}[^.]*(one of them|is required)|or ${variable} is required`)
          )
        }
      }
    }
    expect(suppliable).toBeGreaterThan(0)
  })

  it('lists every command in the root command input, and every input of every command', () => {
    const rootYml = readYml('action.yml')
    for (const name of COMMAND_NAMES) expect(rootYml.inputs.command?.description).toContain(name)
    const everyInput = new Set(Object.values(COMMAND_CATALOG).flatMap(entry => entry.inputs))
    expect(new Set(Object.keys(rootYml.inputs))).toEqual(new Set(['command', ...everyInput]))
  })
})

describe('the catalog at run time', () => {
  it('finds the keys a command ignores: set, not a default, not set by the runner', () => {
    const given = stepKeys({
      INPUT_COMMAND: 'assert-artifact',
      INPUT_FINGERPRINT: 'f'.repeat(64),
      INPUT_TRAIL: 'release-1',
      'INPUT_APPROVAL-NUMBER': '3',
      'INPUT_ALL-PAGES': 'false',
      'INPUT_KEY-SOURCES': 'commits,branch,pr-title',
      INPUT_ASSERT: 'true',
      'INPUT_GITHUB-TOKEN': 'ghs_runner_token',
      INPUT_SUMMARY: 'false',
      INPUT_ENVIROMENT: 'production',
      INPUT_RESULTS_DIR: 'build/test-results',
      INPUT_EMPTY: '',
      INPUT_Mixed: 'set in an env: block'
    })
    expect(inputsIgnoredBy('assert-artifact', given)).toEqual([
      { key: 'approval-number', readByOthers: true, nearest: undefined },
      { key: 'assert', readByOthers: true, nearest: undefined },
      { key: 'enviroment', readByOthers: false, nearest: 'environment' },
      { key: 'results_dir', readByOthers: false, nearest: expect.any(String) },
      { key: 'trail', readByOthers: true, nearest: undefined }
    ])
    expect(inputsIgnoredBy('attest-junit', given)).toEqual(
      expect.arrayContaining([{ key: 'results_dir', readByOthers: false, nearest: 'results-dir' }])
    )
  })

  it("fills in a command's declared defaults, never over a given value, never an expression", () => {
    const source = withDeclaredDefaults(inputsFromRecord({ 'max-retries': '5' }), 'attest-jira')
    expect(source('max-retries')).toBe('5')
    expect(source('timeout-seconds')).toBe('30')
    expect(source('key-sources')).toBe(COMMAND_CATALOG['attest-jira']?.defaults['key-sources'])
    expect(source('github-token')).toBeUndefined()
    expect(
      withDeclaredDefaults(inputsFromRecord({}), 'list-actions')('key-sources')
    ).toBeUndefined()
  })
})
