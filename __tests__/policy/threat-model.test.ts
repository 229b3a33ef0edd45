/**
 * SECURITY.md's threat model names every input a command declares and every remote the
 * action talks to, each with the tests that prove its defence: a new command or remote
 * fails here until the threat model says what a hostile one can do and what stops it.
 */
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { COMMAND_CATALOG } from '../../src/commands/catalog.js'
import { REMOTES } from '../kit/remotes.js'

const root = process.cwd()
const security = readFileSync(join(root, 'SECURITY.md'), 'utf8')
const model = security.slice(security.indexOf('## Threat model'))
const modelEnd = model.indexOf('\n## ', 4)
const threatModel = modelEnd > 0 ? model.slice(0, modelEnd) : model

/** The rows of the table under `### heading`: its cells, header and rule left out. */
function rows(heading: string): string[][] {
  const start = threatModel.indexOf(`### ${heading}\n`)
  if (start < 0) return []
  const lines = threatModel.slice(start).split('\n').slice(1)
  const table = lines.slice(lines.findIndex(line => line.startsWith('|')))
  const body = table.slice(
    2,
    table.findIndex(line => !line.startsWith('|'))
  )
  return body.map(line =>
    line
      .slice(1, -1)
      .split(' | ')
      .map(cell => cell.trim())
  )
}

const codeNames = (cell: string) =>
  [...cell.matchAll(/`([^`]+)`/g)].map(match => match[1] as string)

describe('the threat model in SECURITY.md', () => {
  it('has a section with remotes, the runner and inputs', () => {
    expect(threatModel.startsWith('## Threat model')).toBe(true)
    for (const heading of ['Remotes', 'The runner', 'Inputs']) {
      expect({ heading, rows: rows(heading).length > 0 }).toEqual({ heading, rows: true })
    }
  })

  it('names every input a command declares', () => {
    const named = new Set(rows('Inputs').flatMap(row => codeNames(row[0] ?? '')))
    const declared = new Set(Object.values(COMMAND_CATALOG).flatMap(entry => entry.inputs))
    expect([...declared].filter(input => !named.has(input)).sort()).toEqual([])
  })

  it('names every remote the reliability suites drive', () => {
    const named = rows('Remotes').map(row => (row[0] ?? '').toLowerCase())
    for (const remote of REMOTES) {
      const key = remote.name.replace(/^(the|a) /, '').toLowerCase()
      expect({ remote: remote.name, named: named.some(cell => cell.includes(key)) }).toEqual({
        remote: remote.name,
        named: true
      })
    }
  })

  it('gives every row a defence and tests that exist', () => {
    for (const row of [...rows('Remotes'), ...rows('The runner'), ...rows('Inputs')]) {
      const tests = codeNames(row[3] ?? '')
      expect({ row: row[0], defence: (row[2] ?? '').length > 10, tests: tests.length > 0 }).toEqual(
        {
          row: row[0],
          defence: true,
          tests: true
        }
      )
      for (const test of tests) {
        expect({ test, exists: existsSync(join(root, test)) }).toEqual({ test, exists: true })
      }
    }
  })
})
