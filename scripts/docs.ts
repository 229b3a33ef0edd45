/**
 * `npm run docs`: regenerates from action.yml the README reference and the input catalog
 * the action reads at run time (`--check` only compares).
 */
import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { PROJECT_ROOT } from '../tools/run-action.js'
import { renderInputCatalog, renderReadme } from '../tools/action-docs.js'

const actionYml = await readFile(join(PROJECT_ROOT, 'action.yml'), 'utf8')
const generated: [path: string, render: (current: string) => string][] = [
  [join(PROJECT_ROOT, 'README.md'), readme => renderReadme(readme, actionYml)],
  [join(PROJECT_ROOT, 'src', 'inputs', 'input-catalog.json'), () => renderInputCatalog(actionYml)]
]

let stale = false
for (const [path, render] of generated) {
  const current = await readFile(path, 'utf8').catch(() => '')
  const updated = render(current)
  if (updated === current) continue
  const name = path.slice(PROJECT_ROOT.length).replace(/^[\\/]/, '')
  if (process.argv.includes('--check')) {
    console.error(`${name} is out of date with action.yml: run npm run docs`)
    stale = true
  } else {
    await writeFile(path, updated)
    console.log(`${name} updated from action.yml`)
  }
}
if (stale) process.exit(1)
console.log('README.md and src/inputs/input-catalog.json match action.yml')
