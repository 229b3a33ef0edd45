/**
 * An input naming a file the action writes (a downloaded audit package): in the workspace,
 * relative to it, or under RUNNER_TEMP (where evidence waits for actions/upload-artifact), so
 * a later step finds it and nothing the runner keeps elsewhere (its tools, another job's
 * files, ~/.ssh) can be overwritten. Never inside a .git folder, where a file becomes the
 * checkout's configuration or a hook that runs. A path that leaves those folders by "..", by
 * being absolute elsewhere, or through a symbolic link in any of its folders, a link that
 * points nowhere, and a name longer than a file system takes, are refused before any request.
 */
import { lstatSync, realpathSync, type Stats } from 'node:fs'
import { isAbsolute, join, relative, resolve, sep } from 'node:path'
import { InputError, quote } from './input-error.js'
import type { InputSource } from './source.js'
import { stepEnv } from '../runner/step-scope.js'

const EXPECTED =
  'a file path inside the workspace (GITHUB_WORKSPACE), relative to it, or an absolute path ' +
  'under RUNNER_TEMP, outside any .git folder, such as audit/trail.tgz'

/** The longest name of one file or folder (NAME_MAX), and of a whole path (PATH_MAX less one). */
const MAX_NAME_BYTES = 255
const MAX_PATH_BYTES = 4095

/** The workspace the paths are taken from: GITHUB_WORKSPACE, else the working directory. */
export function workspaceRoot(env: NodeJS.ProcessEnv = stepEnv()): string {
  return resolve(env.GITHUB_WORKSPACE || process.cwd())
}

/** The folders a written file may land in: the workspace, and RUNNER_TEMP when set. */
function writableRoots(env: NodeJS.ProcessEnv): string[] {
  const roots = [workspaceRoot(env)]
  if (env.RUNNER_TEMP) roots.push(resolve(env.RUNNER_TEMP))
  return roots
}

export function readWorkspacePath(
  source: InputSource,
  name: string,
  env: NodeJS.ProcessEnv = stepEnv()
): string | undefined {
  const given = source(name)
  if (given === undefined) return undefined
  const refuse = (problem: string) =>
    new InputError(name, `has ${quote(given)}, ${problem}`, EXPECTED)
  const roots = writableRoots(env)
  const target = resolve(roots[0] ?? '', given)
  const root = roots.find(candidate => isInside(candidate, target, false))
  if (root === undefined) throw refuse('which is outside the workspace')
  const parts = relative(root, target).split(sep)
  const long = parts.find(part => Buffer.byteLength(part) > MAX_NAME_BYTES)
  if (long !== undefined) {
    throw refuse(
      `whose name ${quote(long)} is longer than ${MAX_NAME_BYTES} bytes, the most a file system takes`
    )
  }
  if (Buffer.byteLength(target) > MAX_PATH_BYTES) {
    throw refuse(`which is longer than ${MAX_PATH_BYTES} bytes as a whole path`)
  }
  if (parts.some(isGitFolder)) throw refuse(INSIDE_GIT)
  checkFolders(root, parts.slice(0, -1), roots, refuse)
  const existing = lstatOrUndefined(target)
  if (existing?.isDirectory()) throw refuse('which is a folder')
  if (existing?.isSymbolicLink()) throw refuse('which is a symbolic link')
  return target
}

const INSIDE_GIT = 'which is inside a .git folder, where git keeps its configuration and hooks'

/**
 * Each folder on the way that exists: a real folder, or a link that resolves inside one of
 * `roots` and outside any .git folder there. The first missing one ends the walk (the
 * download creates it, and the rest, inside the last folder checked).
 */
function checkFolders(
  root: string,
  folders: readonly string[],
  roots: readonly string[],
  refuse: (problem: string) => InputError
): void {
  let folder = root
  for (const part of folders) {
    folder = join(folder, part)
    const info = lstatOrUndefined(folder)
    if (info === undefined) return
    if (info.isSymbolicLink()) {
      const real = realpathOrUndefined(folder)
      if (real === undefined) throw refuse(`which goes through a link that points nowhere`)
      const landing = roots
        .map(candidate => realpathOrUndefined(candidate) ?? candidate)
        .find(candidate => isInside(candidate, real, true))
      if (landing === undefined) throw refuse('whose folder is a link to outside the workspace')
      if (relative(landing, real).split(sep).some(isGitFolder)) throw refuse(INSIDE_GIT)
    } else if (!info.isDirectory()) {
      throw refuse(`whose folder ${quote(part)} is a file`)
    }
  }
}

/**
 * ".git" in any case (case-insensitive file systems), and with the trailing dots and spaces
 * Windows drops from a name.
 */
function isGitFolder(part: string): boolean {
  return part.replace(/[. ]+$/, '').toLowerCase() === '.git'
}

/** True when `path` is below `root` (or `root` itself, when `orEqual`). */
function isInside(root: string, path: string, orEqual: boolean): boolean {
  const rel = relative(root, path)
  if (rel === '') return orEqual
  return !rel.startsWith(`..${sep}`) && rel !== '..' && !isAbsolute(rel)
}

function realpathOrUndefined(path: string): string | undefined {
  try {
    return realpathSync(path)
  } catch {
    return undefined
  }
}

function lstatOrUndefined(path: string): Stats | undefined {
  try {
    return lstatSync(path)
  } catch {
    return undefined
  }
}
