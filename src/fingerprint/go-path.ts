/**
 * Go's path/filepath Clean, Join and Split for Unix, on byte strings. The reference CLI decides
 * which entries are excluded by comparing path strings built with these functions, so the exact
 * lexical rules matter (e.g. Join cleans, a path returned by Glob unchanged may keep a "//").
 */

/** filepath.Clean: the shortest lexically equivalent path ("" becomes "."). */
export function clean(path: string): string {
  const rooted = path.startsWith('/')
  const parts: string[] = []
  for (const part of path.split('/')) {
    if (part === '' || part === '.') continue
    if (part === '..') {
      if (parts.length > 0 && parts[parts.length - 1] !== '..') parts.pop()
      else if (!rooted) parts.push('..') // ".." at the start of a rooted path is dropped
      continue
    }
    parts.push(part)
  }
  const joined = parts.join('/')
  if (rooted) return `/${joined}`
  return joined === '' ? '.' : joined
}

/** filepath.Join: the non-empty elements joined with "/" and cleaned; "" when all are empty. */
export function join(...elements: string[]): string {
  const first = elements.findIndex(element => element !== '')
  if (first === -1) return ''
  return clean(elements.slice(first).join('/'))
}

/** filepath.Split: [everything up to and including the last "/", the rest]. */
export function split(path: string): [dir: string, file: string] {
  const cut = path.lastIndexOf('/') + 1
  return [path.slice(0, cut), path.slice(cut)]
}
