/**
 * The workspace's files of given names: a JVM stack frame names a package and a file name,
 * never a folder, so the folder is found by looking. The workspace is walked once for all the
 * names a step needs, without following a link and without entering node_modules or .git (a
 * test's source is in neither), and the walk stops after MAX_ENTRIES entries, so a checkout
 * of any size costs a bounded time.
 */
import { readdirSync, type Dirent } from 'node:fs'
import { join } from 'node:path'

/** Entries read at most (files and folders): a large monorepo has a few hundred thousand. */
export const MAX_ENTRIES = 200_000

/** Folders never entered: installed packages and git's own files hold no test source. */
const NOT_ENTERED: ReadonlySet<string> = new Set(['node_modules', '.git'])

export interface SourceFiles {
  /** For each name asked for, the relative paths of the files of that name, `/`-separated, sorted. */
  paths: Map<string, string[]>
  /** False when the walk stopped at MAX_ENTRIES before reading the whole workspace. */
  complete: boolean
}

/** Every file under `root` whose name is in `names`. */
export function findSourceFiles(
  root: string,
  names: ReadonlySet<string>,
  maxEntries = MAX_ENTRIES
): SourceFiles {
  const paths = new Map<string, string[]>()
  let read = 0
  const done = (complete: boolean): SourceFiles => {
    for (const same of paths.values()) same.sort()
    return { paths, complete }
  }
  // A stack of folders still to read, relative to root; the last is read next.
  const pending: string[] = ['']
  while (pending.length > 0) {
    const folder = pending.pop() as string
    const entries = entriesOf(join(root, folder))
    for (const entry of entries) {
      if (++read > maxEntries) return done(false)
      const path = folder === '' ? entry.name : `${folder}/${entry.name}`
      if (entry.isDirectory()) {
        if (!NOT_ENTERED.has(entry.name)) pending.push(path)
      } else if (entry.isFile() && names.has(entry.name)) {
        const same = paths.get(entry.name)
        if (same) same.push(path)
        else paths.set(entry.name, [path])
      }
    }
  }
  return done(true)
}

/** A folder that cannot be read (no permission, gone meanwhile) has nothing to find. */
function entriesOf(folder: string): Dirent[] {
  try {
    return readdirSync(folder, { withFileTypes: true })
  } catch {
    return []
  }
}
