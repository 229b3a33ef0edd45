// Reference for the list-trails row: the same pages fetched one after the other, each page's
// trails appended to a JSON file as it arrives, so memory holds one page at a time.
// Usage: node trails-streamed.mjs <trails-url> <per-page> <output-file>; prints trails=<n>.
import { closeSync, openSync, writeSync } from 'node:fs'

const [url, perPage, output] = process.argv.slice(2)
const fd = openSync(output, 'w')
let trails = 0
let pages = 1
writeSync(fd, '[')
for (let page = 1; page <= pages; page++) {
  const response = await globalThis.fetch(`${url}?per_page=${perPage}&page=${page}`, {
    headers: { accept: 'application/json' }
  })
  const body = await response.json()
  if (!response.ok) process.exit(1)
  pages = body.pagination?.page_count ?? 1
  for (const trail of body.data) writeSync(fd, (trails++ === 0 ? '' : ',') + JSON.stringify(trail))
}
writeSync(fd, ']')
closeSync(fd)
process.stdout.write(`trails=${trails}\n`)
