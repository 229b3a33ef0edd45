/**
 * Whether dist/ is the bundle of the current sources, without bundling. Each build writes
 * dist/build-stamp.json: a hash of the sources it bundled and one of the files it wrote.
 * The stamp is committed with dist/, and `npm run check-dist` compares it with a fresh
 * build's like every other file there, so a fresh clone's `npm test` trusts it and does not
 * bundle again. A source edited since, or a file of dist/ edited by hand, no longer matches,
 * and `npm test` rebuilds first.
 */
import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import { readdir, readFile, writeFile } from 'node:fs/promises'
import { join, relative } from 'node:path'

/** What the bundle is made from. */
export const SOURCES = ['src', 'package.json', 'package-lock.json', 'tsconfig.json']

/** The stamp's name inside the build's output folder. */
export const STAMP_FILE = 'build-stamp.json'

interface Stamp {
  sources: string
  bundle: string
}

async function filesUnder(path: string): Promise<string[]> {
  if (!existsSync(path)) return []
  const entries = await readdir(path, { withFileTypes: true, recursive: true }).catch(() => null)
  if (entries === null) return [path] // a file, not a directory
  return entries.filter(entry => entry.isFile()).map(entry => join(entry.parentPath, entry.name))
}

/**
 * One hash over the names (relative to `base`, with / between folders on every platform)
 * and contents of every file under the given paths, except `except`.
 */
async function hashOf(base: string, paths: readonly string[], except?: string): Promise<string> {
  const files = (await Promise.all(paths.map(path => filesUnder(join(base, path)))))
    .flat()
    .filter(file => file !== except)
    .sort()
  const hash = createHash('sha256')
  for (const file of files) {
    hash.update(`${relative(base, file).split('\\').join('/')}\0`)
    hash.update(await readFile(file))
    hash.update('\0')
  }
  return hash.digest('hex')
}

async function stampOf(root: string, outDir: string): Promise<Stamp> {
  return {
    sources: await hashOf(root, SOURCES),
    bundle: await hashOf(outDir, ['.'], join(outDir, STAMP_FILE))
  }
}

/** Writes outDir's stamp, once a build of root's sources has written everything else. */
export async function stampBuild(root: string, outDir: string): Promise<void> {
  await writeFile(join(outDir, STAMP_FILE), `${JSON.stringify(await stampOf(root, outDir))}\n`)
}

/** True when neither the sources nor dist/ changed since the build that stamped dist/. */
export async function distIsCurrent(root: string): Promise<boolean> {
  const dist = join(root, 'dist')
  let stamp: Stamp
  try {
    stamp = JSON.parse(await readFile(join(dist, STAMP_FILE), 'utf8')) as Stamp
  } catch {
    return false
  }
  const current = await stampOf(root, dist)
  return stamp.sources === current.sources && stamp.bundle === current.bundle
}
