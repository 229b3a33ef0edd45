/**
 * Paths a user names in an input (attachments, results-dir, scan-results, user-data,
 * attestation-data, template-file, schema-file), checked before anything is read into
 * evidence. The bytes of a link's target outside the workspace (a checkout's .git/config,
 * /etc/passwd), of /proc and /sys (a process's environment holds every INPUT_ token of the
 * step), and of devices, FIFOs and sockets never become evidence, and no read waits on a FIFO.
 */
import {
  constants,
  fstatSync,
  lstatSync,
  openSync,
  closeSync,
  readFileSync,
  readSync,
  realpathSync
} from 'node:fs'
import type { Stats } from 'node:fs'
import { open } from 'node:fs/promises'
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

/** What is read from a file: its bytes and the status of the very file they came from. */
export interface ReadFile {
  content: Buffer
  info: Stats
}

/** Not a regular file when opened: it changed after it was listed or checked. */
class NotRegularFileError extends Error {
  readonly code = 'ENOTREGULAR'
  constructor(path: string) {
    super(`${path} is not a regular file`)
  }
}

/**
 * Opening without following a final link and without blocking (a FIFO would wait for a
 * writer), then checking what was opened, closes the gap between a check and a read.
 */
const OPEN_FLAGS = constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK

export async function readRegularFile(path: string): Promise<ReadFile> {
  const handle = await open(path, OPEN_FLAGS)
  try {
    const info = await handle.stat()
    if (!info.isFile()) throw new NotRegularFileError(path)
    return { content: await handle.readFile(), info }
  } finally {
    await handle.close()
  }
}

const READ_CHUNK_BYTES = 1024 * 1024

/**
 * Reads a regular file whole; with `maxBytes`, reads at most one byte more than that, so a
 * file that grew past its limit after it was measured is never held whole (the caller
 * refuses content longer than its limit).
 */
export function readRegularFileSync(path: string, maxBytes?: number): ReadFile {
  const { fd, info } = openRegularFileSync(path)
  try {
    if (maxBytes === undefined) return { content: readFileSync(fd), info }
    const chunks: Buffer[] = []
    let length = 0
    while (length <= maxBytes) {
      const chunk = Buffer.allocUnsafe(Math.min(READ_CHUNK_BYTES, maxBytes + 1 - length))
      const read = readSync(fd, chunk, 0, chunk.length, null)
      if (read === 0) break
      chunks.push(chunk.subarray(0, read))
      length += read
    }
    return { content: Buffer.concat(chunks, length), info }
  } finally {
    closeSync(fd)
  }
}

/** Opens a regular file as readRegularFileSync does, for a caller that reads and closes it. */
export function openRegularFileSync(path: string): { fd: number; info: Stats } {
  const fd = openSync(path, OPEN_FLAGS)
  try {
    const info = fstatSync(fd)
    if (!info.isFile()) throw new NotRegularFileError(path)
    return { fd, info }
  } catch (error) {
    closeSync(fd)
    throw error
  }
}
