import { lstatSync, readdirSync, statSync } from 'node:fs'
import { bytesOf } from './bytes.js'
import { join, split } from './go-path.js'
import { BadPatternError, hasMeta, match } from './go-match.js'

// File-system globbing exactly as the reference CLI does it: Go's filepath.Glob, extended with
// "**" by the yargevad/filepathx package. Both work on real directory listings and return path
// strings, and the CLI then excludes an entry only if its walk path is string-equal to one of
// them. That string comparison produces behaviour a pure pattern matcher would not, for example:
// "**/name" (no meta characters after the "**") does not exclude a top-level "name" itself,
// because Glob returns the unmatched spelling "root//name" for it, but it does exclude everything
// below it. All calls are synchronous: they run once, before the walk, and are many tiny stats.
// Paths are byte strings (see bytes.ts).

// Go's limit on recursive Glob calls (CVE-2022-30632).
const MAX_GLOB_DEPTH = 10000

/** filepath.Glob plus filepathx's "**": every existing path the CLI considers matched. */
export function globWithDoubleStar(pattern: string): Set<string> {
  if (!pattern.includes('**')) return new Set(glob(pattern))
  // filepathx splits on "**" and expands part by part: each glob hit is walked, and every path
  // found by the walk becomes a prefix for the next part (so "**" spans zero or more levels).
  let prefixes = ['']
  let hits = new Set<string>()
  for (const part of pattern.split('**')) {
    hits = new Set<string>()
    for (const prefix of prefixes) {
      for (const found of glob(prefix + part)) addWithDescendants(found, hits)
    }
    prefixes = [...hits]
  }
  return hits
}

/** Go's filepath.Glob (Unix); throws BadPatternError for a malformed pattern. */
export function glob(pattern: string, depth = 0): string[] {
  if (depth === MAX_GLOB_DEPTH) throw new BadPatternError()
  match(pattern, '') // Go checks the pattern this way before touching the disk
  if (!hasMeta(pattern)) return exists(pattern) ? [pattern] : []

  const [rawDir, file] = split(pattern)
  const dir = cleanGlobDir(rawDir)
  if (!hasMeta(dir)) return matchesIn(dir, file, [])
  if (dir === pattern) throw new BadPatternError() // Go's guard against endless recursion
  const matches: string[] = []
  for (const parent of glob(dir, depth + 1)) matchesIn(parent, file, matches)
  return matches
}

/** Go's cleanGlobPath: "" is ".", "/" stays, otherwise one trailing separator is dropped. */
function cleanGlobDir(dir: string): string {
  if (dir === '') return '.'
  if (dir === '/') return dir
  return dir.slice(0, -1)
}

/** Appends Join(dir, name) for names in `dir` matching `pattern`; ignores I/O errors like Go. */
function matchesIn(dir: string, pattern: string, matches: string[]): string[] {
  let names: string[]
  try {
    if (!statSync(bytesOf(dir)).isDirectory()) return matches
    names = readdirSync(bytesOf(dir), { encoding: 'buffer' }).map(name => name.toString('latin1'))
  } catch {
    return matches
  }
  names.sort()
  for (const name of names) {
    if (match(pattern, name)) matches.push(join(dir, name))
  }
  return matches
}

function exists(path: string): boolean {
  try {
    return lstatSync(bytesOf(path), { throwIfNoEntry: false }) !== undefined
  } catch {
    return false // ENOTDIR and friends: Go's Lstat fails, so no match
  }
}

/**
 * Adds `path` and, if it is a real directory, everything below it (Go's filepath.Walk: symbolic
 * links are not followed; a path with a trailing "/" keeps its spelling while children are joined
 * and cleaned). Unlike Glob, Walk does not ignore I/O errors, and neither did the CLI: they throw.
 */
function addWithDescendants(path: string, into: Set<string>): void {
  // A path already present was walked in full before, with the same spelling.
  if (into.has(path)) return
  const isDirectory = lstatSync(bytesOf(path)).isDirectory()
  addWalked(path, isDirectory, into)
}

function addWalked(path: string, isDirectory: boolean, into: Set<string>): void {
  if (!isDirectory) {
    into.add(path)
    return
  }
  const entries = readdirSync(bytesOf(path), { withFileTypes: true, encoding: 'buffer' })
  into.add(path)
  entries.sort((left, right) => Buffer.compare(left.name, right.name))
  for (const entry of entries) {
    addWalked(join(path, entry.name.toString('latin1')), entry.isDirectory(), into)
  }
}
