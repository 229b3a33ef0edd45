/** `npm run docs`: regenerates the README reference from action.yml (`--check` only compares). */
import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { PROJECT_ROOT } from '../tools/run-action.js'
import { renderReadme } from '../tools/action-docs.js'

const readmePath = join(PROJECT_ROOT, 'README.md')
const readme = await readFile(readmePath, 'utf8')
const updated = renderReadme(readme, await readFile(join(PROJECT_ROOT, 'action.yml'), 'utf8'))

if (process.argv.includes('--check')) {
  if (updated !== readme) {
    console.error('README.md is out of date with action.yml: run npm run docs')
    process.exit(1)
  }
  console.log('README.md matches action.yml')
} else if (updated !== readme) {
  await writeFile(readmePath, updated)
  console.log('README.md updated from action.yml')
} else {
  console.log('README.md already matches action.yml')
}
