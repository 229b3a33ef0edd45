// Reference for the directory row: the same fingerprint algorithm as the action and the vendor
// CLI, written plainly: a depth-first walk over entries sorted by name bytes, one entry after
// the other, each file read whole and hashed before the next is opened.
// Usage: node directory-sequential.mjs <dir>; prints the fingerprint.
import { createHash } from 'node:crypto'
import { readdirSync, readFileSync, readlinkSync, statSync } from 'node:fs'

const sha256 = bytes => createHash('sha256').update(bytes).digest('hex')
const SLASH = Buffer.from('/')

function walk(dir, digest) {
  const entries = readdirSync(dir, { withFileTypes: true, encoding: 'buffer' })
  entries.sort((left, right) => Buffer.compare(left.name, right.name))
  for (const entry of entries) {
    const path = Buffer.concat([dir, SLASH, entry.name])
    digest.update(sha256(entry.name))
    if (entry.isDirectory()) walk(path, digest)
    else if (entry.isSymbolicLink() && statSync(path).isDirectory()) {
      digest.update(sha256(readlinkSync(path, { encoding: 'buffer' })))
    } else digest.update(sha256(readFileSync(path)))
  }
}

const digest = createHash('sha256')
walk(Buffer.from(process.argv[2]), digest)
process.stdout.write(`${digest.digest('hex')}\n`)
