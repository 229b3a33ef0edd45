/**
 * One artifact of the snapshot: its name, the path it runs from, and what its fingerprint
 * leaves out; and the checks made on it before anything is read or sent.
 *
 * Where a path may point: a relative path is taken from the workspace, and may leave it by
 * "..", by being absolute, or through a link, as the CLI allows, because a snapshot reports
 * what runs on this machine (a self-hosted runner's /opt/app) and what leaves the machine is
 * the name and a SHA-256, never a byte of the file. What is refused: the kernel's trees
 * (/proc, /sys, /dev: a process's environment, endless devices), anything that is not a
 * regular file or a directory (a FIFO would block the read), and a link to a directory as the
 * artifact itself, which the CLI fingerprints as an empty directory.
 */
import { lstatSync, realpathSync, statSync, type Stats } from 'node:fs'
import { resolve } from 'node:path'
import { InputError, quote } from '../../inputs/input-error.js'
import { isInside } from '../../inputs/named-path.js'

export interface ArtifactSpec {
  /** The artifact's name in the report. */
  name: string
  /** How a path spec wrote the name, when the report sends it in lower case, as the CLI does. */
  writtenAs?: string
  /** As given: relative to the workspace, or absolute. */
  path: string
  /** Glob patterns left out of a directory's fingerprint, relative to it. */
  ignore: string[]
  /** The input that named it, for messages. */
  input: 'path' | 'path-spec'
}

export interface CheckedArtifact extends ArtifactSpec {
  /** The path to read: absolute, a trailing "/" kept. */
  resolved: string
  kind: 'file' | 'dir'
  /** The path's modification time, Unix seconds: the CLI's creationTimestamp. */
  modifiedAt: number
}

const MAX_NAME_LENGTH = 255

/** Why a name cannot be an artifact's name in a report, or undefined when it can. */
export function checkArtifactName(name: string): string | undefined {
  if (name.trim() === '') return 'is empty'
  if (name.length > MAX_NAME_LENGTH) return `is over ${MAX_NAME_LENGTH} characters`
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\u2028\u2029]/.test(name))
    return 'holds a line break or control character'
  return undefined
}

/** Trees of the kernel's state and devices, never an artifact that runs. */
const KERNEL_TREES = ['/proc', '/sys', '/dev']

/**
 * Checks the artifact's path on disk, before anything is fingerprinted or sent: it must
 * exist, be a regular file or a directory, outside the kernel's trees.
 */
export function checkArtifactPath(spec: ArtifactSpec, workspace: string): CheckedArtifact {
  const form =
    spec.input === 'path'
      ? 'the path of the file or directory that runs, relative to the workspace or absolute'
      : 'a path spec whose every path names a file or directory that runs, relative to the workspace or absolute'
  const refuse = (problem: string): never => {
    throw new InputError(
      spec.input,
      `names ${quote(spec.path)} for artifact ${quote(spec.name)}, ${problem}`,
      form
    )
  }
  // resolve() drops a trailing "/", which says "the directory this link points to".
  const trailing = /[/\\]$/.test(spec.path) ? '/' : ''
  const resolved = resolve(workspace, spec.path)
  let own: Stats
  let info: Stats
  let real: string
  try {
    own = lstatSync(resolved)
    info = statSync(resolved)
    real = realpathSync(resolved)
  } catch (error) {
    const code = (error as { code?: string }).code
    return refuse(
      code === 'ENOENT' || code === 'ENOTDIR'
        ? `which does not exist (from the workspace ${quote(workspace)}), so nothing was sent`
        : `which cannot be read (${code ?? 'unknown error'}), so nothing was sent`
    )
  }
  if (KERNEL_TREES.some(tree => isInside(tree, real))) {
    refuse(`which resolves to ${quote(real)}, kernel state or a device, never an artifact`)
  }
  if (!info.isFile() && !info.isDirectory()) {
    refuse('which is neither a regular file nor a directory (a socket, FIFO or device)')
  }
  if (own.isSymbolicLink() && info.isDirectory() && !trailing) {
    refuse(
      'which is a symbolic link to a directory, which the CLI fingerprints as an empty directory; end the path with "/" to fingerprint the directory it points to'
    )
  }
  if (info.isFile() && spec.ignore.length > 0) {
    refuse('which is a file, and ignore applies only inside a directory; remove its ignore')
  }
  return {
    ...spec,
    resolved: resolved + (trailing && resolved !== '/' ? '/' : ''),
    kind: info.isDirectory() ? 'dir' : 'file',
    modifiedAt: Math.floor(info.mtimeMs / 1000)
  }
}
