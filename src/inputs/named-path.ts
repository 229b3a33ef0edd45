/**
 * Paths a user names in an input (attachments, results-dir, scan-results, user-data,
 * attestation-data, template-file, schema-file), checked before anything is read into
 * evidence. The bytes of a link's target outside the workspace (a checkout's .git/config,
 * /etc/passwd), of /proc and /sys (a process's environment holds every INPUT_ token of the
 * step), and of devices, FIFOs and sockets never become evidence, and no read waits on a FIFO.
 */
import { lstatSync, realpathSync } from 'node:fs'
import type { Stats } from 'node:fs'
import { isAbsolute, relative, resolve, sep } from 'node:path'
import { InputError, quote } from './input-error.js'
import { workspaceRoot } from './workspace-path.js'

/** A checked path: `real` (links resolved) is the one to read. */
export interface NamedPath {
  path: string
  real: string
  info: Stats
}

export type PathKind = 'file' | 'directory' | 'file or directory'

/** Kernel views whose "files" are a process's memory, environment and devices, not evidence. */
const SYSTEM_TREES = ['/proc', '/sys']

/**
 * The workspace (workspace-path.ts) with its links resolved: what a path's real location is
 * compared with, so a workspace reached through a link (/home/runner/work on some runners)
 * still holds its own files.
 */
function realWorkspaceRoot(): string {
  const root = workspaceRoot()
  try {
    return realpathSync(root)
  } catch {
    return root
  }
}

/** True when `path` is `root` or below it. */
export function isInside(root: string, path: string): boolean {
  const rest = relative(root, path)
  return rest === '' || (!rest.startsWith(`..${sep}`) && rest !== '..' && !isAbsolute(rest))
}

function isSystemPath(real: string): boolean {
  return SYSTEM_TREES.some(tree => isInside(tree, real))
}

/**
 * Checks a named path: a path that is a link, or one inside the workspace, must resolve
 * inside the workspace; nothing under /proc or /sys; only a regular file or directory of the
 * kind asked for. Throws an InputError naming `input` for each refusal; a path that does not
 * exist or cannot be resolved throws the file system's error, which callers word themselves.
 */
export function checkNamedPath(
  input: string,
  path: string,
  kind: PathKind,
  form: string
): NamedPath {
  const own = lstatSync(path)
  const real = realpathSync(path)
  const refuse = (problem: string): InputError =>
    new InputError(input, `names ${quote(path)}, ${problem}`, form)
  if (isSystemPath(real)) {
    throw refuse(`which resolves to ${quote(real)}, kernel state that is never evidence`)
  }
  const workspace = realWorkspaceRoot()
  const given = resolve(path)
  if (
    (own.isSymbolicLink() || isInside(workspace, given) || isInside(resolve(workspace), given)) &&
    !isInside(workspace, real)
  ) {
    throw refuse(
      `which is a link to ${quote(real)}, outside the workspace ${quote(workspace)}; links are followed only inside it`
    )
  }
  const info = own.isSymbolicLink() ? lstatSync(real) : own
  const fits = (info.isFile() && kind !== 'directory') || (info.isDirectory() && kind !== 'file')
  if (!fits) {
    throw refuse(
      kind === 'file'
        ? 'which is not a regular file'
        : kind === 'directory'
          ? 'which is not a directory'
          : 'which is neither a regular file nor a directory'
    )
  }
  return { path, real, info }
}
