// Reference for the attest-junit row: the ingestion as the action did it before, one file after
// the other: every *.xml under the directory (sorted), lstat, read, decode, validate in a full
// pass, parse, then count the test cases of every suite. Prints total=<cases>.
// Usage: node junit-sequential.mjs <results-dir>
import { lstat, readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { TextDecoder } from 'node:util'
import { XMLParser, XMLValidator } from 'fast-xml-parser'

const parser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: '',
  allowBooleanAttributes: true,
  parseAttributeValue: false,
  parseTagValue: false,
  processEntities: false,
  htmlEntities: false,
  ignoreDeclaration: true,
  ignorePiTags: true,
  maxNestedTags: 64
})

async function find(dir, found) {
  const entries = await readdir(dir, { withFileTypes: true })
  entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
  for (const entry of entries) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) await find(path, found)
    else if (entry.isFile() && entry.name.endsWith('.xml')) found.push(path)
  }
  return found
}

function countCases(nodes) {
  let total = 0
  for (const node of nodes) {
    const name = Object.keys(node).find(key => key !== ':@')
    if (name === 'testcase') total++
    else if (name && Array.isArray(node[name])) total += countCases(node[name])
  }
  return total
}

let total = 0
for (const path of await find(process.argv[2], [])) {
  const info = await lstat(path)
  if (info.size > 32 * 1024 * 1024) process.exit(1)
  const text = new TextDecoder('utf-8', { fatal: true }).decode(await readFile(path))
  if (XMLValidator.validate(text, { allowBooleanAttributes: true }) !== true) process.exit(1)
  total += countCases(parser.parse(text))
}
process.stdout.write(`total=${total}\n`)
