// Reference for the file-input rows: the least a Node program does to take in the same file:
// read it and parse it (JSON.parse; the yaml package without its duplicate-key check;
// fast-xml-parser). Prints parsed=<bytes>.
// Usage: node parse-file.mjs json|yaml|xml <path>
import { readFileSync } from 'node:fs'

const [kind, path] = process.argv.slice(2)
const text = readFileSync(path, 'utf8')
if (kind === 'json') JSON.parse(text)
else if (kind === 'yaml') (await import('yaml')).parse(text, { uniqueKeys: false })
else new (await import('fast-xml-parser')).XMLParser({ ignoreAttributes: false }).parse(text)
process.stdout.write(`parsed=${text.length}\n`)
