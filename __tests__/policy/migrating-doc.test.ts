/**
 * docs/migrating.md accounts for every command of the vendor CLI exactly once: a declaration
 * names it in its `cli` (the generated table maps it to the step), or a group of
 * NOT_OFFERED gives the reason it has none. The page's list of commands not offered is
 * generated and leaves out every command a declaration names.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { inputVariables, loadDeclarations } from '../../tools/declarations.js'
import { CLI_FLAGS } from '../../tools/cli-flags.js'
import { PROJECT_ROOT } from '../../tools/run-action.js'
import { CLI_COMMANDS, NOT_OFFERED } from '../../tools/cli-commands.js'

const page = readFileSync(join(PROJECT_ROOT, 'docs', 'migrating.md'), 'utf8')
const notOffered = page.slice(page.indexOf('## CLI commands the action does not offer'))

/** The CLI commands a text names in backticks, a group such as `kosli assert pullrequest` aside. */
function named(text: string): string[] {
  return [...text.matchAll(/`(kosli [a-z0-9 -]+)`/g)]
    .map(match => match[1] ?? '')
    .filter(command => CLI_COMMANDS.includes(command))
}

describe('docs/migrating.md and the CLI command tree', () => {
  let declared: string[]

  beforeAll(async () => {
    const declarations = await loadDeclarations(join(PROJECT_ROOT, 'src', 'commands'))
    declared = declarations.flatMap(declaration => [...(declaration.cli ?? [])])
  })

  it('declares only commands the CLI has, each by one declaration', () => {
    expect(declared.filter(command => !CLI_COMMANDS.includes(command))).toEqual([])
    expect(new Set(declared).size).toBe(declared.length)
  })

  it('gives each CLI command without a step one reason, and names no command twice', () => {
    const reasoned = NOT_OFFERED.flatMap(group => group.commands)
    expect(reasoned.filter(command => !CLI_COMMANDS.includes(command))).toEqual([])
    expect(new Set(reasoned).size).toBe(reasoned.length)
    expect(
      CLI_COMMANDS.filter(command => !declared.includes(command) && !reasoned.includes(command))
    ).toEqual([])
  })

  it('lists every other CLI command as not offered on the page, and none that has a step', () => {
    expect(notOffered.length).toBeGreaterThan(0)
    const listed = named(notOffered)
    expect(listed.filter(command => declared.includes(command))).toEqual([])
    expect(
      CLI_COMMANDS.filter(command => !declared.includes(command) && !listed.includes(command))
    ).toEqual([])
  })

  it('says of each command the CLI has no such check for what the CLI offers instead', async () => {
    const declarations = await loadDeclarations(join(PROJECT_ROOT, 'src', 'commands'))
    const checks = declarations.filter(declaration => declaration.cliLacks !== undefined)
    expect(checks.map(declaration => declaration.name)).toContain('attest-provenance')
    for (const declaration of checks) {
      expect(page).toContain(
        `The CLI has no such check as [\`${declaration.name}\`](commands/${declaration.name}.md): ${declaration.cliLacks}`
      )
    }
  })
})

describe("docs/migrating.md's step for each CLI command", () => {
  it('maps every flag of every command a step replaces, and names the variable of each input', async () => {
    const declarations = await loadDeclarations(join(PROJECT_ROOT, 'src', 'commands'))
    const section = page.slice(page.indexOf('<!-- cli-calls:start -->'))
    for (const declaration of declarations) {
      const variables = inputVariables(declaration)
      for (const cli of declaration.cli ?? []) {
        const start = section.indexOf(`### \`${cli}\` →`)
        expect(start).toBeGreaterThan(-1)
        const part = section.slice(start, section.indexOf('\n### ', start + 1))
        for (const flag of Object.keys(CLI_FLAGS[cli] ?? {}))
          expect(part).toContain(`| \`--${flag}\``)
        for (const [name, variable] of Object.entries(variables)) {
          if (part.includes(`| \`${name}\``)) expect(part).toContain(`\`${variable.variable}\``)
        }
      }
    }
  })

  it('reads KOSLI_<FLAG> for an input whose flag has another name', async () => {
    const declarations = await loadDeclarations(join(PROJECT_ROOT, 'src', 'commands'))
    const of = (command: string) =>
      inputVariables(
        declarations.find(declaration => declaration.name === command) ?? declarations[0]!
      )
    expect(of('begin-trail')['commit-sha']?.variable).toBe('KOSLI_COMMIT')
    expect(of('attest-generic').annotations?.variable).toBe('KOSLI_ANNOTATE')
    expect(of('override-attestation').compliant?.variable).toBe('KOSLI_NEW_COMPLIANCE_STATUS')
    expect(of('snapshot-paths')['path-spec']?.variable).toBe('KOSLI_PATHS_FILE')
    // The runner passes the workflow token whenever the step leaves it out.
    expect(of('attest-pull-request')['github-token']).toBeUndefined()
  })
})
