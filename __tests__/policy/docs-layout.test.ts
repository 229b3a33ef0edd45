/**
 * The documentation's shape: a README a new user reads in one sitting (at most 25 KB) with
 * the Quick start, a gate to copy and one whole workflow; a page per command with an
 * example of its sub-action; links that lead somewhere. The YAML itself is checked by
 * docs-yaml.test.ts.
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { parse } from 'yaml'

const root = process.cwd()
const read = (path: string) => readFileSync(join(root, path), 'utf8')
const readme = read('README.md')
const commandNames = Object.keys(
  JSON.parse(read('src/commands/catalog.json')) as Record<string, unknown>
)

/** The fenced blocks of a Markdown text in a language, as text. */
function fenced(markdown: string, language: RegExp): string[] {
  return [...markdown.matchAll(/^```(\S*)\n([\s\S]*?)^```$/gm)]
    .filter(match => language.test(match[1] ?? ''))
    .map(match => match[2] ?? '')
}

const docPages = readdirSync(join(root, 'docs'), { recursive: true })
  .map(String)
  .filter(file => file.endsWith('.md'))
  .map(file => join('docs', file))

describe('README.md', () => {
  it('is at most 25 KB', () => {
    expect(statSync(join(root, 'README.md')).size).toBeLessThanOrEqual(25 * 1024)
  })

  it('keeps the Quick start: exactly the two commands', () => {
    const quickStart = readme.slice(readme.indexOf('## Quick start'))
    expect(fenced(quickStart, /^sh$/)[0]).toBe('npm ci && npm run demo\nnpm ci && npm test\n')
  })

  it('opens with a gate to copy: one step of the assert-artifact sub-action, no env needed', () => {
    const gate = readme.indexOf('uses: kosli-dev/compliance-action/assert-artifact@v1')
    expect(gate).toBeGreaterThan(-1)
    expect(gate).toBeLessThan(readme.indexOf('## Quick start'))
    const block = fenced(readme, /^ya?ml$/)[0] as string
    const [step] = parse(block) as { uses: string; with: Record<string, string>; env?: unknown }[]
    expect(step?.uses).toBe('kosli-dev/compliance-action/assert-artifact@v1')
    expect(Object.keys(step?.with ?? {})).toEqual(
      expect.arrayContaining(['api-token', 'org', 'flow', 'fingerprint'])
    )
    expect(step?.env).toBeUndefined()
  })

  it('holds the command table between its markers, a line and a page per command', () => {
    const table = readme.slice(
      readme.indexOf('<!-- commands:start -->'),
      readme.indexOf('<!-- commands:end -->')
    )
    for (const name of commandNames) {
      expect(table).toContain(`[\`${name}\`](docs/commands/${name}.md)`)
    }
  })

  it('shows a picture of a job summary after the usage: a PNG in docs/ under 200 KB', () => {
    const reference = /!\[[^\]]+\]\((docs\/[^)\s]+\.png)\)/.exec(readme)
    expect(reference).not.toBeNull()
    const [, path = ''] = reference ?? []
    expect(reference?.index).toBeGreaterThan(readme.indexOf('```yaml'))
    expect(reference?.index).toBeLessThan(readme.indexOf('## Quick start'))
    const png = readFileSync(join(root, path))
    expect(png.subarray(0, 8)).toEqual(Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]))
    expect(png.length).toBeLessThan(200 * 1024)
    // A width a README column shows without scaling text to nothing (IHDR's width).
    expect(png.readUInt32BE(16)).toBeLessThanOrEqual(1000)
    expect(readme).toContain('`npm run picture`')
    expect(JSON.parse(read('package.json')).scripts.picture).toBe('tsx scripts/picture.ts')
  })

  it('shows how to tell a gate\'s "no" from an error through outcome, not the runner\'s outcome', () => {
    const [gate, ...after] = fenced(readme, /^ya?ml$/)
      .map(block => parse(block) as unknown)
      .filter(Array.isArray)
      .find(steps => steps.some(step => step.id === 'gate')) as Record<string, unknown>[]
    expect(gate).toMatchObject({
      id: 'gate',
      'continue-on-error': true,
      uses: 'kosli-dev/compliance-action/assert-artifact@v1'
    })
    const conditions = after.map(step => step.if)
    expect(conditions).toContain("steps.gate.outputs.outcome == 'error'")
    // Only values the action sets (src/action/command.ts, Outcome).
    const outcome = /export type Outcome = (.*)/.exec(read('src/action/command.ts'))?.[1] ?? ''
    for (const condition of conditions) {
      for (const [, value] of String(condition).matchAll(/outcome == '([^']*)'/g)) {
        expect(outcome).toContain(`'${value}'`)
      }
    }
    expect(readme).toMatch(/runner's own `steps\.gate\.outcome`[^.]*`failure` for both/)
  })

  it('states the Node version package.json and the demo need', () => {
    const engines = /^>=(\d+)$/.exec(JSON.parse(read('package.json')).engines.node)?.[1]
    const demo = read('tools/node24.js')
    const demoLowest = /The demo needs Node (\d+) or later/.exec(demo)?.[1]
    expect(demo).toContain(`install Node ${engines}`)
    const quickStart = readme.slice(readme.indexOf('## Quick start'), readme.indexOf('## Commands'))
    expect(quickStart).toContain(`It needs Node ${engines}`)
    const versions = [...quickStart.matchAll(/Node (\d+)/g)].map(match => match[1])
    for (const version of versions) {
      expect([engines, demoLowest]).toContain(version)
    }
  })

  it('shows examples/build-and-deploy.yml as it is', () => {
    const example = read('examples/build-and-deploy.yml')
    const workflow = example.slice(example.indexOf('name: '))
    expect(fenced(readme, /^ya?ml$/)).toContain(workflow)
  })
})

