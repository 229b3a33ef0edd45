/**
 * One vocabulary across every job summary: each state's mark lives in src/summary/states.ts
 * alone, and no module that renders a summary spells a state another way. A new summary
 * that writes its own ✅ or "Not compliant" fails here, not in a reviewer's eyes.
 */
import { readFileSync, readdirSync } from 'node:fs'
import { join, relative, sep } from 'node:path'

const root = process.cwd()
const VOCABULARY = join('src', 'summary', 'states.ts')

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap(entry => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return entry.name.endsWith('.ts') ? [relative(root, path)] : []
  })
}

/** The code of a module without its comments: a comment may quote another spelling. */
function code(path: string): string {
  return readFileSync(join(root, path), 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/.*$/gm, '')
}

const SOURCES = sourceFiles(join(root, 'src'))

/** The modules that write job summaries, or the parts every summary is built from. */
const RENDERERS = SOURCES.filter(
  path =>
    path.endsWith(`${sep}summary.ts`) ||
    [
      join('src', 'summary'),
      join('src', 'lists'),
      join('src', 'writes'),
      join('src', 'attest')
    ].some(dir => path.startsWith(dir + sep))
)

describe('the summary vocabulary', () => {
  it('finds the modules it checks', () => {
    expect(SOURCES).toContain(VOCABULARY)
    expect(RENDERERS.length).toBeGreaterThan(20)
  })

  it('keeps every emoji in src/summary/states.ts', () => {
    const offenders = SOURCES.filter(path => path !== VOCABULARY)
      .map(path => ({ path, marks: code(path).match(/\p{Extended_Pictographic}/gu) ?? [] }))
      .filter(found => found.marks.length > 0)
      .map(found => `${found.path}: ${[...new Set(found.marks)].join(' ')}`)
    expect(offenders).toEqual([])
  })

  it('spells each state one way in every summary', () => {
    // Labels, counts and headings; a failure message's prose ("... is not compliant: ...")
    // is a sentence, not a state's label.
    const OTHER_SPELLINGS = /[Nn]on[ _]compliant|Not compliant|\d+ not compliant|NON_COMPLIANT/
    const offenders = RENDERERS.filter(path => path !== VOCABULARY).flatMap(path =>
      code(path)
        .split('\n')
        .filter(line => OTHER_SPELLINGS.test(line) && !/is not compliant/.test(line))
        .map(line => `${path}: ${line.trim()}`)
    )
    expect(offenders).toEqual([])
  })
})
