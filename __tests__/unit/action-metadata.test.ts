import { readFileSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { parseActionYml, renderReadme, splitCommands } from '../../tools/action-docs.js'
import { COMMAND_NAMES } from '../../src/commands/registry.js'
import { INPUT_CATALOG, inputsIgnoredBy } from '../../src/inputs/catalog.js'

const root = process.cwd()
const actionYml = readFileSync(join(root, 'action.yml'), 'utf8')
const metadata = parseActionYml(actionYml)

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

describe('action.yml', () => {
  it('runs on node24 from the bundle', () => {
    expect(actionYml).toMatch(/using: node24/)
    expect(actionYml).toMatch(/main: dist\/index\.js/)
  })

  it('declares every input the code reads, and the code reads every declared input', () => {
    const read = inputsReadByCode()
    const declared = new Set(Object.keys(metadata.inputs))
    expect([...read].filter(name => !declared.has(name))).toEqual([])
    expect([...declared].filter(name => !read.has(name))).toEqual([])
  })

  it('describes every input and output, and names only real commands', () => {
    const known = new Set([...COMMAND_NAMES, 'all'])
    for (const [name, entry] of [
      ...Object.entries(metadata.inputs),
      ...Object.entries(metadata.outputs)
    ]) {
      expect({ name, described: (entry.description ?? '').length > 10 }).toEqual({
        name,
        described: true
      })
      for (const command of splitCommands(entry.description).commands) {
        expect({ name, command, known: known.has(command) }).toEqual({ name, command, known: true })
      }
    }
  })

  it('says which commands read each input exactly as src/inputs/catalog.ts does, with the same defaults', () => {
    const fromYml = Object.entries(metadata.inputs).map(([name, input]) => {
      const { commands } = splitCommands(input.description)
      return {
        name,
        commands: commands.length === 0 || commands.includes('all') ? 'all' : commands,
        default: input.default === undefined ? undefined : String(input.default)
      }
    })
    const fromCatalog = Object.entries(INPUT_CATALOG).map(([name, entry]) => ({
      name,
      commands: entry.commands,
      default: entry.default
    }))
    expect(fromCatalog).toEqual(fromYml)
  })

  it('finds the inputs a command ignores: set, not the default, not set by the runner', () => {
    const given: Record<string, string> = {
      command: 'assert-artifact',
      fingerprint: 'f'.repeat(64),
      trail: 'release-1',
      'approval-number': '3',
      'all-pages': 'false',
      'key-sources': 'commits,branch,pr-title',
      assert: 'true',
      'github-token': 'ghs_runner_token',
      summary: 'false'
    }
    expect(inputsIgnoredBy('assert-artifact', name => given[name])).toEqual([
      'trail',
      'approval-number',
      'assert'
    ])
    expect(inputsIgnoredBy('attest-jira', name => given[name])).toEqual(['approval-number'])
  })

  it('lists every command in the command input description', () => {
    const description = metadata.inputs.command?.description ?? ''
    for (const command of COMMAND_NAMES) expect(description).toContain(command)
  })

  it('matches the reference in README.md (run npm run docs when this fails)', () => {
    const readme = readFileSync(join(root, 'README.md'), 'utf8')
    expect(renderReadme(readme, actionYml)).toBe(readme)
  })

  it('has a README section with a workflow example for every command', () => {
    const readme = readFileSync(join(root, 'README.md'), 'utf8')
    for (const command of COMMAND_NAMES) {
      expect(readme).toContain(`### \`${command}\``)
      expect(readme).toContain(`command: ${command}`)
    }
  })
})
