/**
 * An input naming a file the action writes (a downloaded audit package): relative to the
 * workspace, and inside it, so a later actions/upload-artifact step finds it and nothing the
 * runner keeps elsewhere (its tools, another job's files, ~/.ssh) can be overwritten. A path
 * that leaves the workspace by "..", by being absolute elsewhere, or through a symbolic link
 * in one of its folders is refused before any request.
 */
import { existsSync, lstatSync, realpathSync } from 'node:fs'
import { dirname, isAbsolute, relative, resolve, sep } from 'node:path'
import { InputError, quote } from './errors.js'
import type { InputSource } from './source.js'

const EXPECTED = 'a file path inside the workspace (GITHUB_WORKSPACE), such as audit/trail.tgz'

/** The workspace the paths are taken from: GITHUB_WORKSPACE, else the working directory. */
export function workspaceRoot(env: NodeJS.ProcessEnv = process.env): string {
  return resolve(env.GITHUB_WORKSPACE || process.cwd())
}

export function readWorkspacePath(
  source: InputSource,
  name: string,
  env: NodeJS.ProcessEnv = process.env
): string | undefined {
  const given = source(name)
  if (given === undefined) return undefined
  const root = workspaceRoot(env)
  const target = resolve(root, given)
  const refuse = (problem: string) =>
    new InputError(name, `has ${quote(given)}, ${problem}`, EXPECTED)
  if (!isInside(root, target)) throw refuse('which is outside the workspace')
  // The nearest folder that exists decides where the file really lands.
  let folder = dirname(target)
  while (!existsSync(folder) && isInside(root, dirname(folder))) folder = dirname(folder)
  if (!isInside(realpath(root), realpath(folder)) && realpath(folder) !== realpath(root)) {
    throw refuse('whose folder is a link to outside the workspace')
  }
  const existing = lstatOrUndefined(target)
  if (existing?.isDirectory()) throw refuse('which is a folder')
  if (existing?.isSymbolicLink()) throw refuse('which is a symbolic link')
  return target
}

/** True when `path` is strictly below `root`. */
function isInside(root: string, path: string): boolean {
  const rel = relative(root, path)
  return rel !== '' && !rel.startsWith(`..${sep}`) && rel !== '..' && !isAbsolute(rel)
}

function realpath(path: string): string {
  try {
    return realpathSync(path)
  } catch {
    return path
  }
}

function lstatOrUndefined(path: string) {
  try {
    return lstatSync(path)
  } catch {
    return undefined
  }
}
