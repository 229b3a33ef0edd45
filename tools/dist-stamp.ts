/**
 * Whether dist/ is the bundle of the current sources, without bundling: the hashes of the
 * sources and of dist/ are recorded after each build (outside the project, in
 * node_modules/.cache) and compared before the tests. `npm test` rebuilds unless both match.
 */
import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises'
import { dirname, join, relative } from 'node:path'

/** What the bundle is made from. */
export const SOURCES = ['src', 'package.json', 'package-lock.json', 'tsconfig.json']

export function stampPath(root: string): string {
  return join(root, 'node_modules', '.cache', 'compliance-action', 'dist-stamp.json')
}

interface Stamp {
  sources: string
  dist: string
}

async function filesUnder(path: string): Promise<string[]> {
  if (!existsSync(path)) return []
  const entries = await readdir(path, { withFileTypes: true, recursive: true }).catch(() => null)
  if (entries === null) return [path] // a file, not a directory
  return entries.filter(entry => entry.isFile()).map(entry => join(entry.parentPath, entry.name))
}

/** One hash over the names and contents of every file under the given paths. */
export async function hashOf(root: string, paths: readonly string[]): Promise<string> {
  const files = (await Promise.all(paths.map(path => filesUnder(join(root, path))))).flat().sort()
  const hash = createHash('sha256')
  for (const file of files) {
    hash.update(`${relative(root, file)}\0`)
    hash.update(await readFile(file))
    hash.update('\0')
  }
  return hash.digest('hex')
}

/** True when neither the sources nor dist/ changed since the last recorded build. */
export async function distIsCurrent(root: string): Promise<boolean> {
  let stamp: Stamp
  try {
    stamp = JSON.parse(await readFile(stampPath(root), 'utf8')) as Stamp
  } catch {
    return false
  }
  return (
    stamp.sources === (await hashOf(root, SOURCES)) && stamp.dist === (await hashOf(root, ['dist']))
  )
}

/** Records the sources and dist/ as they are right after a build. */
export async function recordBuild(root: string): Promise<void> {
  const stamp: Stamp = { sources: await hashOf(root, SOURCES), dist: await hashOf(root, ['dist']) }
  await mkdir(dirname(stampPath(root)), { recursive: true })
  await writeFile(stampPath(root), JSON.stringify(stamp))
}