describe.each(commandNames.map(name => [name]))('docs/commands/%s.md', name => {
  const page = read(`docs/commands/${name}.md`)
  const usage = page.slice(0, page.indexOf('<!-- reference:start -->'))

  it('has a hand-written usage part before its generated reference', () => {
    expect(usage).toMatch(new RegExp(`^# ${name}\\n\\n\\S`))
    expect(usage).not.toMatch(/^TODO$/m)
    expect(page).toContain('<!-- reference:end -->')
  })

  it('has a YAML example using its sub-action, without command', () => {
    const examples = fenced(usage, /^ya?ml$/).filter(block =>
      block.includes(`uses: kosli-dev/compliance-action/${name}@v1`)
    )
    expect(examples.length).toBeGreaterThan(0)
    for (const block of examples) expect(block).not.toMatch(/^\s*command:/m)
  })
})

describe('the examples agree with what the action does', () => {
  const sources = ['README.md', ...docPages].map(path => [path, read(path)] as const)
  const examples = readdirSync(join(root, 'examples')).map(
    name => [`examples/${name}`, read(`examples/${name}`)] as const
  )

  it('pass no trail of the commit: every command defaults to it', () => {
    for (const [path, text] of [...sources, ...examples]) {
      expect(`${path}: ${text}`).not.toMatch(/trail: \$\{\{ github\.sha \}\}/)
    }
  })

  it('give templates that record unit-tests as junit, the type attest-junit records', () => {
    for (const [path, text] of sources) {
      for (const block of fenced(text, /^(text|ya?ml)$/)) {
        // A flow template has a trail; a path spec (version 1 too) has artifacts only.
        if (!/^version: 1$/m.test(block) || !/^trail:/m.test(block)) continue
        expect(`${path}: ${block}`).toMatch(/- name: unit-tests\n\s+type: junit/)
      }
    }
  })

  it('name KOSLI_ORG beside an empty org, as the message does', () => {
    const troubleshooting = read('docs/troubleshooting.md')
    expect(troubleshooting).toContain('Input "org" is empty and KOSLI_ORG is not set')
    expect(troubleshooting).toContain('did you mean assert-artifact?')
  })
})

describe('links in README.md, CONTRIBUTING.md and docs/', () => {
  it.each(['README.md', 'CONTRIBUTING.md', ...docPages].map(path => [path]))(
    '%s links only to files that exist',
    path => {
      const text = read(path)
      const targets = [...text.matchAll(/\]\(([^)\s#]+)(#[^)]*)?\)/g)]
        .map(match => match[1] as string)
        .filter(target => !/^[a-z]+:/.test(target))
      const missing = targets.filter(target => !existsSync(join(root, dirname(path), target)))
      expect(missing).toEqual([])
    }
  )
})
